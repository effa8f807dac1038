// What the app benchmarks do in the page, shared by app-bench.ts (Long Tasks API) and
// app-trace.ts (a Chromium trace): open the export from outside and wait for its check, flick
// the wheel through the articles, drag the scrollbar's thumb.
import type { Page } from '@playwright/test';

/** Waits until the file being opened is checked. */
export async function untilChecked(page: Page): Promise<void> {
  await page.getByRole('banner').getByText(/^(Ready to send|Bereit zum Senden)/).waitFor({ timeout: 300_000 });
}

interface Scroller {
  x: number;
  top: number;
  /** The scrollbar's breadth: also the height of its arrow buttons. */
  bar: number;
  track: number;
  scrollTop: number;
}

/** Where the grid's vertical scrollbar is, and how far the grid is scrolled. In-page code as text: this folder is type-checked without the DOM. */
const scrollerOf = (page: Page): Promise<Scroller> =>
  page.evaluate<Scroller>(`(() => {
    const area = document.querySelector('.grid-scroll');
    const box = area.getBoundingClientRect();
    const bar = area.offsetWidth - area.clientWidth - area.clientLeft * 2;
    if (bar <= 0) throw new Error('the grid shows no scrollbar to drag');
    return { x: box.right - area.clientLeft - bar / 2, top: box.top + area.clientTop, bar, track: area.clientHeight, scrollTop: area.scrollTop };
  })()`);

/** Scrolls as a user flicking the wheel would: 60 flicks of ~70 rows. */
export async function flick(page: Page): Promise<void> {
  await page.getByRole('grid').first().hover();
  for (let i = 0; i < 60; i++) {
    await page.mouse.wheel(0, 2100);
    await page.waitForTimeout(30);
  }
}

/**
 * Drags the scrollbar's thumb as a user would: from the top down to near the end in small
 * moves (each one jumps thousands of rows), back up to a third, then a few quick jerks.
 * The browser must show its scrollbars (bench-page.ts launches it so).
 */
export async function drag(page: Page): Promise<void> {
  await page.evaluate(`document.querySelector('.grid-scroll').scrollTop = 0`);
  await page.waitForTimeout(300);
  const bar = await scrollerOf(page);
  // Below the arrow button, on the thumb (its least length is about the bar's breadth).
  const at = (share: number) => bar.top + bar.bar + 5 + share * (bar.track - 3 * bar.bar - 10);
  await page.mouse.move(bar.x, at(0));
  await page.mouse.down();
  const moveTo = async (from: number, to: number, moves: number, pause: number) => {
    for (let i = 1; i <= moves; i++) {
      await page.mouse.move(bar.x, at(from + ((to - from) * i) / moves));
      await page.waitForTimeout(pause);
    }
  };
  await moveTo(0, 0.9, 45, 25);
  await moveTo(0.9, 0.33, 30, 25);
  await moveTo(0.33, 0.7, 4, 60);
  await moveTo(0.7, 0.1, 4, 60);
  await page.mouse.up();
  const { scrollTop } = await scrollerOf(page);
  if (scrollTop === 0) throw new Error('dragging the scrollbar did not scroll the grid');
}
