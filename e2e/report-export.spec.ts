// The report to hand over, from the app: Findings › Export report… saves an Excel workbook (the
// harness has no save dialog: it saves beside its uploads under the proposed name, and the
// window says where), with a sheet of findings and one of the file's facts, in the window's
// language; "As text table…" saves the text table. Then Open report and Show in folder ask
// main, which asks the system (the harness prints what the app would do).
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { checkScreen, dropFile, expect, SAMPLES, test } from '../test-support/fixtures';
import { readTextTable } from '../test-support/text-table';
import { testLocale, ui } from '../test-support/ui-text';
import { atWidth } from '../test-support/window-sizes';

/** The path the window says the report was saved to, once it says so. */
async function savedPath(app: Page, ending: string): Promise<string> {
  const prefix = ui('findings.export.saved', { path: '' });
  const status = app.getByRole('status').filter({ hasText: prefix.trim() }).filter({ hasText: ending });
  await expect(status).toBeVisible();
  return (await status.textContent())!.slice(prefix.length);
}

// Issue 25: at the usual window and at the smallest one, where the side panel takes a third of the width.
const SIZES = [
  { width: 1280, height: 800 },
  { width: 900, height: 600 },
] as const;

for (const size of SIZES) {
  const at = `${size.width}x${size.height}`;
  test(`export the report of with-errors.json as a workbook and as a text table, then open it and show it (${at})`, atWidth(size.width), async ({ app, harness }) => {
    await app.setViewportSize(size);
    const german = testLocale() === 'de';
    await dropFile(app, path.join(SAMPLES, 'with-errors.json'));
    await expect(app.getByRole('banner').getByText('with-errors.json')).toBeVisible();
    await app.getByRole('tab', { name: new RegExp(`^${ui('tabs.findings')}`) }).click();
    await expect(app.getByRole('button', { name: ui('findings.export.open') })).toHaveCount(0);

    // The workbook: the app's default.
    await app.getByRole('button', { name: ui('findings.export.button') }).click();
    const workbookPath = await savedPath(app, '.xlsx');
    expect(path.basename(workbookPath)).toBe('with-errors.report.xlsx');
    const open = app.getByRole('button', { name: ui('findings.export.open') });
    const show = app.getByRole('button', { name: ui('findings.export.showInFolder') });
    await expect(open).toBeVisible();
    await expect(show).toBeVisible();
    await checkScreen(app, `80-report-exported-${at}`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(workbookPath);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(german ? ['Befunde', 'Datei'] : ['Findings', 'File']);
    const findings = workbook.worksheets[0]!;
    expect(findings.getRow(1).getCell(5).value).toBe(ui('reportTable.column.value'));
    expect(findings.rowCount).toBe(1 + 19);
    const amount = findings.getRows(2, 19)!.find((row) => row.getCell(6).value === 'price.amount.type')!;
    expect([1, 2, 4, 5, 7, 9].map((column) => amount.getCell(column).value)).toEqual([2, ui('reportTable.kind.price'), 'amount', '"12,50"', ui('severity.error'), '11:64']);
    expect(workbook.worksheets[1]!.getRow(1).values).toEqual([undefined, ui('reportTable.file'), 'with-errors.json']);

    // Open and Show in folder: main asks the system for the report just saved.
    await open.click();
    await expect.poll(() => harness.output()).toContain(`(the app would open ${workbookPath})`);
    await show.click();
    await expect.poll(() => harness.output()).toContain(`(the app would show ${workbookPath} in its folder)`);

    // The text table, as a choice: eleven columns, in the window's language.
    await app.getByRole('button', { name: ui('findings.export.textButton') }).click();
    const tablePath = await savedPath(app, '.csv');
    expect(path.basename(tablePath)).toBe('with-errors.report.csv');
    const rows = readTextTable(await readFile(tablePath));
    expect(rows[0]).toEqual([ui('reportTable.file'), 'with-errors.json']);
    const header = rows.findIndex((row) => row[0] === ui('reportTable.column.record'));
    expect(rows[header]).toHaveLength(11);
    expect(rows.slice(header + 1)).toHaveLength(19);
    expect(rows.slice(header + 1).every((row) => row.length === 11)).toBe(true);
    await open.click();
    await expect.poll(() => harness.output()).toContain(`(the app would open ${tablePath})`);

    // Moved away meanwhile: the window says so, and the system is not asked.
    await rm(tablePath);
    await show.click();
    await expect(app.getByRole('status').filter({ hasText: ui('shell.report.gone', { name: 'with-errors.report.csv' }) })).toBeVisible();
    expect(harness.output()).not.toContain(`(the app would show ${tablePath} in its folder)`);
  });
}
