// The app as the browser benchmarks measure it: the built renderer in the browser harness, in
// Chromium, with the Long Tasks (> 50 ms on the UI thread) recorded into `window.benchLongTasks`
// from the first script on.
import { chromium, type Page } from '@playwright/test';
import { startHarnessProcess, type HarnessProcess } from '../../test-support/harness-process';

// In-page code as text: this folder is type-checked against Node's library, which has no DOM.
const RECORD_LONG_TASKS = `
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });`;

/** The Long Tasks since the last call. */
export const takeLongTasks = (page: Page): Promise<number[]> => page.evaluate<number[]>('window.benchLongTasks.splice(0)');

/**
 * Runs `measure` with the app's start screen shown, then closes the browser and the harness.
 * BENCH_APP_ROOT: another checkout's harness and build (e.g. a copy of the old one in /tmp), so
 * the bench can time two builds in alternate rounds.
 */
export async function withAppPage<T>(measure: (page: Page, harness: HarnessProcess) => Promise<T>): Promise<T> {
  const root = process.env.BENCH_APP_ROOT;
  const harness = await startHarnessProcess({ keychain: 'none', ...(root ? { root } : {}) });
  // With the scrollbars Playwright hides by default: a user drags them.
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ignoreDefaultArgs: ['--hide-scrollbars'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript({ content: RECORD_LONG_TASKS });
    await page.goto(harness.url);
    await page.getByRole('button', { name: /Open file|Datei öffnen/ }).first().waitFor();
    return await measure(page, harness);
  } finally {
    await browser.close();
    await harness.stop();
  }
}
