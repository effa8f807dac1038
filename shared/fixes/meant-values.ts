// What a value written the wrong way means, when it can mean one thing only: a number written
// as text, a yes/no written as text, a German date. Each returns the JSON text to write
// instead, or undefined when the reading is not certain ("1.234" may be one thousand two
// hundred and thirty-four, or one point two three four). Whether the result passes the rules
// is for the caller to check (record-fixes.ts).

/** `-12,50` → `-12.50`: digits with leading zeros dropped (JSON allows none). */
function spelled(sign: string, whole: string, fraction: string | undefined): string {
  const digits = whole.replace(/^0+(?=\d)/, '');
  return `${sign}${digits}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * A number written as text → its JSON spelling: `"12,50"` → `12.50`, `"249.90"` → `249.90`,
 * `"1.234,50"` → `1234.50`, `"1,234.50"` → `1234.50`, `"1.234.567"` → `1234567`. A single
 * separator before exactly three digits is a grouping or a decimal mark and is left alone,
 * unless the part before it cannot be a group (`"0,125"`, `"1234,567"`).
 */
export function numberMeant(written: string): string | undefined {
  const t = written.trim();
  let m = /^(-?)(\d+)$/.exec(t);
  if (m !== null) return spelled(m[1]!, m[2]!, undefined);
  m = /^(-?)(\d+)[.,](\d+)$/.exec(t);
  if (m !== null) {
    const [, sign, whole, fraction] = m as unknown as [string, string, string, string];
    const couldBeGroup = fraction.length === 3 && whole.length <= 3 && !/^0+$/.test(whole);
    return couldBeGroup ? undefined : spelled(sign, whole, fraction);
  }
  // Grouped with one mark, decimals with the other: "1.234,50", "1,234.50".
  m = /^(-?)(\d{1,3}([.,])\d{3}(?:\3\d{3})*)([.,])(\d+)$/.exec(t);
  if (m !== null && m[3] !== m[4]) return spelled(m[1]!, m[2]!.replaceAll(m[3]!, ''), m[5]!);
  // Two groups or more, no decimals: "1.234.567".
  m = /^(-?)(\d{1,3}([.,])\d{3}(?:\3\d{3})+)$/.exec(t);
  if (m !== null) return spelled(m[1]!, m[2]!.replaceAll(m[3]!, ''), undefined);
  return undefined;
}

/**
 * Whether JSON.parse reads the number `json` (a spelling numberMeant gives) as exactly the
 * number written: its shortest spelling is the same digits. Not 99999999999999999999.99
 * (read as 1e20), nor an integer past 2^53, nor a fraction with more digits than a double
 * holds (json.unsafeNumber, or a silently different amount).
 */
export function exactNumber(json: string): boolean {
  const written = json.includes('.') ? json.replace(/\.?0+$/, '') : json;
  return String(Number(json)) === (written === '-0' ? '0' : written);
}

const TRUE_WORDS = new Set(['true', 'yes', 'ja', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'nein', '0']);

/** `"yes"`, `"Nein"`, `"1"` (and the numbers 1 and 0) → `true`/`false`. */
export function booleanMeant(written: unknown): boolean | undefined {
  if (written === 1 || written === 0) return written === 1;
  if (typeof written !== 'string') return undefined;
  const word = written.trim().toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : undefined;
}

/** `"31.12.2026"`, `"1.2.2026"` → `"2026-12-31"`, `"2026-02-01"` (day first, four-digit year). */
export function germanDateMeant(written: string): string | undefined {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(written.trim());
  if (m === null) return undefined;
  return `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
}
