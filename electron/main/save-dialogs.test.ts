// The system's save dialog as the desktop app shows it, on the main bundle against the electron
// double: attached to the window, proposing the new file beside the original (a report by name
// only), with the filter of what is written, a title where it asks for one of two files, and,
// on Linux, the system's own question before an existing file is replaced.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SaveDialogOptions } from 'electron';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixableExport } from '../../test-support/fixable-export';
import { startDesktop, type DesktopRun, removeTestFolder } from '../../test-support/electron-double/desktop-run';

let root = '';
let run: DesktopRun;
/** The user takes the proposed path (a bare name goes to the test's folder). */
const saveAs = (options: SaveDialogOptions) => path.resolve(root, options.defaultPath ?? 'unnamed');

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ai-save-dialogs-'));
  run = await startDesktop({ root, saveAs });
  await run.loaded();
});
afterAll(async () => {
  run.double.app.exit(0);
  await removeTestFolder(root);
});

describe('the save dialogs', () => {
  it('propose the corrected copy and the set-aside files beside the original, and the report by name', async () => {
    const original = path.join(root, 'week.json');
    await writeFile(original, fixableExport());
    const { documentId } = await run.open(original);

    const copy = await run.call('saveFixedCopy', { documentId, kinds: ['amount.text'] });
    expect(copy).toMatchObject({ ok: true, value: { saved: true, copy: { path: path.join(root, 'week.fixed.json') } } });
    expect(await readFile(path.join(root, 'week.fixed.json'), 'utf8')).toContain('12.50');

    // The copy is now open; the set-aside and the report are of the original.
    const again = await run.open(original);
    expect((await run.call('checkSetAside', { documentId: again.documentId })).ok).toBe(true);
    expect((await run.call('saveSetAside', { documentId: again.documentId, locale: 'en' })).ok).toBe(true);
    expect((await run.call('exportReport', { documentId: again.documentId, locale: 'en' })).ok).toBe(true);

    const shown = run.double.seen.saveDialogs;
    expect(shown.every((dialog) => dialog.modal)).toBe(true);
    expect(shown.map(({ options }) => [options.defaultPath, options.title, options.filters?.[0]?.extensions])).toEqual([
      [path.join(root, 'week.fixed.json'), undefined, ['json']],
      [path.join(root, 'week.sendable.json'), 'Save the records that can be sent', ['json']],
      [path.join(root, 'week.rejected.json'), 'Save the records set aside (for the ERP team)', ['json']],
      ['week-report.csv', undefined, ['csv']],
    ]);
    for (const { options } of shown) expect(options.properties).toContain('showOverwriteConfirmation');
  });
});
