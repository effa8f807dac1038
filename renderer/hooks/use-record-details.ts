// One record, whole, asked of main when its details dialog opens, and again on `retry`. A
// document's records never change under its id, so a record opened again shows at once.
import type { Text } from '../../shared/messages/text';
import { useQuery } from '@tanstack/react-query';
import { call, errorMessage, type RecordDetails, type RecordKind } from '../api';
import { queryKeys } from '../query-keys';

export type RecordDetailsState =
  | { status: 'loading' }
  | { status: 'ready'; details: RecordDetails }
  | { status: 'failed'; message: Text };

export function useRecordDetails(documentId: string, kind: RecordKind, index: number): { state: RecordDetailsState; retry(): void } {
  const query = useQuery({
    queryKey: queryKeys.record(documentId, kind, index),
    queryFn: () => call((a) => a.getRecord({ documentId, kind, index })),
  });
  const state: RecordDetailsState = query.isPending
    ? { status: 'loading' }
    : query.isError
      ? { status: 'failed', message: errorMessage(query.error) }
      : { status: 'ready', details: query.data };
  return { state, retry: () => void query.refetch() };
}
