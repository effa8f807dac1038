// The validating core: a file's bytes → the report (and the records, for the preview).
// bytes → decode → depth guard → parse → exactness checks → document rules → locate.
//
// Speed comes from letting the native JSON.parse build the values and running one cheap scan
// beside it; the strict parser (slow, precise) runs only when something is wrong: a syntax
// error, nesting that is too deep, duplicate keys or unsafe numbers.
import { LIMITS } from '../payload/payload-schema';
import type { Report } from '../report/report';
import { SEVERITY_OF } from '../report/finding-codes';
import { text as messageText } from '../messages/text';
import { findingText, recordLabel, type FindingParams } from './finding-text';
import { decodeBytes, hasUtf8Bom } from './decode-bytes';
import { FindingsCollector } from './findings-collector';
import type { FindingDraft, KeptFinding } from './findings-collector';
import { isJsonObject } from './record-context';
import { locatePointer } from './locate-pointer';
import type { StructureScan } from './scan-structure';
import { scanStructure } from './scan-structure';
import type { SyntaxProblem } from './strict-json';
import { checkJson } from './strict-json';
import type { ByteInspection } from './inspect-bytes';
import { inspectBytes } from './inspect-bytes';
import { TextPositions } from './text-positions';
import type { DocumentRecords } from './validate-document';
import { validateDocument } from './validate-document';

export type ValidationPhase = 'decoding' | 'parsing' | 'validating' | 'locating';

export interface ValidationOptions {
  /** How the report names the file (a path or a file name). */
  file: string;
  /** Over this size the bytes are not looked at (`file.tooLarge`). */
  maxBytes?: number;
  findingsPerCode?: number;
  /** The SHA-256, when the caller has it computed elsewhere (another thread). */
  sha256?: Promise<string>;
  /** inspectBytes of the same bytes, when the caller runs it elsewhere (beside the hash). */
  inspection?: Promise<ByteInspection>;
  onProgress?: (progress: { phase: ValidationPhase }) => void;
}

export interface ValidationOutcome {
  report: Report;
  /** The records, when the file could be parsed (for the preview; never sent). */
  records: DocumentRecords | undefined;
  /** Bytes to skip at the start of the file when sending: 3 when a UTF-8 BOM is dropped. */
  bodyOffset: number;
}

const RELEASED = new Uint8Array(0);

/** Not `async`: a suspended async function would hold on to the bytes until the digest ends. */
export function sha256Hex(bytes: Uint8Array): Promise<string> {
  return crypto.subtle.digest('SHA-256', bytes).then((digest) => {
    let hex = '';
    for (const b of new Uint8Array(digest)) hex += b.toString(16).padStart(2, '0');
    return hex;
  });
}

interface ReportInput {
  file: string;
  bytes: number;
  sha256: string;
  records?: DocumentRecords | undefined;
  text?: string | undefined;
}

function buildReport(out: FindingsCollector, input: ReportInput): Report {
  return {
    file: input.file,
    bytes: input.bytes,
    sha256: input.sha256,
    articles: input.records?.articles.length ?? 0,
    prices: input.records?.prices.length ?? 0,
    counts: out.counts,
    byCode: Object.fromEntries(out.byCode),
    findings: locateFindings(out.kept, input.text),
    truncated: out.truncated,
  };
}

/** The report for a file whose bytes were never looked at: it cannot be read, or is too large. */
export function fileProblemOutcome(file: string, bytes: number, code: 'file.unreadable' | 'file.tooLarge', params: FindingParams): ValidationOutcome {
  const out = new FindingsCollector(1);
  out.add(code, { pointer: '', params });
  return { report: buildReport(out, { file, bytes, sha256: '' }), records: undefined, bodyOffset: 0 };
}

/** Keys in every object of a parsed value; iterative, as the value may be large. */
function countKeys(root: unknown): number {
  let count = 0;
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) stack.push(item);
    } else {
      for (const key in value) {
        count++;
        const item = (value as Record<string, unknown>)[key];
        if (typeof item === 'object' && item !== null) stack.push(item);
      }
    }
  }
  return count;
}

export async function validateBytes(bytes: Uint8Array, options: ValidationOptions): Promise<ValidationOutcome> {
  const out = new FindingsCollector(options.findingsPerCode ?? LIMITS.findingsPerCode);
  // Without a hash from the reader, Web Crypto hashes off the thread while this one parses.
  const hashing = options.sha256 ?? sha256Hex(bytes);
  const size = bytes.length;
  const finish = async (text: string | undefined, records: DocumentRecords | undefined, bodyOffset: number) => {
    options.onProgress?.({ phase: 'locating' });
    const report = buildReport(out, { file: options.file, bytes: size, sha256: await hashing, records, text });
    return { report, records, bodyOffset };
  };

  const maxBytes = options.maxBytes ?? LIMITS.maxFileBytes;
  if (size > maxBytes) return fileProblemOutcome(options.file, size, 'file.tooLarge', { limit: { bytes: maxBytes } });

  options.onProgress?.({ phase: 'decoding' });
  const decoded = decodeBytes(bytes);
  if (!decoded.ok) {
    // Located too: at the start, or, for a broken byte, after the text that decodes before it.
    if (decoded.problem === 'empty') out.add('file.empty', { pointer: '', params: {}, offset: 0 });
    else if (decoded.problem === 'encoding') out.add('file.encoding', { pointer: '', params: { encoding: decoded.encoding }, offset: 0 });
    else {
      const before = decodedPrefix(bytes, decoded.offset);
      const value = `0x${decoded.byte.toString(16).toUpperCase().padStart(2, '0')}`;
      out.add('file.encoding', { pointer: '', params: { offset: decoded.offset, value }, offset: before.length });
      return finish(before, undefined, 0);
    }
    return finish('', undefined, 0);
  }
  const { text, bodyOffset } = decoded;
  if (bodyOffset > 0) out.add('file.bom', { pointer: '', params: {}, offset: 0 });
  const inspecting = options.inspection ?? Promise.resolve(inspectBytes(bytes, bodyOffset, LIMITS.maxDepth));
  // From here on only the text is needed. Letting go of the bytes (here, and in the caller,
  // whose frame ends at this first await) keeps peak memory at text + parsed values.
  bytes = RELEASED;
  options.onProgress?.({ phase: 'parsing' });
  const inspection = await inspecting;
  if (inspection.depthExceededAt >= 0) {
    // A file that is both too deep and broken is reported as broken: that is its first problem.
    let deep: { offset: number; pointer: string } = { offset: 0, pointer: '' };
    const problem = checkJson(text, { maxDepth: LIMITS.maxDepth, onTooDeep: (offset, pointer) => (deep = { offset, pointer: pointer() }) });
    if (problem !== undefined) addSyntaxProblem(out, problem, text);
    else out.add('json.depth', { ...inRecord(deep.pointer, undefined), params: { depth: LIMITS.maxDepth }, offset: deep.offset });
    return finish(text, undefined, bodyOffset);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    addSyntaxProblem(out, checkJson(text) ?? { offset: 0, reason: 'expectedValue' }, text);
    return finish(text, undefined, bodyOffset);
  }
  if (inspection.hasUnsafeNumber || countKeys(document) !== inspection.keyCount) {
    checkJson(text, {
      onDuplicateKey: (offset, pointer, key) => {
        const where = inRecord(pointer(), document);
        out.add('json.duplicateKey', { ...where, params: { field: key, ...recordParam(where) }, offset });
      },
      onUnsafeNumber: (offset, pointer, token) => {
        const where = inRecord(pointer(), document);
        // A number can be megabytes long: the message quotes its start.
        const value = token.length > 40 ? `${token.slice(0, 37)}…` : token;
        out.add('json.unsafeNumber', { ...where, params: { value, ...recordParam(where) }, offset });
      },
    });
  }

  options.onProgress?.({ phase: 'validating' });
  const records = validateDocument(document, out);
  return finish(text, records, bodyOffset);
}

/** A parser finding inside an article or price names that record, as record findings do. */
function inRecord(pointer: string, document: unknown): Pick<FindingDraft, 'pointer' | 'kind' | 'index' | 'articleNumber'> {
  const match = /^\/(articles|prices)\/(\d+)(\/|$)/.exec(pointer);
  if (match === null) return { pointer };
  const index = Number(match[2]);
  const list = isJsonObject(document) ? document[match[1]!] : undefined;
  const record = Array.isArray(list) ? list[index] : undefined;
  const articleNumber = isJsonObject(record) && typeof record.articleNumber === 'string' ? record.articleNumber : undefined;
  return { pointer, kind: match[1] === 'articles' ? 'article' : 'price', index, ...(articleNumber === undefined ? {} : { articleNumber }) };
}

function recordParam(where: Pick<FindingDraft, 'kind' | 'index' | 'articleNumber'>): Pick<FindingParams, 'record'> {
  if (where.kind === undefined || where.index === undefined) return {};
  return { record: recordLabel(where.kind, where.index, where.articleNumber) };
}

function decodedPrefix(bytes: Uint8Array, end: number): string {
  const start = hasUtf8Bom(bytes) ? 3 : 0;
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(Math.min(start, end), end));
}

function addSyntaxProblem(out: FindingsCollector, problem: SyntaxProblem, text: string): void {
  const excerpt = new TextPositions(text).excerpt(problem.offset);
  out.add('json.syntax', { pointer: '', params: { detail: messageText(`syntax.${problem.reason}`) }, offset: problem.offset, excerpt });
}

/** Words and places for the findings the report lists, in file order. */
function locateFindings(kept: KeptFinding[], text: string | undefined) {
  const positions = text === undefined ? undefined : new TextPositions(text);
  // Where the records start is looked up only when some finding needs it: a clean file pays nothing.
  let scan: StructureScan | undefined;
  const located = kept.map(({ code, draft }) => {
    const offset = draft.offset ?? (text === undefined ? undefined : locatePointer(text, (scan ??= scanStructure(text)), draft.pointer));
    const position = offset === undefined || positions === undefined ? undefined : positions.at(offset);
    const finding = {
      severity: SEVERITY_OF[code],
      code,
      message: findingText(code, draft.params),
      pointer: draft.pointer,
      ...position,
      ...(draft.kind === undefined ? {} : { kind: draft.kind, index: draft.index }),
      ...(draft.articleNumber === undefined ? {} : { articleNumber: draft.articleNumber }),
      ...(draft.excerpt === undefined ? {} : { excerpt: draft.excerpt }),
      ...(draft.count === undefined ? {} : { count: draft.count }),
    };
    return { finding, offset: offset ?? -1 };
  });
  located.sort((a, b) => a.offset - b.offset);
  return located.map(({ finding }) => finding);
}
