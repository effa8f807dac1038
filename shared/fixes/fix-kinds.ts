// The kinds of fix a corrected copy can make, as stable codes (the CLI's --only, the IPC
// contract, the history's record of a copy). Each is shown to people in their language
// (`fix.kind.<code>` in the message catalogues). A certain fix has one reading only and its
// result passes the rule; a suggestion is a guess, applied only when the user picks its kind.
import type { FindingCode } from '../report/finding-codes';

export const FIX_KINDS = [
  'amount.text',
  'quantity.text',
  'active.text',
  'currency.code',
  'date.german',
  'code.whitespace',
  'currency.nearest',
] as const;

export type FixKind = (typeof FIX_KINDS)[number];

const SUGGESTIONS: ReadonlySet<FixKind> = new Set<FixKind>(['currency.nearest']);

export function isSuggestion(kind: FixKind): boolean {
  return SUGGESTIONS.has(kind);
}

/** What a copy fixes when the user names no kinds: every certain one, no suggestion. */
export const CERTAIN_KINDS: readonly FixKind[] = FIX_KINDS.filter((kind) => !SUGGESTIONS.has(kind));

export function isFixKind(value: string): value is FixKind {
  return (FIX_KINDS as readonly string[]).includes(value);
}

/** The findings a kind of fix takes away (where the app offers "Fix automatically…"). */
export const FINDINGS_FIXED: Readonly<Record<FixKind, readonly FindingCode[]>> = {
  'amount.text': ['price.amount.type'],
  'quantity.text': ['price.minQuantity.type'],
  'active.text': ['article.active.type'],
  'currency.code': ['price.currency.invalid'],
  'date.german': ['price.validFrom.format', 'price.validTo.format'],
  'code.whitespace': ['article.articleNumber.format', 'article.gtin.format', 'price.articleNumber.unknown'],
  'currency.nearest': ['price.currency.invalid'],
};
