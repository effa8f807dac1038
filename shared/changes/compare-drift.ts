// Drift that no check of a single file catches: fields an export stopped filling, articles
// switched off in bulk. Judged on the counts the digests keep per field name (few) and on each
// matched article's `active`, so it costs one pass over the matched articles.
import { BLANK_FIELD_MIN_SHARE, BLANK_FIELD_RATIO, type BlankField, type Drift, type DriftGuard, type GuardSettings } from './changes';
import { ACTIVE_FALSE, type CatalogueDigest } from './digest';

const NOT_COMPARED: Drift = { compared: false, blankFields: [], deactivated: 0, deactivatedShare: 0 };

/**
 * `lastRowOf`: per article of `current`, the row of the article with its number in `last`, or -1.
 * Shares, not counts, are compared for a field: a file that leaves articles out (guarded on its
 * own) does not make every field look blank, nor one that adds articles hide it.
 */
export function compareDrift(last: CatalogueDigest, current: CatalogueDigest, lastRowOf: Int32Array): Drift {
  const before = last.drift;
  const now = current.drift;
  const lastArticles = last.articleNumber.length;
  const articles = current.articleNumber.length;
  if (before === undefined || now === undefined || articles === 0 || lastArticles === 0) return { ...NOT_COMPARED, blankFields: [] };
  const nowFilled = new Map(now.fieldNames.map((name, i) => [name, now.fieldFilled[i]!]));
  const blankFields: BlankField[] = [];
  before.fieldNames.forEach((field, i) => {
    const beforeShare = before.fieldFilled[i]! / lastArticles;
    if (beforeShare < BLANK_FIELD_MIN_SHARE) return;
    const filledNow = nowFilled.get(field) ?? 0;
    const nowShare = filledNow / articles;
    if (nowShare < beforeShare * BLANK_FIELD_RATIO) blankFields.push({ field, before: before.fieldFilled[i]!, beforeShare, now: filledNow, nowShare });
  });
  let deactivated = 0;
  for (let row = 0; row < lastRowOf.length; row++) {
    const lastRow = lastRowOf[row]!;
    if (lastRow !== -1 && now.articleActive[row] === ACTIVE_FALSE && before.articleActive[lastRow] !== ACTIVE_FALSE) deactivated++;
  }
  return { compared: true, blankFields, deactivated, deactivatedShare: deactivated / lastArticles };
}

/** The drift guard: fields went blank, or more articles were switched off than allowed. */
export function driftGuardOf(drift: Drift, settings: GuardSettings): DriftGuard | undefined {
  if (drift.blankFields.length === 0 && drift.deactivatedShare <= settings.maxDeactivatedShare) return undefined;
  return {
    blankFields: drift.blankFields.map((blank) => blank.field),
    deactivated: drift.deactivated,
    deactivatedShare: drift.deactivatedShare,
    maxDeactivatedShare: settings.maxDeactivatedShare,
  };
}
