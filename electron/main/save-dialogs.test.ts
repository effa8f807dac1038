// The system's save dialog as the desktop app shows it, on the main bundle against the electron
// double: attached to the window, proposing the new file beside the original (a report by name
// only), with the filter of what is written, a title where it asks for one of two files, and,
// on Linux, the system's own question before an existing file is replaced. And the report
// just saved, opened or shown in its folder by the system (shell), that file only.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SaveDialogOptions } from 'electron';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixableExport } from '../../test-support/fixable-export';
import { readTextTable } from '../../test-support/text-table';
import { startDesktop, type DesktopRun, removeTestFolder } from '../../test-support/electron-double/desktop-run';

let root = '';
let run: DesktopRun;
/** The user takes the proposed path (a bare name goes to the test's folder), unless a test types another. */
let typed: string | undefined;
const saveAs = (options: SaveDialogOptions) => typed ?? path.resolve(root, options.defaultPath ?? 'unnamed');

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ai-save-dialogs-'));
  // A system without a program for workbooks (a fresh Linux desktop without LibreOffice, say).
  run = await startDesktop({ root, saveAs, openPathAnswer: (file) => (file.endsWith('.xlsx') ? 'No application is registered as handling this file' : '') });
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

    // The copy is now open; the report and the set-aside are of the original (which then opens the sendable file).
    const again = await run.open(original);
    expect((await run.call('exportReport', { documentId: again.documentId, locale: 'en' })).ok).toBe(true);
    expect((await run.call('checkSetAside', { documentId: again.documentId })).ok).toBe(true);
    expect((await run.call('saveSetAside', { documentId: again.documentId, locale: 'en' })).ok).toBe(true);

    const shown = run.double.seen.saveDialogs;
    expect(shown.every((dialog) => dialog.modal)).toBe(true);
    expect(shown.map(({ options }) => [options.defaultPath, options.title, options.filters?.[0]?.extensions])).toEqual([
      [path.join(root, 'week.fixed.json'), undefined, ['json']],
      ['week.report.xlsx', undefined, ['xlsx']],
      [path.join(root, 'week.sendable.json'), 'Save the records that can be sent', ['json']],
      [path.join(root, 'week.rejected.json'), 'Save the records set aside (for the ERP team)', ['json']],
    ]);
    // The report's dialog offers the text table too.
    expect(shown[1]?.options.filters?.map((filter) => [filter.name, filter.extensions])).toEqual([
      ['Excel workbooks (report)', ['xlsx']], ['Text tables, tab-separated (report)', ['csv']],
    ]);
    for (const { options } of shown) expect(options.properties).toContain('showOverwriteConfirmation');
  });

  it('opens the report saved last, or shows it in its folder, with the system: only that file', async () => {
    const original = path.join(root, 'month.json');
    await writeFile(original, fixableExport());
    const { documentId } = await run.open(original);
    const saved = await run.call('exportReport', { documentId, locale: 'de', format: 'text' });
    expect(saved).toEqual({ ok: true, value: { saved: true, path: path.join(root, 'month.report.csv'), format: 'text' } });
    expect(run.double.seen.saveDialogs.at(-1)?.options.filters?.map((filter) => filter.extensions)).toEqual([['csv'], ['xlsx']]);

    const report = path.join(root, 'month.report.csv');
    expect(await run.call('openSavedReport', { path: report })).toEqual({ ok: true, value: { opened: true } });
    expect(await run.call('showSavedReport', { path: report })).toEqual({ ok: true, value: { shown: true } });
    expect(run.double.seen.openedPaths).toEqual([report]);
    expect(run.double.seen.shownInFolder).toEqual([report]);

    // Any other file (the export itself, say) is refused before the system is asked.
    const other = await run.call('openSavedReport', { path: original });
    expect(other).toMatchObject({ ok: false, error: { code: 'report.notSaved' } });
    expect(await run.call('showSavedReport', { path: original })).toMatchObject({ ok: false, error: { code: 'report.notSaved' } });
    expect(run.double.seen.openedPaths).toEqual([report]);
    expect(run.double.seen.shownInFolder).toEqual([report]);

    // The workbook saved next is the one now; the system's refusal is said in words.
    expect(await run.call('exportReport', { documentId, locale: 'en' })).toMatchObject({ ok: true, value: { format: 'xlsx' } });
    expect(await run.call('openSavedReport', { path: report })).toMatchObject({ ok: false, error: { code: 'report.notSaved' } });
    const refused = await run.call('openSavedReport', { path: path.join(root, 'month.report.xlsx') });
    expect(refused).toMatchObject({ ok: false, error: { code: 'report.openFailed', message: { key: 'shell.report.openFailed', values: { name: 'month.report.xlsx', reason: 'No application is registered as handling this file' } } } });
  });

  it('writes the report\'s time as the system\'s region does where it speaks the report\'s language', async () => {
    // The double's system is British (app.getSystemLocale(): en-GB).
    const original = path.join(root, 'region.json');
    await writeFile(original, fixableExport());
    const { documentId } = await run.open(original);
    const checkedAt = async (locale: 'en' | 'de') => {
      const saved = await run.call('exportReport', { documentId, locale, format: 'text' });
      if (!saved.ok || saved.value.path === undefined) throw new Error('the report was not saved');
      return readTextTable(await readFile(saved.value.path))[3]!;
    };
    expect(await checkedAt('en')).toEqual(['Checked at', expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}, /)]);
    // German on a British system: the German way, not the British one.
    expect(await checkedAt('de')).toEqual(['Geprüft am', expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}, /)]);
  });

  it('writes the form the typed name asks for, and never over the export itself', async () => {
    const original = path.join(root, 'day.json');
    await writeFile(original, fixableExport());
    const { documentId } = await run.open(original);
    try {
      // The workbook's filter, a name typed with .txt (GTK keeps the filter's kind): the text table.
      typed = path.join(root, 'day-report.txt');
      expect(await run.call('exportReport', { documentId, locale: 'en' })).toEqual({ ok: true, value: { saved: true, path: typed, format: 'text' } });
      expect([...(await readFile(typed)).subarray(0, 2)]).toEqual([0xff, 0xfe]);
      typed = original;
      expect(await run.call('exportReport', { documentId, locale: 'en' })).toMatchObject({ ok: false, error: { code: 'output.isOriginal' } });
      expect(await readFile(original, 'utf8')).toBe(fixableExport());
    } finally {
      typed = undefined;
    }
  });
});
