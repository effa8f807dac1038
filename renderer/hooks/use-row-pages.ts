// Rows of one record kind, fetched from main's worker a page at a time as they scroll into
// view. Only a bounded number of pages is kept, so a file of 100,000 records costs the UI
// thread what a few screens of rows cost.
import type { Text } from '../../shared/messages/text';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call, errorMessage, type Column, type RecordKind, type RecordView, type Row } from '../api';
import { isStale } from './use-document';

export const PAGE_SIZE = 200;
/** Pages kept in memory; older ones are dropped and fetched again if scrolled back to. */
const MAX_PAGES = 30;

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
  const pages = useRef(new Map<number, Row[]>());
  const loading = useRef(new Set<number>());
  const [columns, setColumns] = useState<Column[]>([]);
  const [counted, setCounted] = useState<{ key: string; matched: number }>();
  const [error, setError] = useState<Text>();
  // Bumped when a page arrives, so the grid re-renders with it.
  const [, setVersion] = useState(0);
  const viewKey = view ? JSON.stringify(view) : '';
  const key = `${documentId}/${kind}/${viewKey}`;
  const keyRef = useRef(key);

  useEffect(() => {
    keyRef.current = key;
    pages.current = new Map();
    loading.current = new Set();
    setError(undefined);
    setVersion((v) => v + 1);
  }, [key]);

  const load = useCallback(
    (page: number) => {
      if (pages.current.has(page) || loading.current.has(page)) return;
      const requestKey = key;
      loading.current.add(page);
      const asked = viewKey ? { view: JSON.parse(viewKey) as RecordView } : {};
      call((a) => a.getRows({ documentId, kind, offset: page * PAGE_SIZE, limit: PAGE_SIZE, ...asked })).then(
        (result) => {
          if (keyRef.current !== requestKey) return;
          loading.current.delete(page);
          pages.current.set(page, result.rows);
          evict(pages.current, page);
          setColumns((current) => (sameColumns(current, result.columns) ? current : result.columns));
          setCounted({ key: requestKey, matched: result.matched });
          setVersion((v) => v + 1);
        },
        (failure: unknown) => {
          if (keyRef.current !== requestKey) return;
          loading.current.delete(page);
          // A stale document means a newer file is on its way; nothing to tell the user.
          if (!isStale(failure)) setError(errorMessage(failure));
        },
      );
    },
    [documentId, kind, key, viewKey],
  );

  // Until a view's first page says how many records it keeps, only that page is asked for.
  const pending = view !== undefined && counted?.key !== key;
  const matched = view ? (counted?.matched ?? total) : total;
  const count = pending ? 1 : matched;
  const ensure = useCallback(
    (first: number, last: number) => {
      if (count === 0) return;
      const from = Math.max(0, Math.floor(first / PAGE_SIZE));
      const to = Math.min(Math.floor((count - 1) / PAGE_SIZE), Math.floor(Math.max(first, last) / PAGE_SIZE));
      for (let page = from; page <= to; page += 1) load(page);
    },
    [load, count],
  );

  // The first page brings the columns, even before anything is scrolled.
  useEffect(() => {
    ensure(0, 0);
  }, [ensure]);

  const row = useCallback((index: number) => pages.current.get(Math.floor(index / PAGE_SIZE))?.[index % PAGE_SIZE], []);

  const retry = useCallback(() => {
    setError(undefined);
    loading.current.clear();
    setVersion((v) => v + 1);
  }, []);

  return { columns, matched, pending, row, ensure, error, retry };
}

/** Drops the pages furthest from the one just loaded once more than MAX_PAGES are held. */
function evict(pages: Map<number, Row[]>, around: number): void {
  if (pages.size <= MAX_PAGES) return;
  const byDistance = [...pages.keys()].sort((a, b) => Math.abs(b - around) - Math.abs(a - around));
  for (const page of byDistance.slice(0, pages.size - MAX_PAGES)) pages.delete(page);
}

function sameColumns(a: Column[], b: Column[]): boolean {
  return a.length === b.length && a.every((column, i) => column.key === b[i]?.key && column.known === b[i]?.known);
}
