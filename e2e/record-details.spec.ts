// One record, whole: the row number opens its details (by keyboard alone, and by mouse), with
// its place in the file, the findings about it, every field (unknown ones marked, nested values
// indented, long text wrapped) and its JSON with every value as the file writes it, to copy.
// Escape hands focus back to the row number. The export is made here: no sample has a long
// text, a nested object and an unknown field in one record.
import type { Locator, Page } from '@playwright/test';
import type { Finding } from '../shared/report/report';
import { validateBytes } from '../shared/validation/validate-bytes';
import { checkScreen, dropBytes, expect, test } from '../test-support/fixtures';
import { ui, uiText } from '../test-support/ui-text';

const LONG_TEXT = 'Höhenverstellbarer Schreibtisch mit Eichenplatte, zwei leisen Motoren und Memory-Funktion für vier Höhen. '
  + 'Die Platte ist geölt, die Kanten sind gerundet, und das Gestell trägt bis zu 120 kg. Lieferung zerlegt, Montage in '
  + 'etwa 30 Minuten mit dem beiliegenden Werkzeug. Geeignet für Arbeitsplätze im Büro und zu Hause.';

// Article 2 starts on line 4: a long description, an attribute that is a list (an error), an
// unknown nested object, an integer too large for JSON.parse, a number written 1600.0, escapes.
const EXPORT = `{
  "articles": [
    { "articleNumber": "CH-1001", "name": { "de": "Bürostuhl", "en": "Office chair" } },
    {
      "articleNumber": "DS-2040",
      "name": { "de": "Schreibtisch", "en": "Standing desk" },
      "description": { "de": "${LONG_TEXT}", "en": "Standing desk" },
      "active": "yes",
      "gtin": "4006381333932",
      "attributes": { "color": "oak", "legs": ["steel", "black"] },
      "dimensions": { "widthMm": 1600.0, "depthMm": 800, "motor": { "count": 2, "quiet": true }, "feet": [] },
      "stock": 12345678901234567890,
      "note": "Zeile 1\\nZeile 2 \\"zitiert\\" \\u00fc 😀"
    },
    { "articleNumber": "LP-0300" }
  ],
  "prices": [
    { "articleNumber": "CH-1001", "currency": "EUR", "amount": 249.90 },
    { "articleNumber": "DS-2040", "currency": "EUR", "amount": 899.0 }
  ]
}`;
const BYTES = Buffer.from(EXPORT);

/** The parts of a DOM element these checks read (the e2e folder is type-checked without the DOM library). */
interface InPage {
  scrollWidth: number;
  clientWidth: number;
  scrollTo(x: number, y: number): void;
  ownerDocument: { activeElement: unknown };
}

async function openPreview(app: Page): Promise<void> {
  await dropBytes(app, BYTES, 'desks.json');
  // Checked: a file with errors opens on its findings.
  await expect(app.getByRole('tab', { name: new RegExp(`^${ui('tabs.findings')}`) })).toHaveAttribute('aria-selected', 'true');
  await app.getByRole('tab', { name: ui('tabs.preview') }).click();
  await expect(app.getByRole('grid', { name: ui('preview.tableLabel.article') })).toBeVisible();
}

async function tabTo(app: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60 && !(await target.evaluate((element) => element === (element as unknown as InPage).ownerDocument.activeElement)); presses++) {
    await app.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** What the report says about a record (the notes on unknown fields are about a column, which the grid's header marks). */
async function findingsAbout(recordPointer: string): Promise<Finding[]> {
  const { report } = await validateBytes(BYTES, { file: 'desks.json' });
  return report.findings.filter((f) => (f.pointer === recordPointer || f.pointer.startsWith(`${recordPointer}/`)) && !f.code.endsWith('.unknownField'));
}

/** Nothing in it is wider than it is: long text wraps instead. */
const fitsItsWidth = (locator: Locator) => locator.evaluate((element) => (element as unknown as InPage).scrollWidth <= (element as unknown as InPage).clientWidth);

test('a record’s details, opened by keyboard: place, findings, fields, JSON as written, copied; Escape returns to the row', async ({ app }) => {
  await app.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url()).origin });
  await openPreview(app);

  // The grid is one Tab stop (its first field); the row number is one row down, at the row's start.
  const opener = app.getByRole('button', { name: ui('details.open.article', { number: '2' }) });
  await tabTo(app, app.getByRole('grid', { name: ui('preview.tableLabel.article') }).getByRole('gridcell').first());
  await app.keyboard.press('ArrowDown');
  await app.keyboard.press('Home');
  await expect(opener).toBeFocused();
  await app.keyboard.press('Enter');
  const dialog = app.getByRole('dialog', { name: ui('record.article', { number: 2, articleNumber: 'DS-2040' }) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(ui('details.place', { line: 4, pointer: '/articles/1' }))).toBeVisible();

  // Every finding the report has about this record, with the field it is about and its place.
  const about = await findingsAbout('/articles/1');
  expect(about.map((f) => f.code)).toEqual(['article.active.type', 'article.gtin.checksum', 'article.attributes.type', 'json.unsafeNumber']);
  const findings = dialog.getByRole('region', { name: new RegExp(`^${ui('details.findings')}`) }).getByRole('listitem');
  await expect(findings).toHaveCount(about.length);
  for (const [i, finding] of about.entries()) {
    await expect(findings.nth(i)).toContainText(uiText(finding.message));
    await expect(findings.nth(i)).toContainText(ui('findings.place', { line: finding.line!, column: finding.column! }));
  }
  await expect(findings.nth(2)).toContainText('attributes › legs');

  // Every field: known ones in the format's order, then the others, marked as the grid marks them.
  const fields = dialog.getByRole('region', { name: ui('details.fields') });
  await expect(fields.locator('.record-field-name')).toHaveText(['articleNumber', 'name', 'description', 'active', 'gtin', 'attributes', 'dimensions', 'stock', 'note']);
  const terms = fields.getByRole('term');
  const values = fields.getByRole('definition');
  await expect(terms.nth(6)).toContainText(ui('preview.extraColumn'));
  await expect(terms.nth(0)).not.toContainText(ui('preview.extraColumn'));
  await expect(terms.nth(3).getByRole('img', { name: ui('severity.error') })).toBeVisible();
  await expect(values.nth(6)).toHaveText('{\n  "widthMm": 1600.0,\n  "depthMm": 800,\n  "motor": {\n    "count": 2,\n    "quiet": true\n  },\n  "feet": []\n}');
  await expect(values.nth(7)).toHaveText('12345678901234567890');
  await expect(values.nth(8)).toHaveText('Zeile 1\nZeile 2 "zitiert" ü 😀');
  // The long text wraps inside the dialog: many lines, nothing cut, nothing wider than the dialog.
  await expect(values.nth(2)).toContainText(LONG_TEXT);
  expect((await values.nth(2).boundingBox())!.height).toBeGreaterThan(60);
  expect(await fitsItsWidth(values.nth(2))).toBe(true);

  // The JSON, every token as written.
  const json = dialog.getByRole('region', { name: ui('details.jsonLabel') });
  const shown = (await json.textContent())!;
  for (const written of ['"widthMm": 1600.0', '"stock": 12345678901234567890', String.raw`"note": "Zeile 1\nZeile 2 \"zitiert\" \u00fc 😀"`, `"de": "${LONG_TEXT}"`, '"feet": []']) {
    expect(shown).toContain(written);
  }
  expect(shown.startsWith('{\n  "articleNumber": "DS-2040",\n  "name": {\n    "de": "Schreibtisch",')).toBe(true);
  expect(await fitsItsWidth(json)).toBe(true);

  // Copy JSON, by keyboard, and the clipboard holds exactly what is shown.
  await tabTo(app, dialog.getByRole('button', { name: ui('details.copy') }));
  await app.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText(ui('details.copied'));
  const copied = await app.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText());
  expect(copied).toBe(shown);
  await dialog.getByRole('region', { name: ui('details.region') }).evaluate((region) => (region as unknown as InPage).scrollTo(0, 0));
  await checkScreen(app, '85-record-details');

  // A clipboard that refuses is said so, with what to do instead.
  await app.evaluate(() => {
    (globalThis as unknown as { navigator: { clipboard: { writeText(text: string): Promise<void> } } }).navigator.clipboard.writeText = () => Promise.reject(new Error('NotAllowedError'));
  });
  await app.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText(ui('details.copyRefused'));

  await app.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('a flagged row’s number keeps its findings tooltip and opens the record by mouse', async ({ app }) => {
    await openPreview(app);
    const opener = app.getByRole('button', { name: ui('details.open.article', { number: '3' }) });
    const about = await findingsAbout('/articles/2');
    expect(about.map((f) => f.code)).toEqual(['article.name.missing', 'article.noPrice']);
    await opener.focus();
    const tooltip = app.getByRole('tooltip').filter({ visible: true });
    await expect(tooltip).toHaveCount(1);
    await expect(tooltip).toContainText(uiText(about[0]!.message));
    // The button is described by the tooltip, as the cell itself was before it held a button.
    await expect(opener).toHaveAccessibleDescription(about.map((f) => `${ui(`severity.${f.severity}`)}: ${uiText(f.message)}`).join(' '));

    await opener.click();
    const dialog = app.getByRole('dialog', { name: ui('record.article', { number: 3, articleNumber: 'LP-0300' }) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(ui('details.place', { line: 15, pointer: '/articles/2' }))).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: ui('details.wholeRecord') })).toHaveCount(about.length);
    await checkScreen(app, '86-record-details-dark');
    await dialog.getByRole('button', { name: ui('details.close') }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test('a record too large to show whole shows its beginning, says so, and is not offered for copying', async ({ app }) => {
  const record = JSON.stringify({ articleNumber: 'BIG-1', name: 'Big', description: 'x'.repeat(400_000) });
  await dropBytes(app, Buffer.from(`{\n  "articles": [\n    ${record}\n  ]\n}`), 'big-record.json');
  // Nothing wrong in it: it opens on its rows.
  await expect(app.getByRole('banner').getByText(ui('state.ready'))).toBeVisible();
  await app.getByRole('button', { name: ui('details.open.article', { number: '1' }) }).click();
  const dialog = app.getByRole('dialog', { name: ui('record.article', { number: 1, articleNumber: 'BIG-1' }) });
  await expect(dialog.getByText(ui('details.cut', { size: { bytes: Buffer.byteLength(record), exact: false }, line: 3 }))).toBeVisible();
  await expect(dialog.getByRole('button', { name: ui('details.copy') })).toBeDisabled();
  const shown = (await dialog.getByRole('region', { name: ui('details.jsonLabel') }).textContent())!;
  expect(shown.startsWith('{\n  "articleNumber": "BIG-1",\n  "name": "Big",\n  "description": "xxx')).toBe(true);
  expect(shown.length).toBeLessThan(record.length);
  // The fields whole in the part shown are listed; the one cut off is not.
  await expect(dialog.getByRole('region', { name: ui('details.fields') }).getByRole('term')).toHaveText(['articleNumber', 'name']);
});
