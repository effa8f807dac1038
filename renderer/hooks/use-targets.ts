// The target: the configurator's base URL (typed, or one of the saved ones), the configurator
// ID (typed, or an editor address pasted whole) and the target's name (optional). Both parts
// are checked as they are typed with the same pure rules main applies when sending, so what
// the UI says is what main will do. The window starts with the target it had last, and keeps
// each valid target (with its name) in main for the next start.
import type { Text } from '../../shared/messages/text';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parseAppId, type AppIdResult } from '../../shared/targets/app-id';
import { parseBaseUrl, type BaseUrlResult } from '../../shared/targets/base-url';
import { splitEditorAddress, type SplitEditorAddress } from '../../shared/targets/editor-address';
import { call, errorMessage, type RecentTarget, type SavedBaseUrl } from '../api';
import { queryKeys } from '../query-keys';
import { useDebouncedValue } from './use-debounced-value';

export interface Targets {
  saved: SavedBaseUrl[];
  /** Targets that accepted a file, newest first, with their names. */
  recent: RecentTarget[];
  baseUrlInput: string;
  setBaseUrlInput(value: string): void;
  baseUrl: BaseUrlResult;
  appInput: string;
  setAppInput(value: string): void;
  app: AppIdResult;
  /** The target's name as typed ("Staging 4711"). */
  labelInput: string;
  setLabelInput(value: string): void;
  /** The target's name, trimmed; undefined when none is given. */
  label?: string;
  /**
   * Fills both fields when the text is an editor address (true); otherwise does nothing
   * (false), and the text goes where it was pasted.
   */
  pasteEditorAddress(text: string): boolean;
  /** What the last pasted editor address filled in, until a field is changed by hand. */
  filled?: SplitEditorAddress;
  save(label: string): Promise<void>;
  remove(url: string): Promise<void>;
  pickRecent(target: RecentTarget): void;
  error?: Text;
}

/** A change to the saved addresses; main answers with the new list. */
type SavedChange = { save: { url: string; label?: string } } | { remove: string };

/** How long the target must stay the same before it is kept for the next start (not every keystroke is written). */
const TARGET_KEPT_AFTER_MS = 400;

export function useTargets(): Targets {
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: queryKeys.baseUrls, queryFn: () => call((a) => a.listBaseUrls()) });
  // Only conveniences: when they cannot be read, there is simply no recent list or last target.
  const recent = useQuery({ queryKey: queryKeys.recentTargets, queryFn: () => call((a) => a.listRecentTargets()) });
  const last = useQuery({ queryKey: queryKeys.lastTarget, queryFn: () => call((a) => a.getLastTarget()) });
  const change = useMutation({
    mutationFn: (request: SavedChange) =>
      call((a) => ('save' in request ? a.saveBaseUrl(request.save) : a.removeBaseUrl({ url: request.remove }))),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.baseUrls, list),
  });
  const { mutateAsync } = change;

  // Undefined until the user types or the lists have answered.
  const [baseUrlInput, setBaseUrl] = useState<string>();
  const [appInput, setApp] = useState('');
  const [labelInput, setLabel] = useState('');
  const [filled, setFilled] = useState<SplitEditorAddress>();
  // Start with the target the window had last; without one, the default saved address, else
  // the one that last accepted a file. Once, and only if the user has not started typing
  // meanwhile. Set while rendering, React's way to adjust state to what just arrived (no
  // effect, no render with the fields empty).
  if (baseUrlInput === undefined && saved.isSuccess && !recent.isPending && !last.isPending) {
    const restored = last.data?.target;
    if (restored) {
      setBaseUrl(restored.baseUrl);
      setApp(String(restored.appId));
      setLabel(restored.label ?? '');
    } else {
      const { baseUrls } = saved.data;
      setBaseUrl((baseUrls.find((entry) => entry.isDefault) ?? baseUrls[0])?.url ?? recent.data?.targets[0]?.baseUrl ?? '');
    }
  }

  const typed = baseUrlInput ?? '';
  const baseUrl = useMemo(() => parseBaseUrl(typed), [typed]);
  const app = useMemo(() => parseAppId(appInput), [appInput]);
  const label = labelInput.trim() || undefined;

  useKeptAsLast(baseUrlInput !== undefined && baseUrl.ok && app.ok ? { baseUrl: baseUrl.baseUrl, appId: app.appId, label } : undefined, last.data?.target ?? undefined);

  // A field changed by hand: what a paste filled in is no longer what the fields say.
  const setBaseUrlInput = useCallback((value: string) => {
    setBaseUrl(value);
    setFilled(undefined);
  }, []);
  const setAppInput = useCallback((value: string) => {
    setApp(value);
    setFilled(undefined);
  }, []);

  // The name goes with the target: a pasted target keeps the one it has (the panel's, or the
  // recent list's), and another one does not take over the name of the target it replaces.
  const recentTargets = recent.data?.targets;
  const shownBaseUrl = baseUrl.ok ? baseUrl.baseUrl : undefined;
  const shownAppId = app.ok ? app.appId : undefined;
  const pasteEditorAddress = useCallback((pasted: string) => {
    const split = splitEditorAddress(pasted);
    if (split === undefined) return false;
    const same = (other: { baseUrl: string; appId: number }) => other.baseUrl === split.baseUrl && other.appId === split.appId;
    if (shownBaseUrl !== split.baseUrl || shownAppId !== split.appId) setLabel(recentTargets?.find(same)?.label ?? '');
    setBaseUrl(split.baseUrl);
    setApp(String(split.appId));
    setFilled(split);
    return true;
  }, [shownBaseUrl, shownAppId, recentTargets]);

  const save = useCallback(
    async (name: string) => {
      if (!baseUrl.ok) return;
      const trimmed = name.trim();
      await mutateAsync({ save: { url: baseUrl.baseUrl, ...(trimmed ? { label: trimmed } : {}) } }).then(
        () => setBaseUrl(baseUrl.baseUrl),
        // Shown from the mutation's state (error below).
        () => undefined,
      );
    },
    [baseUrl, mutateAsync],
  );
  const remove = useCallback((url: string) => mutateAsync({ remove: url }).then(() => undefined, () => undefined), [mutateAsync]);

  const pickRecent = useCallback((target: RecentTarget) => {
    setBaseUrl(target.baseUrl);
    setApp(String(target.appId));
    setLabel(target.label ?? '');
    setFilled(undefined);
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
    labelInput,
    setLabelInput: setLabel,
    ...(label === undefined ? {} : { label }),
    pasteEditorAddress,
    ...(filled === undefined ? {} : { filled }),
    save,
    remove,
    pickRecent,
    error: failure ? errorMessage(failure) : undefined,
  };
}

interface KeptTarget {
  baseUrl: string;
  appId: number;
  label?: string | undefined;
}

/**
 * Keeps the target in main once it has stayed the same a moment, unless main has it already
 * (the one the window started with). A failure is not shown: the settings notice says why
 * nothing is saved, and the target still works for this session.
 */
function useKeptAsLast(target: KeptTarget | undefined, startedWith: KeptTarget | undefined): void {
  const queryClient = useQueryClient();
  const settled = useDebouncedValue(target === undefined ? undefined : keyOf(target), TARGET_KEPT_AFTER_MS);
  const startedKey = startedWith === undefined ? undefined : keyOf(startedWith);
  const kept = useRef<string>(undefined);
  useEffect(() => {
    kept.current ??= startedKey;
    if (settled === undefined || settled === kept.current) return;
    kept.current = settled;
    const [baseUrl, appId, label] = JSON.parse(settled) as [string, number, string];
    void call((a) => a.setLastTarget({ baseUrl, appId, ...(label === '' ? {} : { label }) })).then(
      (answer) => queryClient.setQueryData(queryKeys.lastTarget, answer),
      () => undefined,
    );
  }, [settled, startedKey, queryClient]);
}

function keyOf(target: KeptTarget): string {
  return JSON.stringify([target.baseUrl, target.appId, target.label ?? '']);
}
