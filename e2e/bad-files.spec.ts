// Files that are not usable JSON: a syntax error shows its place and the line with a caret;
// UTF-16 and an empty file are named as such. Nothing can be sent.
import { validateBytes } from '../shared/validation/validate-bytes';
import { checkScreen, dropBytes, expect, test } from '../test-support/fixtures';
import { ui, uiText } from '../test-support/ui-text';

test('a syntax error shows its line, column and the excerpt with a caret', async ({ app }) => {
  const bytes = Buffer.from('{\n  "articles": [\n    { "articleNumber": "A-1", "name": "Chair" ]\n}\n');
  // Where the core places the error, so the test checks the UI shows that place.
  const { report } = await validateBytes(bytes, { file: 'broken.json' });
  const syntax = report.findings.find((f) => f.code === 'json.syntax');
  expect(syntax?.line).toBe(3);
  await dropBytes(app, bytes, 'broken.json');
  await expect(app.getByRole('banner').getByText(ui('state.errorsToFix', { count: 1 }))).toBeVisible();
  const panel = app.getByRole('region', { name: ui('findings.syntaxTitle') });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(ui('findings.syntaxPlace', { line: 3, column: syntax!.column! }))).toBeVisible();
  await expect(panel.getByText(uiText(syntax!.message))).toBeVisible();
  const excerpt = panel.locator('pre');
  await expect(excerpt).toContainText('"name": "Chair" ]');
  await expect(excerpt).toContainText('^');
  await expect(app.getByRole('button', { name: ui('send.button') })).toBeDisabled();
  await checkScreen(app, '20-bad-syntax');
  await app.getByRole('tab', { name: ui('tabs.preview') }).click();
  await expect(app.getByText(ui('preview.notParsed'))).toBeVisible();
});

test('a UTF-16 file is named as not UTF-8', async ({ app }) => {
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"articles":[]}', 'utf16le')]);
  await dropBytes(app, utf16, 'utf16.json');
  await expect(app.getByRole('button', { name: /The file is not UTF-8/ })).toBeVisible();
  await expect(app.getByText(/UTF-16/).first()).toBeVisible();
  await expect(app.getByRole('button', { name: ui('send.button') })).toBeDisabled();
  await checkScreen(app, '21-bad-utf16');
});

test('an empty file is named as empty', async ({ app }) => {
  await dropBytes(app, Buffer.alloc(0), 'empty.json');
  await expect(app.getByRole('button', { name: /The file is empty/ })).toBeVisible();
  await expect(app.getByRole('button', { name: ui('send.button') })).toBeDisabled();
  await checkScreen(app, '22-bad-empty');
});
