// A digest's columns as the bytes of its file (digest-file.ts), made from its rows a block of
// rows at a time: the digest of a file just sent is kept from the rows its check collected
// (shared/changes/collect-digest.ts), and was made whole as columns (20 MB for a 300 MB
// export) only to be written, at the end of a send. Columns held anyway (a digest read, the
// app's) are read through the same rows.
import type { DigestRows } from '../../shared/changes/digest-rows';

/** Where each column starts in the file, and where the file ends. */
export interface ColumnLayout {
  articleNumber: number;
  articleFingerprint: number;
  priceNumber: number;
  priceTail: number;
  priceFrom: number;
  priceAmount: number;
  /** -1 without drift data. */
  articleActive: number;
  end: number;
}

/** Rows per piece: a piece of amounts is 512 KiB. */
const ROWS_PER_PIECE = 65_536;

/**
 * The columns' bytes from `at` (where the strings end) to the file's end, in order, with the
 * zeros that align each column. Each piece is new: a caller may keep them all.
 */
export function* columnPieces(rows: DigestRows, layout: ColumnLayout, at: number): Generator<Uint8Array> {
  const { articleCount: articles, priceCount: prices } = rows;
  let end = at;
  function* placed(start: number, bytes: number, pieces: Generator<Uint8Array>): Generator<Uint8Array> {
    if (start > end) yield new Uint8Array(start - end);
    // Empty columns are left out: Node's crc32 of an empty array is 0, whatever it was given to continue from.
    yield* pieces;
    end = start + bytes;
  }
  const article = () => rows.articles();
  const price = () => rows.prices();
  yield* placed(layout.articleNumber, 4 * articles, inPieces(articles, Int32Array, 1, article, (out, i, a) => {
    out[i] = a.number;
  }));
  yield* placed(layout.articleFingerprint, 8 * articles, inPieces(articles, Int32Array, 2, article, (out, i, a) => {
    out[2 * i] = a.fingerprintHigh;
    out[2 * i + 1] = a.fingerprintLow;
  }));
  yield* placed(layout.priceNumber, 4 * prices, inPieces(prices, Int32Array, 1, price, (out, i, p) => {
    out[i] = p.number;
  }));
  yield* placed(layout.priceTail, 4 * prices, inPieces(prices, Int32Array, 1, price, (out, i, p) => {
    out[i] = p.tail;
  }));
  yield* placed(layout.priceFrom, 4 * prices, inPieces(prices, Int32Array, 1, price, (out, i, p) => {
    out[i] = p.from;
  }));
  yield* placed(layout.priceAmount, 8 * prices, inPieces(prices, Float64Array, 1, price, (out, i, p) => {
    out[i] = p.amount;
  }));
  if (layout.articleActive !== -1) {
    yield* placed(layout.articleActive, articles, inPieces(articles, Uint8Array, 1, article, (out, i, a) => {
      out[i] = a.active;
    }));
  }
  if (layout.end > end) yield new Uint8Array(layout.end - end);
}

/** One column of `count` rows, `width` values a row, filled by `put` from one cursor, in pieces of ROWS_PER_PIECE rows. */
function* inPieces<C extends { next(): void }, A extends Int32Array | Float64Array | Uint8Array>(
  count: number,
  Column: new (length: number) => A,
  width: number,
  cursorOf: () => C,
  put: (out: A, i: number, row: C) => void,
): Generator<Uint8Array> {
  if (count === 0) return;
  const cursor = cursorOf();
  for (let start = 0; start < count; start += ROWS_PER_PIECE) {
    const rowsHere = Math.min(ROWS_PER_PIECE, count - start);
    const out = new Column(rowsHere * width);
    for (let i = 0; i < rowsHere; i++) {
      cursor.next();
      put(out, i, cursor);
    }
    yield new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  }
}
