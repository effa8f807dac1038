// @vitest-environment jsdom
// The Rules view from the window's side, against the real main side: the chosen target's rules
// check the open file, a code set to a warning with a reason shows in the view and the file is
// checked again with it (told as events, `rechecked`), the default's view beside the target's,
// export, an import that cannot be used said with its problems, and reset.
import { act, waitFor } from '@testing-library/react';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { text } from '../../shared/messages/text';
import { SAMPLES } from '../../test-support/paths';
import type { EventPayload } from '../../shared/ipc/contract';
import { fakeConfiguratorPerFile, mainPerTest, renderWithQueries } from '../test-support/hooks-with-main';
import { useRules, type RulesTarget } from './use-rules';

let folder = '';
let openAnswer: string | undefined;
let saveAnswer: string | undefined;
const main = mainPerTest({ chooseRulesetFile: async () => openAnswer, chooseSaveFile: async () => saveAnswer });
const fake = fakeConfiguratorPerFile();
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'ai-use-rules-'));
  openAnswer = undefined;
  saveAnswer = undefined;
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The next documentOpened main tells the window. */
function nextOpened(): Promise<EventPayload<'documentOpened'>> {
  return new Promise((resolve) => {
    const off = main().api.onDocumentOpened((document) => {
      off();
      resolve(document);
    });
  });
}

describe('useRules', () => {
  it('tells main the target, whose rules then check the file; treat as warning shows in the view and checks the file again', async () => {
    const target: RulesTarget = { baseUrl: fake().url, app: '4711' };
    const hook = renderWithQueries(() => useRules(target));
    await waitFor(() => expect(hook.result.current.targetView).toMatchObject({ status: 'ready', source: 'builtIn', scope: { kind: 'target', appId: 4711 } }));
    const opened = await main().open(path.join(SAMPLES, 'name-missing.json'));
    expect(opened.report.counts.error).toBe(1);

    const again = nextOpened();
    await act(() => hook.result.current.setLevel({ code: 'article.name.missing', level: 'warning', reason: 'Names come from the PIM' }));
    const view = hook.result.current.view;
    if (view?.status !== 'ready') throw new Error('no view');
    expect(view.source).toBe('target');
    expect(view.rules.find((rule) => rule.code === 'article.name.missing')).toMatchObject({ level: 'warning', origin: 'ruleset', reason: 'Names come from the PIM' });
    expect(hook.result.current.notice).toEqual({ kind: 'done', message: text('rules.changed', { code: 'article.name.missing', level: text('rules.level.warning') }) });
    const rechecked = await again;
    expect(rechecked).toMatchObject({ path: opened.path, rechecked: true, rules: view.ruleset, report: { counts: { error: 0, warning: 1 } } });

    // The default is another scope: it still has the built-in rules.
    act(() => hook.result.current.setScope('default'));
    await waitFor(() => expect(hook.result.current.view).toMatchObject({ status: 'ready', scope: { kind: 'default' }, source: 'builtIn' }));
    expect(hook.result.current.targetView).toMatchObject({ source: 'target' });
  });

  it('exports the shown ruleset, says when an import cannot be used, and resets', async () => {
    const target: RulesTarget = { baseUrl: fake().url, app: '4711' };
    const hook = renderWithQueries(() => useRules(target));
    await act(() => hook.result.current.setLevel({ code: 'price.amount.zero', level: 'info', reason: 'Free samples' }));

    saveAnswer = path.join(folder, 'acme.rules.json');
    act(() => hook.result.current.exportRuleset());
    await waitFor(() => expect(hook.result.current.notice).toEqual({ kind: 'done', message: text('rules.exported', { path: saveAnswer! }) }));
    expect(JSON.parse(await readFile(saveAnswer, 'utf8'))).toMatchObject({ reasons: { 'price.amount.zero': 'Free samples' } });

    openAnswer = path.join(folder, 'broken.json');
    await writeFile(openAnswer, '{"version": 2}');
    act(() => hook.result.current.importRuleset());
    await waitFor(() => expect(hook.result.current.notice).toMatchObject({ kind: 'unusable', file: 'broken.json', problems: [{ place: 'broken.json:1:13 /version' }] }));

    act(() => hook.result.current.reset());
    await waitFor(() => expect(hook.result.current.view).toMatchObject({ status: 'ready', source: 'builtIn' }));
    expect(hook.result.current.notice).toEqual({ kind: 'done', message: text('rules.resetDone', { scope: 'target' }) });
  });

  it('rejects a change main refuses, with main\'s words', async () => {
    const hook = renderWithQueries(() => useRules({ baseUrl: fake().url, app: '4711' }));
    await expect(hook.result.current.setLevel({ code: 'json.depth', level: 'warning', reason: 'x' })).rejects.toMatchObject({ code: 'rules.protected', text: text('shell.rules.protected', { code: 'json.depth' }) });
  });
});
