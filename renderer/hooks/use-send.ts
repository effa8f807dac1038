// One send: confirm → upload (progress, busy-server countdown, cancel) → result. A ref guards
// against a second request from a double click before React has re-rendered the button.
import type { Text } from '../../shared/messages/text';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { call, errorMessage, subscribe, type SendProgress, type SendResult, type SendRetry } from '../api';

interface SendRequest {
  documentId: string;
  baseUrl: string;
  app: string;
  confirmedWarnings: number;
  /** The number of articles the file leaves out, as the user typed it (when that guard asked). */
  confirmedLeftOut?: number;
  /** The number of price jumps the user confirmed (when that guard asked). */
  confirmedPriceJumps?: number;
  /** The numbers of blank fields and articles switched off the user confirmed (when drift asked). */
  confirmedDrift?: { blankFields: number; deactivated: number };
  /** The reason the file cannot be compared, as shown when the user confirmed sending it anyway. */
  confirmedNotComparable?: 'unreadable' | 'otherTarget' | 'missing' | 'stale';
  /** The target's label, recorded with the send. */
  label?: string | undefined;
  /** For the progress heading. */
  name: string;
}

type SendState =
  | { phase: 'idle' }
  | { phase: 'confirming' }
  | { phase: 'sending'; name: string; progress?: SendProgress; retry?: SendRetry; cancelling: boolean }
  | { phase: 'done'; result: SendResult }
  | { phase: 'crashed'; message: Text };

export interface SendControls {
  state: SendState;
  /** The last send's result and the document it sent: it outlives the result panel (the header's state says it). */
  last?: { documentId: string; result: SendResult };
  ask(): void;
  abandon(): void;
  confirm(request: SendRequest): void;
  cancel(): void;
  dismiss(): void;
}

export function useSend(onFinished: () => void): SendControls {
  const [state, setState] = useState<SendState>({ phase: 'idle' });
  const [last, setLast] = useState<{ documentId: string; result: SendResult }>();
  const inFlight = useRef(false);
  const finished = useRef(onFinished);
  // The latest callback for when a send ends, kept after each commit (not while rendering: a
  // render can be thrown away).
  useLayoutEffect(() => {
    finished.current = onFinished;
  });

  useEffect(() => {
    const offProgress = subscribe('sendProgress', (progress) =>
      setState((s) => (s.phase === 'sending' ? { ...s, progress, retry: undefined } : s)),
    );
    const offRetry = subscribe('sendRetry', (retry) =>
      setState((s) => (s.phase === 'sending' ? { ...s, retry: retry.secondsLeft > 0 ? retry : undefined } : s)),
    );
    return () => {
      offProgress();
      offRetry();
    };
  }, []);

  const ask = useCallback(() => {
    if (!inFlight.current) setState({ phase: 'confirming' });
  }, []);
  const abandon = useCallback(() => setState((s) => (s.phase === 'confirming' ? { phase: 'idle' } : s)), []);

  const confirm = useCallback((request: SendRequest) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ phase: 'sending', name: request.name, cancelling: false });
    const { name: _name, ...body } = request;
    call((a) => a.send(body)).then(
      (result) => {
        setState({ phase: 'done', result });
        setLast({ documentId: body.documentId, result });
      },
      (failure: unknown) => setState({ phase: 'crashed', message: errorMessage(failure) }),
    ).finally(() => {
      inFlight.current = false;
      finished.current();
    });
  }, []);

  const cancel = useCallback(() => {
    setState((s) => (s.phase === 'sending' ? { ...s, cancelling: true } : s));
    // The send's own answer (verdict `cancelled` or `unknown`) ends the state, not this call.
    call((a) => a.cancelSend()).catch(() => undefined);
  }, []);

  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, ...(last ? { last } : {}), ask, abandon, confirm, cancel, dismiss };
}
