// The fingerprint of an article that a target's digest keeps (what changed since the last
// accepted import): the first 64 bits of the SHA-1 of its bytes without the white space
// between tokens, so an export indented differently is not "changed". Native, on the scan
// worker: 100,000 articles (55 MB) take about 65 ms there, a JavaScript hash over the text
// four times that on the busier checking thread. Not a security hash here: a chance collision
// only calls a changed article unchanged, about one in 2^64.
import { createHash, hash } from 'node:crypto';

/**
 * crypto.hash is one call per record (Node before 20.12 has only createHash). Its digest as a
 * 'binary' (latin1) string, one character a byte: half the time of a Buffer for a hundred thousand records.
 */
const sha1: (bytes: Uint8Array) => string = typeof hash === 'function'
  ? (bytes) => hash('sha1', bytes, 'binary')
  : (bytes) => createHash('sha1').update(bytes).digest('binary');

/** The record's tokens copied together, for records with white space between them (indented exports). */
let scratch = Buffer.allocUnsafe(64 * 1024);

export function fingerprintArticle(bytes: Uint8Array, out: Int32Array, gaps: Int32Array, gapCount: number): void {
  const digest = sha1(gapCount === 0 ? bytes : withoutGaps(bytes, gaps, gapCount));
  out[0] = int32At(digest, 0);
  out[1] = int32At(digest, 4);
}

function withoutGaps(bytes: Uint8Array, gaps: Int32Array, gapCount: number): Uint8Array {
  if (scratch.length < bytes.length) scratch = Buffer.allocUnsafe(bytes.length * 2);
  let length = 0;
  let from = 0;
  for (let k = 0; k < gapCount; k++) {
    scratch.set(bytes.subarray(from, gaps[2 * k]), length);
    length += gaps[2 * k]! - from;
    from = gaps[2 * k + 1]!;
  }
  scratch.set(bytes.subarray(from), length);
  length += bytes.length - from;
  return scratch.subarray(0, length);
}

/** The little-endian int32 at `at` of a latin1 digest (what Buffer.readInt32LE gives). */
function int32At(digest: string, at: number): number {
  return digest.charCodeAt(at) | (digest.charCodeAt(at + 1) << 8) | (digest.charCodeAt(at + 2) << 16) | (digest.charCodeAt(at + 3) << 24);
}
