// A file with one unescaped quote in the middle: the window names the likely cause and where the
// text starts, shows the records read before the error in the preview, counts them in the
// header as such, and says the file cannot be read past the error nor be sent. In English and
// in German (the language is the browser's).
import type { Page } from '@playwright/test';
import { validateBytes } from '../shared/validation/validate-bytes';
import { checkScreen, dropBytes, expect, test } from '../test-support/fixtures';
import { ui, uiText } from '../test-support/ui-text';

const READ = 60;

/** 60 good articles, then one whose name holds a quote not written \", then more. */
function exportWithQuote(): Buffer {
  const lines = ['{', '  "articles": ['];
  for (let i = 0; i < READ; i++) lines.push(`    {"articleNumber": "CH-${1001 + i}", "name": "Bürostuhl ${i + 1}", "active": true, "unit": "Stück"},`);
  lines.push('    {"articleNumber": "MA-27", "name": "Monitorarm 27" breit", "active": true, "unit": "Stück"},');
  for (let i = 0; i < 20; i++) lines.push(`    {"articleNumber": "T-${i}", "name": "Tisch ${i}", "active": true},`);
  lines.push('    {"articleNumber": "END", "name": "Ende"}', '  ]', '}');
  return Buffer.from(lines.join('\n'));
}

async function opensWithTheRecordsBeforeTheError(app: Page, screenshot: string): Promise<void> {
  const bytes = exportWithQuote();
  // Where the core places the error and how it words it, so the test checks the window shows that.
  const { report } = await validateBytes(bytes, { file: 'quote.json' });
  const syntax = report.findings.find((f) => f.code === 'json.syntax')!;
  expect(syntax).toMatchObject({ line: READ + 3, articleNumber: 'MA-27' });
  await dropBytes(app, bytes, 'quote.json');

  // The header: the records read before the error, counted as such, and why nothing can be sent.
  const banner = app.getByRole('banner');
  await expect(banner.getByText(ui('state.errorsToFix', { count: 1 }))).toBeVisible();
  await expect(banner.getByText(ui('state.unreadablePast', { line: syntax.line! }))).toBeVisible();
  await expect(banner.getByText(ui('state.notSendable'))).toBeVisible();
  await expect(banner.getByRole('term').first()).toHaveText(ui('summary.beforeError'));
  await expect(banner.getByRole('definition').first()).toHaveText(ui('summary.beforeErrorCounts', { articles: READ, prices: 0 }));

  // Findings first: the plain message, naming the text's start and the record.
  const panel = app.getByRole('region', { name: ui('findings.syntaxTitle') });
  const message = uiText(syntax.message);
  await expect(panel.getByText(message)).toBeVisible();
  expect(message).toContain('MA-27');
  expect(message).toMatch(new RegExp(`${READ}`));
  await expect(app.getByRole('button', { name: ui('send.button') })).toBeDisabled();
  await checkScreen(app, `${screenshot}-findings`);

  // The preview: the records before the error, and the note that the file ends there as far as it can be read.
  await app.getByRole('tab', { name: ui('tabs.preview') }).click();
  await expect(app.getByRole('note')).toHaveText(ui('preview.beforeError', { line: syntax.line! }));
  const table = app.getByRole('grid', { name: ui('preview.tableLabel.article') });
  await expect(table).toHaveAttribute('aria-rowcount', String(READ + 1));
  await expect(table.getByText('CH-1001', { exact: true })).toBeVisible();
  await expect(table.getByText('MA-27')).toHaveCount(0);
  await checkScreen(app, `${screenshot}-preview`);
}

test('a syntax error in the middle names its cause, and the records before it are shown', async ({ app }) => {
  await opensWithTheRecordsBeforeTheError(app, '23-syntax-quote');
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });
  test('a syntax error in the middle names its cause, and the records before it are shown', async ({ app }) => {
    await opensWithTheRecordsBeforeTheError(app, '23-syntax-quote-de');
  });
});
