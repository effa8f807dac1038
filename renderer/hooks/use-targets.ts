// The target: the configurator's base URL (typed, or one of the saved ones) and the app ID
// (typed, or an editor address pasted whole). Both are checked as they are typed with the same
// pure rules main applies when sending, so what the UI says is what main will do.
import type { Text } from '../../shared/messages/text';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { parseAppId, type AppIdResult } from '../../shared/targets/app-id';
import { parseBaseUrl, type BaseUrlResult } from '../../shared/targets/base-url';
import { call, errorMessage, type RecentTarget, type SavedBaseUrl } from '../api';
import { queryKeys } from '../query-keys';

export interface Targets {
  saved: SavedBaseUrl[];
  recent: RecentTarget[];
  baseUrlInput: string;
  setBaseUrlInput(value: string): void;
  baseUrl: BaseUrlResult;
  appInput: string;
  setAppInput(value: string): void;
  app: AppIdResult;
  save(label: string): Promise<void>;
  remove(url: string): Promise<void>;
  pickRecent(target: RecentTarget): void;
  error?: Text;
}

/** A change to the saved addresses; main answers with the new list. */
type SavedChange = { save: { url: string; label?: string } } | { remove: string };

export function useTargets(): Targets {
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: queryKeys.baseUrls, queryFn: () => call((a) => a.listBaseUrls()) });
  // Only a convenience: when it cannot be read, there is simply no recent list.
  const recent = useQuery({ queryKey: queryKeys.recentTargets, queryFn: () => call((a) => a.listRecentTargets()) });
  const change = useMutation({
    mutationFn: (request: SavedChange) =>
      call((a) => ('save' in request ? a.saveBaseUrl(request.save) : a.removeBaseUrl({ url: request.remove }))),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.baseUrls, list),
  });
  const { mutateAsync } = change;

  // Undefined until the user types or the lists have answered.
  const [baseUrlInput, setBaseUrlInput] = useState<string>();
  const [appInput, setAppInput] = useState('');
  // Start with the default saved address, else the one sent to last: most weeks it is the same.
  // Once, and only if the user has not started typing meanwhile. Set while rendering, React's
  // way to adjust state to what just arrived (no effect, no render with the field empty).
  if (baseUrlInput === undefined && saved.isSuccess && !recent.isPending) {
    const { baseUrls } = saved.data;
    setBaseUrlInput((baseUrls.find((entry) => entry.isDefault) ?? baseUrls[0])?.url ?? recent.data?.targets[0]?.baseUrl ?? '');
  }

  const typed = baseUrlInput ?? '';
  const baseUrl = useMemo(() => parseBaseUrl(typed), [typed]);
  const app = useMemo(() => parseAppId(appInput), [appInput]);

  const save = useCallback(
    async (label: string) => {
      if (!baseUrl.ok) return;
      const trimmed = label.trim();
      await mutateAsync({ save: { url: baseUrl.baseUrl, ...(trimmed ? { label: trimmed } : {}) } }).then(
        () => setBaseUrlInput(baseUrl.baseUrl),
        // Shown from the mutation's state (error below).
        () => undefined,
      );
    },
    [baseUrl, mutateAsync],
  );
  const remove = useCallback((url: string) => mutateAsync({ remove: url }).then(() => undefined, () => undefined), [mutateAsync]);

  const pickRecent = useCallback((target: RecentTarget) => {
    setBaseUrlInput(target.baseUrl);
    setAppInput(String(target.appId));
  }, []);

  // The last change's failure, else why the saved addresses could not be read.
  const failure = change.error ?? saved.error;
  return {
    saved: saved.data?.baseUrls ?? [],
    recent: recent.data?.targets ?? [],
    baseUrlInput: typed,
    setBaseUrlInput,
    baseUrl,
    appInput,
    setAppInput,
    app,
    save,
    remove,
    pickRecent,
    error: failure ? errorMessage(failure) : undefined,
  };
}
