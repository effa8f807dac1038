// A large export (100,000 articles) scrolls to its end in the virtualised preview, with only
// pages of rows crossing to the window; and the window in the OS's dark mode passes axe (its
// colour contrast included) on the screens with the most colour: findings and marked cells.
import path from 'node:path';
import { checkScreen, dropBytes, dropFile, expect, SAMPLES, test } from '../test-support/fixtures';
import { ui } from '../test-support/ui-text';

test('100,000 articles: ready, and the last row is reached by scrolling', async ({ app }) => {
  test.setTimeout(240_000);
  const articles = Array.from({ length: 100_000 }, (_, i) => ({ articleNumber: `A-${String(i + 1).padStart(6, '0')}`, name: `Article ${i + 1}`, unit: 'pcs' }));
  const bytes = Buffer.from(JSON.stringify({ articles }));
  // What crosses from main to the page: pages of rows, never the document.
  let largestAnswer = 0;
  app.on('response', (response) => {
    if (!response.url().includes('/__harness/')) return;
    void response.body().then((body) => { largestAnswer = Math.max(largestAnswer, body.length); }, () => undefined);
  });

  await dropBytes(app, bytes, 'large.json');
  await expect(app.getByRole('banner').getByText(ui('state.ready'))).toBeVisible({ timeout: 150_000 });
  const table = app.getByRole('grid', { name: ui('preview.tableLabel.article') });
  await expect(table.getByText('A-000001')).toBeVisible();
  // Rendered rows stay few: the grid is virtualised.
  expect(await table.getByRole('row').count()).toBeLessThan(200);

  // Scrolled as a wheel would, in big steps, to the end: the rows there are fetched as a page.
  const scroller = app.locator('.grid-scroll');
  await scroller.hover();
  await expect(async () => {
    await app.mouse.wheel(0, 2_000_000);
    await expect(table.getByText('A-100000')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await checkScreen(app, '50-large-last-row');
  expect(largestAnswer, 'no answer to the page carries the whole document').toBeLessThan(bytes.length / 10);
});

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('findings and marked cells are readable in dark mode', async ({ app }) => {
    await checkScreen(app, '60-dark-start');
    await dropFile(app, path.join(SAMPLES, 'with-errors.json'));
    await expect(app.getByRole('tab', { name: new RegExp(`^${ui('tabs.findings')}`) })).toHaveAttribute('aria-selected', 'true');
    await checkScreen(app, '61-dark-findings');
    await app.getByRole('tab', { name: ui('tabs.preview') }).click();
    await expect(app.getByRole('grid', { name: ui('preview.tableLabel.article') })).toBeVisible();
    await checkScreen(app, '62-dark-preview');
  });
});
