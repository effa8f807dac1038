// @vitest-environment jsdom
// The Target section's addresses from the real main side: saving one (and starting with it the
// next time), removing it, the recent targets after a send, and a settings file that fails.
import { act, waitFor } from '@testing-library/react';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { text } from '../../shared/messages/text';
import { changedBySend } from '../query-keys';
import { fakeConfiguratorPerFile, mainPerTest, renderWithQueries, sendValidSmall } from '../test-support/hooks-with-main';
import { useTargets } from './use-targets';

const main = mainPerTest();
const fake = fakeConfiguratorPerFile();

describe('useTargets', () => {
  it('saves the typed address under a name, starts with it next time, and removes it', async () => {
    const first = renderWithQueries(() => useTargets());
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    expect(first.result.current).toMatchObject({ saved: [], recent: [], baseUrlInput: '' });

    act(() => first.result.current.setBaseUrlInput(` ${fake().url}/ `));
    await act(async () => first.result.current.save(' Test system '));
    await waitFor(() => expect(first.result.current.saved).toMatchObject([{ url: fake().url, label: 'Test system' }]));
    // The field shows the address as main keeps it.
    expect(first.result.current.baseUrlInput).toBe(fake().url);
    first.unmount();

    const next = renderWithQueries(() => useTargets());
    await waitFor(() => expect(next.result.current.baseUrlInput).toBe(fake().url));
    await act(async () => next.result.current.remove(fake().url));
    await waitFor(() => expect(next.result.current.saved).toEqual([]));
    expect(next.result.current.error).toBeUndefined();
  });

  it('lists a target sent to once the recent targets are invalidated (as after every send)', async () => {
    const hook = renderWithQueries(() => useTargets());
    await waitFor(() => expect(hook.queryClient.isFetching()).toBe(0));
    await sendValidSmall(main(), fake(), fake().editorUrl(4711));

    for (const queryKey of changedBySend) void hook.queryClient.invalidateQueries({ queryKey });
    await waitFor(() => expect(hook.result.current.recent).toMatchObject([{ baseUrl: fake().url, appId: 4711 }]));
    act(() => hook.result.current.pickRecent(hook.result.current.recent[0]!));
    expect(hook.result.current).toMatchObject({ baseUrlInput: fake().url, appInput: '4711', app: { ok: true, appId: 4711 } });
  });

  it('starts with the target it had last, with its name, and names the recent target by it once it accepted a file', async () => {
    const first = renderWithQueries(() => useTargets());
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    act(() => {
      first.result.current.setBaseUrlInput(fake().url);
      first.result.current.setAppInput('4711');
      first.result.current.setLabelInput(' Staging 4711 ');
    });
    expect(first.result.current.label).toBe('Staging 4711');
    await waitFor(async () => expect(await main().api.getLastTarget()).toEqual({ ok: true, value: { target: { baseUrl: fake().url, appId: 4711, label: 'Staging 4711' } } }));
    await sendValidSmall(main(), fake(), '4711');
    first.unmount();

    const next = renderWithQueries(() => useTargets());
    await waitFor(() => expect(next.result.current).toMatchObject({ baseUrlInput: fake().url, appInput: '4711', labelInput: 'Staging 4711', label: 'Staging 4711' }));
    expect(next.result.current.recent).toMatchObject([{ baseUrl: fake().url, appId: 4711, label: 'Staging 4711' }]);
  });

  it('fills both fields from an editor address pasted whole, and says so until a field is changed', async () => {
    const hook = renderWithQueries(() => useTargets());
    await waitFor(() => expect(hook.queryClient.isFetching()).toBe(0));
    let taken = false;
    act(() => void (taken = hook.result.current.pasteEditorAddress(` ${fake().editorUrl(4711)} `)));
    expect(taken).toBe(true);
    expect(hook.result.current).toMatchObject({ baseUrlInput: fake().url, appInput: '4711', filled: { baseUrl: fake().url, appId: 4711 } });
    // The name stays with its target: the same target pasted again keeps it, another one does not take it over.
    act(() => hook.result.current.setLabelInput('Staging 4711'));
    act(() => void hook.result.current.pasteEditorAddress(fake().editorUrl(4711)));
    expect(hook.result.current.labelInput).toBe('Staging 4711');
    act(() => void hook.result.current.pasteEditorAddress(fake().editorUrl(4712)));
    expect(hook.result.current).toMatchObject({ appInput: '4712', labelInput: '' });
    act(() => hook.result.current.setAppInput('4713'));
    expect(hook.result.current.filled).toBeUndefined();
    // Anything else is pasted as usual.
    act(() => void (taken = hook.result.current.pasteEditorAddress('4711')));
    expect(taken).toBe(false);
  });

  it('says why an address cannot be saved when the settings cannot be read', async () => {
    // Something other than a file where the settings go: none saved (the window's notice says
    // why), and saving one says it too, instead of an internal error.
    await mkdir(path.join(main().dataDir, 'settings.json'));
    const hook = renderWithQueries(() => useTargets());
    await waitFor(() => expect(hook.queryClient.isFetching()).toBe(0));
    expect(hook.result.current).toMatchObject({ saved: [], error: undefined });
    act(() => hook.result.current.setBaseUrlInput(fake().url));
    await act(async () => hook.result.current.save(''));
    await waitFor(() => expect(hook.result.current.error).toEqual(text('shell.settings.unreadable', { problem: text('dataFileProblem.folder') })));
  });
});
