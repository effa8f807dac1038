// Drift that no check of a single file catches: fields an export stopped filling, articles
// switched off in bulk. Judged on the counts the digests keep per field name (few) and on each
// matched article's `active`, counted as the articles are matched.
import { BLANK_FIELD_MIN_SHARE, BLANK_FIELD_RATIO, type BlankField, type Drift, type DriftGuard, type GuardSettings } from './changes';
import type { CatalogueDigest } from './digest';
import type { DigestRows } from './digest-rows';

const NOT_COMPARED: Drift = { compared: false, blankFields: [], deactivated: 0, deactivatedShare: 0 };

/**
 * `deactivated`: the file's articles matched with one of `last` that was not switched off, and
 * are now (counted where the articles are matched: compare-digests.ts).
 * Shares, not counts, are compared for a field: a file that leaves articles out (guarded on its
 * own) does not make every field look blank, nor one that adds articles hide it.
 */
export function compareDrift(last: CatalogueDigest, current: DigestRows, deactivated: number): Drift {
  const before = last.drift;
  const now = current.fields;
  const lastArticles = last.articleNumber.length;
  const articles = current.articleCount;
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
