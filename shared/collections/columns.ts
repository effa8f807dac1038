// Growable columns of numbers, one entry per record, stored in blocks of 64 Ki entries: growing
// never copies what is there and never holds twice the memory, and no block is larger than it
// must be by more than one block. A 1 GiB export has about 4 million records; these columns are
// most of what validation keeps of them.

const BLOCK_BITS = 16;
const BLOCK = 1 << BLOCK_BITS;
const MASK = BLOCK - 1;

type Block = Int32Array | Uint32Array | Float64Array | Uint8Array;

class Column<B extends Block> {
  readonly #blocks: B[] = [];
  constructor(
    private readonly make: (size: number) => B,
    private readonly fill: number,
  ) {}

  set(index: number, value: number): void {
    const b = index >>> BLOCK_BITS;
    while (this.#blocks.length <= b) {
      const block = this.make(BLOCK);
      if (this.fill !== 0) block.fill(this.fill);
      this.#blocks.push(block);
    }
    this.#blocks[b]![index & MASK] = value;
  }

  get(index: number): number {
    const block = this.#blocks[index >>> BLOCK_BITS];
    return block === undefined ? this.fill : block[index & MASK]!;
  }

  /** The first `count` entries in one array of that length. */
  toArray(count: number): B {
    const all = this.make(count);
    if (this.fill !== 0) all.fill(this.fill);
    for (let b = 0; b < this.#blocks.length && b * BLOCK < count; b++) {
      all.set(this.#blocks[b]!.subarray(0, Math.min(BLOCK, count - b * BLOCK)), b * BLOCK);
    }
    return all;
  }
}

/** 32-bit signed integers; `fill` where nothing was set. */
export class IntColumn extends Column<Int32Array> {
  constructor(fill: number) {
    super((n) => new Int32Array(n), fill);
  }
}

/**
 * Unsigned integers that are mostly small (a record's length, the column it starts at): each
 * block holds 16 bits an entry until a value does not fit, then that block alone is widened to
 * 32 bits. Half the bytes for the usual file, 32 bits for a minified one.
 */
export class NarrowUintColumn {
  readonly #blocks: (Uint16Array | Uint32Array)[] = [];

  set(index: number, value: number): void {
    const b = index >>> BLOCK_BITS;
    while (this.#blocks.length <= b) this.#blocks.push(new Uint16Array(BLOCK));
    let block = this.#blocks[b]!;
    if (value > 0xffff && block instanceof Uint16Array) {
      block = Uint32Array.from(block);
      this.#blocks[b] = block;
    }
    block[index & MASK] = value;
  }

  get(index: number): number {
    const block = this.#blocks[index >>> BLOCK_BITS];
    return block === undefined ? 0 : block[index & MASK]!;
  }
}

/** Entries per base of a RisingUintColumn. */
const RUN_BITS = 12;

/**
 * Unsigned integers that rise slowly from entry to entry (the line each record starts on): 16
 * bits an entry above a base kept per 4096 entries, as long as the values rise by at most 65535
 * over those (16 lines a record); a block where they do not is widened to 32 bits.
 */
export class RisingUintColumn {
  readonly #blocks: (Uint16Array | Uint32Array)[] = [];
  /** Per run of 4096 entries: the first value set in it. */
  readonly #bases: number[] = [];

  set(index: number, value: number): void {
    const b = index >>> BLOCK_BITS;
    while (this.#blocks.length <= b) this.#blocks.push(new Uint16Array(BLOCK));
    const block = this.#blocks[b]!;
    if (block instanceof Uint32Array) {
      block[index & MASK] = value;
      return;
    }
    const run = index >>> RUN_BITS;
    const base = (this.#bases[run] ??= value);
    const above = value - base;
    if (above >= 0 && above <= 0xffff) block[index & MASK] = above;
    else this.#widen(b)[index & MASK] = value;
  }

  get(index: number): number {
    const block = this.#blocks[index >>> BLOCK_BITS];
    if (block === undefined) return 0;
    return block instanceof Uint32Array ? block[index & MASK]! : block[index & MASK]! + (this.#bases[index >>> RUN_BITS] ?? 0);
  }

  #widen(b: number): Uint32Array {
    const narrow = this.#blocks[b]!;
    const wide = new Uint32Array(BLOCK);
    for (let k = 0; k < BLOCK; k++) wide[k] = narrow[k]! + (this.#bases[(b * BLOCK + k) >>> RUN_BITS] ?? 0);
    this.#blocks[b] = wide;
    return wide;
  }
}

/** Bytes: a small code per record (an article's `active`). */
export class ByteColumn extends Column<Uint8Array> {
  constructor(fill: number) {
    super((n) => new Uint8Array(n), fill);
  }
}

/**
 * Byte offsets in a file, as 32-bit unsigned integers: half of a double's bytes, and a file is
 * never checked past LIMITS.maxFileBytes (1 GiB), far below the 4 GiB they reach.
 */
export class OffsetColumn extends Column<Uint32Array> {
  constructor() {
    super((n) => new Uint32Array(n), 0);
  }

  override set(index: number, value: number): void {
    if (value > 0xffffffff) throw new RangeError(`OffsetColumn: byte offset ${value} is past 4 GiB`);
    super.set(index, value);
  }
}
