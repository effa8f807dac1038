// The measured side of the app benchmark: the built app in the browser harness, in Chromium,
// opening a large export from outside (as "Open with" does) and scrolling it, with flicks of the
// wheel and drags of the scrollbar. Prints JSON: when the first rows showed and when the check
// ended (ms after the path was handed over), and the Long Tasks (> 50 ms on the UI thread)
// while loading, while flicking and while dragging.
// Usage: app-bench FILE FIRST_ARTICLE_NUMBER
import { drag, flick, untilChecked } from './app-actions';
import { takeLongTasks, withAppPage } from './bench-page';

const [file, firstNumber] = process.argv.slice(2) as [string, string];

// In-page code as text: this folder is type-checked against Node's library, which has no DOM.
const WATCH_FIRST_ROWS = (number: string) => `
  window.benchFirstRowsAt = undefined;
  const observer = new MutationObserver(() => {
    const table = document.querySelector('[role="grid"]');
    if (table && table.textContent.includes(${JSON.stringify(number)})) {
      window.benchFirstRowsAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  window.benchLongTasks = [];`;

await withAppPage(async (page, harness) => {
  // When a cell with the first article number is in the page, in epoch milliseconds.
  await page.evaluate(WATCH_FIRST_ROWS(firstNumber));

  const handedOver = Date.now();
  harness.openFromOutside(file);
  await page.waitForFunction(() => (globalThis as { benchFirstRowsAt?: number }).benchFirstRowsAt !== undefined, undefined, { timeout: 120_000, polling: 100 });
  const firstRowsAt = await page.evaluate<number>('window.benchFirstRowsAt');
  await untilChecked(page);
  const checkedAt = Date.now();
  // The checked grid's first page, drawn after the check, belongs to loading.
  await page.waitForTimeout(500);
  const loading = await takeLongTasks(page);

  await flick(page);
  await page.waitForTimeout(500);
  const flicking = await takeLongTasks(page);
  await drag(page);
  await page.waitForTimeout(500);
  const dragging = await takeLongTasks(page);
  process.stdout.write(`${JSON.stringify({ firstRowsMs: firstRowsAt - handedOver, checkedMs: checkedAt - handedOver, loading, flicking, dragging })}\n`);
});
