// The rules the open file is checked with: the target the window will send to is told to main
// (which checks the open file again when its rules differ), and the Rules view of that target or
// of the default, with what can be done there: a code's level set with a reason, import,
// export, reset. Each change answers with the scope's view and the check it started, if any.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { text, type Text } from '../../shared/messages/text';
import type { FindingCode, RuleLevel } from '../../shared/report/finding-codes';
import { call, errorMessage, type ChannelResponse } from '../api';
import { queryKeys } from '../query-keys';

export type RulesView = ChannelResponse<'getRules'>;
/** A target as typed (main parses it as a send does); null: the default. */
export type RulesTarget = { baseUrl: string; app: string } | null;
type RulesScope = 'target' | 'default';

/** What the last action in the Rules view came to (said under its buttons). */
export type RulesNotice =
  | { kind: 'done'; message: Text }
  | { kind: 'failed'; message: Text }
  | { kind: 'unusable'; file: string; problems: { place: string; message: Text }[] };

export interface RulesControls {
  /** The target the window has chosen (null: none yet); its rules check the open file. */
  target: RulesTarget;
  /** Whose rules the view shows: the chosen target's, or the default's. */
  scope: RulesScope;
  setScope(scope: RulesScope): void;
  view: RulesView | undefined;
  /** The chosen target's rules (the send panel says when they cannot be used). */
  targetView: RulesView | undefined;
  loadError?: Text;
  busy: boolean;
  notice?: RulesNotice;
  dismissNotice(): void;
  /** Sets a code's level in the shown scope (or the chosen target's: `scope`); resolves once kept, rejects with main's failure. */
  setLevel(change: { code: FindingCode; level: RuleLevel; reason: string; scope?: RulesScope }): Promise<void>;
  importRuleset(): void;
  exportRuleset(): void;
  reset(): void;
  /** Reads the rules again (the Rules view does each time it is shown: another copy of the app may have changed them). */
  refresh(): void;
}

export function useRules(target: RulesTarget): RulesControls {
  const queryClient = useQueryClient();
  const [chosenScope, setScope] = useState<RulesScope>('target');
  const scope: RulesScope = target === null ? 'default' : chosenScope;
  const shownTarget = scope === 'default' ? null : target;
  const [notice, setNotice] = useState<RulesNotice>();

  // Main checks every file with the chosen target's rules; a change of target may check the
  // open one again (its events say so: `rechecked`).
  useEffect(() => {
    call((a) => a.chooseRulesTarget({ target })).catch(() => undefined);
  }, [target]);

  const targetQuery = useQuery({ queryKey: queryKeys.rules(target), queryFn: () => call((a) => a.getRules({ target })) });
  const shownQuery = useQuery({ queryKey: queryKeys.rules(shownTarget), queryFn: () => call((a) => a.getRules({ target: shownTarget })) });

  /** After a change: the scope's new view, every other scope read again (a target may follow the default). */
  const changed = useCallback((view: RulesView, forTarget: RulesTarget) => {
    queryClient.setQueryData(queryKeys.rules(forTarget), view);
    const kept = JSON.stringify(queryKeys.rules(forTarget));
    void queryClient.invalidateQueries({ queryKey: queryKeys.allRules, predicate: (query) => JSON.stringify(query.queryKey) !== kept });
  }, [queryClient]);

  const action = useMutation({
    mutationFn: async (run: () => Promise<RulesNotice | undefined>) => run(),
    onSuccess: (said) => setNotice(said),
    onError: (failure) => setNotice({ kind: 'failed', message: errorMessage(failure) }),
  });
  const { mutate } = action;

  const setLevel = useCallback(async ({ code, level, reason, scope: asked }: { code: FindingCode; level: RuleLevel; reason: string; scope?: RulesScope }) => {
    const forTarget = (asked ?? scope) === 'default' ? null : target;
    const answer = await call((a) => a.setRuleLevel({ target: forTarget, code, level, reason }));
    changed(answer.view, forTarget);
    setNotice({ kind: 'done', message: text('rules.changed', { code, level: text(`rules.level.${level}`) }) });
  }, [scope, target, changed]);

  const importRuleset = useCallback(() => mutate(async () => {
    const answer = await call((a) => a.importRuleset({ target: shownTarget }));
    if (answer.status === 'canceled') return undefined;
    if (answer.status === 'unusable') return { kind: 'unusable', file: answer.file, problems: answer.problems };
    changed(answer.view, shownTarget);
    const name = answer.view.status === 'ready' ? answer.view.ruleset.name : answer.view.file;
    return { kind: 'done', message: text('rules.imported', { name }) };
  }), [mutate, shownTarget, changed]);

  const exportRuleset = useCallback(() => mutate(async () => {
    const answer = await call((a) => a.exportRuleset({ target: shownTarget }));
    return answer.saved && answer.path !== undefined ? { kind: 'done', message: text('rules.exported', { path: answer.path }) } : undefined;
  }), [mutate, shownTarget]);

  const reset = useCallback(() => mutate(async () => {
    const answer = await call((a) => a.resetRuleset({ target: shownTarget }));
    changed(answer.view, shownTarget);
    return { kind: 'done', message: text('rules.resetDone', { scope: shownTarget === null ? 'default' : 'target' }) };
  }), [mutate, shownTarget, changed]);

  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.allRules }), [queryClient]);

  const failure = shownQuery.error ?? targetQuery.error;
  return {
    target,
    scope,
    setScope,
    view: shownQuery.data,
    targetView: targetQuery.data,
    ...(failure ? { loadError: errorMessage(failure) } : {}),
    busy: action.isPending,
    ...(notice ? { notice } : {}),
    dismissNotice: useCallback(() => setNotice(undefined), []),
    setLevel,
    importRuleset,
    exportRuleset,
    reset,
    refresh,
  };
}
