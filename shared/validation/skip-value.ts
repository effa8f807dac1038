// Skipping one value of the document on its bytes, across as many chunks as it spans: strings
// are jumped over with indexOf, so the loop sees only the brackets, the colons (one per key)
// and the numbers (for those that lose precision). Where it stopped is kept in an OpenValue,
// so a long value is never scanned twice.
import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, COLON, OPEN_BRACE, OPEN_BRACKET, QUOTE, isTokenByte, isUnsafeNumberBytes } from './scan-tokens';

/** A value being skipped. Offsets are absolute (in the file). */
export interface OpenValue {
  start: number;
  /** How far it was read. */
  pos: number;
  /** 1 = object, 0 = array, per open level. */
  stack: Uint8Array;
  depth: number;
  colons: number;
  unsafe: boolean;
  tooDeep: boolean;
  broken: boolean;
  done: boolean;
  /** Record the white space between tokens (an article's fingerprint leaves it out). */
  keepGaps: boolean;
  /** Runs of white space between tokens as (from, to) pairs, relative to `start`. */
  gaps: Int32Array;
  gapCount: number;
}

export function openValue(): OpenValue {
  return { start: 0, pos: 0, stack: new Uint8Array(16), depth: 0, colons: 0, unsafe: false, tooDeep: false, broken: false, done: false, keepGaps: false, gaps: new Int32Array(64), gapCount: 0 };
}

/** Index in `b` of the quote that closes a string whose body starts at index `from`, or -1. */
export function closingQuote(b: Uint8Array, from: number): number {
  let j = b.indexOf(QUOTE, from);
  while (j !== -1) {
    let k = j - 1;
    while (b[k] === BACKSLASH) k--;
    if ((j - 1 - k) % 2 === 0) return j;
    j = b.indexOf(QUOTE, j + 1);
  }
  return -1;
}

/**
 * Skips `v` to its end, from where it stopped, in `b` (whose first byte is the file's byte
 * `base`; the bytes read so far end at `end`). False when the bytes run out first, unless this
 * is the end of the file (`last`), where the value is cut off: broken. `depthLimit` is how many
 * levels the value may open before it is too deep.
 */
export function skipValue(b: Uint8Array, base: number, v: OpenValue, end: number, last: boolean, depthLimit: number): boolean {
  const n = end - base;
  const first = b[v.start - base]!;
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    // A string, a number or a literal.
    if (first === QUOTE) {
      const close = closingQuote(b, v.start - base + 1);
      if (close < 0) return runOut(v, end, last);
      v.pos = close + 1 + base;
    } else {
      let j = v.start - base + 1;
      while (j < n && isTokenByte(b[j]!)) j++;
      if (j >= n && !last) return false;
      v.pos = j + base;
      if (first !== 0x74 && first !== 0x66 && first !== 0x6e && isUnsafeNumberBytes(b, v.start - base, j)) v.unsafe = true;
    }
    v.done = true;
    return true;
  }
  let i = v.pos - base;
  let depth = v.depth;
  let stack = v.stack;
  const pause = (at: number) => {
    v.pos = at + base;
    v.depth = depth;
    v.stack = stack;
  };
  while (i < n) {
    const c = b[i]!;
    if (c === QUOTE) {
      const close = closingQuote(b, i + 1);
      if (close === -1) {
        pause(i);
        return runOut(v, end, last);
      }
      i = close + 1;
    } else if (c === COLON) {
      v.colons++;
      i++;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (depth === stack.length) {
        const grown = new Uint8Array(stack.length * 2);
        grown.set(stack);
        stack = grown;
      }
      stack[depth++] = c === OPEN_BRACE ? 1 : 0;
      if (depth > depthLimit) v.tooDeep = true;
      i++;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (depth === 0 || stack[depth - 1] !== (c === CLOSE_BRACE ? 1 : 0)) {
        // A bracket that closes what is not open: the value is broken here.
        pause(i + 1);
        v.broken = true;
        v.done = true;
        return true;
      }
      depth--;
      i++;
      if (depth === 0) {
        pause(i);
        v.done = true;
        return true;
      }
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      let j = i + 1;
      while (j < n && isTokenByte(b[j]!)) j++;
      if (j >= n && !last) {
        pause(i);
        return false;
      }
      if (!v.unsafe && isUnsafeNumberBytes(b, i, j)) v.unsafe = true;
      i = j;
    } else if (v.keepGaps && (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)) {
      let j = i + 1;
      while (j < n && (b[j] === 0x20 || b[j] === 0x0a || b[j] === 0x0d || b[j] === 0x09)) j++;
      addGap(v, i + base - v.start, j + base - v.start);
      i = j;
    } else {
      i++;
    }
  }
  pause(i);
  return runOut(v, end, last);
}

/** A run of white space; one that goes on where the previous stopped (at a chunk's end) extends it. */
function addGap(v: OpenValue, from: number, to: number): void {
  const at = 2 * v.gapCount;
  if (v.gapCount > 0 && v.gaps[at - 1] === from) {
    v.gaps[at - 1] = to;
    return;
  }
  if (at + 2 > v.gaps.length) {
    const grown = new Int32Array(v.gaps.length * 2);
    grown.set(v.gaps);
    v.gaps = grown;
  }
  v.gaps[at] = from;
  v.gaps[at + 1] = to;
  v.gapCount++;
}

/** The bytes ran out inside the value: wait for more, or, at the end of the file, it is cut off. */
function runOut(v: OpenValue, end: number, last: boolean): boolean {
  if (!last) return false;
  v.broken = true;
  v.pos = end;
  v.done = true;
  return true;
}
