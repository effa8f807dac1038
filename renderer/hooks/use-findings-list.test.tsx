// @vitest-environment jsdom
// The findings of one code as the Findings tab lists them, from the real main side: asked only
// once the group is opened, a page at a time, and quiet about a document a newer one replaced.
import { waitFor, act } from '@testing-library/react';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { text } from '../../shared/messages/text';
import { SAMPLES } from '../../test-support/paths';
import type { FindingGroup, WindowDocument } from '../api';
import { mainPerTest, renderWithQueries } from '../test-support/hooks-with-main';
import { useFindingsList } from './use-findings-list';

const main = mainPerTest();

/** 150 articles, none with a name: one code with more findings than a page holds. */
async function openManyFindings(): Promise<{ document: WindowDocument; group: FindingGroup }> {
  const file = path.join(main().dataDir, 'no-names.json');
  const articles = Array.from({ length: 150 }, (_, i) => ({ articleNumber: `A-${i + 1}`, active: true }));
  await writeFile(file, JSON.stringify({ articles }));
  const opened = await main().open(file);
  const group = opened.report.groups.find((g) => g.listed > 100);
  if (!group) throw new Error(`no code with more than a page of findings: ${JSON.stringify(opened.report.groups)}`);
  return { document: opened, group };
}

describe('useFindingsList', () => {
  it('asks nothing while the group is closed; opened, it lists the first page, and more() appends the next', async () => {
    const { document, group } = await openManyFindings();
    const hook = renderWithQueries((open: boolean) => useFindingsList(document.documentId, group.code, open), false);
    expect(hook.result.current).toMatchObject({ items: [], loading: false });
    expect(hook.result.current.total).toBeUndefined();

    hook.rerender(true);
    expect(hook.result.current.loading).toBe(true);
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(hook.result.current.items).toHaveLength(100);
    expect(hook.result.current.total).toBe(group.listed);

    act(() => hook.result.current.more());
    await waitFor(() => expect(hook.result.current.items).toHaveLength(group.listed));
    expect(hook.result.current.loading).toBe(false);
    expect(hook.result.current.error).toBeUndefined();
    // Closed and opened again: the pages stay, nothing is asked again.
    hook.rerender(false);
    hook.rerender(true);
    expect(hook.result.current).toMatchObject({ loading: false, items: { length: group.listed } });
  });

  it('says nothing about a document a newer one replaced (the new one is on its way)', async () => {
    const { document, group } = await openManyFindings();
    await main().open(path.join(SAMPLES, 'valid-small.json'));
    const hook = renderWithQueries(() => useFindingsList(document.documentId, group.code, true));
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(hook.result.current.error).toBeUndefined();
    expect(hook.result.current.items).toEqual([]);
  });

  it('shows main’s message when the findings cannot be read', async () => {
    const { document, group } = await openManyFindings();
    await main().api.closeDocument();
    const hook = renderWithQueries(() => useFindingsList(document.documentId, group.code, true));
    await waitFor(() => expect(hook.result.current.error).toEqual(text('shell.document.none')));
    expect(hook.result.current.loading).toBe(false);
  });
});
