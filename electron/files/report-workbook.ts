// The report as an Excel workbook (.xlsx), for people: a sheet of findings with a frozen
// heading row, a filter on every column and widths that fit what they hold, and a sheet with
// the file's facts. Written with exceljs's streaming writer: each row goes out to the file as
// it is made (no shared-strings table), so a report of a 1 GB export keeps memory flat.
//
// A workbook's text cell never runs as a formula, so text is written as it is; control
// characters are written as \uXXXX and a cell is cut at Excel's 32,767 characters, as in the
// text table (shared/report/spreadsheet-text.ts).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type * as ExcelJS from 'exceljs';
import { format } from '../../shared/messages/format';
import type { Locale } from '../../shared/messages/locale';
import type { Report } from '../../shared/report/report';
import { columnTitle, factRows, findingRows, type FindingRow, type FindingValues, type ReportColumn, type ReportTableFacts } from '../../shared/report/report-table';
import { visibleCell } from '../../shared/report/spreadsheet-text';
import { drained } from './drained';

type Excel = typeof ExcelJS;

/**
 * exceljs, loaded when a workbook is written: it is 2.4 MB of code the command-line tool would
 * otherwise parse at every start. The bundles have it as exceljs.cjs beside them (build-node.mjs),
 * taken with require, which reads inside Electron's asar archive too; from source, the package.
 */
const besideThisBundle = typeof __dirname === 'string' ? path.join(__dirname, 'exceljs.cjs') : undefined;
async function loadExcel(): Promise<Excel> {
  if (besideThisBundle !== undefined && existsSync(besideThisBundle)) return createRequire(__filename)(besideThisBundle) as Excel;
  const loaded = (await import('exceljs')) as Excel & { default?: Excel };
  return loaded.default ?? loaded;
}

/** The findings sheet's columns, in order, with the widths they take (in characters) and whether text wraps. */
const COLUMNS: ReadonlyArray<{ column: ReportColumn; min: number; max: number; wrap?: boolean }> = [
  { column: 'record', min: 6, max: 12 },
  { column: 'kind', min: 6, max: 12 },
  { column: 'articleNumber', min: 10, max: 24 },
  { column: 'field', min: 6, max: 20 },
  { column: 'value', min: 10, max: 32, wrap: true },
  { column: 'code', min: 10, max: 32 },
  { column: 'severity', min: 8, max: 14 },
  { column: 'message', min: 30, max: 80, wrap: true },
  { column: 'place', min: 8, max: 14 },
  { column: 'pointer', min: 10, max: 32 },
];

const HEADING_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8ECF1' } };

export async function writeReportWorkbook(output: Writable, report: Report, facts: ReportTableFacts, locale: Locale, values: FindingValues): Promise<void> {
  const Excel = await loadExcel();
  const cutMarker = format(locale, 'reportTable.cut');
  const cell = (text: string) => visibleCell(text, { cutMarker });
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = format(locale, 'reportTable.version', { version: facts.appVersion });

  const sheet = workbook.addWorksheet(format(locale, 'reportTable.sheet.findings'), { views: [{ state: 'frozen', ySplit: 1 }] });
  const rows = findingRows(report, locale, values);
  const first = await rows.next();
  const firstRows = first.done ? [] : first.value;
  const headings = COLUMNS.map(({ column }) => columnTitle(column, locale));
  // Widths from the headings and the first rows: the sheet's columns are written before its rows.
  sheet.columns = COLUMNS.map((spec, k) => ({
    key: spec.column,
    width: widthFor(spec, [headings[k]!, ...firstRows.map((row) => String(cellsOf(row, cell)[k] ?? ''))]),
    ...(spec.wrap ? { style: { alignment: { wrapText: true, vertical: 'top' } } } : { style: { alignment: { vertical: 'top' } } }),
  }));
  const heading = sheet.addRow(headings);
  heading.font = { bold: true };
  heading.eachCell((c) => {
    c.fill = HEADING_FILL;
    c.alignment = { vertical: 'top', wrapText: true };
  });
  heading.commit();

  let count = 0;
  const add = (batch: FindingRow[]) => {
    for (const row of batch) {
      sheet.addRow(cellsOf(row, cell)).commit();
      count++;
    }
  };
  add(firstRows);
  if (!first.done) {
    for await (const batch of rows) {
      add(batch);
      await flowed(output, sheet);
    }
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: count + 1, column: COLUMNS.length } };
  sheet.commit();

  const about = workbook.addWorksheet(format(locale, 'reportTable.sheet.file'));
  about.columns = [{ width: 16 }, { width: 72, style: { alignment: { wrapText: true, vertical: 'top' } } }, { width: 68 }];
  for (const fact of factRows(report, facts, locale)) {
    const row = about.addRow(fact.map(cell));
    row.getCell(1).font = { bold: true };
    row.getCell(1).alignment = { vertical: 'top' };
    row.commit();
  }
  about.commit();
  await workbook.commit();
}

/** How much of a sheet's XML may wait to be compressed before rows wait for it. */
const MAX_BACKLOG_BYTES = 1 << 20;

/** A stream's unwritten bytes: Node's writableLength, or readable-stream 2's state, which exceljs's pipe is. */
const backlogOf = (stream: Writable & { _writableState?: { length?: number } }) => stream.writableLength ?? stream._writableState?.length ?? 0;

/**
 * Waits until the rows made so far have flowed on (compressed on zlib's threads, written to the
 * file). exceljs's sheet buffer passes its XML on without heeding backpressure, so without this
 * the whole sheet's XML would wait in memory until the end (49 MB for 80,000 rows). The stream it
 * writes into is its internal `pipes[0]` (exceljs 4.4); were it gone, rows would not wait.
 */
async function flowed(output: Writable, sheet: ExcelJS.Worksheet): Promise<void> {
  const pass = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0];
  while (pass !== undefined && backlogOf(pass) > MAX_BACKLOG_BYTES) await drained(pass, output);
  if (output.writableNeedDrain) await drained(output);
}

/** A finding's cells, in the order of COLUMNS: its record's number as a number, the rest as text. */
function cellsOf(row: FindingRow, cell: (text: string) => string): Array<string | number | null> {
  return [
    row.record ?? null,
    cell(row.kind),
    cell(row.articleNumber),
    cell(row.field),
    cell(row.value),
    cell(row.code),
    cell(row.severity),
    cell(row.message),
    row.line === undefined ? null : `${row.line}:${row.column ?? ''}`,
    cell(row.pointer),
  ];
}

/** Wide enough for the longest of `texts` (its longest line), within the column's bounds. */
function widthFor(spec: { min: number; max: number }, texts: readonly string[]): number {
  const longest = Math.max(0, ...texts.map((text) => Math.max(...text.split('\n').map((line) => line.length))));
  return Math.min(spec.max, Math.max(spec.min, longest + 2));
}
