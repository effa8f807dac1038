import { describe, expect, it } from 'vitest';
import { NarrowUintColumn, OffsetColumn } from './columns';

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
