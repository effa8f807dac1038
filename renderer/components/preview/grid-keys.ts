// Where a key moves the active cell of the preview (the ARIA grid pattern's keys): arrows by
// one, Home / End to the row's first / last cell, Ctrl+Home / Ctrl+End to the grid's first /
// last cell, Page Up / Down by a visible page of rows. Rows are places in the view; the header
// row is -1. Nothing wraps: at an edge the key does nothing.

export interface GridPlace {
  /** -1: the header row; else the row's place in the view (0-based). */
  row: number;
  /** 0: the row numbers; 1: the first field. */
  column: number;
}

export interface GridSize {
  /** Rows in the view, the header not counted. */
  rows: number;
  /** Columns, the row numbers counted. */
  columns: number;
  /** Rows a page holds (Page Up / Down), at least 1. */
  page: number;
}

export interface GridKey {
  key: string;
  ctrlKey: boolean;
}

/** The place a key moves to, or undefined for a key the grid leaves alone. */
export function nextPlace(press: GridKey, at: GridPlace, size: GridSize): GridPlace | undefined {
  const lastRow = size.rows - 1;
  const lastColumn = size.columns - 1;
  const row = (r: number) => ({ row: Math.max(-1, Math.min(lastRow, r)), column: at.column });
  switch (press.key) {
    case 'ArrowUp': return row(at.row - 1);
    case 'ArrowDown': return row(at.row + 1);
    case 'ArrowLeft': return { row: at.row, column: Math.max(0, at.column - 1) };
    case 'ArrowRight': return { row: at.row, column: Math.min(lastColumn, at.column + 1) };
    case 'Home': return press.ctrlKey ? { row: -1, column: 0 } : { row: at.row, column: 0 };
    case 'End': return press.ctrlKey ? { row: lastRow, column: lastColumn } : { row: at.row, column: lastColumn };
    // A page up stops at the first record: the header is one arrow further.
    case 'PageUp': return row(Math.max(Math.min(at.row, 0), at.row - size.page));
    case 'PageDown': return row(at.row + size.page);
    default: return undefined;
  }
}
