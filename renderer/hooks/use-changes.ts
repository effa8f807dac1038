// What sending the open file would change at the target, asked when the confirmation opens:
// compared with the digest of the last file that target accepted from this computer. Offline
// (no token), and read-only: asking twice costs a second comparison, nothing else. Keyed by
// document and target, so an answer about another file or target is never shown.
import type { Text } from '../../shared/messages/text';
import { useQuery } from '@tanstack/react-query';
import { call, errorMessage, type ChangesSeen } from '../api';
import { queryKeys } from '../query-keys';

export interface ChangesQuery {
  documentId: string;
  baseUrl: string;
  /** The app ID as the send request gives it. */
  app: string;
}

type ChangesState =
  | { status: 'loading' }
  | { status: 'ready'; seen: ChangesSeen }
  /** The question itself failed (not a damaged digest: that is `unreadable`, an answer). */
  | { status: 'failed'; message: Text };

export interface ChangesControls {
  state: ChangesState;
  /** Asks again after a failure. */
  retry(): void;
}

/** Asks once per mount (the confirmation mounts this each time it opens) and again on `retry`. */
export function useChanges({ documentId, baseUrl, app }: ChangesQuery): ChangesControls {
  const changes = useQuery({
    queryKey: queryKeys.changes(documentId, baseUrl, app),
    queryFn: () => call((a) => a.getChanges({ documentId, baseUrl, app })),
    // Dropped once the confirmation closes: what the target last accepted changes with each
    // send (this window's or the command-line tool's), and Send is guarded by this answer, so
    // an opening never starts from an earlier one.
    gcTime: 0,
  });
  // A retry shows the question as under way again, not the failure it replaces.
  const state: ChangesState = changes.isSuccess
    ? { status: 'ready', seen: changes.data }
    : changes.isError && !changes.isFetching
      ? { status: 'failed', message: errorMessage(changes.error) }
      : { status: 'loading' };
  return { state, retry: () => void changes.refetch() };
}
