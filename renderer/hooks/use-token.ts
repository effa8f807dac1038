// Whether a token is set for the chosen base URL, and where; saving, replacing and removing it.
// The token goes to main and is never asked back: the renderer only learns set / not set.
import type { Text } from '../../shared/messages/text';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { ApiError, call, errorMessage, type ImporterApi, type TokenStatus } from '../api';
import type { IpcResult } from '../../shared/ipc/api';
import { queryKeys } from '../query-keys';
import { useDebouncedValue } from './use-debounced-value';

type Outcome = 'saved' | 'savedSession' | 'removed';

export interface TokenControls {
  status?: TokenStatus;
  busy: boolean;
  error?: { code: string; message: Text };
  /** The last change that worked, for a short confirmation. */
  done?: Outcome;
  save(token: string): Promise<boolean>;
  useForSession(token: string): Promise<boolean>;
  remove(): Promise<void>;
  /** Asks again for the same address (e.g. after a send), keeping the last known status meanwhile. */
  refresh(): void;
}

interface TokenChange {
  baseUrl: string;
  outcome: Outcome;
  token: string;
}

const CHANGES: Record<Outcome, (a: ImporterApi, change: TokenChange) => Promise<IpcResult<TokenStatus>>> = {
  saved: (a, { baseUrl, token }) => a.setToken({ baseUrl, token }),
  savedSession: (a, { baseUrl, token }) => a.useTokenForSession({ baseUrl, token }),
  removed: (a, { baseUrl }) => a.removeToken({ baseUrl }),
};

export function useToken(baseUrl: string | undefined): TokenControls {
  const queryClient = useQueryClient();
  // Typing an address fires per keystroke; ask once the typing pauses. Until then the new
  // address has nothing known (Checking…).
  const asked = useDebouncedValue(baseUrl, 250);
  const status = useQuery({
    queryKey: queryKeys.tokenStatus(asked),
    queryFn: asked === undefined ? skipToken : () => call((a) => a.tokenStatus({ baseUrl: asked })),
    // The keychain is shared (the command-line tool, the OS's keychain manager): an address
    // chosen again is asked again, its last known status shown meanwhile.
    staleTime: 0,
  });
  const change = useMutation({
    // An answer about the address that was on its way before the change must not overwrite it.
    onMutate: (request) => queryClient.cancelQueries({ queryKey: queryKeys.tokenStatus(request.baseUrl) }),
    mutationFn: (request: TokenChange) => call((a) => CHANGES[request.outcome](a, request)),
    // The answer is the new status: no need to ask again. Stored under the address it was
    // made for, even if the user has moved on to another meanwhile.
    onSuccess: (value, request) => queryClient.setQueryData(queryKeys.tokenStatus(request.baseUrl), value),
    // A change can fail half-way (a removal drops the session copy, then the keychain fails):
    // ask what is stored now, so the status does not show a token that is gone.
    onError: (_failure, request) => queryClient.invalidateQueries({ queryKey: queryKeys.tokenStatus(request.baseUrl) }),
  });
  const { mutateAsync, reset } = change;
  // A new address starts from nothing known: the last change's confirmation or failure was
  // about the address before (and must not come back with it).
  useEffect(() => reset(), [baseUrl, reset]);

  const current = asked === baseUrl;
  // A change made for another address says nothing about this one.
  const mine = baseUrl !== undefined && change.variables?.baseUrl === baseUrl;
  const failure = (mine ? change.error : null) ?? (current ? status.error : null);

  const run = useCallback(
    (outcome: Outcome, token = '') =>
      // false: failed, and the failure is shown from the mutation's state.
      baseUrl === undefined ? Promise.resolve(false) : mutateAsync({ baseUrl, outcome, token }).then(() => true, () => false),
    [baseUrl, mutateAsync],
  );
  const save = useCallback((token: string) => run('saved', token), [run]);
  const useForSession = useCallback((token: string) => run('savedSession', token), [run]);
  const remove = useCallback(async () => void (await run('removed')), [run]);
  // The confirmation of the last change is over once the status is asked again (as after a send).
  const refresh = useCallback(() => {
    reset();
    void queryClient.invalidateQueries({ queryKey: queryKeys.tokenStatus(baseUrl) });
  }, [reset, queryClient, baseUrl]);

  return {
    status: current ? status.data : undefined,
    busy: change.isPending,
    error: failure ? toError(failure) : undefined,
    done: mine && change.isSuccess ? change.variables.outcome : undefined,
    save,
    useForSession,
    remove,
    refresh,
  };
}

function toError(failure: unknown): { code: string; message: Text } {
  return { code: failure instanceof ApiError ? failure.code : 'unknown', message: errorMessage(failure) };
}
