import { describe, expect, it } from 'vitest';
import { ByteStream, type BlockStore } from './byte-stream';

/** A store in memory that copies each block, as a file would. */
function copyingStore(): BlockStore & { blocks: Uint8Array[] } {
  const blocks: Uint8Array[] = [];
  return { blocks, put: (block) => blocks.push(block.slice()) - 1, get: (id, into) => into.set(blocks[id]!), close: () => blocks.splice(0) };
}

function writeAll(stream: ByteStream, n: number): void {
  for (let i = 0; i < n; i++) {
    stream.unsigned(i);
    stream.signed(i % 2 === 0 ? -i || 0 : i);
    stream.int32(Math.imul(i, 0x9e3779b9));
    stream.amount([12.5, 0.1, -3.07, 1e21, 1 / 3, -0, 49.99][i % 7]!);
    if (i % 1000 === 0) stream.text(`AR-${i} Ä 😀 \ud800`);
  }
}

function readAll(stream: ByteStream, n: number): void {
  const reader = stream.reader();
  for (let i = 0; i < n; i++) {
    expect(reader.unsigned()).toBe(i);
    expect(reader.signed()).toBe(i % 2 === 0 ? -i || 0 : i);
    expect(reader.int32()).toBe(Math.imul(i, 0x9e3779b9));
    expect(Object.is(reader.amount(), [12.5, 0.1, -3.07, 1e21, 1 / 3, -0, 49.99][i % 7])).toBe(true);
    if (i % 1000 === 0) expect(reader.text()).toBe(`AR-${i} Ä 😀 \ud800`);
  }
  expect(() => reader.byte()).toThrow(RangeError);
}

describe('ByteStream', () => {
  it('reads back what was written, exactly, across blocks', () => {
    const stream = new ByteStream();
    writeAll(stream, 30_000);
    expect(stream.length).toBeGreaterThan(64 * 1024 * 2);
    readAll(stream, 30_000);
  });

  it('reads back the largest numbers it takes, written away from a block\'s end and across one', () => {
    const values = [0, 127, 128, 2 ** 31 - 1, 2 ** 31, 2 ** 32 + 5, 2 ** 52 + 3, 2 ** 53];
    const stream = new ByteStream();
    // Past a block's end: each value is written where it fits and where it straddles two blocks.
    let pairs = 0;
    for (; stream.length < 2 * 64 * 1024 + 200; pairs++) {
      stream.unsigned(values[pairs % values.length]!);
      stream.signed(pairs % 2 === 0 ? -(2 ** 52) : 2 ** 52 - 1);
    }
    const reader = stream.reader();
    for (let i = 0; i < pairs; i++) {
      expect(reader.unsigned()).toBe(values[i % values.length]);
      expect(reader.signed()).toBe(i % 2 === 0 ? -(2 ** 52) : 2 ** 52 - 1);
    }
    expect(() => reader.byte()).toThrow(RangeError);
  });

  it('keeps whole cents in a few bytes', () => {
    const stream = new ByteStream();
    stream.amount(999.99);
    expect(stream.length).toBe(3);
    stream.amount(0.125);
    expect(stream.length).toBe(3 + 9);
  });

  it('writes its full blocks to a store, holding one in memory, and reads them back from there', () => {
    const store = copyingStore();
    const stream = new ByteStream(store);
    writeAll(stream, 30_000);
    expect(store.blocks.length).toBe(Math.floor(stream.length / (64 * 1024)));
    readAll(stream, 30_000);
  });

  it('reads an empty stream as empty', () => {
    expect(() => new ByteStream().reader().byte()).toThrow(RangeError);
    expect(new ByteStream(copyingStore()).length).toBe(0);
  });
});
