// The preview as one Tab stop (the ARIA grid pattern, roving tabindex): one cell is active and
// takes Tab's focus (tabIndex 0, every other cell -1); the keys move it (grid-keys.ts), and
// focus follows, with the cell scrolled into view. A cell focused another way (a click, a
// finding's reveal, the problem walk) becomes the active one. The active row stays drawn while
// it is scrolled away (the grid pins it), so focus is never lost to a row taken out of the DOM.
import { useLayoutEffect, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { nextPlace, type GridPlace } from './grid-keys';

/** A body row's height in pixels (the CSS's .grid-row). */
export const ROW_HEIGHT = 30;

/** Where a key sent focus: the place, and how far a page key scrolls first. */
interface Move {
  to: GridPlace;
  scrollBy: number;
}

export interface GridNavigation {
  /** The active cell, within the grid's current size. */
  active: GridPlace;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onFocus(event: FocusEvent<HTMLElement>): void;
  /** Focuses the active cell (after a file opened); false when it is not drawn yet. */
  focusActive(): boolean;
}

/** `rows`: records in the view; `columns`: the row numbers and the fields. */
export function useGridNavigation(scroller: RefObject<HTMLElement | null>, rows: number, columns: number): GridNavigation {
  // The first field of the first record: where a user starts reading.
  const [chosen, setChosen] = useState<GridPlace>({ row: 0, column: 1 });
  const [move, setMove] = useState<Move>();
  const active = { row: Math.max(-1, Math.min(chosen.row, rows - 1)), column: Math.max(0, Math.min(chosen.column, columns - 1)) };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
    const area = scroller.current;
    if (!area || !(event.target instanceof Element) || !event.target.closest('[aria-colindex]')) return;
    const page = pageOf(area);
    const to = nextPlace(event, active, { rows, columns, page });
    if (!to) return;
    event.preventDefault();
    const paged = event.key === 'PageDown' || event.key === 'PageUp';
    setChosen(to);
    // A new object each time: the same place again (an edge) still scrolls it into view.
    setMove({ to, scrollBy: paged ? (to.row - active.row) * ROW_HEIGHT : 0 });
  };

  useLayoutEffect(() => {
    const area = scroller.current;
    if (!move || !area) return;
    const cell = cellAt(area, move.to);
    if (!cell) return;
    focusTargetOf(cell).focus({ preventScroll: true });
    bringIntoView(area, cell, move.scrollBy);
  }, [move, scroller]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const area = scroller.current;
    const place = area && event.target instanceof Element ? placeOf(area, event.target) : undefined;
    if (place && (place.row !== chosen.row || place.column !== chosen.column)) setChosen(place);
  };

  const focusActive = () => {
    const area = scroller.current;
    const cell = area ? cellAt(area, active) : null;
    if (!area || !cell) return false;
    focusTargetOf(cell).focus({ preventScroll: true });
    bringIntoView(area, cell);
    return true;
  };

  return { active, onKeyDown, onFocus, focusActive };
}

/** Rows fully in view below the header, less one kept in sight (at least 1). */
function pageOf(area: HTMLElement): number {
  const head = area.querySelector('.grid-head')?.getBoundingClientRect().height ?? 0;
  return Math.max(1, Math.floor((area.clientHeight - head) / ROW_HEIGHT) - 1);
}

function cellAt(area: HTMLElement, at: GridPlace): HTMLElement | null {
  const row = at.row < 0 ? area.querySelector('.grid-head [role="row"]') : area.querySelector(`.grid-body [data-index="${at.row}"]`);
  return row?.querySelector<HTMLElement>(`:scope > [aria-colindex="${at.column + 1}"]`) ?? null;
}

/** A cell whose one control is a button (a row number, a sortable header) is focused on it. */
export function focusTargetOf(cell: HTMLElement): HTMLElement {
  return cell.querySelector<HTMLElement>('button') ?? cell;
}

function placeOf(area: HTMLElement, target: Element): GridPlace | undefined {
  const cell = target.closest('[aria-colindex]');
  if (!cell || !area.contains(cell)) return undefined;
  const index = cell.closest('[role="row"]')?.getAttribute('data-index');
  return { row: index === null || index === undefined ? -1 : Number(index), column: Number(cell.getAttribute('aria-colindex')) - 1 };
}

/**
 * Scrolls the grid so the cell is in view: below the sticky header, and beside the row
 * numbers and the first field, which stay put sideways (going to one of them scrolls back to
 * the start of the row). `scrollFirst`: pixels to scroll down (up if negative) before that.
 */
export function bringIntoView(area: HTMLElement, cell: HTMLElement, scrollFirst = 0): void {
  // A page key scrolls by the page it moved, so the rows keep their place on screen.
  if (scrollFirst !== 0) area.scrollTop += scrollFirst;
  const view = area.getBoundingClientRect();
  const box = cell.getBoundingClientRect();
  const inBody = cell.closest('.grid-body') !== null;
  if (inBody) {
    const top = view.top + area.clientTop + (area.querySelector('.grid-head')?.getBoundingClientRect().height ?? 0);
    const bottom = view.top + area.clientTop + area.clientHeight;
    if (box.top < top) area.scrollTop -= top - box.top;
    else if (box.bottom > bottom) area.scrollTop += box.bottom - bottom;
  }
  const column = Number(cell.getAttribute('aria-colindex'));
  if (column <= 2) {
    area.scrollLeft = 0;
    return;
  }
  const left = cell.parentElement?.children.item(1)?.getBoundingClientRect().right ?? view.left;
  const right = view.left + area.clientLeft + area.clientWidth;
  if (box.left < left) area.scrollLeft -= left - box.left;
  else if (box.right > right) area.scrollLeft += Math.min(box.right - right, box.left - left);
}
