// The target: the configurator's base URL (typed, or one of the saved ones) and the app ID
// (typed, or an editor address pasted whole). Both are checked as they are typed with the same
// pure rules main applies when sending, so what the UI says is what main will do.
import type { Text } from '../../shared/messages/text';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { parseAppId, type AppIdResult } from '../../shared/targets/app-id';
import { parseBaseUrl, type BaseUrlResult } from '../../shared/targets/base-url';
import { call, errorMessage, type RecentTarget, type SavedBaseUrl } from '../api';

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
  /** Reloads the recent targets (after a send). */
  refreshRecent(): void;
  error?: Text;
  clearError(): void;
}

export function useTargets(): Targets {
  const [saved, setSaved] = useState<SavedBaseUrl[]>([]);
  const [recent, setRecent] = useState<RecentTarget[]>([]);
  const [baseUrlInput, setBaseUrlInput] = useState('');
  const [appInput, setAppInput] = useState('');
  const [error, setError] = useState<Text>();

  const refreshRecent = useCallback(() => {
    call((a) => a.listRecentTargets()).then(({ targets }) => setRecent(targets), () => undefined);
  }, []);

  useEffect(() => {
    // Start with the default saved address, else the one sent to last: most weeks it is the same.
    Promise.all([call((a) => a.listBaseUrls()), call((a) => a.listRecentTargets()).catch(() => ({ targets: [] }))]).then(
      ([{ baseUrls }, { targets }]) => {
        setSaved(baseUrls);
        setRecent(targets);
        const initial = (baseUrls.find((entry) => entry.isDefault) ?? baseUrls[0])?.url ?? targets[0]?.baseUrl;
        // Only fill the field if the user has not started typing meanwhile.
        if (initial) setBaseUrlInput((current) => (current === '' ? initial : current));
      },
      (failure: unknown) => setError(errorMessage(failure)),
    );
  }, []);

  const baseUrl = useMemo(() => parseBaseUrl(baseUrlInput), [baseUrlInput]);
  const app = useMemo(() => parseAppId(appInput), [appInput]);

  const save = useCallback(
    async (label: string) => {
      if (!baseUrl.ok) return;
      setError(undefined);
      try {
        const trimmed = label.trim();
        const { baseUrls } = await call((a) => a.saveBaseUrl({ url: baseUrl.baseUrl, ...(trimmed ? { label: trimmed } : {}) }));
        setSaved(baseUrls);
        setBaseUrlInput(baseUrl.baseUrl);
      } catch (failure) {
        setError(errorMessage(failure));
      }
    },
    [baseUrl],
  );

  const remove = useCallback(async (url: string) => {
    setError(undefined);
    try {
      const { baseUrls } = await call((a) => a.removeBaseUrl({ url }));
      setSaved(baseUrls);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }, []);

  const pickRecent = useCallback((target: RecentTarget) => {
    setBaseUrlInput(target.baseUrl);
    setAppInput(String(target.appId));
  }, []);

  const clearError = useCallback(() => setError(undefined), []);

  return { saved, recent, baseUrlInput, setBaseUrlInput, baseUrl, appInput, setAppInput, app, save, remove, pickRecent, refreshRecent, error, clearError };
}
