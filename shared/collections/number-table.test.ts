import { describe, expect, it } from 'vitest';
import { hashes, hashesAndFolded } from './key-table';
import { NumberTable } from './number-table';

describe('NumberTable', () => {
  it('gives each number an id once, and lists the numbers that differ only in case', () => {
    const table = new NumberTable();
    const ids = ['AR-1', 'AR-2', 'ar-1', 'AR-1', 'Ar-1', 'ar-1', 'STRASSE', 'straße'].map((n) => [table.intern(n), table.added]);
    expect(ids).toEqual([[0, true], [1, true], [2, true], [0, false], [3, true], [2, false], [4, true], [5, true]]);
    expect(table.size).toBe(6);
    expect([...table.spellings()]).toEqual([[0, [2, 3]]]);
  });
});

describe('hashesAndFolded', () => {
  it('hashes a number as it is and lower-cased, as hashes would, ASCII or not', () => {
    for (const s of ['AR-0000001', 'ar-1', '', 'ÄRGER-1', 'İSTANBUL', 'x\ud800Y']) {
      const [a, b, c, d] = hashesAndFolded(s);
      expect([a, b]).toEqual([...hashes(s)]);
      expect([c, d]).toEqual([...hashes(s.toLowerCase())]);
    }
  });
});
