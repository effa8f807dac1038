// A support user's session with a customer's export of 500 problems, by keyboard alone where
// the window offers keys: walk every problem with F8 (the preview's cells, then the findings
// list), go from a marked cell to its finding and back, narrow and sort the preview, export
// the report and send, with focus visible at every stop.
import type { Locator, Page } from '@playwright/test';
import { checkScreen, dropFile, expect, test } from '../test-support/fixtures';
import { chooseTarget, saveToken, sidePanel } from '../test-support/journey-steps';
import { PROBLEM_ARTICLES, PROBLEMS, writeProblemExport } from '../test-support/problem-export';
import { ui } from '../test-support/ui-text';

/** The focused element shows it: an outline or a focus ring drawn as a shadow. */
async function expectVisibleFocus(page: Page): Promise<void> {
  // In the page; the e2e folder is type-checked with Node's library, which has no DOM.
  const shown = await page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as {
      document: { activeElement: { outerHTML: string } | null; body: unknown };
      getComputedStyle(element: unknown): { outlineStyle: string; outlineWidth: string; boxShadow: string };
    };
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing is focused';
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outlined || style.boxShadow !== 'none' ? true : `no visible focus on ${element.outerHTML.slice(0, 120)}`;
  });
  expect(shown).toBe(true);
}

/** The walk's position says `text`: checked every frame (expect's polling would make 500 steps slow). */
async function positionShows(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected) => (globalThis as unknown as { document: { querySelector(s: string): { textContent: string } | null } }).document.querySelector('.problem-position')?.textContent === expected,
    text,
    { polling: 'raf', timeout: 10_000 },
  );
}

/** Presses Tab until `target` has focus, checking that every stop on the way shows its focus. */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test('walk 500 problems by keyboard, narrow the preview, export the report and send', async ({ app, fake }, testInfo) => {
  // 500 steps, each a round trip to main and a reveal: about 1.5 minutes alone, more beside other tests.
  test.setTimeout(420_000);
  const file = testInfo.outputPath('customer-export.json');
  await writeProblemExport(file);
  await dropFile(app, file);
  await expect(app.getByRole('banner').getByText(ui('state.warningsToReview', { count: PROBLEMS }))).toBeVisible();

  // F8 walks every problem in file order: its cell in the preview, focused, with its message.
  const walk = app.getByRole('group', { name: ui('problems.label') });
  const position = walk.getByRole('status');
  await expect(walk.getByRole('button', { name: ui('problems.next') })).toHaveAttribute('title', ui('problems.nextTip', { shortcut: 'F8' }));
  for (let at = 1; at <= PROBLEMS; at++) {
    await app.keyboard.press('F8');
    await positionShows(app, ui('problems.position', { at, total: PROBLEMS }));
    if (at % 100 === 1 || at === PROBLEMS) {
      const focused = app.locator('.grid-cell:focus');
      await expect(focused).toHaveClass(/flagged/);
      await expectVisibleFocus(app);
    }
    if (at === 2) await checkScreen(app, '90-walk-cell');
  }
  // The last one is a price of zero; one more goes round to the first, Shift+F8 back.
  await expect(app.getByRole('tab', { name: new RegExp(`^${ui('preview.prices')}`) })).toHaveAttribute('aria-selected', 'true');
  await app.keyboard.press('F8');
  await expect(position).toHaveText(ui('problems.position', { at: 1, total: PROBLEMS }));
  await app.keyboard.press('Shift+F8');
  await expect(position).toHaveText(ui('problems.position', { at: PROBLEMS, total: PROBLEMS }));

  // From the marked cell to its finding in the list (Enter), and on from there in the list.
  await expect(app.locator('.grid-cell:focus')).toContainText('0');
  await app.keyboard.press('Enter');
  const findingsTab = app.getByRole('tab', { name: new RegExp(`^${ui('tabs.findings')}`) });
  await expect(findingsTab).toHaveAttribute('aria-selected', 'true');
  const focusedFinding = app.locator('li.finding:focus');
  await expect(focusedFinding).toContainText('AR-0199');
  await expectVisibleFocus(app);
  await checkScreen(app, '91-walk-finding');
  await app.keyboard.press('Shift+F8');
  await expect(focusedFinding).toContainText('AR-0198');

  // The list keeps its place while the preview is shown.
  const scrolled = await app.locator('.kept-panel').evaluate((panel) => (panel as unknown as { scrollTop: number }).scrollTop);
  expect(scrolled).toBeGreaterThan(0);
  await app.getByRole('tab', { name: ui('tabs.preview') }).click();
  await findingsTab.click();
  expect(await app.locator('.kept-panel').evaluate((panel) => (panel as unknown as { scrollTop: number }).scrollTop)).toBe(scrolled);

  // Narrow the articles: one code, then a search; the count follows each change.
  await app.getByRole('tab', { name: ui('tabs.preview') }).click();
  await app.getByRole('tab', { name: new RegExp(`^${ui('preview.articles')}`) }).click();
  const count = app.locator('.preview-count');
  await expect(count).toHaveText(ui('preview.count.articles', { count: PROBLEM_ARTICLES }));
  await app.getByLabel(ui('preview.filter.code'), { exact: true }).selectOption('article.text.suspicious');
  await expect(count).toHaveText(ui('preview.count.matchedArticles', { matched: 100, total: PROBLEM_ARTICLES }));
  await app.getByRole('searchbox', { name: ui('preview.search.labelArticles') }).fill('chair 2');
  // "=Chair 2", then 20, 23, 26, 29, then 200, 203, … 299: the formula-like names (every third) containing "chair 2".
  await expect(count).toHaveText(ui('preview.count.matchedArticles', { matched: 39, total: PROBLEM_ARTICLES }));
  const grid = app.getByRole('grid', { name: ui('preview.tableLabel.article') });
  await grid.getByRole('button', { name: 'articleNumber' }).click();
  await grid.getByRole('button', { name: 'articleNumber' }).click();
  await expect(grid.getByRole('columnheader', { name: 'articleNumber' })).toHaveAttribute('aria-sort', 'descending');
  await expect(grid.getByRole('row').nth(1)).toContainText('AR-0299');
  await checkScreen(app, '92-narrowed');
  await app.getByRole('button', { name: ui('preview.filter.clear') }).click();
  await expect(count).toHaveText(ui('preview.count.articles', { count: PROBLEM_ARTICLES }));

  // The report, by keyboard: from the Findings tab to its Export button.
  await findingsTab.click();
  await findingsTab.focus();
  await tabTo(app, app.getByRole('button', { name: ui('findings.export.button') }));
  await app.keyboard.press('Enter');
  await expect(app.getByRole('status').filter({ hasText: ui('findings.export.saved', { path: '' }).trim() })).toBeVisible();

  // And send, by keyboard: Send, then Tab from Cancel to the confirming button.
  await chooseTarget(app, fake.url, '4711');
  await saveToken(app, fake);
  const send = sidePanel(app).getByRole('button', { name: ui('send.button') });
  await send.focus();
  await app.keyboard.press('Enter');
  const dialog = app.getByRole('dialog', { name: ui('confirm.title') });
  await expect(dialog).toBeVisible();
  await expectVisibleFocus(app);
  await tabTo(app, dialog.getByRole('button', { name: ui('confirm.sendWithWarnings', { count: PROBLEMS }) }));
  await app.keyboard.press('Enter');
  await expect(app.getByText(ui('result.title.accepted'), { exact: true })).toBeVisible();
  expect(fake.requests).toHaveLength(1);
  await checkScreen(app, '93-walked-and-sent');
});
