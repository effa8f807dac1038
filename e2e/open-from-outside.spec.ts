// Files opened from outside the page (File → Open Recent, a second start of the app with a
// file; in the harness: a path typed into its terminal) show the same progress as a file
// opened in the window, then the file; a long check can be cancelled.
import path from 'node:path';
import { checkScreen, dropFile, expect, SAMPLES, test } from '../test-support/fixtures';
import { writeLargeExport } from '../test-support/large-export';
import { ui } from '../test-support/ui-text';

test('a large file opened from outside shows the progress phases, then the file', async ({ app, harness }, testInfo) => {
  test.setTimeout(240_000);
  const file = await writeLargeExport(testInfo, 'week-48-full.json', 1_000_000);
  harness.openFromOutside(file);

  const progress = app.getByRole('main');
  await expect(progress.getByRole('heading', { name: ui('progress.title', { name: 'week-48-full.json' }) })).toBeVisible();
  await expect(progress.getByRole('progressbar', { name: ui('progress.label') })).toBeVisible();
  await expect(progress.getByRole('listitem').filter({ hasText: ui('progress.phase.reading') })).toBeVisible();
  await expect(app.getByRole('banner').getByText(ui('state.checkingName', { name: 'week-48-full.json' }))).toBeVisible();
  // The first records show while the file is still being checked, marked as found so far.
  const table = app.getByRole('grid', { name: ui('preview.tableLabel.article') });
  await expect(table.getByText('A-0000001')).toBeVisible();
  await expect(app.getByRole('banner').getByText(ui('state.checkingName', { name: 'week-48-full.json' }))).toBeVisible();
  await expect(progress.getByText(ui('preview.whileChecking'))).toBeVisible();
  await checkScreen(app, '12-opening-from-outside');

  const header = app.getByRole('banner');
  await expect(header.getByText(ui('state.ready'))).toBeVisible({ timeout: 150_000 });
  await expect(header.getByText('week-48-full.json')).toBeVisible();
  await expect(app.getByRole('grid', { name: ui('preview.tableLabel.article') }).getByText('A-0000001')).toBeVisible();
});

test('Cancel stops a long check: back to the start screen, or to the file that was open, with a short message', async ({ app, harness }, testInfo) => {
  test.setTimeout(240_000);
  const file = await writeLargeExport(testInfo, 'week-48-full.json', 1_000_000);
  const main = app.getByRole('main');
  const cancel = main.getByRole('button', { name: ui('progress.cancel'), exact: true });

  // Nothing open yet: back to the start screen.
  harness.openFromOutside(file);
  await expect(main.getByRole('heading', { name: ui('progress.title', { name: 'week-48-full.json' }) })).toBeVisible();
  await cancel.click();
  await expect(app.getByRole('heading', { name: ui('start.title') })).toBeVisible();
  const message = app.getByRole('status').filter({ hasText: ui('progress.cancelled', { name: 'week-48-full.json' }) });
  await expect(message).toBeVisible();
  await expect(message).toBeFocused();
  await expect(app.getByRole('banner').getByText(ui('summary.noFile'))).toBeVisible();
  await checkScreen(app, '13-cancelled-start');

  // A file open: it stays open, and its rows still come from main.
  await dropFile(app, path.join(SAMPLES, 'valid-small.json'));
  await expect(app.getByRole('banner').getByText(ui('state.ready'))).toBeVisible();
  await expect(message).toHaveCount(0);
  harness.openFromOutside(file);
  await expect(cancel).toBeVisible();
  await cancel.click();
  await expect(app.getByRole('status').filter({ hasText: ui('progress.cancelledKept', { name: 'week-48-full.json', kept: 'valid-small.json' }) })).toBeVisible();
  await expect(app.getByRole('banner').getByText('valid-small.json')).toBeVisible();
  await expect(app.getByRole('grid', { name: ui('preview.tableLabel.article') }).getByText('Standing desk Flex 160')).toBeVisible();
  await checkScreen(app, '14-cancelled-file-kept');
});
