// What the worker answers about the document it holds: the report's summary, pages of
// preview rows (a cell per column, with the findings that concern it) and pages of
// findings. Everything is computed from the validation outcome in the worker, so the main
// thread and the renderer only ever see one page at a time.
import type { z } from 'zod';
import { ARTICLE_FIELDS, PRICE_FIELDS } from '../../shared/payload/payload-schema';
import type { Finding, RecordKind, Report } from '../../shared/report/report';
import { isSendable } from '../../shared/report/report';
import type { ReportTableFacts } from '../../shared/report/report-table';
import { writeReportFile, type ReportFileFormat } from '../files/report-file';
import { findingValues } from './finding-values';
import type { Locale } from '../../shared/messages/locale';
import { SEVERITY_OF, type FindingCode, type RuleLevel, type Severity } from '../../shared/report/finding-codes';
import type {
  cellFindingSchema, findingsPageSchema, reportSummarySchema, rowSchema, rowsPageSchema,
} from '../../shared/ipc/document-schemas';
import { cellOf } from './cell-text';
import type { RecordStore } from './file-records';
import { RecordViews, type RecordView } from './record-views';
import { RecordMarks } from '../../shared/validation/record-marks';
import { MAX_RECORD_BYTES, recordDetails, type RecordDetails } from './record-details';
import { pointerSegments } from '../../shared/json/json-pointer';

type CellFinding = z.infer<typeof cellFindingSchema>;
type Row = z.infer<typeof rowSchema>;
export type RowsPage = z.infer<typeof rowsPageSchema>;
export type FindingsPage = z.infer<typeof findingsPageSchema>;
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** The part of the core's ValidationOutcome the pages need, with its records to read back. */
export interface ValidatedDocument {
  /** Undefined while the checks still run: the records found so far, without findings. */
  report: Report | undefined;
  records: RecordStore | undefined;
  /**
   * The records are those read before a syntax error: shown, but the file is not readable
   * (`parsed` is false, so it is never sent) and nothing past the error is known.
   */
  beforeError?: boolean;
  /** Every record with a finding, listed or not (from the checks); else the listed findings' records. */
  marks?: RecordMarks;
  /** Each code's level under the rules the file was checked with (shared/rules: levelsOf); the built-in ones by default. */
  levels?: Readonly<Record<FindingCode, RuleLevel>>;
}

export interface FindingsFilter {
  code?: string;
  severity?: Severity;
}

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
const KNOWN_FIELDS: Record<RecordKind, readonly string[]> = { article: ARTICLE_FIELDS, price: PRICE_FIELDS };
const ARRAY_OF: Record<string, RecordKind> = { articles: 'article', prices: 'price' };

/** Keyed `kind:index`; the findings about one record, with the field each one is about and
 *  the finding's place in the report (file order), by which the window walks them. */
type RecordFindings = Map<string, Array<{ field: string | undefined; finding: Finding; at: number }>>;

/** A finding found by its place in file order, and where it stands in its code's list. */
export interface ProblemAt {
  /** Findings listed in the report. */
  total: number;
  at: number;
  finding: Finding;
  /** Its place among the listed findings of its code (the findings list's groups). */
  rankInCode: number;
}

export class DocumentPages {
  readonly #doc: ValidatedDocument;
  readonly #columns = new Map<RecordKind, RowsPage['columns']>();
  readonly #byRecord: RecordFindings;
  readonly #filtered = new Map<string, Finding[]>();
  readonly #views: RecordViews | undefined;
  #rankInCode: Int32Array | undefined;

  readonly #final: boolean;
  readonly #levels: Readonly<Record<FindingCode, RuleLevel>>;
  constructor(doc: ValidatedDocument) {
    this.#doc = doc;
    this.#levels = doc.levels ?? SEVERITY_OF;
    this.#final = doc.report !== undefined;
    this.#byRecord = indexByRecord(doc.report?.findings ?? []);
    // Views need the findings: none while the file is still being checked.
    this.#views = doc.records && this.#final ? new RecordViews(doc.records, doc.marks ?? marksOf(doc.report?.findings ?? []), this.#levels) : undefined;
  }

  summary(): ReportSummary {
    if (!this.#doc.report) throw new Error('The file is still being checked.');
    const { findings, ...report } = this.#doc.report;
    const listed = new Map<string, number>();
    for (const f of findings) listed.set(f.code, (listed.get(f.code) ?? 0) + 1);
    const groups = Object.entries(report.byCode)
      .filter(([code]) => listed.has(code))
      .map(([code, count]) => ({
        code: code as Finding['code'],
        // Counted codes are never `off` (an `off` code is neither counted nor listed).
        severity: this.#levels[code as Finding['code']] as Severity,
        count: count ?? 0,
        listed: listed.get(code) ?? 0,
      }))
      .sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || b.count - a.count || a.code.localeCompare(b.code));
    const syntaxError = findings.find((f) => f.code === 'json.syntax');
    const store = this.#doc.beforeError ? this.#doc.records : undefined;
    return {
      ...report,
      byCode: { ...report.byCode } as Record<string, number>,
      groups,
      ...(syntaxError ? { syntaxError } : {}),
      ...(store ? { readBeforeError: { articles: store.count('article'), prices: store.count('price') } } : {}),
      sendable: isSendable(report),
    };
  }

  /** Writes the report as a workbook or a text table (validate --format xlsx|csv writes the same), each value as the file writes it. */
  async writeReport(output: string, format: ReportFileFormat, facts: ReportTableFacts, locale: Locale): Promise<void> {
    if (!this.#doc.report) throw new Error('The file is still being checked.');
    await writeReportFile(output, format, { report: this.#doc.report, facts, locale, values: findingValues(this.#doc.records) });
  }

  /** Whether the file was read as JSON (records read before a syntax error do not make it so). */
  get parsed(): boolean {
    return this.#doc.records !== undefined && this.#doc.beforeError !== true;
  }

  /** Rows [offset, offset + limit) of a view (searched, filtered, sorted), or of the file's order. */
  async rows(kind: RecordKind, offset: number, limit: number, view?: RecordView): Promise<RowsPage> {
    const store = this.#doc.records;
    if (!store) return { kind, total: 0, matched: 0, offset, columns: this.columns(kind), rows: [] };
    const order = await this.#views?.order(kind, view);
    const columns = this.columns(kind);
    const total = store.count(kind);
    if (!order) {
      const records = await store.read(kind, offset, limit);
      return { kind, total, matched: total, offset, columns, rows: records.map((record, k) => this.#row(kind, offset + k, record, columns)) };
    }
    const indices = order.subarray(offset, offset + limit);
    const records = await store.readAt(kind, indices);
    return { kind, total, matched: order.length, offset, columns, rows: records.map((record, k) => this.#row(kind, indices[k]!, record, columns)) };
  }

  /** Where a record stands in a view; null when the view leaves it out. */
  async position(kind: RecordKind, index: number, view?: RecordView): Promise<number | null> {
    const order = await this.#views?.order(kind, view);
    if (!order) return index < (this.#doc.records?.count(kind) ?? 0) ? index : null;
    const at = order.indexOf(index);
    return at === -1 ? null : at;
  }

  /** The finding at a place in file order (the report lists them so), for walking them one by one. */
  problem(at: number): ProblemAt | undefined {
    const findings = this.#doc.report?.findings ?? [];
    const finding = findings[at];
    if (!finding) return undefined;
    this.#rankInCode ??= ranksInCode(findings);
    return { total: findings.length, at, finding, rankInCode: this.#rankInCode[at]! };
  }

  /** Known fields in schema order, then the unknown ones in order of first appearance. */
  columns(kind: RecordKind): RowsPage['columns'] {
    let columns = this.#columns.get(kind);
    if (!columns) {
      const unknown = this.#doc.records?.unknownFields(kind) ?? [];
      columns = [...KNOWN_FIELDS[kind].map((key) => ({ key, known: true })), ...unknown.map((key) => ({ key, known: false }))];
      // While the file is still being checked, more extra columns may come.
      if (this.#final) this.#columns.set(kind, columns);
    }
    return columns;
  }

  /** One record, whole, with the findings about it; null when there is no such record. */
  async record(kind: RecordKind, index: number): Promise<RecordDetails | null> {
    const source = await this.#doc.records?.source(kind, index, MAX_RECORD_BYTES);
    if (!source) return null;
    const list = (this.#byRecord.get(`${kind}:${index}`) ?? []).map(({ finding }) => finding);
    const state = !this.#doc.report ? 'checking' : this.#doc.report.truncated ? 'capped' : 'complete';
    return recordDetails({ kind, index }, source, { list, state });
  }

  findings(filter: FindingsFilter, offset: number, limit: number): FindingsPage {
    const key = `${filter.code ?? ''}|${filter.severity ?? ''}`;
    let matching = this.#filtered.get(key);
    if (!matching) {
      matching = (this.#doc.report?.findings ?? []).filter(
        (f) => (!filter.code || f.code === filter.code) && (!filter.severity || f.severity === filter.severity),
      );
      this.#filtered.set(key, matching);
    }
    return { total: matching.length, offset, items: matching.slice(offset, offset + limit) };
  }

  #row(kind: RecordKind, index: number, record: unknown, columns: RowsPage['columns']): Row {
    // A Map, not `{}`: a field named `__proto__` in the file must stay a field.
    const cells = new Map<string, Row['cells'][string]>();
    const rowFindings: CellFinding[] = [];
    let worst: Severity | undefined;
    if (isPlainObject(record)) {
      for (const { key } of columns) if (Object.hasOwn(record, key)) cells.set(key, cellOf(record[key]));
    }
    for (const { field, finding, at } of this.#byRecord.get(`${kind}:${index}`) ?? []) {
      const mark = { code: finding.code, severity: finding.severity, message: finding.message, at };
      if (worst === undefined || SEVERITY_RANK[finding.severity] < SEVERITY_RANK[worst]) worst = finding.severity;
      if (field !== undefined && columns.some((c) => c.key === field)) {
        // A finding about an absent field (e.g. `name` missing) still marks that column's cell.
        let cell = cells.get(field);
        if (!cell) cells.set(field, (cell = cellOf(undefined)));
        (cell.findings ??= []).push(mark);
      } else {
        rowFindings.push(mark);
      }
    }
    return { index, cells: Object.fromEntries(cells), findings: rowFindings, ...(worst ? { worst } : {}) };
  }
}

function indexByRecord(findings: readonly Finding[]): RecordFindings {
  const byRecord: RecordFindings = new Map();
  for (const [at, finding] of findings.entries()) {
    // Aggregated findings (one per unknown field name) are about a column, not a record:
    // the column header already says "unknown", and marking one cell would mislead.
    if (finding.code.endsWith('.unknownField')) continue;
    const place = recordPlace(finding);
    if (!place) continue;
    const key = `${place.kind}:${place.index}`;
    let list = byRecord.get(key);
    if (!list) byRecord.set(key, (list = []));
    list.push({ field: place.field, finding, at });
  }
  return byRecord;
}

/** Marks from the listed findings alone (documents validated without them, e.g. in tests). */
function marksOf(findings: readonly Finding[]): RecordMarks {
  const marks = new RecordMarks();
  for (const finding of findings) {
    if (finding.kind !== undefined && finding.index !== undefined && !finding.code.endsWith('.unknownField')) marks.mark(finding.kind, finding.code, finding.index);
  }
  return marks;
}

function ranksInCode(findings: readonly Finding[]): Int32Array {
  const seen = new Map<string, number>();
  return Int32Array.from(findings, (finding) => {
    const rank = seen.get(finding.code) ?? 0;
    seen.set(finding.code, rank + 1);
    return rank;
  });
}

/** Which record (and field) a finding is about, from its JSON Pointer `/articles/3/name/de`. */
export function recordPlace(finding: Pick<Finding, 'pointer'>): { kind: RecordKind; index: number; field: string | undefined } | undefined {
  const segments = pointerSegments(finding.pointer);
  const kind = ARRAY_OF[segments[0] ?? ''];
  const index = Number(segments[1]);
  if (!kind || segments[1] === undefined || !/^(0|[1-9]\d*)$/.test(segments[1]) || !Number.isSafeInteger(index)) return undefined;
  return { kind, index, field: segments[2] };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
