// The validating core: a file's bytes → the report, and the index of where each record
// stands (for the preview, which reads its rows back from the file).
// bytes → scan (byte-scanner.ts) → spans → parse and check (span-checker.ts) → cross-record
// rules → locate and word what the report lists.
//
// The bytes come in chunks, so no string ever holds the whole file. The CLI and the app
// scan on a second thread while this one parses (electron/files/validate-file.ts); tests and
// small inputs run both halves here, in one call.
import { LIMITS } from '../payload/payload-schema';
import type { Finding, RecordKind, Report } from '../report/report';
import { findingText, type FindingParams } from './finding-text';
import { FindingsCollector, type KeptFinding } from './findings-collector';
import type { RecordMarks } from './record-marks';
import { ByteScanner } from './byte-scanner';
import { decodeStrict, type Fingerprinter, type ScanSink, type ScannerOptions, type Utf8Decoder } from './scan-types';
import { SpanChecker } from './span-checker';
import { placeIn } from './record-checks';
import type { RecordKeysListener, RecordNumbers } from './validate-cross-records';
import type { FindingCode } from '../report/finding-codes';
import type { RecordIndex } from './record-index';
import { RecordReader, memorySource, type ByteSource } from './record-reader';
import { locateIn } from './locate-pointer';
import { syntaxFinding, syntaxInLongRecord } from './syntax-finding';
import type { EffectiveRules } from '../rules/effective-rules';
import { compileRules } from './field-rules';

/** reading: the file is read and each record checked; crossChecking: the rules across records; locating: placing what the report lists. */
type ValidationPhase = 'reading' | 'crossChecking' | 'locating';

export interface ValidationProgress {
  phase: ValidationPhase;
  bytesRead: number;
  totalBytes: number;
  /** Articles and prices (and other top-level values) checked so far. */
  records: number;
}

/**
 * What collects the file's digest while it is checked (shared/changes/collect-digest.ts:
 * collectDigest). Passed in, as the fingerprint is: the check is below what a send would change.
 */
export interface DigestRequest<D> {
  /** Fingerprints each article's bytes, on the thread that scans (Node's hash on the Node side). */
  fingerprint: Fingerprinter;
  /** A fresh collector for each pass over the records (a file that repeats a list is read twice). */
  collector: () => RecordKeysListener & { digest(): D };
}

export interface ValidationOptions<D = unknown> {
  /** How the report names the file (a path or a file name). */
  file: string;
  /** Over this size the bytes are not looked at (`file.tooLarge`). */
  maxBytes?: number;
  findingsPerCode?: number;
  /** The SHA-256, when the caller computes it (on the thread that reads the file). */
  sha256?: Promise<string>;
  onProgress?: (progress: ValidationProgress) => void;
  /** The records as they are found, before the checks end: the preview can show them at once. */
  onRecords?: (records: DocumentRecords) => void;
  /** Collects the file's digest (ValidationOutcome.digest). */
  digest?: DigestRequest<D>;
  /**
   * Keeps what setting records aside needs (shared/set-aside; ValidationOutcome.setAside): every
   * finding of the `uncapped` codes, listed past the cap, and each record's article number as an id.
   */
  setAside?: { uncapped: readonly FindingCode[] };
  /**
   * The ruleset to apply (shared/rules: effectiveRules), as plain data; the report names it.
   * Without one, the built-in rules, and the report names none.
   */
  rules?: EffectiveRules;
}

/** What a check kept for setting records aside (ValidationOptions.setAside). */
interface SetAsideFacts {
  numbers: RecordNumbers;
  /** Errors about no record (the document, a top-level value): then no record can be set aside to mend it. */
  documentErrors: number;
}

/** What the preview reads its rows with: where each record stands, and the extra columns. */
export interface DocumentRecords {
  index: RecordIndex;
  /** Fields the format does not know, per kind, in order of first appearance. */
  unknownFields(kind: RecordKind): string[];
  /** Which records have findings of which code (every finding, listed or not); once the checks are done. */
  marks?: RecordMarks;
}

export interface ValidationOutcome<D = unknown> {
  report: Report;
  /** The records, when the file could be read as JSON (for the preview; never sent). */
  records: DocumentRecords | undefined;
  /**
   * A file that is not JSON: the records read whole before its syntax error, when there are
   * any. The preview shows them; the file stays unreadable (nothing past the error is known).
   */
  recordsBeforeError?: DocumentRecords;
  /** Bytes to skip at the start of the file when sending: 3 when a UTF-8 BOM is dropped. */
  bodyOffset: number;
  /** What the file holds, compactly, when `digest` was asked for and the file could be read as JSON. */
  digest?: D;
  /** When `setAside` was asked for and the file could be read as JSON. */
  setAside?: SetAsideFacts;
}

/** What the scan of the whole file tells, besides its spans. */
export interface ScanFacts {
  bytes: number;
  sha256: string;
  bodyOffset: number;
  sawContent: boolean;
  /** For each list key: how many of its values were arrays, and whether the last one was. */
  lists: ListOccurrences;
}

type ListOccurrences = Record<'articles' | 'prices', { arrays: number; lastIsArray: boolean }>;

/**
 * Runs one scan of the file into `sink` (here, or on another thread) and tells what it saw;
 * `recordsChecked` says, for progress, how many values the sink has checked so far.
 * Called a second time, with `listOccurrence`, only for a file that repeats a list key.
 */
export type Scan = (sink: ScanSink & Pick<SpanChecker, 'withChecked'>, options: ScannerOptions, recordsChecked: () => number) => Promise<ScanFacts>;

/** Not `async`: a suspended async function would hold on to the bytes until the digest ends. */
export function sha256Hex(bytes: Uint8Array): Promise<string> {
  // As DOM's typing wants it (a view of an ArrayBuffer, not a SharedArrayBuffer), for programs
  // that see this file with the DOM library (the renderer's hook tests reach main's worker).
  return crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>).then((digest) => {
    let hex = '';
    for (const b of new Uint8Array(digest)) hex += b.toString(16).padStart(2, '0');
    return hex;
  });
}

/** The report for a file whose bytes were never looked at: it cannot be read, or is too large. */
export function fileProblemOutcome(file: string, bytes: number, code: 'file.unreadable' | 'file.tooLarge', params: FindingParams, rules?: EffectiveRules): ValidationOutcome<never> {
  const out = new FindingsCollector(1);
  out.add(code, { pointer: '', params });
  return { report: reportOf(out, { file, bytes, sha256: '', articles: 0, prices: 0, rules }), records: undefined, bodyOffset: 0 };
}

/** Validates bytes in memory: the scan and the checks on this thread. */
export async function validateBytes<D = never>(bytes: Uint8Array, options: ValidationOptions<D>): Promise<ValidationOutcome<D>> {
  const maxBytes = options.maxBytes ?? LIMITS.maxFileBytes;
  if (bytes.length > maxBytes) return fileProblemOutcome(options.file, bytes.length, 'file.tooLarge', { limit: { bytes: maxBytes } }, options.rules);
  const hashing = options.sha256 ?? sha256Hex(bytes);
  const scan: Scan = async (sink, scannerOptions) => {
    const scanner = new ByteScanner(sink, scannerOptions);
    scanner.push(bytes, true);
    return { bytes: bytes.length, sha256: await hashing, ...scanFacts(scanner) };
  };
  return validateScan(scan, memorySource(bytes), options);
}

/** The facts a finished scanner knows. */
export function scanFacts(scanner: ByteScanner): Pick<ScanFacts, 'bodyOffset' | 'sawContent' | 'lists'> {
  return { bodyOffset: scanner.bodyOffset, sawContent: scanner.sawContent, lists: scanner.lists };
}

/** Validates what `scan` delivers; `source` reads bytes back (records to locate findings in, the excerpt). */
export async function validateScan<D = never>(scan: Scan, source: ByteSource, options: ValidationOptions<D>, decode: Utf8Decoder = decodeStrict): Promise<ValidationOutcome<D>> {
  const cap = options.findingsPerCode ?? LIMITS.findingsPerCode;
  const records = (of: SpanChecker): DocumentRecords => ({ index: of.index, unknownFields: (kind) => of.unknownFields(kind) });
  const request = options.digest;
  const scannerOptions: ScannerOptions = { maxDepth: LIMITS.maxDepth, maxValueBytes: LIMITS.maxValueBytes, decode, ...(request === undefined ? {} : { fingerprint: request.fingerprint }) };
  const uncapped = options.setAside === undefined ? undefined : new Set(options.setAside.uncapped);
  const rules = options.rules === undefined ? undefined : compileRules(options.rules);
  let collector = request?.collector();
  let checker = new SpanChecker(cap, collector, uncapped, rules);
  options.onRecords?.(records(checker));
  const recordsChecked = () => checker.spans;
  let facts = await scan(checker, scannerOptions, recordsChecked);
  if (checker.repeatsList && checker.readable) {
    // JSON.parse keeps the last of repeated keys: the records are those of the last list.
    const occurrence = (list: 'articles' | 'prices') => (facts.lists[list].lastIsArray ? facts.lists[list].arrays : 0);
    collector = request?.collector();
    checker = new SpanChecker(cap, collector, uncapped, rules);
    options.onRecords?.(records(checker));
    facts = await scan(checker, { ...scannerOptions, listOccurrence: { articles: occurrence('articles'), prices: occurrence('prices') } }, recordsChecked);
  }
  const progress = (phase: ValidationProgress['phase']) =>
    options.onProgress?.({ phase, bytesRead: facts.bytes, totalBytes: facts.bytes, records: checker.spans });
  const base = { file: options.file, bytes: facts.bytes, sha256: facts.sha256, rules: options.rules };

  if (!facts.sawContent && checker.encoding === undefined) {
    const out = new FindingsCollector(cap);
    out.add('file.empty', { pointer: '', params: {}, place: { line: 1, column: 1 } });
    return { report: reportOf(out, { ...base, articles: 0, prices: 0 }), records: undefined, bodyOffset: facts.bodyOffset };
  }
  if (!checker.readable) {
    progress('locating');
    const long = checker.encoding === undefined && checker.syntax === undefined ? checker.tooLargeRecord : undefined;
    const syntax = checker.encoding === undefined ? (checker.syntax ?? (long && (await syntaxInLongRecord(long, source, decode)))) : undefined;
    const readBefore = { articles: checker.index.articles.count, prices: checker.index.prices.count };
    const reader = new RecordReader(source, checker.index, decode);
    const draft = syntax === undefined ? undefined : await syntaxFinding(syntax, {
      source, decode, bodyOffset: facts.bodyOffset, bytes: facts.bytes, readBefore, articleNumber: (kind, index) => reader.articleNumber(kind, index),
    });
    const out = checker.unreadableFindings(cap, draft);
    // The report counts no records (the file is not JSON); the preview still shows those read before the error.
    const report = reportOf(out, { ...base, articles: 0, prices: 0 });
    const before = syntax !== undefined && readBefore.articles + readBefore.prices > 0 ? { recordsBeforeError: records(checker) } : {};
    return { report, records: undefined, ...before, bodyOffset: facts.bodyOffset };
  }

  progress('crossChecking');
  const reader = new RecordReader(source, checker.index, decode);
  await checker.finishDocument((keys) => keys.report(checker.out, reader));
  progress('locating');
  await placeFindings(checker.out.kept, checker.index, reader);
  const report = reportOf(checker.out, { ...base, articles: checker.index.articles.count, prices: checker.index.prices.count });
  // The index and the extra columns only: the checker (its keys, tens of MB for a large file) is let go.
  const fields = { article: checker.unknownFields('article'), price: checker.unknownFields('price') };
  const setAside = uncapped === undefined ? undefined : { numbers: checker.keys.recordNumbers(checker.index.articles.count), documentErrors: checker.out.documentErrors };
  checker.letGoOfKeys();
  const digest = collector?.digest();
  return {
    report, records: { index: checker.index, unknownFields: (kind) => fields[kind], marks: checker.out.marks }, bodyOffset: facts.bodyOffset,
    ...(digest === undefined ? {} : { digest }), ...(setAside === undefined ? {} : { setAside }),
  };
}

/** Places the listed findings that were made after their record went by, in file order of records. */
async function placeFindings(kept: KeptFinding[], index: RecordIndex, reader: RecordReader): Promise<void> {
  const open = kept.filter(({ draft }) => draft.place === undefined && draft.kind !== undefined && draft.index !== undefined);
  open.sort((a, b) => (a.draft.kind === b.draft.kind ? a.draft.index! - b.draft.index! : a.draft.kind === 'article' ? -1 : 1));
  for (const { draft } of open) {
    const span = index.of(draft.kind!).at(draft.index!);
    const text = await reader.text(draft.kind!, draft.index!);
    if (span === undefined || text === undefined) continue;
    const recordPointer = `/${draft.kind === 'article' ? 'articles' : 'prices'}/${draft.index}`;
    draft.place = placeIn(span, text, locateIn(text, draft.pointer.slice(recordPointer.length)));
  }
}

interface ReportInput {
  file: string;
  bytes: number;
  sha256: string;
  articles: number;
  prices: number;
  rules?: EffectiveRules | undefined;
}

/** A finding as the report lists it, from what the rules kept. */
export function findingOf({ code, severity, draft }: KeptFinding): Finding {
  return {
    severity,
    code,
    message: findingText(code, draft.params),
    pointer: draft.pointer,
    ...(draft.place === undefined ? {} : { line: draft.place.line, column: draft.place.column }),
    ...(draft.kind === undefined ? {} : { kind: draft.kind, index: draft.index }),
    ...(draft.articleNumber === undefined ? {} : { articleNumber: draft.articleNumber }),
    ...(draft.excerpt === undefined ? {} : { excerpt: draft.excerpt }),
    ...(draft.count === undefined ? {} : { count: draft.count }),
  };
}

function reportOf(out: FindingsCollector, input: ReportInput): Report {
  const located = out.kept.map((kept) => ({
    finding: findingOf(kept),
    line: kept.draft.place?.line ?? -1,
    column: kept.draft.place?.column ?? -1,
  }));
  located.sort((a, b) => a.line - b.line || a.column - b.column);
  return {
    file: input.file,
    bytes: input.bytes,
    sha256: input.sha256,
    articles: input.articles,
    prices: input.prices,
    counts: out.counts,
    byCode: Object.fromEntries(out.byCode),
    findings: located.map(({ finding }) => finding),
    truncated: out.truncated,
    ...(input.rules === undefined ? {} : { rules: { name: input.rules.id.name, sha256: input.rules.id.sha256 } }),
  };
}
