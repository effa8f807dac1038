// The report to hand over, from the app: Findings › Export report… saves the table (the
// harness has no save dialog: it saves beside its uploads and the window says where), which
// holds the file's name and hash and one row per finding, in nine columns.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkScreen, dropFile, expect, SAMPLES, test } from '../test-support/fixtures';
import { ui } from '../test-support/ui-text';

test('export the report of with-errors.json from the Findings tab', async ({ app }) => {
  await dropFile(app, path.join(SAMPLES, 'with-errors.json'));
  await expect(app.getByRole('banner').getByText('with-errors.json')).toBeVisible();
  await app.getByRole('tab', { name: new RegExp(`^${ui('tabs.findings')}`) }).click();
  await app.getByRole('button', { name: ui('findings.export.button') }).click();
  const status = app.getByRole('status').filter({ hasText: ui('findings.export.saved', { path: '' }).trim() });
  await expect(status).toBeVisible();
  const saved = (await status.textContent())!.slice(ui('findings.export.saved', { path: '' }).length);
  expect(path.basename(saved)).toBe('with-errors-report.csv');
  await checkScreen(app, '80-report-exported');

  const bytes = await readFile(saved);
  expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
  const rows = new TextDecoder('utf-16le').decode(bytes.subarray(2)).split('\n').map((line) => line.split('\t'));
  expect(rows[0]![1]).toBe('with-errors.json');
  expect(rows[1]![1]).toMatch(/^[0-9a-f]{64}$/);
  const header = rows.findIndex((row) => row.length === 9);
  expect(rows.slice(header + 1).filter((row) => row.length === 9)).toHaveLength(19);
});
