import { describe, expect, it } from 'vitest';
import { nextPlace, type GridPlace } from './grid-keys';

const size = { rows: 100, columns: 5, page: 10 };
const press = (key: string, at: GridPlace, ctrlKey = false) => nextPlace({ key, ctrlKey }, at, size);

describe('nextPlace', () => {
  it('moves by one with the arrows, into the header and back, never past an edge', () => {
    expect(press('ArrowDown', { row: 0, column: 1 })).toEqual({ row: 1, column: 1 });
    expect(press('ArrowUp', { row: 0, column: 1 })).toEqual({ row: -1, column: 1 });
    expect(press('ArrowUp', { row: -1, column: 1 })).toEqual({ row: -1, column: 1 });
    expect(press('ArrowDown', { row: 99, column: 1 })).toEqual({ row: 99, column: 1 });
    expect(press('ArrowLeft', { row: 3, column: 0 })).toEqual({ row: 3, column: 0 });
    expect(press('ArrowRight', { row: 3, column: 4 })).toEqual({ row: 3, column: 4 });
    expect(press('ArrowRight', { row: 3, column: 1 })).toEqual({ row: 3, column: 2 });
  });

  it('goes to the row’s ends with Home and End, to the grid’s with Ctrl', () => {
    expect(press('Home', { row: 7, column: 3 })).toEqual({ row: 7, column: 0 });
    expect(press('End', { row: 7, column: 1 })).toEqual({ row: 7, column: 4 });
    expect(press('Home', { row: 7, column: 3 }, true)).toEqual({ row: -1, column: 0 });
    expect(press('End', { row: 7, column: 1 }, true)).toEqual({ row: 99, column: 4 });
  });

  it('moves a page with Page Up and Down, stopping at the first and last record', () => {
    expect(press('PageDown', { row: 5, column: 2 })).toEqual({ row: 15, column: 2 });
    expect(press('PageDown', { row: 95, column: 2 })).toEqual({ row: 99, column: 2 });
    expect(press('PageDown', { row: -1, column: 2 })).toEqual({ row: 9, column: 2 });
    expect(press('PageUp', { row: 15, column: 2 })).toEqual({ row: 5, column: 2 });
    expect(press('PageUp', { row: 5, column: 2 })).toEqual({ row: 0, column: 2 });
    expect(press('PageUp', { row: -1, column: 2 })).toEqual({ row: -1, column: 2 });
  });

  it('keeps to the header in a view without records', () => {
    expect(nextPlace({ key: 'ArrowDown', ctrlKey: false }, { row: -1, column: 1 }, { rows: 0, columns: 3, page: 10 })).toEqual({ row: -1, column: 1 });
    expect(nextPlace({ key: 'End', ctrlKey: true }, { row: -1, column: 0 }, { rows: 0, columns: 3, page: 10 })).toEqual({ row: -1, column: 2 });
  });

  it('leaves other keys alone', () => {
    expect(press('Enter', { row: 1, column: 1 })).toBeUndefined();
    expect(press('a', { row: 1, column: 1 })).toBeUndefined();
  });
});
