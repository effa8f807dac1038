// The local history of sends and refusals, newest first, a page at a time. A send invalidates
// it (queryKeys.history), so the list shows the send without a manual refresh; so does a send
// recorded by the CLI or another window in the same data folder: main tells when the file
// changed (historyChanged), and the list is read again when the window gets the focus (where
// the folder cannot be watched, or an event was missed while the page was reloading).
import type { Text } from '../../shared/messages/text';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { call, errorMessage, subscribe, type HistoryEntry } from '../api';
import { queryKeys } from '../query-keys';

const PAGE = 100;

export interface HistoryList {
  entries: HistoryEntry[];
  total?: number;
  /** Older entries exist than those listed. */
  hasMore: boolean;
  loading: boolean;
  error?: Text;
  refresh(): void;
  more(): void;
}

export function useHistory(): HistoryList {
  const queryClient = useQueryClient();
  const history = useInfiniteQuery({
    queryKey: queryKeys.history,
    queryFn: ({ pageParam }) => call((a) => a.getHistory({ offset: pageParam, limit: PAGE })),
    initialPageParam: 0,
    // A page's total counts the entries up to its end: the next page starts there.
    getNextPageParam: (last) => (last.more ? last.total : undefined),
  });
  // What was asked while a read was on its way waits for it: a new read would cancel a page of
  // older entries the user asked for, and a page asked for during a new read would be dropped.
  const waiting = useRef({ readAgain: false, more: false });
  const { fetchNextPage } = history;
  const askWhenIdle = useCallback((what: 'readAgain' | 'more') => {
    waiting.current[what] = true;
    if (queryClient.isFetching({ queryKey: queryKeys.history }) > 0) return;
    if (waiting.current.readAgain) {
      waiting.current.readAgain = false;
      void queryClient.invalidateQueries({ queryKey: queryKeys.history });
    } else if (waiting.current.more) {
      waiting.current.more = false;
      void fetchNextPage();
    }
  }, [queryClient, fetchNextPage]);
  useEffect(() => {
    // Main says the file changed (a send from the CLI or another window); the window got the focus.
    const readAgain = () => askWhenIdle('readAgain');
    const off = subscribe('historyChanged', readAgain);
    window.addEventListener('focus', readAgain);
    // Each read that ends lets the next one waiting go.
    const unwatch = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.state.fetchStatus !== 'idle' || event.query.queryKey[0] !== queryKeys.history[0]) return;
      if (waiting.current.readAgain) askWhenIdle('readAgain');
      else if (waiting.current.more) askWhenIdle('more');
    });
    return () => {
      off();
      unwatch();
      window.removeEventListener('focus', readAgain);
    };
  }, [queryClient, askWhenIdle]);
  const pages = history.data?.pages ?? [];
  return {
    entries: pages.flatMap((page) => page.entries),
    total: pages.at(-1)?.total,
    hasMore: history.hasNextPage,
    loading: history.isFetching,
    error: history.error ? errorMessage(history.error) : undefined,
    refresh: () => void history.refetch(),
    more: () => askWhenIdle('more'),
  };
}
