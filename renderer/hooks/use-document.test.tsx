// @vitest-environment jsdom
// The open file as the window holds it, from the real main side: main's events alone say how
// each validation ends (the open channels answer only that one started), whoever started it.
import { act, waitFor } from '@testing-library/react';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLES } from '../../test-support/paths';
import { mainPerTest, renderWithQueries } from '../test-support/hooks-with-main';
import { useDocument } from './use-document';

const main = mainPerTest();
const small = path.join(SAMPLES, 'valid-small.json');

/** Long enough to check that a cancel lands while it runs. */
async function bigFile(): Promise<string> {
  const file = path.join(main().dataDir, 'big.json');
  const articles = Array.from({ length: 200_000 }, (_, i) => ({ articleNumber: `A-${i}`, name: `Article ${i}` }));
  await writeFile(file, JSON.stringify({ articles }));
  return file;
}

const openName = (hook: { result: { current: ReturnType<typeof useDocument> } }) =>
  hook.result.current.state.status === 'open' ? hook.result.current.state.document.name : undefined;

describe('useDocument', () => {
  it('opens a file chosen here: waiting without a name until main names it, then open; a reload opens it again', async () => {
    await main().open(small); // on the recent list now
    await main().api.closeDocument();
    const hook = renderWithQueries(() => useDocument());
    act(() => hook.result.current.openRecent(small));
    expect(hook.result.current.state).toEqual({ status: 'opening' });
    await waitFor(() => expect(openName(hook)).toBe('valid-small.json'));
    const first = hook.result.current.state.status === 'open' ? hook.result.current.state.document.documentId : '';

    act(() => hook.result.current.reload());
    await waitFor(() => {
      const { state } = hook.result.current;
      expect(state.status === 'open' && state.document.documentId !== first).toBe(true);
    });
    expect(hook.result.current.error).toBeUndefined();
  });

  it('shows a file opened from outside the page as one opened here', async () => {
    const hook = renderWithQueries(() => useDocument());
    await main().api.rendererReady();
    main().app.openFromOutside(small);
    await waitFor(() => expect(openName(hook)).toBe('valid-small.json'));
  });

  it('ends the wait and says why when nothing could start', async () => {
    const hook = renderWithQueries(() => useDocument());
    act(() => hook.result.current.openRecent('/etc/passwd'));
    await waitFor(() => expect(hook.result.current.error).toMatchObject({ key: 'shell.document.notRecent' }));
    expect(hook.result.current.state).toEqual({ status: 'empty' });
  });

  it('a second open replaces the first; a cancelled check leaves the open file open and names it', async () => {
    const big = await bigFile();
    await main().open(big);
    await main().open(small);
    const hook = renderWithQueries(() => useDocument());
    await waitFor(() => expect(openName(hook)).toBe('valid-small.json'));

    // The first open is replaced by the second before it ends: the second one is shown.
    act(() => hook.result.current.openRecent(big));
    act(() => hook.result.current.openRecent(small));
    await waitFor(() => expect(hook.result.current.state).toMatchObject({ status: 'open', document: { name: 'valid-small.json' } }));
    expect(hook.result.current.error).toBeUndefined();

    // Cancelled while its check runs. On a busy machine the check may end first (then the big
    // file is simply open): the small one is opened again and the cancel tried once more.
    for (let attempt = 1; ; attempt++) {
      act(() => hook.result.current.openRecent(big));
      await waitFor(() => expect(hook.result.current.state).toMatchObject({ status: 'opening', name: 'big.json' }));
      act(() => hook.result.current.cancel());
      await waitFor(() => expect(hook.result.current.cancelled !== undefined || openName(hook) === 'big.json').toBe(true));
      if (hook.result.current.cancelled !== undefined || attempt === 5) break;
      act(() => hook.result.current.openRecent(small));
      await waitFor(() => expect(openName(hook)).toBe('valid-small.json'));
    }
    expect(hook.result.current.cancelled).toEqual({ name: 'big.json', kept: 'valid-small.json' });
    expect(hook.result.current.state).toMatchObject({ status: 'open', document: { name: 'valid-small.json' } });
    expect(hook.result.current.error).toBeUndefined();
  });
});
