// Strings → small sequential ids, remembering only a 64-bit hash of each string: the
// cross-record rules must know which article numbers (and price series) repeat across a
// million records without keeping a million strings. Two independent 32-bit hashes make the
// 64 bits: two different article numbers of a 1 GiB export (5 million keys) share both with
// a chance below one in a million, which we accept for not holding the strings.

/**
 * Open addressing over typed arrays (12 bytes a slot, filled up to 80%: linear probing stays
 * short there, and a table of a few million keys is not doubled for a few more).
 */
export class KeyTable {
  #hi = new Uint32Array(1024);
  #lo = new Uint32Array(1024);
  #values = new Int32Array(1024).fill(-1);
  #mask = 1023;
  size = 0;
  /** Set by intern: whether the last string interned was new. */
  added = false;

  /** The string's id, given the next id (0, 1, 2, …) when it was not seen before. */
  intern(s: string): number {
    const seen = this.valueOr(s, this.size);
    this.added = seen === -1;
    return this.added ? this.size - 1 : seen;
  }

  /** The value stored for the string; -1 when it was not seen before, and `value` (≥ 0) is stored for it. */
  valueOr(s: string, value: number): number {
    const [hi, lo] = hashes(s);
    let slot = lo & this.#mask;
    for (;;) {
      const stored = this.#values[slot]!;
      if (stored === -1) break;
      if (this.#hi[slot] === hi && this.#lo[slot] === lo) return stored;
      slot = (slot + 1) & this.#mask;
    }
    this.#hi[slot] = hi;
    this.#lo[slot] = lo;
    this.#values[slot] = value;
    this.size++;
    if (this.size * 5 > this.#mask * 4) this.#grow();
    return -1;
  }

  #grow(): void {
    const [hi, lo, values] = [this.#hi, this.#lo, this.#values];
    const size = values.length * 2;
    this.#hi = new Uint32Array(size);
    this.#lo = new Uint32Array(size);
    this.#values = new Int32Array(size).fill(-1);
    this.#mask = size - 1;
    for (let k = 0; k < values.length; k++) {
      if (values[k] === -1) continue;
      let slot = lo[k]! & this.#mask;
      while (this.#values[slot] !== -1) slot = (slot + 1) & this.#mask;
      this.#hi[slot] = hi[k]!;
      this.#lo[slot] = lo[k]!;
      this.#values[slot] = values[k]!;
    }
  }
}

/**
 * Pairs of small integers → a value, exactly (the pair is the key, no hash to collide): the
 * price series, as (article number id, id of list + currency + minimum quantity).
 */
export class PairTable {
  #x = new Int32Array(1024);
  #y = new Int32Array(1024);
  #values = new Int32Array(1024).fill(-1);
  #mask = 1023;
  size = 0;

  /** The value stored for (x, y); -1 when the pair is new, and `value` (≥ 0) is stored for it. */
  valueOr(x: number, y: number, value: number): number {
    let slot = mixPair(x, y) & this.#mask;
    for (;;) {
      const stored = this.#values[slot]!;
      if (stored === -1) break;
      if (this.#x[slot] === x && this.#y[slot] === y) return stored;
      slot = (slot + 1) & this.#mask;
    }
    this.#x[slot] = x;
    this.#y[slot] = y;
    this.#values[slot] = value;
    this.size++;
    if (this.size * 5 > this.#mask * 4) this.#grow();
    return -1;
  }

  #grow(): void {
    const [x, y, values] = [this.#x, this.#y, this.#values];
    const size = values.length * 2;
    this.#x = new Int32Array(size);
    this.#y = new Int32Array(size);
    this.#values = new Int32Array(size).fill(-1);
    this.#mask = size - 1;
    for (let k = 0; k < values.length; k++) {
      if (values[k] === -1) continue;
      let slot = mixPair(x[k]!, y[k]!) & this.#mask;
      while (this.#values[slot] !== -1) slot = (slot + 1) & this.#mask;
      this.#x[slot] = x[k]!;
      this.#y[slot] = y[k]!;
      this.#values[slot] = values[k]!;
    }
  }
}

function mixPair(x: number, y: number): number {
  let h = Math.imul(x ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(y + 0x7f4a7c15, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x27d4eb2d);
  return (h ^ (h >>> 13)) >>> 0;
}

const pair: [number, number] = [0, 0];

/** FNV-1a and a murmur-style mix over the UTF-16 units: two unrelated 32-bit hashes. */
function hashes(s: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x9747b28c ^ s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 13;
  }
  b = Math.imul(b ^ (b >>> 16), 0x85ebca6b);
  b = Math.imul(b ^ (b >>> 13), 0xc2b2ae35);
  pair[0] = (b ^ (b >>> 16)) >>> 0;
  pair[1] = a >>> 0;
  return pair;
}
