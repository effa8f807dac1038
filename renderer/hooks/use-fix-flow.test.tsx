// @vitest-environment jsdom
// Fix automatically… from the window's side, against the real main side: the plan arrives with
// the certain kinds ticked and the suggestion not, a kind can be unticked, and the save writes
// the copy of exactly the ticked kinds beside the original, then tells the window what it wrote.
import { act, waitFor } from '@testing-library/react';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIXABLE_CERTAIN, fixableExport } from '../../test-support/fixable-export';
import { mainPerTest, renderWithQueries } from '../test-support/hooks-with-main';
import { useFixFlow, type SavedFixedCopy } from './use-fix-flow';

// The save dialog answered as a user who takes the proposed name.
const main = mainPerTest({ chooseSaveFile: async ({ defaultPath }) => defaultPath });
let folder = '';
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'ai-fix-flow-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('useFixFlow', () => {
  it('shows the plan with the certain kinds ticked, saves the ticked ones and tells what it wrote', async () => {
    const original = path.join(folder, 'week.json');
    await writeFile(original, fixableExport({ uncertain: true }));
    const opened = await main().open(original);
    const saved: SavedFixedCopy[] = [];
    const hook = renderWithQueries(() => useFixFlow((answer) => saved.push(answer)));

    act(() => hook.result.current.start(opened));
    expect(hook.result.current.state.step).toBe('planning');
    await waitFor(() => expect(hook.result.current.state.step).toBe('planned'));
    const planned = hook.result.current.state;
    if (planned.step !== 'planned') throw new Error('no plan');
    expect([...planned.chosen].sort()).toEqual(Object.keys(FIXABLE_CERTAIN).sort());
    expect(planned.plan.kinds.map((kind) => kind.kind)).toContain('currency.nearest');

    act(() => hook.result.current.toggle('date.german'));
    act(() => hook.result.current.toggle('currency.nearest'));
    act(() => hook.result.current.save());
    expect(hook.result.current.state.step).toBe('saving');
    await waitFor(() => expect(hook.result.current.state.step).toBe('closed'));
    expect(saved).toHaveLength(1);
    const expected = Object.values(FIXABLE_CERTAIN).reduce((sum, n) => sum + n, 0) - FIXABLE_CERTAIN['date.german'] + 1;
    expect(saved[0]).toMatchObject({ original: { name: 'week.json' }, copy: { name: 'week.fixed.json' }, fixes: expected, kinds: 6 });
    const copy = await readFile(path.join(folder, 'week.fixed.json'), 'utf8');
    expect(copy).toContain('"01.01.2026"');
    expect(copy).not.toContain('"EUT"');
  });

  it('plans nothing for a file without a fix, and Close writes nothing', async () => {
    const original = path.join(folder, 'fine.json');
    await writeFile(original, '{"articles": [{"articleNumber": "A-1", "name": "Stuhl", "active": true}], "prices": []}');
    const opened = await main().open(original);
    const hook = renderWithQueries(() => useFixFlow(() => undefined));
    act(() => hook.result.current.start(opened));
    await waitFor(() => expect(hook.result.current.state).toMatchObject({ step: 'planned', plan: { readable: true, kinds: [] } }));
    act(() => hook.result.current.cancel());
    expect(hook.result.current.state.step).toBe('closed');
  });
});
