// Settings a newer version of the app wrote: the window says they are read-only until the app
// is updated (in the window's language), uses what it understands of them (the saved
// configurator), and a change the user makes (the language) is not written over them.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format } from '../shared/messages/format';
import { expect, expectAccessible, test } from '../test-support/fixtures';
import { ui, useTestLocale } from '../test-support/ui-text';

const NEWER = `${JSON.stringify({ version: 2, baseUrls: [{ url: 'https://cfg.example', label: 'Live' }], defaultBaseUrl: 'https://cfg.example', theme: 'dark' }, null, 4)}\n`;

test('settings from a newer version: a notice, the saved configurator in use, and the file left as it is', async ({ page, harness, locale }) => {
  useTestLocale(locale);
  const file = path.join(harness.dataDir, 'settings.json');
  await mkdir(harness.dataDir, { recursive: true });
  await writeFile(file, NEWER);
  const before = await stat(file);

  await page.goto(harness.url);
  const notice = page.getByRole('status').filter({ hasText: ui('shell.settings.readOnly', { found: 2, known: 1 }) });
  await expect(notice).toBeVisible();
  await expect(page.getByText('https://cfg.example').first()).toBeVisible();
  await expectAccessible(page, 'settings read-only notice');

  // The language changes in the window at once; main refuses to save it over the newer file.
  await page.getByRole('banner').getByRole('button', { name: new RegExp(`^${ui('language.label')}:`) }).click();
  await page.getByRole('combobox', { name: ui('language.label') }).selectOption({ label: 'Deutsch' });
  await expect(page.getByRole('status').filter({ hasText: format('de', 'shell.settings.readOnly', { found: 2, known: 1 }) })).toBeVisible();
  await page.getByRole('combobox', { name: format('de', 'language.label') }).selectOption({ label: 'English' });
  await expect(notice).toBeVisible();
  expect(await readFile(file, 'utf8')).toBe(NEWER);
  expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);

  // The language's choice (a popover under the header's button) closes with Escape.
  await page.keyboard.press('Escape');
  await notice.getByRole('button', { name: ui('app.dismiss') }).click();
  await expect(notice).toHaveCount(0);
});
