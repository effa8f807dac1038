// The findings of one code, fetched from main a page at a time when the group is opened
// (a file where every record has the same fault lists up to the per-code cap, not more).
import type { Text } from '../../shared/messages/text';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { FindingCode } from '../../shared/report/finding-codes';
import { call, errorMessage, type Finding } from '../api';
import { queryKeys } from '../query-keys';
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
  const list = useInfiniteQuery({
    // A document's findings never change under its id (a reload is a new document), so the
    // pages stay as loaded while the group is closed and opened again.
    queryKey: queryKeys.findings(documentId, code),
    queryFn: ({ pageParam }) => call((a) => a.getFindings({ documentId, code, offset: pageParam, limit: PAGE })),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.items.length < last.total ? last.offset + last.items.length : undefined),
    enabled,
  });
  const pages = list.data?.pages ?? [];
  // A stale document means a newer file is on its way; nothing to tell the user.
  const failure = list.error && !isStale(list.error) ? list.error : undefined;
  return {
    items: pages.flatMap((page) => page.items),
    total: pages.at(-1)?.total,
    loading: list.isFetching,
    error: failure ? errorMessage(failure) : undefined,
    // While a page is on its way, asking again waits for it instead of asking twice.
    more: () => void list.fetchNextPage({ cancelRefetch: false }),
  };
}
