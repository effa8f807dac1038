// What sending the open file would change at the target, asked when the confirmation opens:
// compared with the digest of the last file that target accepted from this computer. Offline
// (no token), and read-only: asking twice costs a second comparison, nothing else. An answer
// about another file or target than the one now asked about is dropped, never shown.
import type { Text } from '../../shared/messages/text';
import { useCallback, useEffect, useState } from 'react';
import { call, errorMessage, type ChangesSeen } from '../api';

export interface ChangesQuery {
  documentId: string;
  baseUrl: string;
  /** The app ID as the send request gives it. */
  app: string;
}

export type ChangesState =
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
export function useChanges(query: ChangesQuery): ChangesControls {
  const [state, setState] = useState<ChangesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { documentId, baseUrl, app } = query;

  useEffect(() => {
    let current = true;
    // A new question (or retry) starts from loading. The rule is right that a query library
    // would hold this; this hook is not among those issue 12 moved onto the QueryClient yet.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ status: 'loading' });
    call((a) => a.getChanges({ documentId, baseUrl, app })).then(
      (seen) => {
        if (current) setState({ status: 'ready', seen });
      },
      (failure: unknown) => {
        if (current) setState({ status: 'failed', message: errorMessage(failure) });
      },
    );
    return () => {
      current = false;
    };
  }, [documentId, baseUrl, app, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
