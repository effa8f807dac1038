// Issue 25, items 3 (the grid) and 6, at 1280×800 and at the smallest window (900×600): the
// preview is one Tab stop with the ARIA grid pattern's keys, a marked cell leads to its finding
// and the finding back to its cell, focus is in the file's content once it opens, a marked
// cell's message and a row's short name are there for screen readers; the columns carry labels
// for people over the field names, the article number stays in view sideways, and a shadow says
// more columns follow. The export is made here: wide (every known field and two extra ones) and
// long enough for Page Down, with a warning on every tenth article (it opens on its rows).
import type { Locator, Page } from '@playwright/test';
import { validateBytes } from '../shared/validation/validate-bytes';
import { checkScreen, dropBytes, expect, test } from '../test-support/fixtures';
import { ui, uiText } from '../test-support/ui-text';
import { atWidth } from '../test-support/window-sizes';

const ARTICLES = 300;
const number = (i: number) => `AR-${String(i).padStart(4, '0')}`;
/** The known article fields in the format's order, then the extra ones: the grid's columns. */
const FIELDS = ['articleNumber', 'name', 'description', 'active', 'unit', 'category', 'gtin', 'imageUrl', 'attributes', 'weightKg', 'supplierRef'];

function wideExport(): Buffer {
  const articles = Array.from({ length: ARTICLES }, (_, i) => ({
    articleNumber: number(i),
    name: `Chair ${i}`,
    description: `Office chair number ${i}`,
    active: true,
    unit: 'pcs',
    category: 'Seating/Office chairs',
    // A wrong check digit on every tenth: a warning, marked in the gtin column.
    gtin: i % 10 === 0 ? '4006381333932' : '4006381333931',
    imageUrl: `https://cdn.example.com/${number(i)}.jpg`,
    attributes: { color: 'black' },
    weightKg: 7.5,
    supplierRef: `S-${i}`,
  }));
  const prices = articles.map((article) => ({ articleNumber: article.articleNumber, priceList: 'retail', currency: 'EUR', amount: 149.5 }));
  return Buffer.from(JSON.stringify({ articles, prices }, null, 2));
}

/** The parts of the DOM these checks read in the page (the e2e folder has no DOM library). */
interface InPage {
  ownerDocument: { activeElement: unknown; elementFromPoint(x: number, y: number): InPage | null };
  contains(other: unknown): boolean;
  getBoundingClientRect(): { left: number; top: number; width: number; height: number };
  scrollLeft: number;
  scrollWidth: number;
}

const grid = (app: Page, kind: 'article' | 'price' = 'article') => app.getByRole('grid', { name: ui(`preview.tableLabel.${kind}`) });
const focused = (app: Page) => app.locator(':focus');

/** Whether focus is inside the element. */
const holdsFocus = (locator: Locator) => locator.evaluate((element) => (element as unknown as InPage).contains((element as unknown as InPage).ownerDocument.activeElement));

/** Whether the element is what the user sees at its centre (not hidden under another). */
const onTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const self = element as unknown as InPage;
    const box = self.getBoundingClientRect();
    const top = self.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && self.contains(top);
  });

async function openWide(app: Page): Promise<{ gtinMessage: string }> {
  const bytes = wideExport();
  const { report } = await validateBytes(bytes, { file: 'wide.json' });
  const gtin = report.findings.find((f) => f.code === 'article.gtin.checksum' && f.index === 0);
  expect(gtin).toBeDefined();
  await dropBytes(app, bytes, 'wide.json');
  await expect(app.getByRole('banner').getByText(ui('state.warningsToReview', { count: ARTICLES / 10 }))).toBeVisible();
  return { gtinMessage: uiText(gtin!.message) };
}

const SIZES = [
  { name: '1280×800', width: 1280, height: 800 },
  { name: '900×600', width: 900, height: 600 },
];

for (const size of SIZES) {
  test.describe(`at ${size.name}`, atWidth(size.width), () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    const shot = (name: string) => `${name}-${size.width}`;

    test('the preview is one Tab stop moved by the grid keys; a marked cell leads to its finding and back', async ({ app }) => {
      const { gtinMessage } = await openWide(app);
      const articles = grid(app);

      // Focus is in the file's content once it opens: the first field of the first record.
      const firstCell = articles.getByRole('gridcell').first();
      await expect(firstCell).toBeFocused();
      await expect(firstCell).toHaveText(number(0));
      // A row's name is short: the record and its article number.
      await expect(articles.getByRole('row').nth(1)).toHaveAccessibleName(ui('record.article', { number: 1, articleNumber: number(0) }));
      await checkScreen(app, shot('93-grid-opened'));

      // From the top of the window, Tab reaches the grid in a few steps, and one more leaves it.
      // (A click at the header's corner: where Tab starts from, as after a click on the window's top.)
      await app.getByRole('banner').click({ position: { x: 2, y: 2 } });
      let presses = 0;
      while (!(await holdsFocus(articles)) && presses < 25) {
        await app.keyboard.press('Tab');
        presses++;
      }
      expect(presses, 'Tab presses from the top to the grid').toBeLessThanOrEqual(15);
      await expect(firstCell).toBeFocused();
      await app.keyboard.press('Tab');
      expect(await holdsFocus(articles)).toBe(false);
      await app.keyboard.press('Shift+Tab');
      await expect(firstCell).toBeFocused();

      // The arrows, Home and End (the row's ends), Ctrl+Home and Ctrl+End (the grid's), Page Down.
      await app.keyboard.press('ArrowRight');
      await expect(focused(app)).toHaveText('Chair 0');
      await app.keyboard.press('ArrowDown');
      await expect(focused(app)).toHaveText('Chair 1');
      await app.keyboard.press('Home');
      await expect(focused(app)).toHaveAccessibleName(ui('details.open.article', { number: '2' }));
      await app.keyboard.press('End');
      await expect(focused(app)).toHaveText('S-1');
      await expect(focused(app)).toBeInViewport();
      await app.keyboard.press('ArrowUp');
      await app.keyboard.press('ArrowUp');
      // The header row: a sortable column's header is its sort button.
      await expect(focused(app)).toHaveRole('button');
      await expect(focused(app)).toContainText('supplierRef');
      await app.keyboard.press('Control+Home');
      await expect(focused(app)).toHaveText(ui('preview.rowHeader'));
      await app.keyboard.press('ArrowDown');
      await app.keyboard.press('ArrowRight');
      await expect(focused(app)).toHaveText(number(0));
      await app.keyboard.press('PageDown');
      const paged = await focused(app).textContent();
      const row = Number(paged!.slice(3));
      // A page: the rows in view less one, so more at the larger window.
      expect(row).toBeGreaterThan(size.height > 700 ? 10 : 5);
      await expect(focused(app)).toBeInViewport();
      await app.keyboard.press('PageUp');
      await expect(focused(app)).toHaveText(number(0));
      await app.keyboard.press('Control+End');
      await expect(focused(app)).toHaveText(`S-${ARTICLES - 1}`);
      await expect(focused(app)).toBeInViewport();
      await expect(articles.getByRole('row').filter({ has: focused(app) })).toHaveAttribute('aria-rowindex', String(ARTICLES + 1));
      await checkScreen(app, shot('94-grid-last-cell'));

      // A marked cell: its message is in its name (read without focusing it); Enter leads to its finding.
      await app.keyboard.press('Control+Home');
      await app.keyboard.press('ArrowDown');
      for (let i = 0; i < FIELDS.indexOf('gtin') + 1; i++) await app.keyboard.press('ArrowRight');
      const marked = focused(app);
      await expect(marked).toHaveText(/4006381333932/);
      await expect(marked).toHaveAccessibleName(`4006381333932 ${ui('severity.warning')}: ${gtinMessage}`);
      await expect(marked.getByText(ui('preview.showInFindings'))).toBeVisible();
      await checkScreen(app, shot('95-grid-marked-cell'));
      await app.keyboard.press('Enter');
      await expect(app.getByRole('tab', { name: new RegExp(`^${ui('tabs.findings')}`) })).toHaveAttribute('aria-selected', 'true');
      const finding = app.locator('li.finding:focus');
      await expect(finding).toContainText(gtinMessage);
      await expect(finding).toContainText(number(0));
      await checkScreen(app, shot('96-grid-finding'));

      // And Enter on the finding goes back to its cell, focused.
      await app.keyboard.press('Enter');
      await expect(app.getByRole('tab', { name: ui('tabs.preview') })).toHaveAttribute('aria-selected', 'true');
      await expect(focused(app)).toHaveText(/4006381333932/);
      await expect(focused(app)).toHaveRole('gridcell');
      await expect(articles.getByRole('row').filter({ has: focused(app) })).toHaveAttribute('aria-rowindex', '2');
    });

    test('columns: labels over field names, the article number stays in view sideways, a cue that more follow', async ({ app }) => {
      await openWide(app);
      const articles = grid(app);

      // Labels for people over the names in the file; a field the app does not know shows its name only.
      const articleNumber = articles.getByRole('columnheader', { name: new RegExp(`^${ui('column.articleNumber')} articleNumber`) });
      await expect(articleNumber.getByText(ui('column.articleNumber'), { exact: true })).toBeVisible();
      await expect(articleNumber.getByText('articleNumber', { exact: true })).toBeVisible();
      await expect(articles.getByRole('columnheader', { name: new RegExp(`^${ui('column.name')} name`) })).toBeVisible();
      await expect(articles.getByRole('columnheader', { name: /^weightKg/ })).toContainText(ui('preview.extraColumnShort'));
      await expect(articles).toHaveAttribute('aria-colcount', String(FIELDS.length + 1));

      // More columns than the window shows: the cue is there; the last column is out of view.
      const cue = app.locator('.more-columns-cue');
      await expect(cue).toBeVisible();
      const lastHeader = articles.getByRole('columnheader', { name: /^supplierRef/ });
      await expect(lastHeader).not.toBeInViewport({ ratio: 0.9 });
      await checkScreen(app, shot('97-grid-columns'));

      // Scrolled to the end sideways: the last column shows, the cue is gone, and the article
      // numbers (header and cells) are still in view and on top of the columns passing beneath.
      await app.locator('.grid-scroll').evaluate((element) => {
        const scroller = element as unknown as InPage;
        scroller.scrollLeft = scroller.scrollWidth;
      });
      await expect(lastHeader).toBeInViewport();
      await expect(cue).toBeHidden();
      const firstNumber = articles.getByRole('gridcell', { name: number(0), exact: true });
      await expect(firstNumber).toBeInViewport();
      expect(await onTop(firstNumber)).toBe(true);
      expect(await onTop(articleNumber)).toBe(true);
      await checkScreen(app, shot('98-grid-scrolled-sideways'));

      // The prices: "Price" over amount.
      await app.getByRole('tab', { name: new RegExp(`^${ui('preview.prices')}`) }).click();
      const amount = grid(app, 'price').getByRole('columnheader', { name: new RegExp(`^${ui('column.amount')} amount`) });
      await expect(amount).toBeVisible();
      await expect(amount.getByText('amount', { exact: true })).toBeVisible();
    });

    test('a file that cannot be read opens with focus on its syntax error', async ({ app }) => {
      await dropBytes(app, Buffer.from('{\n  "articles": [\n    { "articleNumber": "A-1", }\n  ]\n}'), 'broken.json');
      const panel = app.getByRole('region', { name: ui('findings.syntaxTitle') });
      await expect(panel).toBeVisible();
      await expect(panel).toBeFocused();
      await checkScreen(app, shot('99-syntax-error-focused'));
    });
  });
}
