// The ruleset file, version 1 (README, "Rulesets"; its JSON Schema: rulesets/ruleset.schema.json):
// what a team writes to make the check follow its configurator. It extends the built-in default
// (rulesets/default.json, generated from the rule table: default-ruleset.ts), sets the severity
// of finding codes, and adds rules per field of articles and prices and lists of allowed values.
import type { FindingCode, RuleLevel } from '../report/finding-codes';

export const RULESET_VERSION = 1;

/** `extends` naming the built-in default rather than a file. */
export const DEFAULT_RULESET_NAME = 'default';

export const RULE_LEVELS: readonly RuleLevel[] = ['error', 'warning', 'info', 'off'];

/** The JSON types a field rule may ask for (`integer`: a number without a fraction, as in JSON Schema). */
export const VALUE_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];

/** What a ruleset says of one field of an article or a price. */
export interface FieldRule {
  /** Present in every record (`false` on a field the default requires lifts that requirement). */
  required?: boolean;
  type?: ValueType | ValueType[];
  /** The only values allowed (compared as JSON values). */
  enum?: unknown[];
  /** A regular expression (RE2 syntax, matched in linear time) that text values must contain a match of. */
  pattern?: string;
  minimum?: number;
  maximum?: number;
  /** Most characters a text value may have (counted in Unicode code points, as JSON Schema counts them). */
  maxLength?: number;
  /** For people reading the ruleset; not checked. */
  description?: string;
}

export const FIELD_RULE_KEYS = ['required', 'type', 'enum', 'pattern', 'minimum', 'maximum', 'maxLength', 'description'] as const;

/** Lists of allowed values that change what the built-in checks accept (absent: the default's behaviour). */
export const LIST_KEYS = ['currencies', 'priceLists', 'units', 'nameLanguages'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

export type RecordRules = Record<string, FieldRule>;

export interface RulesetFile {
  $schema?: string;
  version: typeof RULESET_VERSION;
  /** "default" (the built-in default; also when absent) or a path relative to this file's folder. */
  extends?: string;
  /** Shown in reports; the file name when absent. */
  name?: string;
  description?: string;
  severity?: Partial<Record<FindingCode, RuleLevel>>;
  /** Why a code has its level here, in the words of whoever set it (finding code → text; the app's Rules view shows it). */
  reasons?: Partial<Record<FindingCode, string>>;
  articles?: RecordRules;
  prices?: RecordRules;
  currencies?: string[];
  priceLists?: string[];
  units?: string[];
  nameLanguages?: string[];
}

export const RULESET_KEYS = ['$schema', 'version', 'extends', 'name', 'description', 'severity', 'reasons', 'articles', 'prices', ...LIST_KEYS] as const;

/** The longest reason a ruleset keeps for a code: a sentence or two, not a document. */
export const MAX_REASON_LENGTH = 500;

/**
 * Codes that keep the body readable JSON of the right shape: no ruleset may change their
 * severity (a file that is not JSON, or not an object of lists, cannot be sent whatever the
 * configurator accepts).
 */
export const PROTECTED_CODES: ReadonlySet<FindingCode> = new Set<FindingCode>([
  'file.unreadable', 'file.empty', 'file.tooLarge', 'file.encoding', 'file.bom',
  'json.syntax', 'json.depth', 'json.duplicateKey', 'doc.notObject', 'doc.articles.type', 'doc.prices.type',
]);

/** Which ruleset a verdict was reached with: the report, the history and a send name it. */
export interface RulesetId {
  name: string;
  /**
   * SHA-256 of the ruleset file's bytes when it extends only the built-in default; of a chain,
   * over each file's SHA-256 in turn (electron/files/read-ruleset.ts: chainSha256). For the
   * built-in default: of rulesets/default.json.
   */
  sha256: string;
}
