import { describe, expect, it } from 'vitest';
import { NarrowUintColumn, OffsetColumn, RisingUintColumn } from './columns';

describe('NarrowUintColumn', () => {
  it('keeps small values and widens only the block that gets a large one', () => {
    const column = new NarrowUintColumn();
    column.set(0, 65_535);
    column.set(70_000, 7);
    column.set(1, 4_000_000_000);
    expect([column.get(0), column.get(1), column.get(70_000), column.get(2), column.get(200_000)]).toEqual([65_535, 4_000_000_000, 7, 0, 0]);
  });
});

describe('OffsetColumn', () => {
  it('keeps offsets up to 4 GiB and refuses larger ones', () => {
    const column = new OffsetColumn();
    column.set(3, 0xffffffff);
    expect(column.get(3)).toBe(0xffffffff);
    expect(() => column.set(4, 2 ** 32)).toThrow(RangeError);
  });
});

describe('RisingUintColumn', () => {
  it('keeps values that rise slowly in 16 bits above a base, and any others exactly', () => {
    const column = new RisingUintColumn();
    for (let i = 0; i < 10_000; i++) column.set(i, 1_000_000 + i * 3);
    for (let i = 70_000; i < 70_100; i++) column.set(i, 5_000_000 + i * 1_000);
    expect(column.get(0)).toBe(1_000_000);
    expect(column.get(9_999)).toBe(1_000_000 + 9_999 * 3);
    expect(column.get(70_050)).toBe(5_000_000 + 70_050 * 1_000);
    expect(column.get(200_000)).toBe(0);
  });
});
