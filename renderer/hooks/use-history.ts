// The local history of sends and refusals, newest first, a page at a time.
import type { Text } from '../../shared/messages/text';
import { useCallback, useEffect, useState } from 'react';
import { call, errorMessage, type HistoryEntry } from '../api';

const PAGE = 100;

export interface HistoryList {
  entries: HistoryEntry[];
  total?: number;
  loading: boolean;
  error?: Text;
  refresh(): void;
  more(): void;
}

/** `version` changes after each send, so the list shows it without a manual refresh. */
export function useHistory(version: number): HistoryList {
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  const [total, setTotal] = useState<number>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Text>();

  const load = useCallback((offset: number) => {
    setLoading(true);
    setError(undefined);
    call((a) => a.getHistory({ offset, limit: PAGE })).then(
      (page) => {
        setLoading(false);
        setTotal(page.total);
        setEntries((current) => (offset === 0 ? page.entries : [...current, ...page.entries]));
      },
      (failure: unknown) => {
        setLoading(false);
        setError(errorMessage(failure));
      },
    );
  }, []);

  useEffect(() => load(0), [load, version]);
  const refresh = useCallback(() => load(0), [load]);
  const more = useCallback(() => load(entries.length), [load, entries.length]);
  return { entries, total, loading, error, refresh, more };
}
