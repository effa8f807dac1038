// Rows of one record kind, asked of main's worker a page at a time as they scroll into view,
// through the QueryClient: only the pages in view, the next one the way the user scrolls, and
// page 0 (which brings the columns and the count) are observed, and a page no longer observed
// is let go ROWS_GC_TIME later, so a file of 100,000 records costs the UI thread what a few
// screens of rows cost.
import type { Text } from '../../shared/messages/text';
import { keepPreviousData, useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { call, errorMessage, type Column, type RecordKind, type RecordView, type Row, type RowsPage } from '../api';
import { queryKeys } from '../query-keys';
import { isStale } from './use-document';

export const PAGE_SIZE = 200;

/**
 * How long a page out of view stays in memory. Long enough that scrolling back over what was
 * just read, or clearing a search, shows the rows at once; short enough that a long scroll does
 * not keep what it passed: a steady wheel scroll crosses a page (200 rows) every few seconds, so
 * about ten pages stay besides those in view, where the hand-written hook kept up to 30. Asking
 * a page again costs one message to the worker, a few milliseconds.
 */
const ROWS_GC_TIME = 30_000;

export interface RowPages {
  columns: Column[];
  /** Records in the view (until a new view's first page comes: the last view's number). */
  matched: number;
  /** A new view was asked for and its first page has not come yet (a first search takes a moment). */
  pending: boolean;
  /** The row at a place in the view, or undefined while its page is loading. */
  row(position: number): Row | undefined;
  /** Asks for the pages covering [first, last]; cheap when they are loaded or loading. */
  ensure(first: number, last: number): void;
  error?: Text;
  retry(): void;
}

/** `view` undefined: every record in file order (what a file still being checked shows). */
export function useRowPages(documentId: string, kind: RecordKind, total: number, view?: RecordView): RowPages {
  const ask = useCallback(
    (page: number) => ({
      queryKey: queryKeys.rows(documentId, kind, view, page),
      queryFn: () => call((a) => a.getRows({ documentId, kind, offset: page * PAGE_SIZE, limit: PAGE_SIZE, ...(view ? { view } : {}) })),
      gcTime: ROWS_GC_TIME,
    }),
    [documentId, kind, view],
  );
  // Page 0 is always observed. While a new view's is worked out, the last view's stays as a
  // placeholder: its count is shown meanwhile (its rows are not: they come from `inView`).
  const first = useQuery({ ...ask(0), placeholderData: keepPreviousData });
  const pending = view !== undefined && (first.data === undefined || first.isPlaceholderData);
  const matched = view ? (first.data?.matched ?? total) : total;

  // Pages, not rows: a scroll within the same pages changes no state (no render of its own).
  // `ahead`: the page asked for ahead, the next one the way the user scrolls on (not after a
  // jump, as a drag of the scrollbar makes at each move: a page ahead there is never reached).
  const [range, setRange] = useState<{ from: number; to: number; ahead?: number }>({ from: 0, to: 0, ahead: 1 });
  const ensure = useCallback((firstRow: number, lastRow: number) => {
    const from = Math.max(0, Math.floor(firstRow / PAGE_SIZE));
    const to = Math.floor(Math.max(firstRow, lastRow) / PAGE_SIZE);
    setRange((current) => {
      if (current.from === from && current.to === to) return current;
      const onward = from <= current.to + 1 && to >= current.from - 1;
      const forward = from === current.from ? to > current.to : from > current.from;
      return onward ? { from, to, ahead: forward ? to + 1 : from - 1 } : { from, to };
    });
  }, []);
  // Until a view's first page says how many records it keeps, only that page is asked for.
  const lastPage = Math.ceil((pending ? 1 : matched) / PAGE_SIZE) - 1;
  const pages = useMemo(() => {
    const wanted: number[] = [];
    for (let page = range.from; page <= Math.min(range.to, lastPage); page += 1) wanted.push(page);
    // The page the wheel reaches next, asked for ahead: its rows are then drawn once, not as
    // placeholders first and again when the page comes (two rounds of work for one flick).
    const { ahead } = range;
    if (!pending && ahead !== undefined && ahead >= 0 && ahead <= lastPage) wanted.push(ahead);
    return wanted;
  }, [range, lastPage, pending]);
  // The same array while the pages are unchanged, so useQueries has nothing to compare on a scroll.
  const queries = useMemo(() => pages.map(ask), [pages, ask]);
  const inView = useQueries({ queries });

  const columns = useStableColumns([first, ...inView]);
  // A page's rows are the same objects until the page is asked again, so memoised rows
  // (GridRow) are not drawn again when another page arrives. A page still in the cache is
  // used before it is asked for again: a jump (a drag, a flick back) to rows read before draws
  // them at once, not placeholders first.
  const client = useQueryClient();
  const rowsOf = new Map(pages.map((page, i) => [page, inView[i]?.data?.rows]));
  const row = (position: number) => {
    const page = Math.floor(position / PAGE_SIZE);
    let rows = rowsOf.get(page);
    if (rows === undefined && !pending) {
      rows = client.getQueryData<RowsPage>(ask(page).queryKey)?.rows;
      rowsOf.set(page, rows);
    }
    return rows?.[position % PAGE_SIZE];
  };

  // A stale document means a newer file is on its way; nothing to tell the user. A page asked
  // again (retry) shows no error while it is on its way.
  const failed = [first, ...inView].filter((page) => page.isError && !page.isFetching);
  const failure = failed.find((page) => !isStale(page.error))?.error;
  const retry = () => {
    // Page 0 may be observed twice (first, inView): asked once, not cancelled and asked again.
    for (const page of failed) void page.refetch({ cancelRefetch: false });
  };
  return { columns, matched, pending, row, ensure, error: failure ? errorMessage(failure) : undefined, retry };
}

/**
 * The widest columns any loaded page brings (while a file is still being checked, later pages
 * may bring more extra fields), as the same array while they are unchanged: every page brings
 * its own copy, and a new array would draw every row in view again.
 */
function useStableColumns(loaded: readonly UseQueryResult<RowsPage>[]): Column[] {
  const [columns, setColumns] = useState<Column[]>([]);
  let widest: Column[] | undefined;
  for (const page of loaded) if (page.data && page.data.columns.length > (widest?.length ?? -1)) widest = page.data.columns;
  // Set while rendering, React's way to adjust state to what just arrived.
  if (widest && !sameColumns(columns, widest)) {
    setColumns(widest);
    return widest;
  }
  return columns;
}

function sameColumns(a: Column[], b: Column[]): boolean {
  return a.length === b.length && a.every((column, i) => column.key === b[i]?.key && column.known === b[i]?.known);
}
