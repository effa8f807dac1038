// A file with errors: the header says how many to fix, sending is impossible, and every
// finding is listed by code with its place in the file (line:column, record) and message;
// "show in preview" lands on the marked cell, whose message is in its name and shows on focus.
import path from 'node:path';
import { validateFile } from '../electron/files/validate-file';
import { checkScreen, dropFile, expect, SAMPLES, test } from '../test-support/fixtures';
import { ui, uiText } from '../test-support/ui-text';

test('with-errors.json: send disabled, findings shown with their places, cells marked', async ({ app, fake }) => {
  const file = path.join(SAMPLES, 'with-errors.json');
  // The core's own report of the same file, so the test checks the UI against it, not a copy.
  const { report } = await validateFile(file, { displayName: 'with-errors.json' });
  const errors = report.counts.error;
  expect(errors).toBeGreaterThan(1);

  await dropFile(app, file);
  await expect(app.getByRole('banner').getByText(ui('state.errorsToFix', { count: errors }))).toBeVisible();
  await expect(app.getByRole('button', { name: ui('send.button') })).toBeDisabled();
  await expect(app.getByText(ui('send.blocked.errors', { count: errors }))).toBeVisible();

  // The findings tab opens by itself for a file with errors.
  await expect(app.getByRole('tab', { name: new RegExp(`^${ui('tabs.findings')}`) })).toHaveAttribute('aria-selected', 'true');
  const active = report.findings.find((f) => f.code === 'article.active.type');
  expect(active?.line).toBeDefined();
  const group = app.getByRole('button', { name: new RegExp(ui('code.article.active.type').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  const list = app.getByRole('list', { name: ui('findings.listLabel', { code: 'article.active.type' }) });
  const item = list.getByRole('listitem').first();
  await expect(item).toContainText(ui('findings.placeShort', { line: active!.line!, column: active!.column! }));
  await expect(item).toContainText(uiText(active!.message));
  const record = ui('record.article', { number: 1, articleNumber: 'CH-1001' });
  await expect(item.getByRole('button', { name: ui('findings.showRecord', { record }) })).toBeVisible();
  await checkScreen(app, '10-errors-findings');

  await item.getByRole('button', { name: ui('findings.showRecord', { record }) }).click();
  const table = app.getByRole('grid', { name: ui('preview.tableLabel.article') });
  await expect(table).toBeVisible();
  const cell = table.getByRole('row').nth(1).getByRole('gridcell', { name: /yes/ });
  // Its message is part of what a screen reader reads for the cell, focused or not; on focus it shows.
  await expect(cell).toHaveAccessibleName(`yes ${ui('severity.error')}: ${uiText(active!.message)}`);
  await cell.focus();
  await expect(cell.getByText(uiText(active!.message), { exact: true })).toBeVisible();
  await checkScreen(app, '11-errors-preview-cell');

  // Unknown fields are extra columns.
  await expect(table.getByRole('columnheader', { name: /weightKg/ })).toBeVisible();
  expect(fake.requests).toHaveLength(0);
});
