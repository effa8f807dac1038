// What the byte scanner (byte-scanner.ts) reports and how it is configured: the spans it cuts
// out of the file, the places it names, and the sink that receives them in file order (here,
// or on another thread: electron/files/scan-batches.ts carries them across).
import type { SyntaxReason } from './strict-json';

export type SpanKind = 'article' | 'price' | 'value' | 'document';

/** One value of the document, cut out of the byte stream. */
export interface Span {
  /** article/price: an element of that list; value: another top-level value; document: a top level that is not an object. */
  kind: SpanKind;
  /** The top-level key a `value` stands under. */
  key: string | undefined;
  /** Place in its list (article and price); 0 otherwise. */
  index: number;
  text: string;
  byteStart: number;
  byteEnd: number;
  line: number;
  column: number;
  /** Colons outside strings: the keys of all objects in it. */
  colons: number;
  unsafeNumber: boolean;
  /** Its brackets do not match, or the file ends inside it: not JSON, whatever JSON.parse says. */
  broken: boolean;
  /** Some bracket in it opens a level deeper than the limit. */
  tooDeep: boolean;
  /** Levels open around it: 2 for a record (the top object and its list). */
  parentDepth: number;
  /** An article's 64-bit fingerprint of its bytes, as two int32 (0, 0 when not asked for). */
  fingerprintHigh: number;
  fingerprintLow: number;
}

export interface Place {
  byte: number;
  line: number;
  column: number;
}

/** What the scanner finds, in file order. */
export interface ScanSink {
  /** The file starts with a UTF-8 byte-order mark (dropped from the body that is sent). */
  bom(): void;
  /** Where the top-level value starts (what a pointer '' locates). */
  documentStart(place: Place): void;
  /** A key of the top-level object, at its opening quote. */
  topKey(key: string, place: Place): void;
  /** A value of the document; valid during the call only (the caller may reuse the object). */
  span(span: Span): void;
  /** The frame is broken here; nothing after it is scanned, only checked for being UTF-8. */
  syntaxError(reason: SyntaxReason, place: Place, frame: FrameAt): void;
  /** UTF-16 or UTF-32, told by a byte-order mark or the NUL bytes JSON text makes. */
  foreignEncoding(encoding: string): void;
  /** The first byte that is not UTF-8; nothing after it is looked at. */
  encodingError(place: Place, byte: number): void;
  /** A value (or top-level key) longer than the limit starts here; the frame is not read further. */
  valueTooLarge(where: ValueAt, place: Place, limit: number): void;
}

/** Where in the document's frame (outside any record) a syntax error stands. */
export interface FrameAt {
  /** Brackets and braces open there: 1 in the top-level object, 2 in its lists. */
  levels: number;
  /** In this list, between its records (or before its first). */
  list?: 'article' | 'price';
  /** Where that list opens (its `[`): a list not closed is named by it. */
  listAt?: Place;
  /** The byte where the top-level key it broke inside opens. */
  textByte?: number;
}

/** Which value of the document: a record of a list, the value under a top-level key, the top level, or a top-level key. */
export interface ValueAt {
  kind: SpanKind | 'key';
  index: number;
  key: string | undefined;
  /** Its first byte: what kind of value it is (`[` a list, `{` an object, `"` a text). */
  opensWith: number;
}

export interface ScannerOptions {
  maxDepth: number;
  /** A value longer than this is reported (valueTooLarge), not held whole. */
  maxValueBytes?: number;
  decode?: Utf8Decoder;
  /** Fingerprints each article's bytes (what changed since the last accepted import); none when unset. */
  fingerprint?: Fingerprinter;
  /**
   * Which occurrence of a repeated `articles`/`prices` key holds the records (JSON.parse keeps
   * the last one); the others are plain values. Unset: every occurrence holds records.
   */
  listOccurrence?: { articles?: number; prices?: number };
}

/**
 * A record's bytes → a 64-bit fingerprint, written to out[0] and out[1]. The white space
 * between its tokens (`gapCount` runs as (from, to) pairs in `gaps`) is left out: the same
 * article exported compact or indented is the same article.
 */
export type Fingerprinter = (bytes: Uint8Array, out: Int32Array, gaps: Int32Array, gapCount: number) => void;

/** Strict UTF-8 → text, or undefined when the bytes are not well-formed UTF-8. */
export type Utf8Decoder = (bytes: Uint8Array) => string | undefined;

const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
export const decodeStrict: Utf8Decoder = (bytes) => {
  try {
    return strictDecoder.decode(bytes);
  } catch {
    return undefined;
  }
};
