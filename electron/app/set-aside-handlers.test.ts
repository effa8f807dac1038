// Set aside the records with errors…, main's side, through the contract's gate: the counts
// first (nothing written), then both files where the dialogs say (beside the original
// proposed), the sendable one opened and checked with no errors, the original untouched; and
// the files where nothing can be set aside, which say why.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startInProcessApi, type InProcessApi } from '../../test-support/in-process-api';
import { fixableExport } from '../../test-support/fixable-export';
import { samplePath } from '../../test-support/reference-files';
import type { SaveProposal } from './file-tasks';

let folder = '';
let main: InProcessApi | undefined;
let proposals: SaveProposal[] = [];
let answer: (proposal: SaveProposal) => string | undefined = (proposal) => proposal.defaultPath;

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'ai-set-aside-handlers-'));
  proposals = [];
  answer = (proposal) => proposal.defaultPath;
  main = await startInProcessApi({ chooseSaveFile: async (proposal) => (proposals.push(proposal), answer(proposal)) });
});
afterEach(async () => {
  await main?.dispose();
  await rm(folder, { recursive: true, force: true });
});

async function open(name: string, content: string | Buffer) {
  const original = path.join(folder, name);
  await writeFile(original, content);
  const opened = await main!.open(original);
  return { original, documentId: opened.documentId };
}

describe('setting aside the records with errors', () => {
  it('counts first, then writes both files where the dialogs say and opens the sendable one, which has no errors', async () => {
    // Two of its three articles have errors (with their prices); the third stays, its one bad price goes alone.
    const bytes = Buffer.from(fixableExport());
    const { original, documentId } = await open('week.json', bytes);

    const refused = await main!.api.saveSetAside({ documentId, locale: 'en' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'setAside.notChecked' } });
    const checked = await main!.api.checkSetAside({ documentId });
    if (!checked.ok || checked.value.state !== 'ready') throw new Error(JSON.stringify(checked));
    const { article, price } = checked.value;
    expect({ article, price }).toEqual({ article: { sendable: 1, setAside: 2 }, price: { sendable: 0, setAside: 3 } });
    expect(await readdir(folder)).toEqual(['week.json']);

    const saved = await main!.api.saveSetAside({ documentId, locale: 'de' });
    if (!saved.ok || !saved.value.saved) throw new Error(JSON.stringify(saved));
    const sendablePath = path.join(folder, 'week.sendable.json');
    const rejectedPath = path.join(folder, 'week.rejected.json');
    expect(proposals).toEqual([
      { defaultPath: sendablePath, format: 'json', title: 'shell.setAside.chooseSendable' },
      { defaultPath: rejectedPath, format: 'json', title: 'shell.setAside.chooseRejected' },
    ]);
    expect(saved.value.sendable).toMatchObject({ path: sendablePath, name: 'week.sendable.json', articles: article.sendable, prices: price.sendable });
    expect(saved.value.rejected).toMatchObject({ path: rejectedPath, name: 'week.rejected.json', articles: article.setAside, prices: price.setAside });
    expect(await readFile(original)).toEqual(bytes);

    const sendable = await main!.whenOpened(saved.value.documentId!);
    expect(sendable).toMatchObject({ name: 'week.sendable.json', report: { counts: { error: 0 }, articles: article.sendable, prices: price.sendable } });
    // The rejected file is for people, in the language asked for.
    const rejected = JSON.parse(await readFile(rejectedPath, 'utf8')) as { about: string; articles: unknown[] };
    expect(rejected.about).toMatch(/week\.json/);
    expect(rejected.articles).toHaveLength(article.setAside);
  });

  it('writes nothing when a dialog is cancelled, and refuses the original as either file', async () => {
    const { original, documentId } = await open('week.json', await readFile(samplePath('with-errors.json')));
    expect((await main!.api.checkSetAside({ documentId })).ok).toBe(true);
    answer = (proposal) => (proposal.title === 'shell.setAside.chooseRejected' ? undefined : proposal.defaultPath);
    expect(await main!.api.saveSetAside({ documentId, locale: 'en' })).toEqual({ ok: true, value: { saved: false } });
    answer = (proposal) => (proposal.title === 'shell.setAside.chooseRejected' ? original : proposal.defaultPath);
    expect(await main!.api.saveSetAside({ documentId, locale: 'en' })).toMatchObject({ ok: false, error: { code: 'output.isOriginal' } });
    expect(await readdir(folder)).toEqual(['week.json']);
  });

  it('says why a file that cannot be read, or is wrong as a whole, cannot be set aside', async () => {
    const broken = await open('broken.json', '{"articles": [{"articleNumber": "A-1", "name": "Monitorarm 27" breit"}]}');
    expect(await main!.api.checkSetAside({ documentId: broken.documentId })).toEqual({ ok: true, value: { state: 'unreadable' } });
    const whole = await open('whole.json', '{"articles": {"articleNumber": "A-1"}, "prices": []}');
    const answered = await main!.api.checkSetAside({ documentId: whole.documentId });
    expect(answered).toMatchObject({ ok: true, value: { state: 'documentErrors' } });
    expect(answered.ok && answered.value.state === 'documentErrors' && answered.value.errors).toBeGreaterThan(0);
    expect(await main!.api.saveSetAside({ documentId: whole.documentId, locale: 'en' })).toMatchObject({ ok: false, error: { code: 'setAside.notChecked' } });
    expect(proposals).toEqual([]);
  });
});
