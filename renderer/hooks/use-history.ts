// The local history of sends and refusals, newest first, a page at a time. A send invalidates
// it (queryKeys.history), so the list shows the send without a manual refresh; so does a send
// recorded by the CLI or another window in the same data folder: main tells when the file
// changed (historyChanged), and the list is read again when the window gets the focus (where
// the folder cannot be watched, or an event was missed while the page was reloading).
import type { Text } from '../../shared/messages/text';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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
  useEffect(() => {
    const readAgain = () => void queryClient.invalidateQueries({ queryKey: queryKeys.history });
    const off = subscribe('historyChanged', readAgain);
    window.addEventListener('focus', readAgain);
    return () => {
      off();
      window.removeEventListener('focus', readAgain);
    };
  }, [queryClient]);
  const history = useInfiniteQuery({
    queryKey: queryKeys.history,
    queryFn: ({ pageParam }) => call((a) => a.getHistory({ offset: pageParam, limit: PAGE })),
    initialPageParam: 0,
    // A page's total counts the entries up to its end: the next page starts there.
    getNextPageParam: (last) => (last.more ? last.total : undefined),
  });
  const pages = history.data?.pages ?? [];
  return {
    entries: pages.flatMap((page) => page.entries),
    total: pages.at(-1)?.total,
    hasMore: history.hasNextPage,
    loading: history.isFetching,
    error: history.error ? errorMessage(history.error) : undefined,
    refresh: () => void history.refetch(),
    // While a page is on its way, asking again waits for it instead of asking twice.
    more: () => void history.fetchNextPage({ cancelRefetch: false }),
  };
}
