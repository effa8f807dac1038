// The findings of one code, fetched from main a page at a time when the group is opened
// (a file where every record has the same fault lists up to the per-code cap, not more).
import type { Text } from '../../shared/messages/text';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FindingCode } from '../../shared/report/finding-codes';
import { call, errorMessage, type Finding } from '../api';
import { isStale } from './use-document';

const PAGE = 100;

export interface FindingsList {
  items: Finding[];
  total?: number;
  loading: boolean;
  error?: Text;
  more(): void;
}

export function useFindingsList(documentId: string, code: FindingCode, enabled: boolean): FindingsList {
  const [items, setItems] = useState<Finding[]>([]);
  const [total, setTotal] = useState<number>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Text>();
  const busy = useRef(false);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const load = useCallback(
    (offset: number) => {
      if (busy.current) return;
      busy.current = true;
      setLoading(true);
      setError(undefined);
      call((a) => a.getFindings({ documentId, code, offset, limit: PAGE })).then(
        (page) => {
          busy.current = false;
          if (!alive.current) return;
          setLoading(false);
          setTotal(page.total);
          setItems((current) => (offset === 0 ? page.items : [...current, ...page.items]));
        },
        (failure: unknown) => {
          busy.current = false;
          if (!alive.current) return;
          setLoading(false);
          if (!isStale(failure)) setError(errorMessage(failure));
        },
      );
    },
    [documentId, code],
  );

  useEffect(() => {
    if (enabled && total === undefined) load(0);
  }, [enabled, total, load]);

  const more = useCallback(() => load(items.length), [load, items.length]);
  return { items, total, loading, error, more };
}
