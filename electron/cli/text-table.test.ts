import { describe, expect, it } from 'vitest';
import { layOutTable } from './text-table';

describe('layOutTable', () => {
  it('pads each column to its widest cell, right-aligned where asked, without trailing blanks', () => {
    const table = layOutTable([['When', 'Articles', 'File'], ['today', '1,200', 'weekly.json'], ['yesterday', '3', '']], ['left', 'right', 'left']);
    expect(table).toBe('When       Articles  File\ntoday         1,200  weekly.json\nyesterday         3\n');
  });

  it('lays out 600,000 rows without running out of stack', () => {
    // Math.max(...column) overflows the stack at a few hundred thousand rows; the table must not.
    const rows = new Array<string[]>(600_000).fill(['2026-11-20 09:05', 'accepted', '200']);
    const table = layOutTable(rows, ['left', 'left', 'right']);
    expect(table.length).toBe(600_000 * '2026-11-20 09:05  accepted  200\n'.length);
  });
});
