// Findings › Fix automatically…, main's side, through the contract's gate as the window calls
// it: the plan of a real export (nothing written), the copy where the save dialog said (beside
// the original proposed, the original itself refused), recorded for the history and opened and
// checked like any file, the original untouched; and Cancel, which leaves nothing behind.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../shared/ipc/contract';
import { FIXABLE_CERTAIN, fixableExport } from '../../test-support/fixable-export';
import { startInProcessApi, type InProcessApi } from '../../test-support/in-process-api';
import { readDerivations } from '../history/derivations';
import type { SaveProposal } from './file-tasks';

let folder = '';
let main: InProcessApi | undefined;
/** What the save dialog was asked to propose, and how the user answers it. */
let proposals: SaveProposal[] = [];
let answer: (proposal: SaveProposal) => string | undefined = (proposal) => proposal.defaultPath;

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'ai-fix-handlers-'));
  proposals = [];
  answer = (proposal) => proposal.defaultPath;
  main = await startInProcessApi({ chooseSaveFile: async (proposal) => (proposals.push(proposal), answer(proposal)) });
});
afterEach(async () => {
  await main?.dispose();
  await rm(folder, { recursive: true, force: true });
});

async function openWeek(content = fixableExport({ uncertain: true })) {
  const original = path.join(folder, 'week.json');
  await writeFile(original, content);
  const opened = await main!.open(original);
  return { original, documentId: opened.documentId, bytes: await readFile(original) };
}

describe('the fix plan', () => {
  it('shows each kind with its count and examples, the suggestion not applied by default, and writes nothing', async () => {
    const { documentId } = await openWeek();
    const answered = await main!.api.planFixes({ documentId });
    if (!answered.ok) throw new Error(answered.error.code);
    const { plan } = answered.value;
    expect(plan.readable).toBe(true);
    expect(Object.fromEntries(plan.kinds.map((kind) => [kind.kind, kind.count]))).toEqual({ ...FIXABLE_CERTAIN, 'currency.nearest': 1 });
    expect(plan.kinds.find((kind) => kind.kind === 'currency.nearest')).toMatchObject({ suggestion: true, applied: false });
    const amounts = plan.kinds.find((kind) => kind.kind === 'amount.text')!;
    expect(amounts.examples[0]).toMatchObject({ before: '"12,50"', after: '12.50', record: 'price', articleNumber: 'CH-1001', line: 9 });
    expect(await readdir(folder)).toEqual(['week.json']);
  });
});

describe('values held back', () => {
  it('crosses IPC in the plan with its reason, and the copy leaves them as written (no kind of 0 values counted or recorded)', async () => {
    const text = '{"articles":[{"articleNumber":" A1 ","name":"x"},{"articleNumber":"A1","name":"y"}],"prices":[{"articleNumber":"A1","currency":"EUR","amount":"12,50"}]}';
    const { documentId } = await openWeek(text);
    const answered = await main!.api.planFixes({ documentId });
    if (!answered.ok) throw new Error(answered.error.code);
    expect(answered.value.plan.kinds.find((kind) => kind.kind === 'code.whitespace')).toMatchObject({ count: 0, heldBack: [{ reason: 'duplicateArticle', count: 1 }] });
    const saved = await main!.api.saveFixedCopy({ documentId, kinds: ['amount.text', 'code.whitespace'] });
    if (!saved.ok || !saved.value.saved) throw new Error('not saved');
    expect(saved.value).toMatchObject({ fixes: 1, kinds: 1 });
    expect(await readFile(path.join(folder, 'week.fixed.json'), 'utf8')).toBe(text.replace('"12,50"', '12.50'));
    expect((await readDerivations(main!.dataDir)).get(saved.value.copy.sha256)?.fixes).toEqual({ 'amount.text': 1 });
  });
});

describe('the corrected copy', () => {
  it('is written where the dialog says (NAME.fixed.json beside the original proposed), with the chosen kinds, recorded and opened', async () => {
    const { original, documentId, bytes } = await openWeek(fixableExport());
    const progress: Array<EventPayload<'fileTaskProgress'>> = [];
    main!.api.onFileTaskProgress((event) => progress.push(event));
    const kinds = (Object.keys(FIXABLE_CERTAIN) as Array<keyof typeof FIXABLE_CERTAIN>).filter((kind) => kind !== 'date.german');
    const saved = await main!.api.saveFixedCopy({ documentId, kinds });
    if (!saved.ok) throw new Error(saved.error.code);
    if (!saved.value.saved) throw new Error('not saved');
    const copyPath = path.join(folder, 'week.fixed.json');
    expect(proposals).toEqual([{ defaultPath: copyPath, format: 'json' }]);
    expect(saved.value).toMatchObject({ original: { name: 'week.json' }, copy: { path: copyPath, name: 'week.fixed.json' }, fixes: 14 - FIXABLE_CERTAIN['date.german'], kinds: 5 });
    expect(saved.value.notRecorded).toBeUndefined();
    expect(progress.at(-1)).toMatchObject({ task: 'saveFixedCopy', unit: 'bytes', done: bytes.length, total: bytes.length });

    // The original is as it was; the copy is checked like any file: only the dates it left remain.
    expect(await readFile(original)).toEqual(bytes);
    const copy = await main!.whenOpened(saved.value.documentId);
    expect(copy).toMatchObject({ name: 'week.fixed.json', path: copyPath });
    expect(copy.report.byCode).toEqual({ 'price.validFrom.format': 1, 'price.validTo.format': 1 });
    expect(copy.report.sha256).toBe(saved.value.copy.sha256);
    // The history will name a send of it as a corrected copy of week.json.
    const recorded = (await readDerivations(main!.dataDir)).get(saved.value.copy.sha256);
    expect(recorded).toMatchObject({ original: { fileName: 'week.json', sha256: saved.value.original.sha256 }, copy: { fileName: 'week.fixed.json' } });
    expect(recorded?.fixes['date.german']).toBeUndefined();
  });

  it('writes nothing when the dialog is cancelled, and refuses the original itself', async () => {
    const { original, documentId, bytes } = await openWeek();
    answer = () => undefined;
    expect(await main!.api.saveFixedCopy({ documentId, kinds: ['amount.text'] })).toEqual({ ok: true, value: { saved: false } });
    answer = () => original;
    const refused = await main!.api.saveFixedCopy({ documentId, kinds: ['amount.text'] });
    expect(refused).toMatchObject({ ok: false, error: { code: 'output.isOriginal', message: { key: 'shell.output.isOriginal' } } });
    expect(await readFile(original)).toEqual(bytes);
    expect(await readdir(folder)).toEqual(['week.json']);
  });

  it('stops at Cancel and leaves no copy behind', async () => {
    // More than one chunk of the pass (4 MiB), so there is a point between chunks to stop at.
    const price = '{"articleNumber": "CH-1001", "currency": "EUR", "amount": "12,50"}';
    const big = `{"articles": [{"articleNumber": "CH-1001", "name": "Stuhl", "active": true}], "prices": [${Array(80_000).fill(price).join(',\n')}]}`;
    const { documentId } = await openWeek(big);
    const stop = main!.api.onFileTaskProgress(() => {
      stop();
      void main!.api.cancelFileTask();
    });
    const cancelled = await main!.api.saveFixedCopy({ documentId, kinds: ['amount.text'] });
    expect(cancelled).toMatchObject({ ok: false, error: { code: 'fileTask.cancelled' } });
    expect(await readdir(folder)).toEqual(['week.json']);
    // The next task may run.
    expect((await main!.api.planFixes({ documentId })).ok).toBe(true);
  });

  it('refuses a request that names kinds the contract does not know, before anything runs', async () => {
    const { documentId } = await openWeek();
    // A hostile or outdated window: the gate answers, the handler never sees it.
    const bad = await (main!.api.saveFixedCopy as (request: unknown) => Promise<unknown>)({ documentId, kinds: ['everything'] });
    expect(bad).toMatchObject({ ok: false, error: { code: 'ipc.badRequest' } });
    expect(proposals).toEqual([]);
  });
});
