// A digest's columns written to their places in its file (digest-file.ts) as its rows are read
// once, a block of rows at a time: the digest of a file just sent is kept from the rows its
// check collected (shared/changes/collect-digest.ts), and was made whole as columns (20 MB for
// a 300 MB export) only to be written, at the end of a send. Each column of a block goes to
// where that column's rows belong, so the articles and the prices are each read once; what is
// between and after the columns is left to the sink, zeros (a new file, a zeroed buffer).
import { readArticles, readPrices, type DigestRows } from '../../shared/changes/digest-rows';
import type { DigestSink } from './digest-file';

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

/** Rows per block: a block of amounts is 512 KiB. */
const BLOCK_ROWS = 65_536;

export function writeColumns(rows: DigestRows, layout: ColumnLayout, sink: DigestSink): void {
  writeArticles(rows, layout, sink);
  writePrices(rows, layout, sink);
}

function writeArticles(rows: DigestRows, layout: ColumnLayout, sink: DigestSink): void {
  const count = rows.articleCount;
  const size = Math.min(BLOCK_ROWS, count);
  const block = { number: new Int32Array(size), fingerprint: new Int32Array(2 * size), active: new Uint8Array(size) };
  const { number, fingerprint, active } = block;
  const article = rows.articles();
  for (let start = 0; start < count; start += BLOCK_ROWS) {
    const n = Math.min(BLOCK_ROWS, count - start);
    readArticles(article, n, block);
    sink.write(bytesOf(number, n), layout.articleNumber + 4 * start);
    sink.write(bytesOf(fingerprint, 2 * n), layout.articleFingerprint + 8 * start);
    if (layout.articleActive !== -1) sink.write(bytesOf(active, n), layout.articleActive + start);
  }
}

function writePrices(rows: DigestRows, layout: ColumnLayout, sink: DigestSink): void {
  const count = rows.priceCount;
  const size = Math.min(BLOCK_ROWS, count);
  const block = { number: new Int32Array(size), tail: new Int32Array(size), from: new Int32Array(size), amount: new Float64Array(size) };
  const { number, tail, from, amount } = block;
  const price = rows.prices();
  for (let start = 0; start < count; start += BLOCK_ROWS) {
    const n = Math.min(BLOCK_ROWS, count - start);
    readPrices(price, n, block);
    sink.write(bytesOf(number, n), layout.priceNumber + 4 * start);
    sink.write(bytesOf(tail, n), layout.priceTail + 4 * start);
    sink.write(bytesOf(from, n), layout.priceFrom + 4 * start);
    sink.write(bytesOf(amount, n), layout.priceAmount + 8 * start);
  }
}

/** The first `length` values of `column` as bytes. */
function bytesOf(column: Int32Array | Float64Array | Uint8Array, length: number): Uint8Array {
  return new Uint8Array(column.buffer, column.byteOffset, length * column.BYTES_PER_ELEMENT);
}
