// @vitest-environment jsdom
// The History tab's list from the real main side: what is recorded, a send showing once the
// history is invalidated (as the app does after every send), older pages, and a failure.
import { act, waitFor } from '@testing-library/react';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliBinary } from '../../test-support/cli-process';
import { SAMPLES } from '../../test-support/paths';
import { API_GLOBAL } from '../../shared/ipc/names';
import { text } from '../../shared/messages/text';
import { changedBySend } from '../query-keys';
import { fakeConfiguratorPerFile, mainPerTest, renderWithQueries, sendValidSmall } from '../test-support/hooks-with-main';
import { useHistory } from './use-history';

const main = mainPerTest();
const fake = fakeConfiguratorPerFile();
const sendToFake = () => sendValidSmall(main(), fake(), '4711');

describe('useHistory', () => {
  it('loads, shows an empty history, and shows a send once the history is invalidated', async () => {
    const hook = renderWithQueries(() => useHistory());
    expect(hook.result.current.loading).toBe(true);
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(hook.result.current).toMatchObject({ entries: [], total: 0, hasMore: false });

    await sendToFake();
    for (const queryKey of changedBySend) void hook.queryClient.invalidateQueries({ queryKey });
    // The send is recorded as started, then as accepted: the list may show it on its way first.
    await waitFor(() => expect(hook.result.current.entries[0]).toMatchObject({ file: 'valid-small.json', verdict: 'accepted', appId: 4711 }));
    expect(hook.result.current.total).toBe(1);
  });

  it('shows a send the CLI recorded in the same data folder, told by main, without this window doing anything', async () => {
    const hook = renderWithQueries(() => useHistory());
    await waitFor(() => expect(hook.result.current).toMatchObject({ loading: false, total: 0 }));

    // Another process: the real binary, sending into the data folder this window reads.
    const cli = await runCliBinary(['send', path.join(SAMPLES, 'valid-small.json'), '--app', '4711', '--base-url', fake().url, '--yes'], {
      ARTICLE_IMPORTER_DATA_DIR: main().dataDir,
      ARTICLE_IMPORTER_TOKEN: fake().token,
    });
    expect(cli.code, cli.stderr).toBe(0);
    // The bound is for a loaded machine; the list shows the send as soon as main says the file changed.
    await waitFor(() => expect(hook.result.current.entries[0]).toMatchObject({ file: 'valid-small.json', verdict: 'accepted', appId: 4711 }), { timeout: 15_000 });
    expect(hook.result.current.total).toBe(1);
  }, 60_000);

  it('reads the history again when the window gets the focus', async () => {
    // Counts the window's questions for the history on the way to main.
    let asked = 0;
    const api = main().api;
    window[API_GLOBAL] = { ...api, getHistory: (request: Parameters<typeof api.getHistory>[0]) => (asked++, api.getHistory(request)) };
    const hook = renderWithQueries(() => useHistory());
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(asked).toBe(1);
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(asked).toBe(2));
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
  });

  it('lists 100 entries at a time, newest first; more() appends the older ones', async () => {
    const opened = await main().open(path.join(SAMPLES, 'valid-small.json'));
    // Without a token every send is refused, and every refusal is recorded.
    for (let i = 0; i < 101; i += 1) {
      await main().api.send({ documentId: opened.documentId, baseUrl: `${fake().url}/n${i}`, app: '4711', confirmedWarnings: 0 });
    }
    const hook = renderWithQueries(() => useHistory());
    // Main may also say the file changed (the sends above): the list reads it again once more.
    await waitFor(() => expect(hook.result.current).toMatchObject({ hasMore: true, loading: false, total: 100 }));
    expect(hook.result.current.entries[0]?.baseUrl).toBe(`${fake().url}/n100`);

    act(() => hook.result.current.more());
    await waitFor(() => expect(hook.result.current).toMatchObject({ hasMore: false, total: 101, loading: false }));
    expect(hook.result.current.entries).toHaveLength(101);
    expect(hook.result.current.entries[100]?.baseUrl).toBe(`${fake().url}/n0`);
  });

  it('says why the history cannot be read, and reads it again on refresh', async () => {
    // Something other than a file where the history goes.
    const historyFile = path.join(main().dataDir, 'history.jsonl');
    await mkdir(historyFile);
    const hook = renderWithQueries(() => useHistory());
    await waitFor(() => expect(hook.result.current.error).toEqual(text('shell.history.unreadable', { problem: text('historyProblem.notAFile') })));
    expect(hook.result.current).toMatchObject({ entries: [], loading: false });

    await rm(historyFile, { recursive: true });
    act(() => hook.result.current.refresh());
    await waitFor(() => expect(hook.result.current.total).toBe(0));
    expect(hook.result.current.error).toBeUndefined();
  });
});
