// The validation report as a table for people (the workbook, the text table): the file's facts
// (which export exactly: name, size, SHA-256, when in local time, by which version, under which
// rules, the counts in words), then one row per finding the report lists: the record (numbered
// from 1, as the window and the messages count), its article number, the field and its value
// as the file writes it, the code, the severity and the message in the reader's language, and
// where it stands (line and column, JSON Pointer). Codes stay as they are in every language:
// they are what a team filters on.
import { pointerSegments } from '../json/json-pointer';
import { format, formatText } from '../messages/format';
import type { Locale } from '../messages/locale';
import { formatBytes, formatTimestamp } from '../messages/quantities';
import type { Finding, RecordKind, Report } from './report';

export interface ReportTableFacts {
  /** When the file was checked (ISO 8601); written in local time. */
  checkedAt: string;
  /** Which version of the app or the tool checked it. */
  appVersion: string;
  /**
   * The BCP 47 tag `checkedAt` is written in (date-locale.ts): the reader's region where it
   * speaks the report's language ("25 Nov 2026" on an en-GB system), else the language's own.
   */
  dateTag: string;
}

/**
 * Each finding's value as the file writes it (undefined: none, e.g. a field that is missing),
 * in the findings' order; asked a batch at a time, so a long report is never held twice.
 */
export type FindingValues = (findings: readonly Finding[]) => Promise<ReadonlyArray<string | undefined>>;

export interface FindingRow {
  /** The record's number within its kind, from 1; undefined for a finding about the file. */
  record: number | undefined;
  kind: string;
  articleNumber: string;
  field: string;
  value: string;
  code: string;
  severity: string;
  message: string;
  line: number | undefined;
  column: number | undefined;
  pointer: string;
}

type Say = (key: Parameters<typeof format>[1], values?: Parameters<typeof format>[2]) => string;
const sayer = (locale: Locale): Say => (key, values) => format(locale, key, values);

/** Rows of the file's facts: a label, then its value (and for the rules, their SHA-256). */
export function factRows(report: Report, facts: ReportTableFacts, locale: Locale): string[][] {
  const say = sayer(locale);
  const rows: string[][] = [
    [say('reportTable.file'), report.file],
    // "1.1 kB (1,128 bytes)": the exact count too, where the size is rounded.
    [say('reportTable.size'), report.bytes < 1000 ? formatBytes(report.bytes, locale) : say('reportTable.sizeValue', { size: { bytes: report.bytes, exact: false }, bytes: report.bytes })],
    [say('reportTable.sha256'), report.sha256],
    [say('reportTable.checkedAt'), formatTimestamp(facts.checkedAt, facts.dateTag)],
    [say('reportTable.checkedBy'), say('reportTable.version', { version: facts.appVersion })],
  ];
  if (report.rules !== undefined) rows.push([say('reportTable.rules'), report.rules.name, report.rules.sha256]);
  rows.push(
    [say('reportTable.records'), say('reportTable.recordCounts', { articles: report.articles, prices: report.prices })],
    [say('reportTable.findings'), say('reportTable.findingCounts', { errors: report.counts.error, warnings: report.counts.warning, notes: report.counts.info })],
  );
  if (report.truncated) rows.push([say('reportTable.truncated')]);
  return rows;
}

const COLUMN_KEYS = {
  record: 'reportTable.column.record',
  kind: 'reportTable.column.kind',
  articleNumber: 'reportTable.column.articleNumber',
  field: 'reportTable.column.field',
  value: 'reportTable.column.value',
  code: 'reportTable.column.code',
  severity: 'reportTable.column.severity',
  message: 'reportTable.column.message',
  place: 'reportTable.column.place',
  line: 'reportTable.column.line',
  column: 'reportTable.column.column',
  pointer: 'reportTable.column.pointer',
} as const;
export type ReportColumn = keyof typeof COLUMN_KEYS;

/** A column's heading in the reader's language. */
export function columnTitle(column: ReportColumn, locale: Locale): string {
  return format(locale, COLUMN_KEYS[column]);
}

const ARRAY_OF: Record<string, RecordKind> = { articles: 'article', prices: 'price' };

/** The record a pointer is in (`/prices/1/amount` → price 1) and the path below it (`amount`). */
export function pointerPlace(pointer: string): { kind: RecordKind; index: number; below: string[] } | undefined {
  const segments = pointerSegments(pointer);
  const kind = ARRAY_OF[segments[0] ?? ''];
  const index = segments[1];
  if (kind === undefined || index === undefined || !/^(0|[1-9]\d*)$/.test(index) || !Number.isSafeInteger(Number(index))) return undefined;
  return { kind, index: Number(index), below: segments.slice(2) };
}

/** How many findings are worded and looked up at once. */
const BATCH = 500;

/** The findings' rows, a batch at a time, in the report's order (file order). */
export async function* findingRows(report: Report, locale: Locale, values: FindingValues): AsyncGenerator<FindingRow[]> {
  const say = sayer(locale);
  for (let start = 0; start < report.findings.length; start += BATCH) {
    const batch = report.findings.slice(start, start + BATCH);
    const found = await values(batch);
    yield batch.map((finding, k) => findingRow(finding, found[k], say, locale));
  }
}

function findingRow(finding: Finding, value: string | undefined, say: Say, locale: Locale): FindingRow {
  const place = pointerPlace(finding.pointer);
  // A syntax error names the record it stands in, though its pointer cannot reach into it.
  const kind = place?.kind ?? finding.kind;
  const index = place?.index ?? finding.index;
  // A missing field has no value; its finding points at the record, and names the field.
  const missing = missingField(finding);
  // A dotted path reads as a field name (name.de, attributes.color); the pointer column is exact.
  const field = missing ?? (place ? place.below.join('.') : pointerSegments(finding.pointer).join('.'));
  return {
    record: kind !== undefined && index !== undefined ? index + 1 : undefined,
    kind: kind === undefined ? '' : say(`reportTable.kind.${kind}`),
    articleNumber: finding.articleNumber ?? '',
    field,
    value: missing === undefined ? value ?? '' : '',
    code: finding.code,
    severity: say(`severity.${finding.severity}`),
    message: formatText(locale, finding.message),
    line: finding.line,
    column: finding.column,
    pointer: finding.pointer,
  };
}

/** The field a finding says is missing: `price.currency.missing`, or a ruleset's required field (its `field`). */
function missingField(finding: Finding): string | undefined {
  const [, field, rule] = finding.code.split('.');
  if (rule === 'missing') return field;
  const named = finding.message.values?.field;
  return rule === 'required' && field === 'field' && typeof named === 'string' ? named : undefined;
}
