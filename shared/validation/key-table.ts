// Strings → small sequential ids, remembering only a 64-bit hash of each string: the
// cross-record rules must know which article numbers (and price series) repeat across a
// million records without keeping a million strings. Two independent 32-bit hashes make the
// 64 bits: two different article numbers of a 1 GiB export (5 million keys) share both with
// a chance below one in a million, which we accept for not holding the strings.

/** Open addressing over typed arrays; ids are handed out in order of first appearance. */
export class KeyTable {
  #hi = new Uint32Array(1024);
  #lo = new Uint32Array(1024);
  #ids = new Int32Array(1024).fill(-1);
  #mask = 1023;
  size = 0;
  /** Set by intern: whether the last string interned was new. */
  added = false;

  /** The string's id, given the next id when it was not seen before. */
  intern(s: string): number {
    const [hi, lo] = hashes(s);
    let slot = lo & this.#mask;
    for (;;) {
      const id = this.#ids[slot]!;
      if (id === -1) break;
      if (this.#hi[slot] === hi && this.#lo[slot] === lo) {
        this.added = false;
        return id;
      }
      slot = (slot + 1) & this.#mask;
    }
    const id = this.size++;
    this.#hi[slot] = hi;
    this.#lo[slot] = lo;
    this.#ids[slot] = id;
    this.added = true;
    if (this.size * 2 > this.#mask) this.#grow();
    return id;
  }

  #grow(): void {
    const [hi, lo, ids] = [this.#hi, this.#lo, this.#ids];
    const size = ids.length * 2;
    this.#hi = new Uint32Array(size);
    this.#lo = new Uint32Array(size);
    this.#ids = new Int32Array(size).fill(-1);
    this.#mask = size - 1;
    for (let k = 0; k < ids.length; k++) {
      if (ids[k] === -1) continue;
      let slot = lo[k]! & this.#mask;
      while (this.#ids[slot] !== -1) slot = (slot + 1) & this.#mask;
      this.#hi[slot] = hi[k]!;
      this.#lo[slot] = lo[k]!;
      this.#ids[slot] = ids[k]!;
    }
  }
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

/** A growable list of 32-bit integers, one per record. */
export class IntColumn {
  #values: Int32Array;
  constructor(readonly fill: number) {
    this.#values = new Int32Array(1024).fill(fill);
  }

  set(index: number, value: number): void {
    if (index >= this.#values.length) {
      let size = this.#values.length;
      while (size <= index) size *= 2;
      const next = new Int32Array(size).fill(this.fill);
      next.set(this.#values);
      this.#values = next;
    }
    this.#values[index] = value;
  }

  get(index: number): number {
    return index < this.#values.length ? this.#values[index]! : this.fill;
  }
}
