// The validation report as a table to hand over (the CSV an ERP team acts on): a few lines that
// name exactly which export it is about (file, SHA-256, when, by which version, under which
// rules: the ruleset's name and SHA-256), then one row
// per finding the report lists, with its severity, code, message, line, column, pointer, record
// and article number. Codes and severities stay as they are in every language (what a team
// filters on); headings and messages are in the reader's language.
import { format, formatText } from '../messages/format';
import type { Locale } from '../messages/locale';
import type { Report } from './report';
import { spreadsheetBytes } from './spreadsheet-text';

export interface ReportTableFacts {
  /** When the file was checked (ISO 8601). */
  checkedAt: string;
  /** Which version of the app or the tool checked it. */
  appVersion: string;
}

const COLUMNS = ['severity', 'code', 'message', 'line', 'column', 'pointer', 'record', 'index', 'articleNumber'] as const;

export function reportTable(report: Report, facts: ReportTableFacts, locale: Locale): string[][] {
  const say = (key: Parameters<typeof format>[1], values?: Parameters<typeof format>[2]) => format(locale, key, values);
  const rows: string[][] = [
    [say('reportTable.file'), report.file],
    [say('reportTable.sha256'), report.sha256],
    [say('reportTable.checkedAt'), facts.checkedAt],
    [say('reportTable.checkedBy'), say('reportTable.version', { version: facts.appVersion })],
    [say('reportTable.summary'), say('reportTable.counts', { articles: report.articles, prices: report.prices, errors: report.counts.error, warnings: report.counts.warning, notes: report.counts.info })],
  ];
  if (report.rules !== undefined) rows.push([say('reportTable.rules'), report.rules.name, report.rules.sha256]);
  if (report.truncated) rows.push([say('reportTable.truncated')]);
  rows.push([], COLUMNS.map((column) => say(`reportTable.column.${column}`)));
  for (const finding of report.findings) {
    rows.push([
      finding.severity,
      finding.code,
      formatText(locale, finding.message),
      finding.line === undefined ? '' : String(finding.line),
      finding.column === undefined ? '' : String(finding.column),
      finding.pointer,
      finding.kind ?? '',
      finding.index === undefined ? '' : String(finding.index),
      finding.articleNumber ?? '',
    ]);
  }
  return rows;
}

/** The table as the file to hand over (spreadsheet-text.ts), a cut cell marked in the reader's language. */
export function reportTableBytes(report: Report, facts: ReportTableFacts, locale: Locale): Uint8Array {
  return spreadsheetBytes(reportTable(report, facts, locale), { cutMarker: format(locale, 'reportTable.cut') });
}
