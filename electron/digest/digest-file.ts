// The bytes of a stored digest. Binary, because a million articles' columns as JSON would be
// slow to read back and many times larger; the columns are laid out so that reading them is a
// view (or one copy) of the file, not a loop. Everything read is checked, and any damage is one
// error, DigestUnreadable: a damaged digest must never make a comparison say something wrong.
//
// Layout, little-endian:
//   0   "AIDIGEST"                        8 bytes, says what the file is
//   8   version                           u32, FORMAT_VERSION
//   12  CRC-32 of every byte from 16 on   u32: a flipped bit in an amount shows, not only a cut
//   16  header length, header             u32 + UTF-8 JSON: DigestInfo, row counts, fingerprint algorithm
//   ..  strings length, strings           u32 + UTF-8 JSON: { numbers, tails, fields? }
//   ..  columns, each starting at a multiple of 8: articleNumber i32, articleFingerprint i32 ×2,
//       priceNumber i32, priceTail i32, priceFrom i32, priceAmount f64, and with `fields`
//       articleActive u8; the file ends with the last.
//
// Version 2 added the drift data: `fields` ({ names, filled }: per article field name how many
// articles fill it) and the articleActive column. Version 1 files have neither and are read as
// digests without drift data; a version 2 file without them is laid out exactly as version 1.
import os from 'node:os';
import { crc32 } from 'node:zlib';
import { z } from 'zod';
import { type CatalogueDigest, type DigestInfo, type PriceTail, type StoredDigest } from '../../shared/changes/digest';
import { asRows, numbersOf, rowsOf, type DigestRows, type RowsWithTexts } from '../../shared/changes/digest-rows';
import { scanNumbers } from './stored-numbers';
import { writeColumns, type ColumnLayout } from './write-columns';
import { contentProblem } from './digest-content';

const FORMAT_VERSION = 2;
/** Versions still read: 1 (before drift data). */
const READABLE_VERSIONS: ReadonlySet<number> = new Set([1, FORMAT_VERSION]);
/** The article fingerprints' algorithm: a digest made with another one compares as all-changed. */
const FINGERPRINT_ALGORITHM = 'sha1-64';

const MAGIC = Buffer.from('AIDIGEST', 'latin1');
const VERSION_AT = 8;
const CHECKSUM_AT = 12;
const HEADER_LENGTH_AT = 16;
/** The columns hold indices as int32, so no count can be larger. */
const MAX_ROWS = 0x7fff_ffff;

/** A stored digest that cannot be trusted; `reason` says what was wrong, for the log. */
export class DigestUnreadable extends Error {
  override readonly name = 'DigestUnreadable';
  constructor(
    readonly reason: string,
    /** The file it was read from, when it came from one. */
    readonly file?: string,
  ) {
    super(file === undefined ? `The digest cannot be read: ${reason}.` : `The digest ${file} cannot be read: ${reason}.`);
  }
}

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const rowCount = z.number().int().min(0).max(MAX_ROWS);

const infoSchema = z.strictObject({
  baseUrl: z.string().min(1).max(2048),
  appId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  acceptedAt: z.iso.datetime({ offset: true }),
  fileName: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: count,
  articles: count,
  prices: count,
});

// A field added to DigestInfo must be added to the schema, or it would be dropped on the way
// to disk without a word: this line stops the type-check until it is.
const _everyFieldInSchema: Exclude<keyof DigestInfo, keyof z.infer<typeof infoSchema>> extends never ? true : never = true;

const headerSchema = z.strictObject({
  info: infoSchema,
  rows: z.strictObject({ numbers: rowCount, articles: rowCount, tails: rowCount, prices: rowCount }),
  fingerprint: z.literal(FINGERPRINT_ALGORITHM),
});

type Header = z.infer<typeof headerSchema>;
type Rows = Header['rows'];

const tailSchema = z.strictObject({ priceList: z.string(), currency: z.string(), minQuantity: z.number() });

/** Few entries (field names are capped where they are collected): a schema is fine. */
const fieldsSchema = z.strictObject({
  names: z.array(z.string()).refine((names) => new Set(names).size === names.length, 'a field name occurs twice'),
  filled: z.array(rowCount),
}).refine((fields) => fields.names.length === fields.filled.length, 'names and counts differ in length');

// The numbers are checked by hand: a schema would copy a million-entry array to check it.
const stringsSchema = z.strictObject({
  numbers: z.custom<string[]>((value) => Array.isArray(value) && value.every((entry) => typeof entry === 'string'), 'not a list of strings'),
  tails: z.array(tailSchema),
  fields: fieldsSchema.optional(),
});

/** The strings block past its numbers, when they were read where they stand (stored-numbers.ts). */
const restSchema = stringsSchema.omit({ numbers: true });


/** A digest to keep: its columns, or the rows a check collected (never made columns to be written). */
export interface KeptDigest {
  info: DigestInfo;
  digest: CatalogueDigest | RowsWithTexts;
}

/** Where a digest's bytes go, each at its place: a file, or memory. */
export interface DigestSink {
  write(bytes: Uint8Array, at: number): void;
  /** The CRC-32 of the bytes from `at` to `end`, all written. */
  checksum(at: number, end: number): number;
}

/** A digest checked and laid out: its size, and how to write it. */
export interface DigestPlan {
  size: number;
  /** Writes every byte of the digest to `sink`, the checksum last. */
  write(sink: DigestSink): void;
}

export function encodeDigest(stored: KeptDigest): Buffer {
  const plan = planDigest(stored);
  const bytes = Buffer.alloc(plan.size);
  plan.write({
    write: (piece, at) => bytes.set(piece, at),
    checksum: (at, end) => crc32(bytes.subarray(at, end)),
  });
  return bytes;
}

/**
 * The digest checked, laid out and ready to be written: the header, the strings in pieces, then
 * the columns, each column's rows placed where they belong as the rows are read once, a block
 * at a time (write-columns.ts), and the checksum over what was written. Nothing the size of a
 * column is held: a 300 MB export's digest (26 MB) was made whole, then its columns made whole
 * from the check's rows, at the end of its send. Everything that could make it unreadable is
 * found here, before anything is written.
 */
export function planDigest(stored: KeptDigest): DigestPlan {
  requireLittleEndian();
  const { digest } = stored;
  const rows = asRows(digest);
  const problem = ('articleNumber' in digest ? columnLengthProblem(digest) : undefined) ?? stringsProblem(rows) ?? contentProblem(rows);
  if (problem !== undefined) throw new Error(`The digest was not written: ${problem}.`);
  const header = checkedHeader(stored.info, rows);
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const strings = stringsJson(rows);
  const stringsLength = strings.reduce((sum, piece) => sum + piece.length, 0);
  const stringsAt = HEADER_LENGTH_AT + 4 + headerBytes.length;
  const layout = layoutOf(align8(stringsAt + 4 + stringsLength), header.rows, rows.fields !== undefined);
  return {
    size: layout.end,
    write(sink) {
      const head = Buffer.alloc(stringsAt + 4);
      MAGIC.copy(head, 0);
      head.writeUInt32LE(FORMAT_VERSION, VERSION_AT);
      head.writeUInt32LE(headerBytes.length, HEADER_LENGTH_AT);
      headerBytes.copy(head, HEADER_LENGTH_AT + 4);
      head.writeUInt32LE(stringsLength, stringsAt);
      sink.write(head, 0);
      let at = head.length;
      for (const piece of strings) {
        sink.write(piece, at);
        at += piece.length;
      }
      writeColumns(rows, layout, sink);
      const checksum = Buffer.alloc(4);
      checksum.writeUInt32LE(sink.checksum(HEADER_LENGTH_AT, layout.end));
      sink.write(checksum, CHECKSUM_AT);
    },
  };
}

/**
 * The digest in `bytes`, checked throughout. The columns may be views of `bytes` rather than
 * copies, so the caller must not reuse the buffer afterwards.
 */
export function decodeDigest(bytes: Uint8Array): StoredDigest {
  requireLittleEndian();
  const file = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < HEADER_LENGTH_AT) fail('truncated');
  if (!MAGIC.equals(bytes.subarray(0, MAGIC.length))) fail('not a digest file');
  const version = file.getUint32(VERSION_AT, true);
  if (!READABLE_VERSIONS.has(version)) fail(`unknown format version ${version}`);
  if (file.getUint32(CHECKSUM_AT, true) !== checksum(bytes)) fail('checksum does not match');

  const headerAt = HEADER_LENGTH_AT + 4;
  const header = parseWith(headerSchema, jsonOf(blockAt(bytes, file, HEADER_LENGTH_AT), 'header'), 'header');
  const stringsAt = headerAt + file.getUint32(HEADER_LENGTH_AT, true);
  const { rows } = header;
  // The numbers where they stand, hashed, not made strings; a block laid out otherwise (or that
  // names its numbers twice, of which JSON.parse keeps the last) is parsed whole.
  const block = blockAt(bytes, file, stringsAt);
  let scanned = scanNumbers(block, rows.numbers);
  const rest = scanned === undefined ? undefined : jsonOf(Buffer.concat([OPEN_BRACE, scanned.rest]), 'strings');
  if (typeof rest === 'object' && rest !== null && 'numbers' in rest) scanned = undefined;
  const strings: Partial<Pick<z.infer<typeof stringsSchema>, 'numbers'>> & z.infer<typeof restSchema> = scanned === undefined
    ? parseWith(stringsSchema, jsonOf(block, 'strings'), 'strings')
    : parseWith(restSchema, rest, 'strings');
  const numbers = scanned?.numbers ?? numbersOf(strings.numbers!);
  if (numbers.numberCount !== rows.numbers) fail('number count does not match the header');
  if (strings.tails.length !== rows.tails) fail('tail count does not match the header');
  if (version === 1 && strings.fields !== undefined) fail('drift data in a version 1 file');

  const layout = layoutOf(align8(stringsAt + 4 + file.getUint32(stringsAt, true)), rows, strings.fields !== undefined);
  if (layout.end > bytes.length) fail('truncated');
  if (layout.end !== bytes.length) fail('length does not match the header');
  let texts = strings.numbers;
  const digest: CatalogueDigest = {
    // Made when asked for: a comparison asks `numbers` (StoredDigest) instead.
    get numbers() {
      return (texts ??= scanned!.numbers.all());
    },
    articleNumber: int32At(bytes, layout.articleNumber, rows.articles),
    articleFingerprint: int32At(bytes, layout.articleFingerprint, 2 * rows.articles),
    tails: strings.tails,
    priceNumber: int32At(bytes, layout.priceNumber, rows.prices),
    priceTail: int32At(bytes, layout.priceTail, rows.prices),
    priceFrom: int32At(bytes, layout.priceFrom, rows.prices),
    priceAmount: float64At(bytes, layout.priceAmount, rows.prices),
    ...(strings.fields === undefined ? {} : {
      drift: {
        fieldNames: strings.fields.names,
        fieldFilled: Int32Array.from(strings.fields.filled),
        // A view, not a Buffer: a Buffer would not compare or serialise as the column it is.
        articleActive: new Uint8Array(bytes.buffer, bytes.byteOffset + layout.articleActive, rows.articles),
      },
    }),
  };
  const problem = contentProblem(rowsOf(digest, numbers));
  if (problem !== undefined) fail(problem);
  return { info: header.info, digest, numbers };
}

function fail(reason: string): never {
  throw new DigestUnreadable(reason);
}

// Typed arrays use the machine's byte order; every platform Electron ships for is little-endian,
// and on another one the columns would read as nonsense, so refuse rather than guess.
function requireLittleEndian(): void {
  if (os.endianness() !== 'LE') throw new Error('Digest files are read and written on little-endian machines only.');
}

function checksum(bytes: Uint8Array): number {
  return crc32(bytes.subarray(HEADER_LENGTH_AT));
}

function align8(offset: number): number {
  return Math.ceil(offset / 8) * 8;
}

function layoutOf(columnsAt: number, rows: Rows, withDrift: boolean): ColumnLayout {
  let at = columnsAt;
  const place = (byteLength: number): number => {
    const start = at;
    at = align8(at + byteLength);
    return start;
  };
  return {
    articleNumber: place(4 * rows.articles),
    articleFingerprint: place(8 * rows.articles),
    priceNumber: place(4 * rows.prices),
    priceTail: place(4 * rows.prices),
    priceFrom: place(4 * rows.prices),
    priceAmount: place(8 * rows.prices),
    articleActive: withDrift ? place(rows.articles) : -1,
    end: at,
  };
}

function bytesOf(column: Int32Array | Float64Array): Uint8Array {
  return new Uint8Array(column.buffer, column.byteOffset, column.byteLength);
}

// Only DigestInfo's own fields go to disk: whatever else the caller's object carries (a token
// above all) is left behind.
function checkedHeader(info: DigestInfo, digest: DigestRows): Header {
  const fields: Record<keyof DigestInfo, unknown> = {
    baseUrl: info.baseUrl,
    appId: info.appId,
    acceptedAt: info.acceptedAt,
    fileName: info.fileName,
    sha256: info.sha256,
    bytes: info.bytes,
    articles: info.articles,
    prices: info.prices,
  };
  const checked = infoSchema.safeParse(fields);
  if (!checked.success) throw new Error(`The digest was not written: its info is not valid (${issuePath(checked.error)}).`);
  const rows = { numbers: digest.numberCount, articles: digest.articleCount, tails: digest.tails.length, prices: digest.priceCount };
  if (Object.values(rows).some((rowsOfKind) => rowsOfKind > MAX_ROWS)) throw new Error('The digest was not written: it has too many rows.');
  return { info: checked.data, rows, fingerprint: FINGERPRINT_ALGORITHM };
}

/** Article numbers per piece of the strings' JSON: about 64 KB each. */
const NUMBERS_PER_PIECE = 4096;

/**
 * `JSON.stringify({ numbers, tails, fields? })` as UTF-8, byte for byte, in pieces: the numbers
 * a few thousand at a time, so no string or Buffer holds them all.
 */
function stringsJson(digest: RowsWithTexts): Buffer[] {
  const { numbers } = digest;
  const pieces = [Buffer.from('{"numbers":[', 'utf8')];
  for (let start = 0; start < numbers.length; start += NUMBERS_PER_PIECE) {
    const list = JSON.stringify(numbers.slice(start, start + NUMBERS_PER_PIECE));
    pieces.push(Buffer.from(`${start === 0 ? '' : ','}${list.slice(1, -1)}`, 'utf8'));
  }
  const rest = JSON.stringify({ tails: digest.tails.map(plainTail), ...fieldsOf(digest.fields) });
  pieces.push(Buffer.from(`],${rest.slice(1)}`, 'utf8'));
  return pieces;
}

function fieldsOf(fields: DigestRows['fields']): { fields?: { names: string[]; filled: number[] } } {
  return fields === undefined ? {} : { fields: { names: fields.fieldNames, filled: Array.from(fields.fieldFilled) } };
}

function plainTail(tail: PriceTail): PriceTail {
  return { priceList: tail.priceList, currency: tail.currency, minQuantity: tail.minQuantity };
}

/** The bytes of a block that starts with its u32 byte length at `lengthAt`. */
function blockAt(bytes: Uint8Array, file: DataView, lengthAt: number): Uint8Array {
  if (lengthAt + 4 > bytes.length) fail('truncated');
  const start = lengthAt + 4;
  const end = start + file.getUint32(lengthAt, true);
  if (end > bytes.length) fail('truncated');
  return bytes.subarray(start, end);
}

const OPEN_BRACE = Buffer.from('{', 'utf8');

/** The JSON in `block`: DigestUnreadable if it is not UTF-8 or not JSON. */
function jsonOf(block: Uint8Array, what: string): unknown {
  let text: string;
  try {
    text = utf8.decode(block);
  } catch {
    fail(`${what}: not UTF-8`);
  }
  try {
    return JSON.parse(text);
  } catch {
    fail(`${what}: not JSON`);
  }
}

// fatal: a broken byte must fail the read, not become U+FFFD in an article number.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function parseWith<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) fail(`${what}: not valid (${issuePath(parsed.error)})`);
  return parsed.data;
}

function issuePath(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'unknown';
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

// Where the column starts on a multiple of its element size the file's bytes are used as they
// are; elsewhere (a buffer handed in at an odd offset) they are copied once.
function int32At(bytes: Uint8Array, offset: number, length: number): Int32Array {
  return columnAt(Int32Array, bytes, offset, length);
}

function float64At(bytes: Uint8Array, offset: number, length: number): Float64Array {
  return columnAt(Float64Array, bytes, offset, length);
}

function columnAt<T extends Int32Array | Float64Array>(
  Column: { new (buffer: ArrayBufferLike, byteOffset: number, length: number): T; new (length: number): T; readonly BYTES_PER_ELEMENT: number },
  bytes: Uint8Array, offset: number, length: number,
): T {
  const start = bytes.byteOffset + offset;
  if (start % Column.BYTES_PER_ELEMENT === 0) return new Column(bytes.buffer, start, length);
  const copy = new Column(length);
  bytesOf(copy).set(bytes.subarray(offset, offset + copy.byteLength));
  return copy;
}

/** What is wrong with the digest's strings (given when decoding, checked when encoding). */
function stringsProblem(digest: RowsWithTexts): string | undefined {
  if (!stringsSchema.safeParse({ numbers: digest.numbers, tails: digest.tails.map(plainTail), ...fieldsOf(digest.fields) }).success) return 'its numbers, tails or fields are not valid';
  return undefined;
}

/** Columns of one kind that differ in length (rows cannot). */
function columnLengthProblem(digest: CatalogueDigest): string | undefined {
  if (digest.drift !== undefined && digest.drift.articleActive.length !== digest.articleNumber.length) return 'article columns differ in length';
  if (digest.articleFingerprint.length !== 2 * digest.articleNumber.length) return 'article columns differ in length';
  const prices = digest.priceNumber.length;
  if (digest.priceTail.length !== prices || digest.priceFrom.length !== prices || digest.priceAmount.length !== prices) return 'price columns differ in length';
  return undefined;
}
