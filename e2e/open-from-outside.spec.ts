// Files opened from outside the page (File → Open Recent, a second start of the app with a
// file; in the harness: a path typed into its terminal) show the same progress as a file
// opened in the window, then the file.
import { checkScreen, expect, test } from './support/fixtures';
import { writeLargeExport } from './support/large-export';
import { ui } from './support/ui-text';

test('a large file opened from outside shows the progress phases, then the file', async ({ app, harness }, testInfo) => {
  test.setTimeout(90_000);
  const file = await writeLargeExport(testInfo, 'week-48-full.json', 1_000_000);
  harness.openFromOutside(file);

  const progress = app.getByRole('main');
  await expect(progress.getByRole('heading', { name: ui('progress.title', { name: 'week-48-full.json' }) })).toBeVisible();
  await expect(progress.getByRole('progressbar', { name: ui('progress.label') })).toBeVisible();
  await expect(progress.getByRole('listitem').filter({ hasText: ui('progress.phase.parsing') })).toBeVisible();
  await expect(app.getByRole('banner').getByText(ui('state.checking'))).toBeVisible();
  await checkScreen(app, '12-opening-from-outside');

  const header = app.getByRole('banner');
  await expect(header.getByText(ui('state.ready'))).toBeVisible({ timeout: 60_000 });
  await expect(header.getByText('week-48-full.json')).toBeVisible();
  await expect(app.getByRole('table', { name: ui('preview.tableLabel.article') }).getByText('A-0000001')).toBeVisible();
});
