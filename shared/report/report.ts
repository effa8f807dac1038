// The validation report: one shape for the GUI, the command line (`--format json`) and the
// tests, exactly as the payload-format specification gives it.
import type { Text } from '../messages/text';
import type { FindingCode, Severity } from './finding-codes';

export type RecordKind = 'article' | 'price';

export interface Finding {
  severity: Severity;
  code: FindingCode;
  /** What to say, as a key and values: worded where it is shown (see reportInLanguage). */
  message: Text;
  /** RFC 6901 JSON Pointer to the value the finding is about ('' is the whole document). */
  pointer: string;
  /** 1-based position of that value in the decoded file (present whenever it was decoded). */
  line?: number;
  column?: number;
  kind?: RecordKind;
  index?: number;
  articleNumber?: string;
  /** `json.syntax` only: the offending line, shortened, and a caret under the character. */
  excerpt?: string;
  /** Aggregated findings (`*.unknownField`, `doc.unknownKey`): how many times it occurs. */
  count?: number;
}

export interface Report {
  file: string;
  bytes: number;
  sha256: string;
  articles: number;
  prices: number;
  counts: Record<Severity, number>;
  byCode: Partial<Record<FindingCode, number>>;
  findings: Finding[];
  truncated: boolean;
  /**
   * The ruleset the verdict was reached with (README, "Rulesets"): its name and the SHA-256 of
   * its file (of rulesets/default.json for the built-in default). Present whenever the caller
   * named the rules (the command-line tool always does).
   */
  rules?: { name: string; sha256: string };
}

/** A file may be sent only when its report has no error. */
export function isSendable(report: Pick<Report, 'counts'>): boolean {
  return report.counts.error === 0;
}

/** Codes that mean the file could not be read as JSON at all: nothing else was checked. */
const UNREADABLE_CODES: ReadonlySet<string> = new Set([
  'file.unreadable', 'file.empty', 'file.tooLarge', 'file.encoding', 'json.syntax', 'json.depth',
]);

export function isUnreadable(report: Pick<Report, 'byCode'>): boolean {
  return Object.keys(report.byCode).some((code) => UNREADABLE_CODES.has(code));
}
