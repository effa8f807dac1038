// A strict RFC 8259 reader that builds no values. It runs only when the fast path needs
// precision: to say where a syntax error is and why, and where duplicate keys and unsafe
// numbers stand, with their JSON Pointers. It is iterative (an explicit stack), so hostile
// nesting cannot overflow the call stack.

import { escapePointerSegment } from '../json/json-pointer';
export type SyntaxReason =
  | 'unexpectedEnd' | 'expectedValue' | 'expectedKey' | 'expectedColon'
  | 'expectedCommaOrBrace' | 'expectedCommaOrBracket' | 'trailingComma' | 'badEscape'
  | 'controlCharacter' | 'badNumber' | 'badLiteral' | 'singleQuote' | 'extraContent' | 'comment';

export interface SyntaxProblem {
  offset: number;
  reason: SyntaxReason;
  /** Brackets and braces open where it broke: how much of the document was left unfinished. */
  levels: number;
  /** Where the text (in quotes) it broke inside opens, when it broke inside one. */
  textStart?: number;
  /** The innermost list or object still open there, and where it opens (what a missing ] or } leaves open). */
  innermost?: { isObject: boolean; start: number };
}

export interface StrictHandlers {
  onDuplicateKey?(offset: number, pointer: () => string, key: string): void;
  onUnsafeNumber?(offset: number, pointer: () => string, token: string): void;
  /** Once, at the first bracket that opens a level deeper than `maxDepth`. */
  onTooDeep?(offset: number, pointer: () => string): void;
  maxDepth?: number;
  /**
   * A text value of the outermost object, once the comma or brace after it came: read whole and
   * certain (a syntax error further on cannot change it). [start, end) is the value in quotes.
   */
  onOuterText?(key: string, start: number, end: number): void;
}

interface Frame {
  isObject: boolean;
  /** Where its bracket or brace stands. */
  start: number;
  key: string;
  index: number;
  keys: Set<string> | undefined;
}

/**
 * A JSON number token that JSON.parse cannot hold exactly: an integer above 2^53 in size (2^53
 * itself is exact), or a number that overflows to infinity. Cheap for the common short token.
 * skip-value.ts applies the same rule to raw bytes (isUnsafeNumberBytes), on the scanning thread.
 */
function isUnsafeNumber(token: string): boolean {
  const integer = !/[.eE]/.test(token);
  if (integer) {
    const digits = token.charCodeAt(0) === 45 ? token.length - 1 : token.length;
    // 17 digits and more are above 2^53 (JSON has no leading zeros); 16 are compared as text.
    return digits >= 17 || (digits === 16 && token.replace('-', '') > '9007199254740992');
  }
  return !Number.isFinite(Number(token));
}

class Problem extends Error {
  constructor(readonly problem: Omit<SyntaxProblem, 'levels'>) {
    super(problem.reason);
  }
}

const fail = (offset: number, reason: SyntaxReason, textStart?: number): never => {
  throw new Problem(textStart === undefined ? { offset, reason } : { offset, reason, textStart });
};

function pointerOf(stack: Frame[]): string {
  let pointer = '';
  for (const frame of stack) pointer += '/' + (frame.isObject ? escapePointerSegment(frame.key) : String(frame.index));
  return pointer;
}

function skipWhitespace(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) i++;
    else return i;
  }
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isHex = (c: number) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

/** Index just past the string that opens at `start`; throws a located problem if it is broken. */
function readString(text: string, start: number): number {
  for (let j = start + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 34) return j + 1;
    if (c < 0x20) fail(j, 'controlCharacter', start);
    if (c === 92) {
      const e = text.charCodeAt(j + 1);
      if (e === 117) {
        for (let k = 2; k < 6; k++) if (!isHex(text.charCodeAt(j + k))) fail(j, j + k >= text.length ? 'unexpectedEnd' : 'badEscape', start);
        j += 5;
      } else if (e === 34 || e === 92 || e === 47 || e === 98 || e === 102 || e === 110 || e === 114 || e === 116) {
        j += 1;
      } else {
        fail(j, Number.isNaN(e) ? 'unexpectedEnd' : 'badEscape', start);
      }
    }
  }
  return fail(text.length, 'unexpectedEnd', start);
}

/** Index just past the number that starts at `start`, per the RFC 8259 grammar. */
function readNumber(text: string, start: number): number {
  let j = start;
  if (text.charCodeAt(j) === 45) j++;
  if (text.charCodeAt(j) === 48) j++;
  else if (isDigit(text.charCodeAt(j))) while (isDigit(text.charCodeAt(j))) j++;
  else fail(j >= text.length ? j : start, j >= text.length ? 'unexpectedEnd' : 'badNumber');
  if (text.charCodeAt(j) === 46) {
    j++;
    if (!isDigit(text.charCodeAt(j))) fail(j >= text.length ? j : start, j >= text.length ? 'unexpectedEnd' : 'badNumber');
    while (isDigit(text.charCodeAt(j))) j++;
  }
  const e = text.charCodeAt(j);
  if (e === 101 || e === 69) {
    j++;
    const sign = text.charCodeAt(j);
    if (sign === 43 || sign === 45) j++;
    if (!isDigit(text.charCodeAt(j))) fail(j >= text.length ? j : start, j >= text.length ? 'unexpectedEnd' : 'badNumber');
    while (isDigit(text.charCodeAt(j))) j++;
  }
  // "01", "1.2.3", "2x": the token goes on where a number must end.
  const next = text.charCodeAt(j);
  if (isDigit(next) || next === 46 || (next >= 65 && next <= 90) || (next >= 97 && next <= 122)) fail(start, 'badNumber');
  return j;
}

function readLiteral(text: string, start: number): number {
  for (const word of ['true', 'false', 'null']) {
    if (text.startsWith(word, start)) {
      const next = text.charCodeAt(start + word.length);
      if (!((next >= 65 && next <= 90) || (next >= 97 && next <= 122) || isDigit(next))) return start + word.length;
    }
  }
  return fail(start, 'badLiteral');
}

function unexpected(text: string, i: number, expected: SyntaxReason, afterComma: boolean): never {
  const c = text.charCodeAt(i);
  if (afterComma && (c === 93 || c === 125)) fail(i, 'trailingComma');
  if (c === 39) fail(i, 'singleQuote');
  if (c === 47) fail(i, 'comment');
  if (expected === 'expectedValue' && (isDigit(c) || c === 45 || c === 46 || c === 43)) fail(i, 'badNumber');
  if (expected === 'expectedValue' && ((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) fail(i, 'badLiteral');
  return fail(i, expected);
}

/** Checks the whole text; returns the first syntax problem, or undefined when it is valid JSON. */
export function checkJson(text: string, handlers: StrictHandlers = {}): SyntaxProblem | undefined {
  const open: WalkState = { depth: 0, containers: undefined };
  try {
    walk(text, handlers, open);
    return undefined;
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    const top = open.depth > 0 ? open.containers?.topFrame() : undefined;
    return { ...error.problem, levels: open.depth, ...(top === undefined ? {} : { innermost: { isObject: top.isObject, start: top.start } }) };
  }
}

/** What checkJson tells of a broken text: how deep it was, and what was open. */
interface WalkState {
  depth: number;
  containers: OpenContainers | undefined;
}

/**
 * The open containers. Past `framesUpTo` levels only the kind of each is kept, one byte a
 * level, as nothing there needs a pointer or duplicate keys: a hostile file of a million '['
 * costs a megabyte, not a million objects.
 */
class OpenContainers {
  readonly frames: Frame[] = [];
  private deep = new Uint8Array(256);
  private deepCount = 0;

  constructor(
    private readonly framesUpTo: number,
    private readonly levels: { depth: number },
  ) {}

  get depth(): number {
    return this.frames.length + this.deepCount;
  }

  push(isObject: boolean, start: number): void {
    this.levels.depth++;
    if (this.frames.length < this.framesUpTo) {
      this.frames.push({ isObject, start, key: '', index: 0, keys: undefined });
      return;
    }
    if (this.deepCount === this.deep.length) {
      const grown = new Uint8Array(this.deep.length * 2);
      grown.set(this.deep);
      this.deep = grown;
    }
    this.deep[this.deepCount++] = isObject ? 1 : 0;
  }

  pop(): void {
    this.levels.depth--;
    if (this.deepCount > 0) this.deepCount--;
    else this.frames.pop();
  }

  /** Whether the innermost container is an object; undefined at the top level. */
  topIsObject(): boolean | undefined {
    if (this.deepCount > 0) return this.deep[this.deepCount - 1] === 1;
    return this.frames[this.frames.length - 1]?.isObject;
  }

  /** The innermost container's frame, unless it is one of the deep levels. */
  topFrame(): Frame | undefined {
    return this.deepCount > 0 ? undefined : this.frames[this.frames.length - 1];
  }
}

/** `levels.depth` is kept as the containers open and close: what checkJson tells of a broken text. */
function walk(text: string, handlers: StrictHandlers, levels: WalkState): void {
  const n = text.length;
  let maxDepth = handlers.onTooDeep === undefined ? Infinity : (handlers.maxDepth ?? Infinity);
  const open = new OpenContainers(maxDepth, levels);
  levels.containers = open;
  // A text of the outermost object, told once the comma or brace after it confirms it ended there.
  let outerText: { key: string; start: number; end: number } | undefined;
  const stack = open.frames;
  let state: 'value' | 'firstValueOrEnd' | 'key' | 'firstKeyOrEnd' | 'afterValue' = 'value';
  let afterComma = false;
  let i = 0;
  for (;;) {
    i = skipWhitespace(text, i);
    if (i >= n) {
      if (state === 'afterValue' && open.depth === 0) return;
      fail(n, 'unexpectedEnd');
    }
    const c = text.charCodeAt(i);
    const topIsObject = open.topIsObject();

    if (state === 'afterValue') {
      if (outerText !== undefined && (c === 44 || c === 125)) handlers.onOuterText?.(outerText.key, outerText.start, outerText.end);
      outerText = undefined;
      if (topIsObject === undefined) fail(i, 'extraContent');
      else if (c === 44) {
        i++;
        afterComma = true;
        if (topIsObject) state = 'key';
        else {
          const frame = open.topFrame();
          if (frame !== undefined) frame.index++;
          state = 'value';
        }
      } else if ((c === 125 && topIsObject) || (c === 93 && !topIsObject)) {
        open.pop();
        i++;
      } else {
        unexpected(text, i, topIsObject ? 'expectedCommaOrBrace' : 'expectedCommaOrBracket', false);
      }
      continue;
    }

    if (state === 'key' || state === 'firstKeyOrEnd') {
      if (state === 'firstKeyOrEnd' && c === 125) { open.pop(); i++; state = 'afterValue'; continue; }
      if (c !== 34) unexpected(text, i, 'expectedKey', afterComma);
      const end = readString(text, i);
      const frame = open.topFrame();
      if (frame !== undefined) {
        const raw = text.slice(i + 1, end - 1);
        const key = raw.includes('\\') ? (JSON.parse(text.slice(i, end)) as string) : raw;
        frame.keys ??= new Set();
        frame.key = key;
        if (frame.keys.has(key)) handlers.onDuplicateKey?.(i, () => pointerOf(stack), key);
        frame.keys.add(key);
      }
      i = skipWhitespace(text, end);
      if (text.charCodeAt(i) !== 58) {
        if (i >= n) fail(n, 'unexpectedEnd');
        fail(i, 'expectedColon');
      }
      i++;
      state = 'value';
      afterComma = false;
      continue;
    }

    // A value is expected.
    if (state === 'firstValueOrEnd' && c === 93) { open.pop(); i++; state = 'afterValue'; continue; }
    if ((c === 123 || c === 91) && open.depth === maxDepth) {
      handlers.onTooDeep?.(i, () => pointerOf(stack));
      maxDepth = Infinity; // once
    }
    if (c === 123) {
      open.push(true, i);
      state = 'firstKeyOrEnd';
      i++;
    } else if (c === 91) {
      open.push(false, i);
      state = 'firstValueOrEnd';
      i++;
    } else if (c === 34) {
      const start = i;
      i = readString(text, i);
      if (open.depth === 1 && topIsObject === true && handlers.onOuterText !== undefined) outerText = { key: open.topFrame()?.key ?? '', start, end: i };
      state = 'afterValue';
    } else if (c === 45 || isDigit(c)) {
      const end = readNumber(text, i);
      if (handlers.onUnsafeNumber !== undefined && isUnsafeNumber(text.slice(i, end))) {
        handlers.onUnsafeNumber(i, () => pointerOf(stack), text.slice(i, end));
      }
      i = end;
      state = 'afterValue';
    } else if (c === 116 || c === 102 || c === 110) {
      i = readLiteral(text, i);
      state = 'afterValue';
    } else {
      unexpected(text, i, 'expectedValue', afterComma);
    }
    afterComma = false;
  }
}
