// Which of one record's candidate fixes can be applied together. A fix is kept only if the
// record with all the kept fixes applied breaks no rule at the fixed fields and has no finding
// the original record did not have: a German validTo can end before the validFrom beside it
// (price.validity.order, reported at validFrom), a currency fixed to "JPY" makes the amount
// next to it too precise. The fixed record is run through the same rules as the check
// (validate-article.ts, validate-price.ts); the original only when the fixed one still has a
// finding, so a record whose fixes simply work costs one run of its rules.
import { FindingsCollector } from '../validation/findings-collector';
import { RecordContext, UnknownFieldTally, type JsonObject } from '../validation/record-context';
import { validateArticle } from '../validation/validate-article';
import { validatePrice } from '../validation/validate-price';

interface Change {
  field: string;
  value: unknown;
}

/** The record's findings as "code pointer" (the pointer inside the record: '/amount'). */
function findingsOf(kind: 'article' | 'price', record: JsonObject): Set<string> {
  const out = new FindingsCollector(Infinity);
  const context = new RecordContext(out, kind).at(0);
  const unknown = new UnknownFieldTally(out);
  if (kind === 'article') validateArticle(record, context, unknown);
  else validatePrice(record, context, unknown);
  const base = context.base;
  return new Set(out.kept.map(({ code, draft }) => `${code} ${draft.pointer.slice(base.length)}`));
}

function withChanges(record: JsonObject, changes: readonly Change[]): JsonObject {
  const fixed: JsonObject = { ...record };
  for (const change of changes) fixed[change.field] = change.value;
  return fixed;
}

const isAt = (finding: string, field: string) => {
  const pointer = finding.slice(finding.indexOf(' ') + 1);
  return pointer === `/${field}` || pointer.startsWith(`/${field}/`);
};

/** Whether `changes` together fix their fields and add no finding to the record's own (`original`, computed when needed). */
function acceptable(kind: 'article' | 'price', record: JsonObject, changes: readonly Change[], original: () => Set<string>): boolean {
  const findings = findingsOf(kind, withChanges(record, changes));
  for (const finding of findings) {
    if (changes.some((change) => isAt(finding, change.field)) || !original().has(finding)) return false;
  }
  return true;
}

/**
 * The candidates (in their order) that can be applied together. Those whose own field still
 * has a finding are dropped first, until the rest fix theirs; if the rest still add a finding
 * elsewhere (rare: a few fields interact), the largest subset that adds none, the earlier
 * candidates first among subsets of one size.
 */
export function acceptedTogether<C extends Change>(kind: 'article' | 'price', record: JsonObject, candidates: readonly C[]): C[] {
  let original: Set<string> | undefined;
  const originalFindings = () => (original ??= findingsOf(kind, record));
  let chosen = [...candidates];
  for (;;) {
    if (chosen.length === 0) return chosen;
    const findings = findingsOf(kind, withChanges(record, chosen));
    if (findings.size === 0) return chosen;
    const fixing = chosen.filter((candidate) => ![...findings].some((finding) => isAt(finding, candidate.field)));
    if (fixing.length < chosen.length) {
      chosen = fixing;
      continue;
    }
    const added = [...findings].some((finding) => !originalFindings().has(finding));
    if (!added) return chosen;
    return largestAcceptable(kind, record, chosen, originalFindings);
  }
}

function largestAcceptable<C extends Change>(kind: 'article' | 'price', record: JsonObject, candidates: readonly C[], original: () => Set<string>): C[] {
  const n = candidates.length;
  const masks = Array.from({ length: (1 << n) - 1 }, (_, mask) => mask);
  const size = (mask: number) => { let bits = 0; for (let m = mask; m !== 0; m &= m - 1) bits++; return bits; };
  // Larger subsets first; among one size, the one with the earlier candidates (lower bits set).
  const reversed = (mask: number) => { let r = 0; for (let i = 0; i < n; i++) if (mask & (1 << i)) r |= 1 << (n - 1 - i); return r; };
  masks.sort((a, b) => size(b) - size(a) || reversed(b) - reversed(a));
  for (const mask of masks) {
    const subset = candidates.filter((_, i) => mask & (1 << i));
    if (subset.length === 0 || acceptable(kind, record, subset, original)) return subset;
  }
  return [];
}
