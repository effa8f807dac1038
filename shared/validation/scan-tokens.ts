// The scanner's reading of single tokens, on bytes or on a short decoded text: which bytes
// make a token, which character names which syntax error (as strict-json.ts names them), where
// a broken key goes wrong, and whether a number loses precision.
import type { SyntaxReason } from './strict-json';

export const QUOTE = 0x22, BACKSLASH = 0x5c, COLON = 0x3a, COMMA = 0x2c;
export const OPEN_BRACE = 0x7b, CLOSE_BRACE = 0x7d, OPEN_BRACKET = 0x5b, CLOSE_BRACKET = 0x5d;
export const NEWLINE = 0x0a;

/** Bytes a number or literal token is read over, so `2x` and `truex` stay one (bad) token. */
export const isTokenByte = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x2b || c === 0x2d || c === 0x2e;
export const startsValue = (c: number) => c === OPEN_BRACE || c === OPEN_BRACKET || c === QUOTE || c === 0x2d || (c >= 0x30 && c <= 0x39) || c === 0x74 || c === 0x66 || c === 0x6e;

/** The same reasons strict-json.ts gives for a character where it expected something else. */
export function unexpectedReason(c: number, expected: SyntaxReason, afterComma: boolean): SyntaxReason {
  if (afterComma && (c === CLOSE_BRACKET || c === CLOSE_BRACE)) return 'trailingComma';
  if (c === 0x27) return 'singleQuote';
  if (c === 0x2f) return 'comment';
  if (expected === 'expectedValue' && ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e || c === 0x2b)) return 'badNumber';
  if (expected === 'expectedValue' && ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a))) return 'badLiteral';
  return expected;
}

/** Where a broken top-level key goes wrong, per strict-json's reading of a string. */
export function keyProblemOffset(raw: string): { index: number; reason: SyntaxReason; lines: number; column: number } {
  let reason: SyntaxReason = 'unexpectedEnd';
  let index = raw.length;
  for (let j = 1; j < raw.length; j++) {
    const c = raw.charCodeAt(j);
    if (c === QUOTE) break;
    if (c < 0x20) { index = j; reason = 'controlCharacter'; break; }
    if (c === BACKSLASH) {
      const e = raw.charCodeAt(j + 1);
      if (e === 0x75) {
        let bad = false;
        for (let k = 2; k < 6; k++) {
          const h = raw.charCodeAt(j + k);
          const hex = (h >= 0x30 && h <= 0x39) || (h >= 0x41 && h <= 0x46) || (h >= 0x61 && h <= 0x66);
          if (!hex) { bad = true; reason = j + k >= raw.length ? 'unexpectedEnd' : 'badEscape'; break; }
        }
        if (bad) { index = j; break; }
        j += 5;
      } else if ([0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74].includes(e)) {
        j++;
      } else {
        index = j;
        reason = Number.isNaN(e) ? 'unexpectedEnd' : 'badEscape';
        break;
      }
    }
  }
  const before = raw.slice(0, index);
  const lastNewline = before.lastIndexOf('\n');
  let lines = 0;
  for (let k = before.indexOf('\n'); k !== -1; k = before.indexOf('\n', k + 1)) lines++;
  return { index, reason, lines, column: lastNewline < 0 ? before.length : before.length - lastNewline - 1 };
}

/** UTF-8 bytes of the first `end` UTF-16 units of a text. */
export function utf8Length(text: string, end = text.length): number {
  let bytes = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) { bytes += 4; i++; }
    else bytes += 3;
  }
  return bytes;
}

/**
 * Whether the number token at [from, to) cannot be held exactly: an integer above 2^53 in
 * size, or a number that overflows to infinity (strict-json's isUnsafeNumber, on bytes).
 */
export function isUnsafeNumberBytes(b: Uint8Array, from: number, to: number): boolean {
  let exponent = false;
  let fraction = false;
  for (let k = from; k < to; k++) {
    const d = b[k]!;
    if (d === 0x2e) fraction = true;
    else if (d === 0x65 || d === 0x45) exponent = true;
  }
  const digits = b[from] === 0x2d ? to - from - 1 : to - from;
  if (!exponent && !fraction) {
    // 17 digits and more are above 2^53 (JSON has no leading zeros); 16 are compared.
    if (digits >= 17) return true;
    if (digits < 16) return false;
    let token = '';
    for (let k = from; k < to; k++) if (b[k] !== 0x2d) token += String.fromCharCode(b[k]!);
    return token > '9007199254740992';
  }
  if (!exponent && to - from <= 300) return false;
  let token = '';
  for (let k = from; k < to; k++) token += String.fromCharCode(b[k]!);
  return !Number.isFinite(Number(token));
}
