import { describe, expect, it } from 'vitest';
import { hashes, hashesOfUnits, KeyTable, PairTable } from './key-table';

describe('KeyTable', () => {
  it('gives each string an id in order of first appearance, the same id again, across growth', () => {
    const table = new KeyTable();
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      expect(table.intern(`AR-${i}`)).toBe(i);
      expect(table.added).toBe(true);
    }
    for (let i = n - 1; i >= 0; i -= 997) {
      expect(table.intern(`AR-${i}`)).toBe(i);
      expect(table.added).toBe(false);
    }
    expect(table.size).toBe(n);
  });

  it('stores a value for a new string and gives it back for the same one', () => {
    const table = new KeyTable();
    expect(table.valueOr('ä-1', 7)).toBe(-1);
    expect(table.valueOr('ä-1', 9)).toBe(7);
    expect(table.valueOr('Ä-1', 9)).toBe(-1);
  });
});

describe('PairTable', () => {
  it('keys pairs exactly: (1, 2) and (2, 1) are different', () => {
    const table = new PairTable();
    for (let x = 0; x < 1000; x++) for (let y = 0; y < 50; y++) expect(table.valueOr(x, y, x * 50 + y)).toBe(-1);
    expect(table.valueOr(1, 2, 0)).toBe(52);
    expect(table.valueOr(2, 1, 0)).toBe(101);
    expect(table.size).toBe(50_000);
  });
});

describe('hashes', () => {
  it('of a text given unit by unit, the same as of its string', () => {
    for (const text of ['', 'AR-1', 'Ä-100', '型号-🙂', 'lone \ud800']) {
      let at = 0;
      expect([...hashesOfUnits(text.length, () => text.charCodeAt(at++))]).toEqual([...hashes(text)]);
    }
  });

  it('gives equal strings the same two halves and near strings different ones; the pair is reused', () => {
    const [a, b] = hashes('AR-1');
    expect(hashes('AR-1')).toEqual([a, b]);
    const [c, d] = hashes('AR-2');
    expect(c).not.toBe(a);
    expect(d).not.toBe(b);
    const small = [...hashes('ä-1')];
    expect([...hashes('Ä-1')]).not.toEqual(small);
    expect(hashes('x')).toBe(hashes('y'));
  });
});
