// Switching the language: at once, everywhere on screen (the app's own words and the messages
// main sent before the switch), remembered for the next start; and German at the smallest
// window size, where long words must not be cut or run out of their boxes.
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateFile } from '../electron/files/validate-file';
import { format, formatText } from '../shared/messages/format';
import type { MessageKey } from '../shared/messages/catalogue';
import type { MessageValues } from '../shared/messages/text';
import { MIN_SIZE } from '../electron/app/window-placement';
import { checkScreen, dropFile, expect, SAMPLES, test } from '../test-support/fixtures';
import { writeLargeExport } from '../test-support/large-export';

const de = (key: MessageKey, values?: MessageValues) => format('de', key, values);
const en = (key: MessageKey, values?: MessageValues) => format('en', key, values);

async function chooseLanguage(app: Page, current: 'en' | 'de', option: string): Promise<void> {
  // The choice opens from the header's button that names the language shown ("Language: English").
  const choice = app.getByRole('combobox', { name: format(current, 'language.label') });
  if (!(await choice.isVisible())) await app.getByRole('banner').getByRole('button', { name: new RegExp(`^${format(current, 'language.label')}:`) }).click();
  await choice.selectOption({ label: option });
}

test('switching to German changes every text at once, messages from main included, and is remembered', async ({ app, harness }) => {
  const file = path.join(SAMPLES, 'with-errors.json');
  const { report } = await validateFile(file, { displayName: 'with-errors.json' });
  const first = report.findings.find((f) => f.code === 'article.active.type')!;

  await dropFile(app, file);
  const header = app.getByRole('banner');
  await expect(header.getByText(en('state.errorsToFix', { count: report.counts.error }))).toBeVisible();
  await expect(app.getByText(formatText('en', first.message))).toBeVisible();

  await chooseLanguage(app, 'en', 'Deutsch');
  // The window's own words, the finding messages the worker made before the switch, the side panel.
  await expect(header.getByText(de('state.errorsToFix', { count: report.counts.error }))).toBeVisible();
  await expect(app.getByRole('tab', { name: new RegExp(`^${de('tabs.findings')}`) })).toBeVisible();
  await expect(app.getByText(formatText('de', first.message))).toBeVisible();
  await expect(app.getByText(formatText('en', first.message))).toHaveCount(0);
  await expect(app.getByRole('complementary', { name: de('app.sidebar') }).getByText(de('send.blocked.errors', { count: report.counts.error }))).toBeVisible();
  await expect(app.locator('html')).toHaveAttribute('lang', 'de');
  await checkScreen(app, '60-switched-to-german');

  // Remembered by main in the settings, so the next start (here: a reload) is German too.
  expect(JSON.parse(await readFile(path.join(harness.dataDir, 'settings.json'), 'utf8'))).toMatchObject({ language: 'de' });
  await app.reload();
  await expect(header.getByText(de('state.errorsToFix', { count: report.counts.error }))).toBeVisible();

  // "As the system" follows the browser's (the OS's) language again: English here.
  await chooseLanguage(app, 'de', de('language.system', { language: 'English' }));
  await expect(header.getByText(en('state.errorsToFix', { count: report.counts.error }))).toBeVisible();
});

test.describe('German at the smallest window size', () => {
  test.use({ locale: 'de-DE', viewport: { width: MIN_SIZE.width, height: MIN_SIZE.height } });

  test('no button, tab, column header or side-panel text is cut or runs out of its box', async ({ app }) => {
    await checkScreen(app, '61-de-start-smallest');
    await dropFile(app, path.join(SAMPLES, 'with-errors.json'));
    await expect(app.getByRole('banner').getByText(de('tabs.findings'))).toHaveCount(0);
    await expect(app.getByRole('tab', { name: new RegExp(`^${de('tabs.findings')}`) })).toHaveAttribute('aria-selected', 'true');
    await expect(overflowing(app)).resolves.toEqual([]);
    await checkScreen(app, '62-de-findings-smallest');

    await app.getByRole('tab', { name: de('tabs.preview') }).click();
    await expect(app.getByRole('grid', { name: de('preview.tableLabel.article') })).toBeVisible();
    await expect(overflowing(app)).resolves.toEqual([]);
    await checkScreen(app, '63-de-preview-smallest');

    await app.getByRole('tab', { name: de('tabs.history') }).click();
    await expect(overflowing(app)).resolves.toEqual([]);
  });

  test('a large file: the progress and the first rows while it is checked fit too', async ({ app, harness }, testInfo) => {
    test.setTimeout(240_000);
    const file = await writeLargeExport(testInfo, 'woche-48-komplett.json', 1_000_000);
    harness.openFromOutside(file);
    await expect(app.getByRole('grid', { name: de('preview.tableLabel.article') }).getByText('A-0000001')).toBeVisible();
    await expect(app.getByText(de('preview.whileChecking'))).toBeVisible();
    await expect(app.getByText(/noch etwa/)).toBeVisible({ timeout: 30_000 });
    await expect(overflowing(app)).resolves.toEqual([]);
    await checkScreen(app, '64-de-checking-smallest');
    // Checked, a million rows still scroll inside the window (grown to its content, the list drew every row and froze).
    await expect(app.getByRole('banner').getByText(de('state.ready'))).toBeVisible({ timeout: 150_000 });
    await expect(app.getByRole('grid', { name: de('preview.tableLabel.article') }).getByText('A-0000001')).toBeVisible();
    await expect(overflowing(app)).resolves.toEqual([]);
  });
});

/**
 * Labels whose text does not fit their box: wider than it (cut by overflow or running out of
 * it), or shortened with an ellipsis. Data cells are not checked (they clip long values on
 * purpose, and show them whole on focus); labels, buttons, tabs and headers are.
 */
async function overflowing(app: Page): Promise<string[]> {
  // A string, run in the page: the e2e folder is type-checked with Node's library, which has no DOM.
  return app.evaluate<string[]>(`(() => {
    const selector = 'button, [role="tab"], th, [role="columnheader"], label, .stat dt, .state-pill, .section-title, .side p, .side summary, select';
    const cut = [...document.querySelectorAll(selector)]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.tagName.toLowerCase() + '.' + element.className + ': "' + (element.textContent || '').trim().slice(0, 60) + '" (' + element.scrollWidth + ' > ' + element.clientWidth + ')');
    // And no two of the header's and the tab bar's parts on top of each other.
    // Seen ones: not the app's name, left to screen readers (visually hidden) while a file is open.
    const parts = [...document.querySelectorAll('.app-title, .file-name-block, .stat, .state-block, .state-pill, .header-actions button, [role="tab"], .language-select')]
      .filter((element) => element.getClientRects().length > 0 && element.getBoundingClientRect().width > 1);
    const overlaps = [];
    parts.forEach((a, i) => parts.slice(i + 1).forEach((b) => {
      if (a.contains(b) || b.contains(a)) return;
      const r = a.getBoundingClientRect(), q = b.getBoundingClientRect();
      if (r.left < q.right - 1 && q.left < r.right - 1 && r.top < q.bottom - 1 && q.top < r.bottom - 1) overlaps.push('"' + a.textContent.trim().slice(0, 30) + '" overlaps "' + b.textContent.trim().slice(0, 30) + '"');
    }));
    return [...cut, ...overlaps];
  })()`);
}
