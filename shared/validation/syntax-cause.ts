// A JSON syntax error in the words of its likeliest cause, read off the text around it: a quote
// inside a text that is not written \", a comma missing between two fields or records, a comma
// before a closing bracket, a list or a record not closed, a decimal comma, an invisible
// character between values, a file cut off during export. Each guess is taken only where the
// text around the error (and what is open there) looks the way that cause leaves it, and worded
// as "probably"; where none fits, the reason the strict reader gave is said as it is
// (`syntax.*`), never a guess.
import { text, type Text } from '../messages/text';
import type { Place } from './findings-collector';
import { codePointLabel, invisibleCharacterName } from './invisible-characters';
import type { SyntaxReason } from './strict-json';
import type { OpenContainer } from './syntax-record';

/** The decoded text around the error, as read back from the file. */
export interface SyntaxWindow {
  text: string;
  /** Where the error stands in `text`. */
  at: number;
  /** Whether `text` starts where the file's body starts (a line with no break before it in the window is the first). */
  startsFile: boolean;
}

export interface SyntaxFacts {
  reason: SyntaxReason;
  /** The place of the error (its line and column in the file). */
  place: Place;
  /** Brackets and braces still open there. */
  levels: number;
  /** Where in the window the text (in quotes) it broke inside opens. */
  textAt?: number;
  /** It stands between the records of a list, after this one (undefined before the first). */
  betweenRecords?: { after: Text | undefined };
  /** The innermost list or object open there, where it is known. */
  open?: OpenContainer;
}

const QUOTE = 0x22, BACKSLASH = 0x5c, NEWLINE = 0x0a;

export function syntaxCause(facts: SyntaxFacts, window: SyntaxWindow): Text {
  return likelyCause(facts, window) ?? text(`syntax.${facts.reason}`);
}

function likelyCause(facts: SyntaxFacts, w: SyntaxWindow): Text | undefined {
  if (facts.reason !== 'controlCharacter' && facts.reason !== 'unexpectedEnd') {
    const invisible = invisibleCharacter(w);
    if (invisible !== undefined) return invisible;
  }
  switch (facts.reason) {
    case 'unexpectedEnd':
      return cutOff(facts, w);
    case 'trailingComma': {
      const comma = previousToken(w.text, w.at);
      const at = comma >= 0 && w.text.charCodeAt(comma) === 0x2c ? placeOf(w, facts.place, comma) : undefined;
      if (at === undefined) return undefined;
      return text(w.text.charCodeAt(w.at) === 0x5d ? 'syntax.trailingCommaList' : 'syntax.trailingCommaObject', { line: at.line, column: at.column });
    }
    case 'expectedKey':
      return decimalComma(w) ?? recordNotClosed(facts, w);
    case 'expectedColon':
      return quoteInText(facts, w);
    case 'expectedCommaOrBrace':
      return quoteInText(facts, w) ?? recordNotClosed(facts, w) ?? missingComma(facts, w);
    case 'expectedCommaOrBracket':
      return quoteInText(facts, w) ?? listNotClosed(facts, w) ?? missingComma(facts, w);
    case 'controlCharacter': {
      const c = w.text.charCodeAt(w.at);
      const start = facts.textAt === undefined || (c !== NEWLINE && c !== 0x0d) ? undefined : placeOf(w, facts.place, facts.textAt);
      return start === undefined ? undefined : text('syntax.lineBreakInText', { line: start.line, column: start.column });
    }
    default:
      return undefined;
  }
}

/** The file ends inside a text, after a record, or with brackets open: an export cut off. */
function cutOff(facts: SyntaxFacts, w: SyntaxWindow): Text | undefined {
  if (facts.levels <= 0) return undefined;
  const levels = facts.levels;
  if (facts.textAt !== undefined) {
    const start = placeOf(w, facts.place, facts.textAt);
    return start === undefined ? text('syntax.cutOff', { levels }) : text('syntax.cutOffInText', { line: start.line, column: start.column, levels });
  }
  const after = facts.betweenRecords?.after;
  return after === undefined ? text('syntax.cutOff', { levels }) : text('syntax.cutOffAfterRecord', { record: after, levels });
}

/**
 * `"name": "Monitorarm 27" breit",`: a text ended at a quote, and what follows on the line reads
 * as the rest of that text, up to a quote that ends it where a value ends (before `,`, `}`, `]`
 * or the line's end; a field name before `:`). Said at the quote that opens the text.
 */
function quoteInText(facts: SyntaxFacts, w: SyntaxWindow): Text | undefined {
  const s = w.text;
  const closed = previousToken(s, w.at);
  if (closed < 0 || s.charCodeAt(closed) !== QUOTE || s.lastIndexOf('\n', w.at - 1) > closed) return undefined;
  const opened = quoteBefore(s, closed);
  if (opened < 0) return undefined;
  // `"27"" breit"`: a quote doubled, as in CSV. A second text after a space is a value of its own.
  const doubled = s.charCodeAt(w.at) === QUOTE;
  if (doubled && w.at !== closed + 1) return undefined;
  const isName = facts.reason === 'expectedColon';
  for (let q = quoteAfter(s, doubled ? w.at + 1 : w.at); q >= 0; q = quoteAfter(s, q + 1)) {
    // A quote after `,` `{` `[` `:` opens a field or a value: the text did end there, something else is wrong.
    if (',{[:'.includes(s[previousToken(s, q)]!)) return undefined;
    const next = nextOnLine(s, q + 1);
    if (isName ? next === ':' : next === undefined || ',}]'.includes(next)) {
      const start = placeOf(w, facts.place, opened);
      return start === undefined ? undefined : text('syntax.quoteInText', { line: start.line, column: start.column });
    }
    // `"x" "b": 1` is a field after a missing comma, not the rest of a text.
    if (next === ':') return undefined;
  }
  return undefined;
}

/**
 * A value or a record that starts where a comma or a closing bracket was expected. In an object
 * only a field can follow a comma: a value there (`}` then `{`) is not fixed by a comma, and is
 * left to recordNotClosed or the plain wording.
 */
function missingComma(facts: SyntaxFacts, w: SyntaxWindow): Text | undefined {
  const s = w.text;
  const previous = previousToken(s, w.at);
  if (previous < 0 || !endsValue(s, previous)) return undefined;
  const c = s[w.at]!;
  if (c === '"') {
    const end = quoteAfter(s, w.at + 1);
    const isField = end >= 0 && nextToken(s, end + 1) === ':';
    if (facts.reason === 'expectedCommaOrBrace') return isField ? text('syntax.missingCommaBeforeField', { field: clip(s.slice(w.at + 1, end)) }) : undefined;
    // A field name in a list: the list is not closed (listNotClosed, where it is known where it opens).
    return isField || end < 0 ? undefined : text('syntax.missingComma');
  }
  if (facts.reason !== 'expectedCommaOrBracket') return undefined;
  if (c === '{' && facts.betweenRecords !== undefined) {
    const after = facts.betweenRecords.after;
    return after === undefined ? text('syntax.missingCommaBetweenRecords') : text('syntax.missingCommaAfterRecord', { record: after });
  }
  if (c === '{' || c === '[' || c === '-' || (c >= '0' && c <= '9') || /^(true|false|null)(?![A-Za-z0-9])/.test(s.slice(w.at, w.at + 6))) return text('syntax.missingComma');
  return undefined;
}

/**
 * A field name inside a list (`"prices": …` after the last article, with no ] before it): the
 * list was not closed. Seen at the field's quote (no comma before it) or at its colon (a comma
 * before it made the name read as a value of the list). Said of the list where it opens.
 */
function listNotClosed(facts: SyntaxFacts, w: SyntaxWindow): Text | undefined {
  const open = facts.open;
  if (open === undefined || (open.is !== 'records' && open.is !== 'list')) return undefined;
  const s = w.text;
  let field: string | undefined;
  if (s[w.at] === '"') {
    const end = quoteAfter(s, w.at + 1);
    if (end >= 0 && nextToken(s, end + 1) === ':') field = s.slice(w.at + 1, end);
  } else if (s[w.at] === ':') {
    const closing = previousToken(s, w.at);
    const opening = closing >= 0 && s.charCodeAt(closing) === QUOTE ? quoteBefore(s, closing) : -1;
    if (opening >= 0 && ',['.includes(s[previousToken(s, opening)] ?? '')) field = s.slice(opening + 1, closing);
  }
  if (field === undefined) return undefined;
  const where = { line: open.place.line, column: open.place.column, field: clip(field) };
  if (open.is !== 'records') return text('syntax.listNotClosed', where);
  return text(open.list === 'article' ? 'syntax.articlesNotClosed' : 'syntax.pricesNotClosed', where);
}

/**
 * A record whose closing brace is missing: in its own object (not one nested in it), where a
 * field or a comma was expected, a new object starts that reads as the next record (it has an
 * articleNumber). Said of the record where it opens.
 */
function recordNotClosed(facts: SyntaxFacts, w: SyntaxWindow): Text | undefined {
  if (facts.open?.is !== 'record' || w.text[w.at] !== '{') return undefined;
  if (!/^\{[^{}]*"articleNumber"\s*:/.test(w.text.slice(w.at, w.at + 2048))) return undefined;
  return text('syntax.recordNotClosed', { line: facts.open.place.line, column: facts.open.place.column });
}

/**
 * `"amount": 12,50`: a number, a comma and digits, with no space between, where a field name
 * was expected after the comma. Said with the number as JSON writes it (a dot; thousands
 * separators dropped where the grouping is certain).
 */
function decimalComma(w: SyntaxWindow): Text | undefined {
  const s = w.text;
  if (s[w.at - 1] !== ',') return undefined;
  const before = /(-?[0-9][0-9.]*)$/.exec(s.slice(Math.max(0, w.at - 41), w.at - 1))?.[1];
  const after = /^[0-9]+/.exec(s.slice(w.at, w.at + 40))?.[0];
  if (before === undefined || after === undefined) return undefined;
  // A field's value: `:` before the number; the digits end where a value ends.
  const start = w.at - 1 - before.length;
  if (s[previousToken(s, start)] !== ':') return undefined;
  const next = nextToken(s, w.at + after.length);
  if (next !== undefined && !',}]'.includes(next)) return undefined;
  let whole: string;
  if (/^-?[0-9]+$/.test(before)) whole = before;
  else if (/^-?[0-9]{1,3}(\.[0-9]{3})+$/.test(before)) whole = before.replaceAll('.', '');
  else return undefined;
  return text('syntax.decimalComma', { number: `${before},${after}`, fixed: `${whole}.${after}` });
}

/** A character one cannot see where JSON allows only spaces, tabs and line breaks: named by its code point. */
function invisibleCharacter(w: SyntaxWindow): Text | undefined {
  const code = w.text.codePointAt(w.at);
  const name = code === undefined ? undefined : invisibleCharacterName(code);
  return name === undefined ? undefined : text('syntax.invisibleCharacter', { code: codePointLabel(code!), name: text(name) });
}

/** Whether the token that ends at `i` ends a value: a text, a number, a literal, a closed list or object. */
function endsValue(s: string, i: number): boolean {
  const c = s[i]!;
  return c === '"' || c === '}' || c === ']' || (c >= '0' && c <= '9') || /(true|false|null)$/.test(s.slice(Math.max(0, i - 4), i + 1));
}

/** The place of `index` in the window, from the error's place; undefined where the window cannot tell the column. */
function placeOf(w: SyntaxWindow, error: Place, index: number): Place | undefined {
  const from = Math.min(index, w.at);
  const to = Math.max(index, w.at);
  let lines = 0;
  for (let k = w.text.indexOf('\n', from); k !== -1 && k < to; k = w.text.indexOf('\n', k + 1)) lines++;
  if (index >= w.at) return lines === 0 ? { line: error.line, column: error.column + (index - w.at) } : undefined;
  if (lines === 0) return { line: error.line, column: error.column - (w.at - index) };
  const lineBreak = w.text.lastIndexOf('\n', index - 1);
  if (lineBreak < 0 && !w.startsFile) return undefined;
  return { line: error.line - lines, column: index - lineBreak };
}

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0d || c === NEWLINE;

/** Index of the last character before `at` that is not white space; -1 when none. */
function previousToken(s: string, at: number): number {
  let i = at - 1;
  while (i >= 0 && isSpace(s.charCodeAt(i))) i--;
  return i;
}

function nextToken(s: string, from: number): string | undefined {
  let i = from;
  while (i < s.length && isSpace(s.charCodeAt(i))) i++;
  return s[i];
}

/** The next character on the same line that is not a space or tab; undefined at the line's end. */
function nextOnLine(s: string, from: number): string | undefined {
  let i = from;
  while (i < s.length && (s.charCodeAt(i) === 0x20 || s.charCodeAt(i) === 0x09)) i++;
  const c = s.charCodeAt(i);
  return i >= s.length || c === NEWLINE || c === 0x0d ? undefined : s[i];
}

const escaped = (s: string, quote: number) => {
  let k = quote - 1;
  while (k >= 0 && s.charCodeAt(k) === BACKSLASH) k--;
  return (quote - 1 - k) % 2 === 1;
};

/** The quote that opens the text closed at `closing`, on its line; -1 when the window does not hold it. */
function quoteBefore(s: string, closing: number): number {
  for (let k = closing - 1; k >= 0; k--) {
    const c = s.charCodeAt(k);
    if (c === NEWLINE) return -1;
    if (c === QUOTE && !escaped(s, k)) return k;
  }
  return -1;
}

/** The next quote from `from` on, on the same line, that is not escaped; -1 when none. */
function quoteAfter(s: string, from: number): number {
  for (let k = from; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c === NEWLINE) return -1;
    if (c === QUOTE && !escaped(s, k)) return k;
  }
  return -1;
}

function clip(name: string): string {
  return name.length > 60 ? `${name.slice(0, 57)}…` : name;
}
