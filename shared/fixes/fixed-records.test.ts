import { describe, expect, it } from 'vitest';
import { FixedRecords } from './fixed-records';

describe('the places of the records with a fix', () => {
  it('gives back every record added, in file order, with its kind and fields, past the first capacity and beyond 4 GiB', () => {
    const records = new FixedRecords();
    const added = Array.from({ length: 5000 }, (_, i) => ({ kind: i % 3 === 0 ? 'article' as const : 'price' as const, start: i * 1_000_003, end: i * 1_000_003 + 17 + (i % 500), fields: 1 + (i % 63) }));
    added.push({ kind: 'price', start: 6 * 1024 ** 3, end: 6 * 1024 ** 3 + 64 * 1024 ** 2, fields: 0b100001 });
    for (const { kind, start, end, fields } of added) records.add(kind, start, end, fields);
    expect(records.count).toBe(added.length);
    expect([...records]).toEqual(added);
  });

  it('takes fields off a record held back, and leaves out a record with none left', () => {
    const records = new FixedRecords();
    const first = records.add('price', 0, 10, 0b101);
    const second = records.add('article', 10, 20, 0b1);
    records.clearFields(first, 0b100);
    records.clearFields(second, 0b1);
    expect(records.fieldsAt(first)).toBe(0b1);
    expect([...records]).toEqual([{ kind: 'price', start: 0, end: 10, fields: 0b1 }]);
  });

  it('refuses records out of file order or of no length', () => {
    const records = new FixedRecords();
    records.add('article', 100, 200, 1);
    expect(() => records.add('price', 150, 300, 1)).toThrow(RangeError);
    expect(() => records.add('price', 300, 300, 1)).toThrow(RangeError);
    expect([...records]).toEqual([{ kind: 'article', start: 100, end: 200, fields: 1 }]);
  });
});
