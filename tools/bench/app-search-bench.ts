// The measured side of the preview's search and filter benchmark: the built app in the
// browser harness, in Chromium, with a large export open; a user types an article number into
// the search (a key every 100 ms), types another, narrows to records with problems, to one
// code, and sorts by a column. Prints JSON: for each step the milliseconds from its last key
// or choice until the count shows the new result (a search waits 200 ms for typing to pause
// first), and the Long Tasks (> 50 ms on the UI thread) during all of it.
// Usage: app-search-bench FILE
import type { Page } from '@playwright/test';
import { takeLongTasks, withAppPage } from './bench-page';

const [file] = process.argv.slice(2) as [string];

const COUNT = '.preview-count';

const FIRST_ROW = '.grid-body [data-index="0"]';

/** Milliseconds from `act`'s end until `selector`'s text is new (not "Searching…", not an empty row still loading). */
async function untilChanged(page: Page, selector: string, before: () => Promise<unknown>, act: () => Promise<unknown>): Promise<number> {
  await before();
  const previous = await page.locator(selector).textContent();
  await act();
  const acted = Date.now();
  await page.waitForFunction(
    ({ selector, previous }) => {
      const text = (globalThis as unknown as { document: { querySelector(s: string): { textContent: string } | null } }).document.querySelector(selector)?.textContent;
      return text !== undefined && text !== previous && !/Searching|Suche läuft/.test(text) && /\w/.test(text.replace(/^\d+/, ''));
    },
    { selector, previous },
    { timeout: 60_000, polling: 'raf' },
  );
  return Date.now() - acted;
}

/** Types `text` a key every 100 ms; measured from its last key (the result of the rest shown first). */
async function typeSearch(page: Page, text: string): Promise<number> {
  const box = page.getByRole('searchbox').first();
  return untilChanged(
    page,
    COUNT,
    async () => {
      await box.fill('');
      await box.pressSequentially(text.slice(0, -1), { delay: 100 });
      // The typing pause passes and the search so far shows its count.
      await page.waitForTimeout(400);
      await page.locator(COUNT).filter({ hasNotText: /Searching|Suche läuft/ }).waitFor();
    },
    () => box.press(text.slice(-1)),
  );
}

await withAppPage(async (page, harness) => {
  harness.openFromOutside(file);
  await page.getByRole('banner').getByText(/^(Ready to send|Bereit zum Senden)/).waitFor({ timeout: 300_000 });
  await page.locator(COUNT).waitFor();
  await takeLongTasks(page);

  const searchFirstMs = await typeSearch(page, 'AR-00123');
  const searchAgainMs = await typeSearch(page, 'AR-00456');
  const clear = async () => page.getByRole('searchbox').first().fill('');
  await clear();
  await page.locator(COUNT).filter({ hasNotText: / of | von / }).waitFor();
  const show = page.getByLabel(/^(Show|Anzeigen)$/);
  const code = page.getByLabel(/^(Problem)$/);
  const nothing = async () => undefined;
  const unfiltered = async () => {
    await show.selectOption('all');
    await code.selectOption('');
    await page.locator(COUNT).filter({ hasNotText: / of | von / }).waitFor();
  };
  const withProblemsMs = await untilChanged(page, COUNT, nothing, () => show.selectOption('problems'));
  const oneCodeMs = await untilChanged(page, COUNT, unfiltered, () => code.selectOption('article.gtin.checksum'));
  await unfiltered();
  // Sorting keeps the count: the first row changes instead.
  const sortMs = await untilChanged(page, FIRST_ROW, nothing, () => page.getByRole('button', { name: /\bname$/ }).first().click());
  const longTasks = await takeLongTasks(page);
  process.stdout.write(`${JSON.stringify({ searchFirstMs, searchAgainMs, withProblemsMs, oneCodeMs, sortMs, longTasks })}\n`);
});
