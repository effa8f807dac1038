// The report as a text table (validate --format csv, and the app's "text table" choice): the
// file's facts, an empty line, the headings, then one line per finding, in the one text
// format Excel and LibreOffice both open as columns (spreadsheet-text.ts). Line and column are
// two number columns here: "12:30" in one cell would be read as a time.
import { format } from '../messages/format';
import type { Locale } from '../messages/locale';
import type { Report } from './report';
import { columnTitle, factRows, findingRows, type FindingValues, type ReportColumn, type ReportTableFacts } from './report-table';
import { spreadsheetText, UTF16LE_BOM, type Cell } from './spreadsheet-text';

const COLUMNS: readonly ReportColumn[] = ['record', 'kind', 'articleNumber', 'field', 'value', 'code', 'severity', 'message', 'line', 'column', 'pointer'];

/** The table's text, a part at a time (the byte-order mark first); encode each with utf16le. */
export async function* reportTextTable(report: Report, facts: ReportTableFacts, locale: Locale, values: FindingValues): AsyncGenerator<string> {
  const options = { cutMarker: format(locale, 'reportTable.cut') };
  yield UTF16LE_BOM + spreadsheetText([...factRows(report, facts, locale), [], COLUMNS.map((column) => columnTitle(column, locale))], options);
  for await (const rows of findingRows(report, locale, values)) {
    yield spreadsheetText(rows.map((row): Cell[] => [
      row.record ?? '', row.kind, row.articleNumber, row.field, row.value, row.code, row.severity, row.message, row.line ?? '', row.column ?? '', row.pointer,
    ]), options);
  }
}
