// Helpers for the validation tests in shared/ (used by *.test.ts only). Pure: no Node and no
// test framework, like the code it drives.
import type { FindingCode } from '../shared/report/finding-codes';
import { reportInLanguage, type WordedFinding, type WordedReport } from '../shared/report/report-in-language';
import type { ValidationOptions, ValidationOutcome } from '../shared/validation/validate-bytes';
import { validateBytes } from '../shared/validation/validate-bytes';

/** A validation's outcome with its findings worded in English, as the tests read them. */
export type WordedOutcome = Omit<ValidationOutcome, 'report'> & { report: WordedReport };

export const TEST_FILE = 'test.json';

/** UTF-8 bytes of a text (written out here: shared/ declares no TextEncoder). */
export function utf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const c = char.codePointAt(0)!;
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f));
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
    else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 0x3f), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
  }
  return Uint8Array.from(bytes);
}

/** Bytes from pieces: texts are UTF-8 encoded, numbers are raw bytes. */
export function bytesOf(...parts: (string | number | number[])[]): Uint8Array {
  const out: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string') out.push(...utf8(part));
    else if (typeof part === 'number') out.push(part);
    else out.push(...part);
  }
  return Uint8Array.from(out);
}

/** validateBytes, with the report worded in English. */
export async function validateWorded(bytes: Uint8Array, options: ValidationOptions): Promise<WordedOutcome> {
  const outcome = await validateBytes(bytes, options);
  return { ...outcome, report: reportInLanguage(outcome.report, 'en') };
}

export function validateText(text: string, options: { findingsPerCode?: number } = {}): Promise<WordedOutcome> {
  return validateWorded(utf8(text), { file: TEST_FILE, ...options });
}

export async function reportOf(text: string, options: { findingsPerCode?: number } = {}): Promise<WordedReport> {
  return (await validateText(text, options)).report;
}

export function findingsOf(report: WordedReport, code: FindingCode): WordedFinding[] {
  return report.findings.filter((f) => f.code === code);
}

/** The only finding of `code`; throws (with the report's codes) when there is not exactly one. */
export function onlyFinding(report: WordedReport, code: FindingCode): WordedFinding {
  const found = findingsOf(report, code);
  if (found.length !== 1) throw new Error(`expected exactly one ${code}, got ${found.length}: ${codesOf(report).join(', ')}`);
  return found[0]!;
}

export function codesOf(report: WordedReport): string[] {
  return report.findings.map((f) => f.code);
}

/**
 * 1-based line and column (UTF-16 code units) of the `occurrence`-th `needle` in `text`:
 * an oracle independent of the core, for asserting where a finding points.
 */
export function positionOf(text: string, needle: string, occurrence = 1): { line: number; column: number } {
  let offset = -1;
  for (let k = 0; k < occurrence; k++) {
    offset = text.indexOf(needle, offset + 1);
    if (offset < 0) throw new Error(`"${needle}" occurs fewer than ${occurrence} times`);
  }
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** A small deterministic generator (mulberry32), so a failing random case can be repeated. */
export function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
