// Whether a token is set for the chosen base URL, and where; saving, replacing and removing it.
// The token goes to main and is never asked back: the renderer only learns set / not set.
import type { Text } from '../../shared/messages/text';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, call, errorMessage, type TokenStatus } from '../api';

export interface TokenControls {
  status?: TokenStatus;
  checking: boolean;
  busy: boolean;
  error?: { code: string; message: Text };
  /** The last change that worked, for a short confirmation. */
  done?: 'saved' | 'savedSession' | 'removed';
  save(token: string): Promise<boolean>;
  useForSession(token: string): Promise<boolean>;
  remove(): Promise<void>;
  /** Asks again for the same address (e.g. after a send), keeping the last known status meanwhile. */
  refresh(): void;
}

export function useToken(baseUrl: string | undefined): TokenControls {
  const [status, setStatus] = useState<TokenStatus>();
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ code: string; message: Text }>();
  const [done, setDone] = useState<TokenControls['done']>();
  const current = useRef(baseUrl);
  current.current = baseUrl;

  // A new address starts from nothing known; asking again about the same one keeps what was
  // known until the answer comes, so Send does not flicker to disabled after every send.
  const check = useCallback((keepStatus: boolean) => {
    if (!keepStatus) setStatus(undefined);
    setError(undefined);
    setDone(undefined);
    if (!baseUrl) return;
    setChecking(true);
    // Typing an address fires this per keystroke; wait until the typing pauses.
    const timer = setTimeout(() => {
      call((a) => a.tokenStatus({ baseUrl })).then(
        (value) => {
          if (current.current !== baseUrl) return;
          setChecking(false);
          setStatus(value);
        },
        (failure: unknown) => {
          if (current.current !== baseUrl) return;
          setChecking(false);
          setError(toError(failure));
        },
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [baseUrl]);

  useEffect(() => check(false), [check]);
  const refresh = useCallback(() => void check(true), [check]);

  const change = useCallback(
    async (run: () => Promise<TokenStatus>, outcome: NonNullable<TokenControls['done']>): Promise<boolean> => {
      if (!baseUrl) return false;
      setBusy(true);
      setError(undefined);
      setDone(undefined);
      try {
        const value = await run();
        if (current.current === baseUrl) {
          setStatus(value);
          setDone(outcome);
        }
        return true;
      } catch (failure) {
        if (current.current === baseUrl) setError(toError(failure));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [baseUrl],
  );

  const save = useCallback(
    (token: string) => change(() => call((a) => a.setToken({ baseUrl: baseUrl ?? '', token })), 'saved'),
    [change, baseUrl],
  );
  const useForSession = useCallback(
    (token: string) => change(() => call((a) => a.useTokenForSession({ baseUrl: baseUrl ?? '', token })), 'savedSession'),
    [change, baseUrl],
  );
  const remove = useCallback(async () => {
    await change(() => call((a) => a.removeToken({ baseUrl: baseUrl ?? '' })), 'removed');
  }, [change, baseUrl]);

  return { status, checking, busy, error, done, save, useForSession, remove, refresh };
}

function toError(failure: unknown): { code: string; message: Text } {
  return { code: failure instanceof ApiError ? failure.code : 'unknown', message: errorMessage(failure) };
}
