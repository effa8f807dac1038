// An append-only stream of small numbers, bytes and texts, read back once from the start: what
// is collected per record when most of it is small or repeats the record before (ids that count
// up, the same date, amounts in cents), in a few bytes a record instead of a typed column's 4 or
// 8 per value. Stored in blocks of 64 KiB: growing never copies what is there. Given a
// BlockStore (a file), each full block is written there and its memory reused: the stream then
// holds one block, however long it grows.

const BLOCK = 64 * 1024;
/** The most bytes one varint takes (2^53 in sevens): where fewer are left in a block, bytes are written one by one. */
const LONGEST = 8;

/** Where a stream's full blocks go, and whence they are read back. */
export interface BlockStore {
  /** Keeps a full block; returns what `get` finds it by. */
  put(block: Uint8Array): number;
  /** Reads the block `put` returned `id` for into `into`. */
  get(id: number, into: Uint8Array): void;
  /** Lets go of the blocks kept (a file is removed): the streams that wrote them cannot be read after. */
  close(): void;
}

export class ByteStream {
  /** The full blocks: in memory, or the ids the store gave them. */
  readonly #blocks: (Uint8Array | number)[] = [];
  #block = new Uint8Array(0);
  #at = 0;

  constructor(private readonly store?: BlockStore) {}

  /** Bytes written so far. */
  get length(): number {
    return this.#blocks.length * BLOCK + this.#at;
  }

  byte(value: number): void {
    if (this.#at === this.#block.length) this.#nextBlock();
    this.#block[this.#at++] = value;
  }

  #nextBlock(): void {
    if (this.#block.length > 0) {
      if (this.store === undefined) this.#blocks.push(this.#block);
      else this.#blocks.push(this.store.put(this.#block));
    }
    if (this.store === undefined || this.#block.length === 0) this.#block = new Uint8Array(BLOCK);
    this.#at = 0;
  }

  /** A whole number from 0 to 2^53, seven bits a byte (LEB128): below 128 in one byte. */
  unsigned(value: number): void {
    // Away from a block's end, straight into the block: a call per byte was most of what
    // collecting a digest cost the checking thread (a million prices, several numbers each).
    if (this.#at + LONGEST > this.#block.length) {
      this.#unsignedByBytes(value);
      return;
    }
    const block = this.#block;
    let at = this.#at;
    for (; value > 0x7fff_ffff; value = Math.floor(value / 0x80)) block[at++] = (value % 0x80) | 0x80;
    for (; value >= 0x80; value >>>= 7) block[at++] = (value & 0x7f) | 0x80;
    block[at++] = value;
    this.#at = at;
  }

  #unsignedByBytes(value: number): void {
    while (value >= 0x80) {
      this.byte((value % 0x80) | 0x80);
      value = Math.floor(value / 0x80);
    }
    this.byte(value);
  }

  /** A whole number of either sign within ±2^52: small ones, positive or negative, in one byte. */
  signed(value: number): void {
    this.unsigned(value < 0 ? -2 * value - 1 : 2 * value);
  }

  /** A 32-bit integer as four bytes (a hash: no shorter form). */
  int32(value: number): void {
    if (this.#at + 4 > this.#block.length) {
      for (let k = 0; k < 4; k++) this.byte((value >>> (8 * k)) & 0xff);
      return;
    }
    const block = this.#block;
    const at = this.#at;
    block[at] = value & 0xff;
    block[at + 1] = (value >>> 8) & 0xff;
    block[at + 2] = (value >>> 16) & 0xff;
    block[at + 3] = (value >>> 24) & 0xff;
    this.#at = at + 4;
  }

  /** Any double, exactly: whole cents in a few bytes, anything else in nine. */
  amount(value: number): void {
    const cents = Math.round(value * 100);
    if (Math.abs(cents) < 2 ** 50 && cents / 100 === value && !Object.is(value, -0)) {
      this.signed(2 * cents);
      return;
    }
    this.byte(1);
    for (const b of new Uint8Array(Float64Array.of(value).buffer)) this.byte(b);
  }

  /** A text as its UTF-16 code units (lone surrogates too), each a varint: one byte for ASCII. */
  text(value: string): void {
    this.unsigned(value.length);
    for (let i = 0; i < value.length; i++) this.unsigned(value.charCodeAt(i));
  }

  /** Reads the stream from its start; nothing may be written meanwhile. */
  reader(): ByteStreamReader {
    const stored = new Uint8Array(BLOCK);
    const blockAt = (b: number): Uint8Array => {
      if (b === this.#blocks.length) return this.#block;
      const block = this.#blocks[b]!;
      if (typeof block !== 'number') return block;
      this.store!.get(block, stored);
      return stored;
    };
    return new ByteStreamReader(blockAt, this.length);
  }
}

class ByteStreamReader {
  #b = 0;
  #block: Uint8Array;
  #at = 0;
  #read = 0;
  constructor(
    private readonly blockAt: (b: number) => Uint8Array,
    private readonly length: number,
  ) {
    this.#block = blockAt(0);
  }

  byte(): number {
    if (this.#read++ >= this.length) throw new RangeError('ByteStream: read past the end');
    if (this.#at === BLOCK) {
      this.#block = this.blockAt(++this.#b);
      this.#at = 0;
    }
    return this.#block[this.#at++]!;
  }

  unsigned(): number {
    // A one-byte value away from the block's end and the stream's: most ids, dates and characters.
    const at = this.#at;
    if (at < BLOCK && this.#read < this.length) {
      const b = this.#block[at]!;
      if (b < 0x80) {
        this.#at = at + 1;
        this.#read++;
        return b;
      }
    }
    let value = 0;
    let scale = 1;
    for (;;) {
      const b = this.byte();
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 0x80;
    }
  }

  signed(): number {
    const u = this.unsigned();
    return u % 2 === 0 ? u / 2 : -(u + 1) / 2;
  }

  int32(): number {
    return (this.byte() | (this.byte() << 8) | (this.byte() << 16) | (this.byte() << 24)) | 0;
  }

  amount(): number {
    const first = this.unsigned();
    if (first !== 1) {
      // 2 × cents, as `signed` wrote it: even for whole cents of either sign.
      const twice = first % 2 === 0 ? first / 2 : -(first + 1) / 2;
      return twice / 2 / 100;
    }
    const bytes = new Uint8Array(8);
    for (let k = 0; k < 8; k++) bytes[k] = this.byte();
    return new Float64Array(bytes.buffer)[0]!;
  }

  text(): string {
    const length = this.unsigned();
    let value = '';
    for (let i = 0; i < length; i++) value += String.fromCharCode(this.unsigned());
    return value;
  }

  /** Moves past a text without making it a string. */
  skipText(): void {
    for (let left = this.unsigned(); left > 0; left--) this.unsigned();
  }
}
