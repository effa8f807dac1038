// Results that explain themselves and history entries that open (issue 25, items 4 and 5), at
// the usual window and at the smallest one: a good file sent to the fake configurator, then to
// its app that rejects items (422), then again to the first; the result's plain summary, the
// server's answer collapsed, its items numbered and linked to their rows, the header's state;
// the History's entries opened, filtered by target, their counts spelled out, and "kept for
// comparison" only on each target's current baseline. At 900×600 and at 200 % zoom the result
// and the History share the main area's height: the History's rows in view beside the result,
// each scrolling on its own.
import type { Locator, Page } from '@playwright/test';
import path from 'node:path';
import { checkScreen, dropFile, expect, SAMPLES, test } from '../test-support/fixtures';
import { chooseTarget, saveToken, sendAndConfirm, tokenSettled } from '../test-support/journey-steps';
import { ui } from '../test-support/ui-text';
import { atWidth } from '../test-support/window-sizes';

// 200 % zoom of 1280×800: a 640×400 CSS viewport at device scale 2, as daily-reachable.spec.ts.
const SIZES = [
  { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, name: '1280x800' },
  { viewport: { width: 900, height: 600 }, deviceScaleFactor: 1, name: '900x600' },
  { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, name: 'zoom200' },
] as const;

const FILE = 'valid-small.json';
/** The time of day as the window writes it, in either language ("15:47", "3:47 PM"). */
const CLOCK = '\\d{1,2}:\\d{2}(?:\\s?[AP]M)?';

/** A catalogue sentence as a pattern: its literal parts escaped, `slot` values standing for any text. */
function pattern(sentence: string, slots: Record<string, string>): RegExp {
  let source = sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const [marker, replacement] of Object.entries(slots)) source = source.replace(marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), replacement);
  return new RegExp(`^${source}$`);
}

async function send(app: Page, appId: string): Promise<void> {
  await sendAndConfirm(app);
  await expect(app.getByRole('heading', { level: 2 }).filter({ hasText: appId === '422' ? ui('result.title.rejected') : ui('result.title.accepted') })).toBeFocused();
}

/** Inside `area` as drawn (its top to its bottom) and inside the window: seen, not scrolled away. */
/** The sample open and ready, configurator 4711 on the fake one chosen, its token saved. */
async function readyToSend(app: Page, fake: Parameters<typeof saveToken>[1]): Promise<void> {
  await dropFile(app, path.join(SAMPLES, FILE));
  await expect(app.getByRole('banner').getByText(ui('state.ready'))).toBeVisible();
  await chooseTarget(app, fake.url, '4711');
  await saveToken(app, fake);
}

async function expectShownIn(app: Page, element: Locator, area: Locator, what: string): Promise<void> {
  const [box, within] = [(await element.boundingBox())!, (await area.boundingBox())!];
  const bottom = Math.min(within.y + within.height, app.viewportSize()!.height);
  expect({ what, top: box.y >= within.y - 1, bottom: box.y + box.height <= bottom + 1 }).toEqual({ what, top: true, bottom: true });
}

/** Scrolls on its own when its content is taller than it is: overflow that scrolls, not clipped. */
async function scrollsWhenTall(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node as unknown as { scrollHeight: number; clientHeight: number; ownerDocument: { defaultView: { getComputedStyle(n: unknown): { overflowY: string } } } };
    const overflow = box.ownerDocument.defaultView.getComputedStyle(node).overflowY;
    return box.scrollHeight <= box.clientHeight + 1 || overflow === 'auto' || overflow === 'scroll';
  });
}

for (const size of SIZES) {
  const at = size.name;
  test.describe(`at ${at}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor });
    test(`after a send a plain summary, the answer collapsed, items linked to rows; history entries open (${at})`, atWidth(size.viewport.width), async ({ app, fake }) => {
      const host = new URL(fake.url).host;
      const name = (appId: number) => ui('targetName.unnamed', { appId, host });

      await readyToSend(app, fake);

      // ---- an accepted send: the summary first ----
      await send(app, '4711');
      const result = app.getByRole('region', { name: ui('result.title.accepted') });
      const facts = result.getByRole('definition');
      await expect(facts.filter({ hasText: ui('result.fileValue', { file: FILE, articles: 3, prices: 5 }) })).toHaveCount(1);
      await expect(facts.filter({ hasText: name(4711) })).toHaveCount(1);
      await expect(facts.filter({ hasText: ui('result.answerStatus', { verdict: ui('verdict.accepted'), status: '200' }) })).toHaveCount(1);
      await expect(result.getByRole('term').filter({ hasText: ui('result.time') })).toHaveCount(1);
      // The server's answer is there, collapsed, and opens from the keyboard.
      const answer = result.getByRole('region', { name: ui('result.response') });
      await expect(answer).toBeHidden();
      const disclosure = result.getByText(ui('result.response'), { exact: true });
      await disclosure.focus();
      await tokenSettled(app);
      await checkScreen(app, `80-result-summary-${at}`);
      await app.keyboard.press('Enter');
      await expect(answer).toBeVisible();
      await expect(answer).toContainText('"status": "imported"');
      // The header's state says where the file went, and when.
      const state = app.getByRole('banner').getByRole('status');
      await expect(state).toHaveText(pattern(ui('state.sentTo', { target: name(4711), time: '@TIME@' }), { '@TIME@': CLOCK }));
      await checkScreen(app, `81-result-answer-open-${at}`);

      // ---- a rejection with items: numbered from 1, each linked to its row ----
      await chooseTarget(app, fake.url, '422');
      await send(app, '422');
      const rejected = app.getByRole('region', { name: ui('result.title.rejected') });
      await expect(rejected.getByRole('definition').filter({ hasText: ui('result.answerStatus', { verdict: ui('verdict.rejected'), status: '422' }) })).toHaveCount(1);
      const items = rejected.getByRole('list').filter({ has: app.getByRole('button') }).getByRole('listitem');
      await expect(items).toHaveCount(2);
      const second = items.nth(1).getByRole('button', { name: ui('result.itemPlaceNamed', { row: 2, articleNumber: 'DS-2040' }) });
      await expect(items.nth(0).getByRole('button', { name: ui('result.itemPlaceNamed', { row: 1, articleNumber: 'CH-1001' }) })).toBeVisible();
      await expect(app.getByRole('banner').getByRole('status')).toHaveText(pattern(ui('state.rejectedBy', { target: name(422), time: '@TIME@' }), { '@TIME@': CLOCK }));
      await tokenSettled(app);
      await checkScreen(app, `82-result-items-${at}`);
      // From the keyboard: the item's link shows its article in the preview, focused.
      await second.focus();
      await app.keyboard.press('Enter');
      await expect(app.getByRole('tab', { name: ui('tabs.preview') })).toHaveAttribute('aria-selected', 'true');
      // (A string: the e2e folder is type-checked with Node's library, which has no document.)
      await expect.poll(() => app.evaluate<string>('document.activeElement?.closest(\'[role="row"]\')?.textContent ?? ""')).toContain('DS-2040');
      await checkScreen(app, `83-item-row-shown-${at}`);

      // ---- the same file again to the first target: it becomes that target's baseline ----
      await chooseTarget(app, fake.url, '4711');
      await send(app, '4711');
      expect(fake.requests).toHaveLength(3);

      // ---- the History ----
      await app.getByRole('tab', { name: ui('tabs.history') }).click();
      const table = app.getByRole('region', { name: ui('history.tableLabel') }).getByRole('table');
      const entries = table.getByRole('row').filter({ has: app.getByRole('button', { name: ui('history.showDetails') }) });
      await expect(entries).toHaveCount(3);
      // The last send's result and the History share the height: the result's heading and the
      // newest entry (its Details button reachable by pointer) both in view, each scrolling on its own.
      const lastResult = app.getByRole('region', { name: ui('result.title.accepted') });
      const historyPanel = app.getByRole('tabpanel', { name: ui('tabs.history') });
      await expectShownIn(app, lastResult.getByRole('heading', { level: 2 }), lastResult, 'the result’s heading');
      await entries.nth(0).getByRole('button', { name: ui('history.showDetails') }).scrollIntoViewIfNeeded();
      await expectShownIn(app, entries.nth(0), historyPanel, 'the newest History entry');
      expect((await historyPanel.boundingBox())!.height, 'the History keeps room for rows').toBeGreaterThanOrEqual((await lastResult.boundingBox())!.height * 0.8);
      expect({ result: await scrollsWhenTall(lastResult), history: await scrollsWhenTall(historyPanel) }).toEqual({ result: true, history: true });
      // Scrolling the History moves its rows, not the window. (A string: no DOM in the e2e folder's library.)
      expect(await app.evaluate<boolean>('document.scrollingElement.scrollHeight > innerHeight'), 'the window scrolls').toBe(false);
      await checkScreen(app, `84-history-beside-result-${at}`);
      // Counts spelled out, in every entry.
      await expect(table.getByText(ui('history.countsValue', { errors: 0, warnings: 0, notes: 0 }), { exact: true })).toHaveCount(3);
      // Kept for comparison: only the newest accepted send to 4711, not the first one.
      await expect(table.getByText(ui('history.digest'), { exact: true })).toHaveCount(1);
      await expect(entries.nth(0).getByText(ui('history.digest'), { exact: true })).toBeVisible();
      await expect(entries.nth(2).getByText(ui('verdict.accepted'), { exact: true })).toBeVisible();
      await expect(entries.nth(2).getByText(ui('history.digest'), { exact: true })).toHaveCount(0);

      // The filter by target: the targets present, and all of them.
      const filter = app.getByLabel(ui('history.filterLabel'));
      await expect(filter.getByRole('option')).toHaveText([ui('history.allTargets'), name(422), name(4711)]);
      await filter.selectOption({ label: name(422) });
      await expect(entries).toHaveCount(1);
      await expect(entries.getByText(ui('verdict.rejected'), { exact: true })).toBeVisible();
      // The rejected send opens to its answer and the server's items.
      const open422 = entries.getByRole('button', { name: ui('history.showDetails') });
      await open422.click();
      await expect(open422).toHaveAttribute('aria-expanded', 'true');
      const details422 = table.getByRole('row').filter({ hasText: ui('history.details.answer') });
      await expect(details422.getByText(ui('result.answerStatus', { verdict: ui('verdict.rejected'), status: '422' }))).toBeVisible();
      // Numbered from 1 and placed from 1, as the preview counts its rows.
      await expect(details422.getByRole('listitem').filter({ hasText: ui('result.itemPlaceNamed', { row: 1, articleNumber: 'CH-1001' }) })).toHaveCount(1);
      await checkScreen(app, `84-history-filtered-${at}`);
      await filter.selectOption({ label: ui('history.allTargets') });
      await expect(entries).toHaveCount(3);

      // The newest entry opens from the keyboard: what was sent, the comparison, the confirmations, the answer.
      const openNewest = entries.nth(0).getByRole('button', { name: ui('history.showDetails') });
      await openNewest.focus();
      await app.keyboard.press('Enter');
      await expect(openNewest).toHaveAttribute('aria-expanded', 'true');
      const details = app.locator(`[id="${await openNewest.getAttribute('aria-controls')}"]`);
      await expect(details.getByRole('heading', { name: ui('history.details.sent') })).toBeVisible();
      await expect(details.getByText(ui('history.details.contentsValue', { articles: 3, prices: 5 }))).toBeVisible();
      await expect(details.getByText(ui('history.countsValue', { errors: 0, warnings: 0, notes: 0 }), { exact: true })).toBeVisible();
      await expect(details.getByRole('term').filter({ hasText: ui('history.details.sha') })).toHaveCount(1);
      await expect(details.getByRole('term').filter({ hasText: ui('history.details.rules') })).toHaveCount(1);
      // The second send to 4711 is the very file the first left there; nothing needed confirming.
      await expect(details.getByText(ui('history.changes.identical'))).toBeVisible();
      await expect(details.getByText(ui('history.confirmed.none'))).toBeVisible();
      await expect(details.getByText(ui('result.answerStatus', { verdict: ui('verdict.accepted'), status: '200' }))).toBeVisible();
      await checkScreen(app, `85-history-details-${at}`);
      // And closes again.
      await app.keyboard.press('Enter');
      await expect(openNewest).toHaveAttribute('aria-expanded', 'false');
      await expect(details).toHaveCount(0);
    });
  });
}

// Dates and the clock by region (date-locale.ts): the system's region where it speaks the
// window's language. Playwright's `locale` is the browser's (the system's) language list; the
// English cases run in en-light, the German one in de-dark, each at the small window.
const REGIONS = [
  { locale: 'en-GB', project: 'en-light', dateTime: /^\d{1,2} [A-Za-z]+ \d{4}, \d{2}:\d{2}$/, clock: '\\d{2}:\\d{2}', says: '24-hour, day first' },
  { locale: 'en-US', project: 'en-light', dateTime: /^[A-Za-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/, clock: '\\d{1,2}:\\d{2}\\s[AP]M', says: 'AM/PM, month first' },
  { locale: 'de-AT', project: 'de-dark', dateTime: /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/, clock: '\\d{2}:\\d{2}', says: '24-hour, day first' },
] as const;

for (const region of REGIONS) {
  test.describe(`dates on a ${region.locale} system`, () => {
    test.use({ locale: region.locale });

    test(`the result, the header and the History write times ${region.says} (${region.locale}, 900x600)`, async ({ app, fake }, info) => {
      test.skip(info.project.name !== region.project, `${region.locale} runs in ${region.project}`);
      await app.setViewportSize({ width: 900, height: 600 });
      await readyToSend(app, fake);
      await send(app, '4711');

      const result = app.getByRole('region', { name: ui('result.title.accepted') });
      const time = result.getByRole('term').filter({ hasText: ui('result.time') }).locator('xpath=following-sibling::dd[1]');
      await expect(time).toHaveText(region.dateTime);
      const name = ui('targetName.unnamed', { appId: 4711, host: new URL(fake.url).host });
      await expect(app.getByRole('banner').getByRole('status')).toHaveText(pattern(ui('state.sentTo', { target: name, time: '@TIME@' }), { '@TIME@': region.clock }));
      await tokenSettled(app);
      await checkScreen(app, `86-result-time-${region.locale}`);

      await app.getByRole('tab', { name: ui('tabs.history') }).click();
      const table = app.getByRole('region', { name: ui('history.tableLabel') }).getByRole('table');
      await expect(table.getByText(region.dateTime)).toHaveCount(1);
      await checkScreen(app, `87-history-time-${region.locale}`);
    });
  });
}
