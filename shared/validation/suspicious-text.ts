// `article.text.suspicious`: text that is probably not what the merchandiser meant, or that
// turns into a formula when the catalogue is opened in a spreadsheet (CSV/formula injection).
import { text } from '../messages/text';
import { describeValue } from './finding-text';
import type { RecordContext } from './record-context';

// Control characters other than tab and line breaks, which descriptions legitimately hold.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Bidirectional marks, embeddings, overrides and isolates (the "Trojan Source" characters).
export const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const FORMULA_START = /^[=+\-@]/;
// Control and bidirectional characters in one pass: most texts are clean and pay for one scan
// only (a class alone scans faster than one beside an anchored alternative).
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BIDI = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** = + - @: what a spreadsheet takes for the start of a formula. */
const startsFormula = (value: string): boolean => {
  const c = value.charCodeAt(0);
  return c === 0x3d || c === 0x2b || c === 0x2d || c === 0x40;
};

export function checkSuspiciousText(value: string, field: 'name' | 'description' | 'category', path: readonly string[], at: RecordContext): void {
  if (!startsFormula(value) && !CONTROL_OR_BIDI.test(value)) return;
  const detail = CONTROL.test(value)
    ? text('detail.textControl')
    : BIDI.test(value)
      ? text('detail.textBidi')
      : FORMULA_START.test(value)
        ? text('detail.textFormula')
        : undefined;
  if (detail !== undefined) at.report('article.text.suspicious', path, { field: text(`field.${field}`), value: describeValue(value), detail });
}
