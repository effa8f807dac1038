// Strings → small sequential ids, remembering only a 64-bit hash of each string: the
// cross-record rules must know which article numbers repeat across a million records without
// keeping a million strings. Two independent 32-bit hashes make the 64 bits: two different
// article numbers of a 1 GiB export (5 million keys) share both with a chance below one in a
// million, which we accept for not holding the strings. Price series are pairs of such ids,
// kept exactly.

/**
 * Open addressing over one typed array: each slot holds its two 32-bit key halves and its value
 * side by side (one cache line per probe, 12 bytes a slot), filled up to 80%: linear probing
 * stays short there, and a table of a few million keys is not doubled for a few more.
 */
export class SlotTable {
  #slots = new Int32Array(3 * 1024).fill(-1);
  #mask = 1023;
  size = 0;

  /** The value stored for the key (a, b); -1 when it is new, and `value` (≥ 0) is stored for it. */
  valueOr(a: number, b: number, value: number): number {
    const slots = this.#slots;
    let slot = spreadOf(a, b) & this.#mask;
    for (;;) {
      const at = slot * 3;
      const stored = slots[at + 2]!;
      if (stored === -1) {
        slots[at] = a;
        slots[at + 1] = b;
        slots[at + 2] = value;
        this.size++;
        if (this.size * 5 > this.#mask * 4) this.#grow();
        return -1;
      }
      if (slots[at] === a && slots[at + 1] === b) return stored;
      slot = (slot + 1) & this.#mask;
    }
  }

  /** The value stored for the key (a, b), or -1; nothing is stored. */
  get(a: number, b: number): number {
    const slots = this.#slots;
    let slot = spreadOf(a, b) & this.#mask;
    for (;;) {
      const at = slot * 3;
      const stored = slots[at + 2]!;
      if (stored === -1 || (slots[at] === a && slots[at + 1] === b)) return stored;
      slot = (slot + 1) & this.#mask;
    }
  }

  #grow(): void {
    const old = this.#slots;
    const capacity = (this.#mask + 1) * 2;
    this.#slots = new Int32Array(3 * capacity).fill(-1);
    this.#mask = capacity - 1;
    this.size = 0;
    for (let at = 0; at < old.length; at += 3) {
      if (old[at + 2] === -1) continue;
      this.#place(old[at]!, old[at + 1]!, old[at + 2]!);
    }
  }

  #place(a: number, b: number, value: number): void {
    let slot = spreadOf(a, b) & this.#mask;
    while (this.#slots[slot * 3 + 2] !== -1) slot = (slot + 1) & this.#mask;
    const at = slot * 3;
    this.#slots[at] = a;
    this.#slots[at + 1] = b;
    this.#slots[at + 2] = value;
    this.size++;
  }
}

/** Where a key starts probing: its halves mixed. */
function spreadOf(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x27d4eb2d);
  return (h ^ (h >>> 13)) >>> 0;
}

export class KeyTable {
  readonly #table = new SlotTable();
  /** Set by intern: whether the last string interned was new. */
  added = false;

  get size(): number {
    return this.#table.size;
  }

  /** The string's id, given the next id (0, 1, 2, …) when it was not seen before. */
  intern(s: string): number {
    const seen = this.valueOr(s, this.size);
    this.added = seen === -1;
    return this.added ? this.size - 1 : seen;
  }

  /** The value stored for the string; -1 when it was not seen before, and `value` (≥ 0) is stored for it. */
  valueOr(s: string, value: number): number {
    const [a, b] = hashes(s);
    return this.#table.valueOr(a, b, value);
  }
}

/**
 * Pairs of small integers → a value, exactly (the pair is the key, no hash to collide): the
 * price series, as (article number id, id of list + currency + minimum quantity).
 */
export class PairTable {
  readonly #table = new SlotTable();

  get size(): number {
    return this.#table.size;
  }

  /** The value stored for (x, y); -1 when the pair is new, and `value` (≥ 0) is stored for it. */
  valueOr(x: number, y: number, value: number): number {
    return this.#table.valueOr(x, y, value);
  }

  /** The value stored for (x, y), or -1 when the pair is not in the table. */
  get(x: number, y: number): number {
    return this.#table.get(x, y);
  }
}

const pair: [number, number] = [0, 0];
const quad: [number, number, number, number] = [0, 0, 0, 0];

/**
 * FNV-1a and a murmur-style mix over the UTF-16 units: two unrelated 32-bit hashes (as signed
 * 32-bit integers), each unit folded in by `stepA` and `stepB`. Exported for matching strings
 * by the same 64 bits without a table. The pair is reused by the next call: read it before
 * hashing again.
 */
export function hashes(s: string): readonly [number, number] {
  let a = SEED_A;
  let b = seedB(s.length);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = stepA(a, c);
    b = stepB(b, c);
  }
  pair[0] = finish(b);
  pair[1] = a | 0;
  return pair;
}

/**
 * hashes() of a text of `length` UTF-16 units given one by one by `unit`: the same 64 bits
 * as of its string, for a text never made a string (the article numbers a digest's stream
 * holds, hashed to be matched; collect-digest.ts).
 */
export function hashesOfUnits(length: number, unit: () => number): readonly [number, number] {
  let a = SEED_A;
  let b = seedB(length);
  for (let i = 0; i < length; i++) {
    const c = unit();
    a = stepA(a, c);
    b = stepB(b, c);
  }
  pair[0] = finish(b);
  pair[1] = a | 0;
  return pair;
}

// The steps of the two hashes, small enough to be inlined into each loop above and below.
const SEED_A = 0x811c9dc5;

function seedB(length: number): number {
  return 0x9747b28c ^ length;
}

function stepA(a: number, c: number): number {
  return Math.imul(a ^ c, 0x01000193);
}

function stepB(b: number, c: number): number {
  b = Math.imul(b ^ c, 0x5bd1e995);
  return b ^ (b >>> 13);
}

function finish(b: number): number {
  b = Math.imul(b ^ (b >>> 16), 0x85ebca6b);
  b = Math.imul(b ^ (b >>> 13), 0xc2b2ae35);
  return b ^ (b >>> 16);
}

/**
 * hashes(s) and hashes(s.toLowerCase()) as one array of four, in one pass over an ASCII text
 * (every article number of a file is hashed both ways). Reused by the next call, as `hashes`'s.
 */
export function hashesAndFolded(s: string): readonly [number, number, number, number] {
  let a = SEED_A;
  let b = seedB(s.length);
  let fa = a;
  let fb = b;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80) return hashedApart(s);
    const f = c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
    a = stepA(a, c);
    b = stepB(b, c);
    fa = stepA(fa, f);
    fb = stepB(fb, f);
  }
  quad[0] = finish(b);
  quad[1] = a | 0;
  quad[2] = finish(fb);
  quad[3] = fa | 0;
  return quad;
}

/** Beyond ASCII, lower case can change a text's length: folded by the language's own rules. */
function hashedApart(s: string): readonly [number, number, number, number] {
  [quad[0], quad[1]] = hashes(s);
  [quad[2], quad[3]] = hashes(s.toLowerCase());
  return quad;
}
