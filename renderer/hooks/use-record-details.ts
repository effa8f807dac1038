// One record, whole, asked of main when its details dialog opens (the dialog mounts this for
// one record and is mounted again for another), and again on `retry`.
import type { Text } from '../../shared/messages/text';
import { useCallback, useEffect, useState } from 'react';
import { call, errorMessage, type RecordDetails, type RecordKind } from '../api';

export type RecordDetailsState =
  | { status: 'loading' }
  | { status: 'ready'; details: RecordDetails }
  | { status: 'failed'; message: Text };

export function useRecordDetails(documentId: string, kind: RecordKind, index: number): { state: RecordDetailsState; retry(): void } {
  const [state, setState] = useState<RecordDetailsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    call((a) => a.getRecord({ documentId, kind, index })).then(
      (details) => {
        if (current) setState({ status: 'ready', details });
      },
      (failure: unknown) => {
        if (current) setState({ status: 'failed', message: errorMessage(failure) });
      },
    );
    return () => {
      current = false;
    };
  }, [documentId, kind, index, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
