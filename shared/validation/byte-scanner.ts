// The streaming half of validation: the file's raw bytes, chunk by chunk, → one span per
// record (and per other top-level value), with its place in the file. No string ever holds
// the whole file, so a 1 GiB export costs what one chunk and one record cost.
//
// It reads the frame of the document strictly (the top-level object, its keys, the
// `articles` and `prices` arrays, their commas) and only skips over each value, tracking
// strings, escapes and bracket depth, and counting what JSON.parse cannot tell: the keys (a
// record whose parsed value has fewer has a duplicate key) and numbers that lose precision.
// The values themselves are parsed and checked by whoever receives the spans (span-checker.ts),
// which on another thread is where the time goes.
//
// Lines count '\n'; columns count UTF-16 code units from 1, as editors do. A span's text is
// decoded strictly (invalid UTF-8 is reported, never replaced); the frame between spans is
// ASCII or it is a syntax error, after which the rest is only checked for being UTF-8.

import type { SyntaxReason } from './strict-json';
import { ENCODING_PROBE_BYTES, firstInvalidUtf8, foreignEncoding } from './decode-bytes';
import { decodeStrict, type FrameAt, type Fingerprinter, type Place, type ScanSink, type ScannerOptions, type Span, type SpanKind, type Utf8Decoder, type ValueAt } from './scan-types';
import { CLOSE_BRACE, CLOSE_BRACKET, COLON, COMMA, NEWLINE, OPEN_BRACE, OPEN_BRACKET, QUOTE, keyProblemOffset, startsValue, unexpectedReason, utf8Length } from './scan-tokens';
import { closingQuote, openValue, skipValue, type OpenValue } from './skip-value';

type FrameState =
  | 'start' | 'firstKeyOrEnd' | 'key' | 'colon' | 'value' | 'afterValue'
  | 'firstElementOrEnd' | 'element' | 'afterElement' | 'afterDocument';

export class ByteScanner {
  readonly #sink: ScanSink;
  readonly #maxDepth: number;
  readonly #maxValueBytes: number;
  readonly #decode: Utf8Decoder;
  readonly #fingerprint: Fingerprinter | undefined;
  readonly #print = new Int32Array(2);
  readonly #listOccurrence: { articles?: number; prices?: number };

  /** Unconsumed bytes; `#base` is the file offset of `#buf[0]`. */
  #buf: Uint8Array = new Uint8Array(0);
  #base = 0;
  #i = 0; // absolute offset of the next byte to look at
  #line = 1;
  #column = 0; // UTF-16 units since the line started
  #state: FrameState = 'start';
  #afterComma = false;
  #key = '';
  #listKind: 'article' | 'price' | undefined;
  /** Where the list of records the scan stands in opens (its `[`). */
  #listAt: Place | undefined;
  #index = 0;
  #seenOccurrences = { articles: 0, prices: 0 };
  #lastListIsArray = { articles: false, prices: false };
  #value: OpenValue | undefined;
  readonly #spare: OpenValue = openValue();
  readonly #span: Span = { kind: 'article', key: undefined, index: 0, text: '', byteStart: 0, byteEnd: 0, line: 0, column: 0, colons: 0, unsafeNumber: false, broken: false, tooDeep: false, parentDepth: 0, fingerprintHigh: 0, fingerprintLow: 0 };
  #valueKind: SpanKind = 'value';
  #parentDepth = 0;
  #bodyOffset = -1;
  #sawContent = false;
  /** frame: reading the document; utf8: after a syntax error, only checking the rest is UTF-8; done. */
  #mode: 'frame' | 'utf8' | 'done' = 'frame';
  #utf8Pending: Uint8Array = new Uint8Array(0);
  #ended = false;

  constructor(sink: ScanSink, options: ScannerOptions) {
    this.#sink = sink;
    this.#maxDepth = options.maxDepth;
    this.#maxValueBytes = options.maxValueBytes ?? Infinity;
    this.#decode = options.decode ?? decodeStrict;
    this.#fingerprint = options.fingerprint;
    this.#listOccurrence = options.listOccurrence ?? {};
  }

  /** 3 after a UTF-8 byte-order mark (dropped from the body that is sent), else 0; known after the first bytes. */
  get bodyOffset(): number {
    return Math.max(0, this.#bodyOffset);
  }

  /** Whether anything but white space (and a byte-order mark) came. */
  get sawContent(): boolean {
    return this.#sawContent;
  }

  /** For each list key: how many of its values were arrays, and whether the last one was. */
  get lists(): Record<'articles' | 'prices', { arrays: number; lastIsArray: boolean }> {
    const of = (list: 'articles' | 'prices') => ({ arrays: this.#seenOccurrences[list], lastIsArray: this.#lastListIsArray[list] });
    return { articles: of('articles'), prices: of('prices') };
  }

  /** Whether nothing more will be looked at (the file ended, or its first byte that is not UTF-8 came). */
  get done(): boolean {
    return this.#mode === 'done';
  }

  /** The next bytes of the file; `last` when they end it. */
  push(chunk: Uint8Array, last: boolean): void {
    const carry = this.carry;
    if (carry.length === 0) {
      this.pushAfterCarry(chunk, last);
      return;
    }
    const joined = new Uint8Array(carry.length + chunk.length);
    joined.set(carry);
    joined.set(chunk, carry.length);
    this.pushAfterCarry(joined, last);
  }

  /**
   * The bytes given so far that the scan still needs (the start of an unfinished value): the
   * next bytes must follow them. A view of the last bytes given, valid until the next push.
   */
  get carry(): Uint8Array {
    return this.#mode === 'frame' ? this.#buf.subarray(this.#keepFrom() - this.#base) : new Uint8Array(0);
  }

  /**
   * The next bytes of the file, `bytes` starting with a copy of `carry`: a reader that reads
   * each chunk in after that copy saves copying the whole chunk behind it (push does that).
   */
  pushAfterCarry(bytes: Uint8Array, last: boolean): void {
    if (this.#ended) throw new Error('ByteScanner: push after the last chunk');
    this.#ended = last;
    if (this.#mode === 'done') return;
    if (this.#mode === 'utf8') {
      this.#checkUtf8(bytes, last, this.#base);
      return;
    }
    this.#base = this.#keepFrom();
    this.#buf = bytes;
    if (this.#bodyOffset < 0) {
      if (this.#buf.length < ENCODING_PROBE_BYTES && !last) return;
      const b = this.#buf;
      const foreign = foreignEncoding(b);
      if (foreign !== undefined) {
        this.#sink.foreignEncoding(foreign);
        this.#mode = 'done';
        return;
      }
      this.#bodyOffset = b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
      this.#i = this.#bodyOffset;
      if (this.#bodyOffset === 3) this.#sink.bom();
    }
    this.#run(last);
    if (last && this.#mode === 'frame') this.#mode = 'done';
  }

  /** The first byte still needed: the start of an unfinished value, else the next byte. */
  #keepFrom(): number {
    return this.#value?.start ?? this.#i;
  }

  #byte(at: number): number {
    return this.#buf[at - this.#base]!;
  }

  #place(at = this.#i): Place {
    return { byte: at, line: this.#line, column: this.#column + 1 };
  }

  #stop(reason: SyntaxReason, at: number, textByte?: number): void {
    this.#sink.syntaxError(reason, this.#place(at), this.#frameAt(textByte));
    this.#checkRestFrom(at);
  }

  /** How deep in the frame the scan stands: what a syntax error there leaves open. */
  #frameAt(textByte: number | undefined): FrameAt {
    const state = this.#state;
    const inList = state === 'firstElementOrEnd' || state === 'element' || state === 'afterElement';
    const levels = state === 'start' || state === 'afterDocument' ? 0 : inList ? 2 : 1;
    const list = inList && this.#listKind !== undefined && this.#listAt !== undefined ? { list: this.#listKind, listAt: this.#listAt } : {};
    return { levels, ...list, ...(textByte === undefined ? {} : { textByte }) };
  }

  /** The bytes from `at` on have not been looked at: they must still be UTF-8. */
  #checkRestFrom(at: number): void {
    this.#mode = 'utf8';
    const rest = this.#buf.subarray(at - this.#base);
    this.#buf = new Uint8Array(0);
    this.#checkUtf8(rest, this.#ended, at);
  }

  /** Walks the frame as far as the bytes go. */
  #run(last: boolean): void {
    const end = this.#base + this.#buf.length;
    for (;;) {
      if (this.#mode !== 'frame') return;
      if (this.#value !== undefined) {
        if (!skipValue(this.#buf, this.#base, this.#value, end, last, this.#maxDepth - this.#parentDepth)) {
          // It goes on past what was read: held whole, a value this long would cost its size several times over.
          if (end - this.#value.start > this.#maxValueBytes) this.#tooLarge(this.#value.start, { kind: this.#valueKind, index: this.#index, key: this.#valueKind === 'value' ? this.#key : undefined, opensWith: this.#byte(this.#value.start) });
          return;
        }
        this.#finishValue(this.#value);
        this.#value = undefined;
        continue;
      }
      // White space (the only bytes between tokens that may be left uncounted).
      while (this.#i < end) {
        const c = this.#byte(this.#i);
        if (c === 0x20 || c === 0x09 || c === 0x0d) { this.#i++; this.#column++; }
        else if (c === NEWLINE) { this.#i++; this.#line++; this.#column = 0; }
        else break;
      }
      if (this.#i >= end) {
        if (last) this.#atEnd();
        return;
      }
      const c = this.#byte(this.#i);
      this.#sawContent = true;
      if (!this.#step(c, end, last)) return;
    }
  }

  #atEnd(): void {
    if (this.#state === 'afterDocument' || (this.#state === 'start' && !this.#sawContent)) {
      this.#mode = 'done';
      return;
    }
    this.#stop('unexpectedEnd', this.#i);
  }

  /** One token of the frame at `this.#i`; false when it needs more bytes. */
  #step(c: number, end: number, last: boolean): boolean {
    switch (this.#state) {
      case 'start':
        this.#sink.documentStart(this.#place());
        if (c === OPEN_BRACE) {
          this.#advance(1);
          this.#state = 'firstKeyOrEnd';
          return true;
        }
        return this.#startValue('document', c, 0);
      case 'firstKeyOrEnd':
      case 'key':
        if (this.#state === 'firstKeyOrEnd' && c === CLOSE_BRACE) {
          this.#advance(1);
          this.#state = 'afterDocument';
          return true;
        }
        if (c !== QUOTE) return this.#unexpected(c, 'expectedKey');
        return this.#readKey(end, last);
      case 'colon':
        if (c !== COLON) return this.#unexpected(c, 'expectedColon');
        this.#advance(1);
        this.#state = 'value';
        this.#afterComma = false;
        return true;
      case 'value': {
        const list = this.#key === 'articles' ? 'articles' : this.#key === 'prices' ? 'prices' : undefined;
        if (list !== undefined) this.#lastListIsArray[list] = c === OPEN_BRACKET;
        if (list !== undefined && c === OPEN_BRACKET) {
          const occurrence = ++this.#seenOccurrences[list];
          const wanted = this.#listOccurrence[list];
          if (wanted === undefined || wanted === occurrence) {
            this.#listAt = this.#place();
            this.#advance(1);
            this.#listKind = list === 'articles' ? 'article' : 'price';
            this.#index = 0;
            this.#state = 'firstElementOrEnd';
            return true;
          }
        }
        return this.#startValue('value', c, 1);
      }
      case 'afterValue':
        if (c === COMMA) {
          this.#advance(1);
          this.#state = 'key';
          this.#afterComma = true;
          return true;
        }
        if (c === CLOSE_BRACE) {
          this.#advance(1);
          this.#state = 'afterDocument';
          return true;
        }
        return this.#unexpected(c, 'expectedCommaOrBrace');
      case 'firstElementOrEnd':
      case 'element':
        if (this.#state === 'firstElementOrEnd' && c === CLOSE_BRACKET) {
          this.#advance(1);
          this.#listKind = undefined;
          this.#state = 'afterValue';
          return true;
        }
        return this.#startValue(this.#listKind!, c, 2);
      case 'afterElement':
        if (c === COMMA) {
          this.#advance(1);
          this.#state = 'element';
          this.#afterComma = true;
          return true;
        }
        if (c === CLOSE_BRACKET) {
          this.#advance(1);
          this.#listKind = undefined;
          this.#state = 'afterValue';
          return true;
        }
        return this.#unexpected(c, 'expectedCommaOrBracket');
      case 'afterDocument':
        this.#stop('extraContent', this.#i);
        return false;
    }
  }

  /** The value from `start` on is too long to hold: said where it starts, and only the UTF-8 check goes on. */
  #tooLarge(start: number, where: ValueAt): void {
    this.#sink.valueTooLarge(where, this.#place(start), this.#maxValueBytes);
    this.#value = undefined;
    this.#checkRestFrom(start);
  }

  /** Past ASCII bytes of the frame on one line. */
  #advance(n: number): void {
    this.#i += n;
    this.#column += n;
  }

  #unexpected(c: number, expected: SyntaxReason): false {
    this.#stop(unexpectedReason(c, expected, this.#afterComma), this.#i);
    return false;
  }

  /** A top-level key: the whole string, decoded as JSON (escapes), at its opening quote. */
  #readKey(end: number, last: boolean): boolean {
    const start = this.#i;
    const closeAt = closingQuote(this.#buf, start + 1 - this.#base);
    const close = closeAt < 0 ? -1 : closeAt + this.#base;
    if (close < 0) {
      if (!last) {
        if (end - start > this.#maxValueBytes) this.#tooLarge(start, { kind: 'key', index: 0, key: undefined, opensWith: QUOTE });
        return false;
      }
      // The file ends inside the key: strict-json says where and why.
      return this.#keyProblem(start, end);
    }
    const bytes = this.#buf.subarray(start - this.#base, close + 1 - this.#base);
    const raw = this.#decode(bytes);
    if (raw === undefined) return this.#encodingIn(start, bytes);
    let key: string;
    try {
      key = JSON.parse(raw) as string;
    } catch {
      return this.#keyProblem(start, close + 1);
    }
    this.#sink.topKey(key, this.#place(start));
    this.#key = key;
    this.#i = close + 1;
    this.#column += raw.length;
    this.#state = 'colon';
    this.#afterComma = false;
    return true;
  }

  /** A key that is not a JSON string (a control character, a bad escape, the end of the file). */
  #keyProblem(start: number, end: number): false {
    const bytes = this.#buf.subarray(start - this.#base, end - this.#base);
    const raw = this.#decode(bytes);
    if (raw === undefined) return this.#encodingIn(start, bytes);
    const offset = keyProblemOffset(raw);
    this.#column += offset.column;
    this.#line += offset.lines;
    if (offset.lines > 0) this.#column = offset.column;
    this.#stop(offset.reason, start + utf8Length(raw, offset.index), start);
    return false;
  }

  #startValue(kind: SpanKind, c: number, parentDepth: number): boolean {
    if (!startsValue(c)) return this.#unexpected(c, 'expectedValue');
    this.#valueKind = kind;
    // One value is open at a time: its record is reused (a million records, no garbage).
    const v = this.#spare;
    v.start = this.#i;
    v.pos = this.#i;
    v.depth = 0;
    v.colons = 0;
    v.unsafe = false;
    v.tooDeep = false;
    v.broken = false;
    v.done = false;
    v.keepGaps = kind === 'article' && this.#fingerprint !== undefined;
    v.gapCount = 0;
    this.#value = v;
    this.#parentDepth = parentDepth;
    return true;
  }

  #finishValue(v: OpenValue): void {
    const bytes = this.#buf.subarray(v.start - this.#base, v.pos - this.#base);
    const text = this.#decode(bytes);
    if (text === undefined) {
      this.#encodingIn(v.start, bytes);
      return;
    }
    const kind = this.#valueKind;
    const print = this.#print;
    if (kind === 'article' && this.#fingerprint !== undefined) this.#fingerprint(bytes, print, v.gaps, v.gapCount);
    // One span object for the scan (a sink reads it during the call only): a million records, no garbage.
    const span = this.#span;
    span.kind = kind;
    span.key = kind === 'value' ? this.#key : undefined;
    span.index = kind === 'article' || kind === 'price' ? this.#index++ : 0;
    span.text = text;
    span.byteStart = v.start;
    span.byteEnd = v.pos;
    span.line = this.#line;
    span.column = this.#column + 1;
    span.colons = v.colons;
    span.unsafeNumber = v.unsafe;
    span.broken = v.broken;
    span.tooDeep = v.tooDeep;
    span.parentDepth = this.#parentDepth;
    span.fingerprintHigh = kind === 'article' ? print[0]! : 0;
    span.fingerprintLow = kind === 'article' ? print[1]! : 0;
    this.#sink.span(span);
    span.text = '';
    this.#passSpan(bytes, text);
    this.#i = v.pos;
    this.#afterComma = false;
    if (v.broken) {
      // The receiver locates the problem inside the value; the frame cannot go on after it.
      this.#checkRestFrom(v.pos);
      return;
    }
    this.#state = kind === 'article' || kind === 'price' ? 'afterElement' : kind === 'document' ? 'afterDocument' : 'afterValue';
  }

  /** Moves the line and column over a span: its line breaks counted on the bytes (native memchr). */
  #passSpan(bytes: Uint8Array, text: string): void {
    let lines = 0;
    for (let k = bytes.indexOf(NEWLINE); k !== -1; k = bytes.indexOf(NEWLINE, k + 1)) lines++;
    if (lines === 0) {
      this.#column += text.length;
      return;
    }
    this.#line += lines;
    this.#column = text.length - text.lastIndexOf('\n') - 1;
  }

  /** Moves the line and column over decoded text. */
  #passText(text: string): void {
    const lastNewline = text.lastIndexOf('\n');
    if (lastNewline < 0) {
      this.#column += text.length;
      return;
    }
    let lines = 0;
    for (let k = text.indexOf('\n'); k !== -1; k = text.indexOf('\n', k + 1)) lines++;
    this.#line += lines;
    this.#column = text.length - lastNewline - 1;
  }

  /** Bytes from `start` that are not UTF-8: the place of the first bad byte. */
  #encodingIn(start: number, bytes: Uint8Array): false {
    const bad = firstInvalidUtf8(bytes);
    this.#passText(this.#decode(bytes.subarray(0, bad)) ?? '');
    this.#sink.encodingError(this.#place(start + bad), bytes[bad] ?? 0);
    this.#mode = 'done';
    this.#buf = new Uint8Array(0);
    return false;
  }

  /**
   * After the frame stopped: the rest must still be UTF-8 (a file that is not UTF-8 is
   * reported as that, wherever the bad byte is). Lines and columns keep counting for its place.
   */
  #checkUtf8(chunk: Uint8Array, last: boolean, at: number): void {
    let bytes = chunk;
    let start = at;
    if (this.#utf8Pending.length > 0) {
      bytes = new Uint8Array(this.#utf8Pending.length + chunk.length);
      bytes.set(this.#utf8Pending);
      bytes.set(chunk, this.#utf8Pending.length);
      start -= this.#utf8Pending.length;
    }
    // Cut after the last complete character, unless this is the end.
    let cut = bytes.length;
    if (!last) {
      let k = bytes.length - 1;
      while (k >= 0 && k > bytes.length - 4 && (bytes[k]! & 0xc0) === 0x80) k--;
      if (k >= 0 && bytes[k]! >= 0xc0) cut = k;
    }
    const text = this.#decode(bytes.subarray(0, cut));
    if (text === undefined) {
      this.#encodingIn(start, bytes.subarray(0, cut));
      return;
    }
    this.#passText(text);
    this.#utf8Pending = bytes.slice(cut);
    this.#base = start + cut; // where the next chunk starts, less what is pending
    this.#base += this.#utf8Pending.length;
    if (last) {
      if (this.#utf8Pending.length > 0) this.#encodingIn(start + cut, this.#utf8Pending);
      else this.#mode = 'done';
    }
  }
}
