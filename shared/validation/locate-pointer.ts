// JSON Pointer → offset of that value in a record's text. Only the findings the report lists
// are located, each in its own record, so locating costs the size of one record, not of the
// file, and a clean file pays nothing.

import { pointerSegments } from '../json/json-pointer';
/** Index of the quote that closes the string opening at `start`, or -1. */
function closingQuote(text: string, start: number): number {
  let j = text.indexOf('"', start + 1);
  while (j !== -1) {
    let k = j - 1;
    while (text.charCodeAt(k) === 92) k--;
    if ((j - 1 - k) % 2 === 0) return j; // an even number of backslashes: not escaped
    j = text.indexOf('"', j + 1);
  }
  return -1;
}

function skipWhitespace(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) i++;
    else return i;
  }
}

/** Index just past the value that starts at `i` (the text is known to be valid JSON). */
export function valueEndIn(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 34) return closingQuote(text, i) + 1;
  if (c !== 123 && c !== 91) {
    let j = i;
    for (;;) {
      const d = text.charCodeAt(j);
      if (Number.isNaN(d) || d === 44 || d === 125 || d === 93 || d === 32 || d === 10 || d === 13 || d === 9) return j;
      j++;
    }
  }
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const d = text.charCodeAt(j);
    if (d === 34) j = closingQuote(text, j);
    else if (d === 123 || d === 91) depth++;
    else if (d === 125 || d === 93) {
      depth--;
      if (depth === 0) return j + 1;
    }
  }
  return text.length;
}

/** Offset of the value of `key` in the object at `i` (the last one, as JSON.parse keeps), or -1. */
function valueOfKey(text: string, i: number, key: string): number {
  let found = -1;
  eachMember(text, i, (name, at) => {
    if (name === key) found = at;
  });
  return found;
}

/** Calls `member` with each key of the object at `i` and the offset of its value, in order. */
function eachMember(text: string, i: number, member: (name: string, at: number) => void): void {
  let j = skipWhitespace(text, i + 1);
  while (text.charCodeAt(j) === 34) {
    const end = closingQuote(text, j);
    const raw = text.slice(j + 1, end);
    const name = raw.includes('\\') ? (JSON.parse(text.slice(j, end + 1)) as string) : raw;
    j = skipWhitespace(text, skipWhitespace(text, end + 1) + 1); // past the colon
    member(name, j);
    j = skipWhitespace(text, valueEndIn(text, j));
    if (text.charCodeAt(j) !== 44) break;
    j = skipWhitespace(text, j + 1);
  }
}

/**
 * Offsets of the values of `keys` in the object the text holds (the last of a repeated key,
 * as JSON.parse keeps; -1 for a key it lacks), in one walk over it: what locateIn gives for
 * each `/key`, for a record with several values to locate.
 */
export function valuesOfKeysIn(text: string, keys: readonly string[]): number[] {
  const found = keys.map(() => -1);
  const start = skipWhitespace(text, 0);
  if (text.charCodeAt(start) !== 123) return found;
  eachMember(text, start, (name, at) => {
    const k = keys.indexOf(name);
    if (k >= 0) found[k] = at;
  });
  return found;
}

function elementAt(text: string, i: number, index: number): number {
  let j = skipWhitespace(text, i + 1);
  for (let k = 0; k < index; k++) {
    j = skipWhitespace(text, valueEndIn(text, j));
    if (text.charCodeAt(j) !== 44) return -1;
    j = skipWhitespace(text, j + 1);
  }
  return text.charCodeAt(j) === 93 ? -1 : j;
}


/**
 * Offset of the value a pointer (relative to the text's own value) names. When the pointer
 * goes deeper than the text (a finding about a field that is absent), the offset of the
 * deepest value that exists: the record.
 */
export function locateIn(text: string, pointer: string): number {
  const segments = pointerSegments(pointer);
  let offset = skipWhitespace(text, 0);
  for (const segment of segments) {
    const c = text.charCodeAt(offset);
    const next = c === 123 ? valueOfKey(text, offset, segment) : c === 91 ? elementAt(text, offset, Number(segment)) : -1;
    if (next < 0) break;
    offset = next;
  }
  return offset;
}

/**
 * The value a pointer's segments (relative to the text's own value) name, exactly as the text
 * writes it (`"12,50"` with its quotes, `10.120`); undefined when there is no such value (a
 * field that is missing), never the record in its place as locateIn gives.
 */
export function valueTextAt(text: string, segments: readonly string[]): string | undefined {
  let offset = skipWhitespace(text, 0);
  if (offset >= text.length) return undefined;
  for (const segment of segments) {
    const c = text.charCodeAt(offset);
    const next = c === 123 ? valueOfKey(text, offset, segment) : c === 91 && /^(0|[1-9]\d*)$/.test(segment) ? elementAt(text, offset, Number(segment)) : -1;
    if (next < 0) return undefined;
    offset = next;
  }
  return text.slice(offset, valueEndIn(text, offset));
}
