// Which article number of the last accepted digest is which of the file's: the step of the
// comparison (compare-digests.ts) that meets every number of both sides, up to a million each.
// Numbers are matched by their 64-bit hashes (key-table's `hashes`), as in the cross-record
// rules: the file's side is hashed from the stream it was collected to, so `send` makes no
// string of its 300,000 numbers to compare (digest-rows.ts). Neighbours are compared first, as
// exports keep their order; the rest is sorted by radix and merged, never looked up in a table
// at random places.
import { hashes } from '../collections/key-table';

/** Article numbers' 64-bit hashes by id: the two halves of key-table's `hashes`. */
export interface NumberHashes {
  first: Int32Array;
  second: Int32Array;
}

/** The hashes of numbers held as strings (a digest held as columns). */
export function hashesOfNumbers(numbers: readonly string[]): NumberHashes {
  const hashed: NumberHashes = { first: new Int32Array(numbers.length), second: new Int32Array(numbers.length) };
  for (let id = 0; id < numbers.length; id++) [hashed.first[id], hashed.second[id]] = hashes(numbers[id]!);
  return hashed;
}

/**
 * Per id of last's numbers, the id of the same number in current's, or -1. Equal 64-bit hashes
 * count as the same number: two numbers of a million-article export share one with far below
 * one chance in a million. Exports list their numbers in much the same order from one send to
 * the next, so walking both lists side by side, forwards and then backwards (past a block of
 * new or dropped numbers), matches nearly all of them by comparing neighbours; what the walks
 * leave is matched by sorted hashes.
 */
export function numberMapOf(last: NumberHashes, current: NumberHashes): Int32Array {
  const map = new Int32Array(last.first.length).fill(-1);
  const taken = new Uint8Array(current.first.length);
  walkAlong(last, current, map, taken, 1);
  walkAlong(last, current, map, taken, -1);
  const lastLeft = indexesWhere(map, -1);
  const currentLeft = indexesWhere(taken, 0);
  if (lastLeft.length > 0 && currentLeft.length > 0) joinByHash(sortedByHash(last, lastLeft), sortedByHash(current, currentLeft), map);
  return map;
}

/** How many of current's numbers past the walk's position are compared before a number is left for later. */
const LOOK_AHEAD = 4;

/**
 * One walk over last's numbers in the direction `step`, each compared with the next few of
 * current's not yet taken. A number matched before puts the walk back in step.
 */
function walkAlong(last: NumberHashes, current: NumberHashes, map: Int32Array, taken: Uint8Array, step: 1 | -1): void {
  const count = last.first.length;
  const currentCount = current.first.length;
  let next = step === 1 ? 0 : currentCount - 1;
  for (let i = step === 1 ? 0 : count - 1; i >= 0 && i < count; i += step) {
    if (map[i] !== -1) {
      next = map[i]! + step;
      continue;
    }
    const first = last.first[i]!;
    const second = last.second[i]!;
    for (let at = next, seen = 0; seen < LOOK_AHEAD && at >= 0 && at < currentCount; at += step, seen++) {
      if (taken[at] === 0 && current.first[at] === first && current.second[at] === second) {
        map[i] = at;
        taken[at] = 1;
        next = at + step;
        break;
      }
    }
  }
}

/** The indexes at which `values` holds `value`. */
function indexesWhere(values: Int32Array | Uint8Array, value: number): Int32Array {
  let count = 0;
  for (let i = 0; i < values.length; i++) if (values[i] === value) count++;
  const indexes = new Int32Array(count);
  for (let i = 0, found = 0; found < count; i++) if (values[i] === value) indexes[found++] = i;
  return indexes;
}

/** Numbers' 64-bit hashes and their ids, in three columns. */
interface HashedStrings {
  first: Int32Array;
  second: Int32Array;
  index: Int32Array;
}

/** Bits of the first half sorted on per pass: three passes cover 32, and 2048 counters stay in the fastest cache. */
const RADIX_BITS = 11;
const RADIX_MASK = (1 << RADIX_BITS) - 1;

/**
 * The hashes of the numbers `indexes`, sorted by their first half (unsigned), by radix: a hash
 * table would read memory at random for every number, and that is what a million look-ups cost.
 */
function sortedByHash(hashed: NumberHashes, indexes: Int32Array): HashedStrings {
  let sorted = hashedColumns(indexes.length);
  for (let k = 0; k < indexes.length; k++) {
    sorted.first[k] = hashed.first[indexes[k]!]!;
    sorted.second[k] = hashed.second[indexes[k]!]!;
    sorted.index[k] = indexes[k]!;
  }
  let spare = hashedColumns(indexes.length);
  const counts = new Int32Array(RADIX_MASK + 1);
  for (let shift = 0; shift < 32; shift += RADIX_BITS) {
    radixPass(sorted, spare, shift, counts);
    [sorted, spare] = [spare, sorted];
  }
  return sorted;
}

function hashedColumns(length: number): HashedStrings {
  return { first: new Int32Array(length), second: new Int32Array(length), index: new Int32Array(length) };
}

/** One stable counting sort of `from` into `to` on RADIX_BITS bits of the first half from `shift` up. */
function radixPass(from: HashedStrings, to: HashedStrings, shift: number, counts: Int32Array): void {
  const { first, second, index } = from;
  counts.fill(0);
  for (let k = 0; k < first.length; k++) {
    const digit = (first[k]! >>> shift) & RADIX_MASK;
    counts[digit] = counts[digit]! + 1;
  }
  for (let digit = 0, sum = 0; digit <= RADIX_MASK; digit++) {
    const count = counts[digit]!;
    counts[digit] = sum;
    sum += count;
  }
  for (let k = 0; k < first.length; k++) {
    const digit = (first[k]! >>> shift) & RADIX_MASK;
    const at = counts[digit]!;
    counts[digit] = at + 1;
    to.first[at] = first[k]!;
    to.second[at] = second[k]!;
    to.index[at] = index[k]!;
  }
}

/** Matches last's and current's sorted hashes like a merge, into `map`. */
function joinByHash(last: HashedStrings, current: HashedStrings, map: Int32Array): void {
  let l = 0;
  let c = 0;
  while (l < last.first.length && c < current.first.length) {
    const lastFirst = last.first[l]! >>> 0;
    const currentFirst = current.first[c]! >>> 0;
    if (lastFirst !== currentFirst) {
      if (lastFirst < currentFirst) l++;
      else c++;
      continue;
    }
    const lastEnd = runEnd(last.first, l);
    const currentEnd = runEnd(current.first, c);
    pairRun(last, l, lastEnd, current, c, currentEnd, map);
    l = lastEnd;
    c = currentEnd;
  }
}

/** Where the run of entries equal to `first[at]` ends. */
function runEnd(first: Int32Array, at: number): number {
  let end = at + 1;
  while (end < first.length && first[end] === first[at]) end++;
  return end;
}

/** Pairs entries of two runs with the same first half by their second half, each at most once. */
function pairRun(last: HashedStrings, l: number, lastEnd: number, current: HashedStrings, c: number, currentEnd: number, map: Int32Array): void {
  for (let i = l; i < lastEnd; i++) {
    for (let j = c; j < currentEnd; j++) {
      if (current.index[j] === -1 || current.second[j] !== last.second[i]) continue;
      map[last.index[i]!] = current.index[j]!;
      current.index[j] = -1;
      break;
    }
  }
}
