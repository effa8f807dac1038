// Whether a parsed ruleset file can be used, and if not, every reason with its JSON Pointer in
// the file (the loader turns pointers into line:column). A ruleset that cannot be used is an
// error, never a fallback: an unknown key or code would otherwise be a rule silently ignored.
import { text, type Text } from '../messages/text';
import { escapePointerSegment } from '../json/json-pointer';
import { SEVERITY_OF, type FindingCode, type RuleLevel } from '../report/finding-codes';
import { patternProblem } from './pattern';
import {
  FIELD_RULE_KEYS, LIST_KEYS, MAX_REASON_LENGTH, PROTECTED_CODES, RULE_LEVELS, RULESET_KEYS, RULESET_VERSION, VALUE_TYPES,
  type RulesetFile,
} from './ruleset-format';

export interface RulesetProblem {
  /** Where in the ruleset file (RFC 6901; '' is the whole file). */
  pointer: string;
  message: Text;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';
const at = (pointer: string, key: string | number) => `${pointer}/${escapePointerSegment(String(key))}`;

/** The ruleset, when it has no problem; else every problem found. */
export function checkRuleset(value: unknown): { ruleset: RulesetFile; problems: [] } | { ruleset?: undefined; problems: RulesetProblem[] } {
  const problems: RulesetProblem[] = [];
  const problem = (pointer: string, message: Text) => problems.push({ pointer, message });
  if (!isObject(value)) {
    problem('', text('ruleset.notObject'));
    return { problems };
  }
  for (const key of Object.keys(value)) {
    if (!(RULESET_KEYS as readonly string[]).includes(key)) problem(at('', key), text('ruleset.unknownKey', { field: key, other: RULESET_KEYS.join(', ') }));
  }
  if (value.version !== RULESET_VERSION) problem(value.version === undefined ? '' : '/version', text('ruleset.version', { other: RULESET_VERSION }));
  for (const key of ['$schema', 'extends', 'name', 'description'] as const) {
    if (value[key] !== undefined && !isText(value[key])) problem(at('', key), text('ruleset.notText', { field: key }));
  }
  if (value.severity !== undefined) checkSeverity(value.severity, problem);
  if (value.reasons !== undefined) checkReasons(value.reasons, problem);
  for (const kind of ['articles', 'prices'] as const) {
    const rules = value[kind];
    if (rules === undefined) continue;
    if (!isObject(rules)) problem(at('', kind), text('ruleset.fieldsNotObject', { field: kind }));
    else for (const [field, rule] of Object.entries(rules)) checkFieldRule(rule, at(at('', kind), field), problem);
  }
  for (const key of LIST_KEYS) {
    const list = value[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) problem(at('', key), text('ruleset.listNotTexts', { field: key }));
    else list.forEach((item, i) => { if (!isText(item)) problem(at(at('', key), i), text('ruleset.listNotTexts', { field: key })); });
  }
  return problems.length === 0 ? { ruleset: value as unknown as RulesetFile, problems: [] } : { problems };
}

function checkSeverity(severity: unknown, problem: (pointer: string, message: Text) => void): void {
  if (!isObject(severity)) return void problem('/severity', text('ruleset.severityNotObject'));
  for (const [code, level] of Object.entries(severity)) {
    const pointer = at('/severity', code);
    if (!Object.hasOwn(SEVERITY_OF, code)) problem(pointer, text('ruleset.unknownCode', { field: code }));
    else if (!(RULE_LEVELS as readonly unknown[]).includes(level)) problem(pointer, text('ruleset.level', { field: code, other: RULE_LEVELS.join(', ') }));
    else if (PROTECTED_CODES.has(code as FindingCode) && level !== SEVERITY_OF[code as FindingCode]) {
      problem(pointer, text('ruleset.protected', { field: code, value: level as RuleLevel, other: SEVERITY_OF[code as FindingCode] }));
    }
  }
}

function checkReasons(reasons: unknown, problem: (pointer: string, message: Text) => void): void {
  if (!isObject(reasons)) return void problem('/reasons', text('ruleset.reasonsNotObject'));
  for (const [code, reason] of Object.entries(reasons)) {
    const pointer = at('/reasons', code);
    if (!Object.hasOwn(SEVERITY_OF, code)) problem(pointer, text('ruleset.unknownCode', { field: code }));
    else if (!isText(reason) || reason.trim() === '' || [...reason].length > MAX_REASON_LENGTH) problem(pointer, text('ruleset.reason', { field: code, count: MAX_REASON_LENGTH }));
  }
}

function checkFieldRule(rule: unknown, pointer: string, problem: (pointer: string, message: Text) => void): void {
  if (!isObject(rule)) return void problem(pointer, text('ruleset.ruleNotObject'));
  for (const key of Object.keys(rule)) {
    if (!(FIELD_RULE_KEYS as readonly string[]).includes(key)) problem(at(pointer, key), text('ruleset.unknownRuleKey', { field: key, other: FIELD_RULE_KEYS.join(', ') }));
  }
  if (rule.required !== undefined && typeof rule.required !== 'boolean') problem(at(pointer, 'required'), text('ruleset.notBoolean', { field: 'required' }));
  if (rule.type !== undefined) {
    const types = Array.isArray(rule.type) ? rule.type : [rule.type];
    const bad = types.length === 0 || types.some((t) => !(VALUE_TYPES as readonly unknown[]).includes(t));
    if (bad) problem(at(pointer, 'type'), text('ruleset.type', { other: VALUE_TYPES.join(', ') }));
  }
  if (rule.enum !== undefined && (!Array.isArray(rule.enum) || rule.enum.length === 0)) problem(at(pointer, 'enum'), text('ruleset.enum'));
  if (rule.pattern !== undefined) {
    if (typeof rule.pattern !== 'string') problem(at(pointer, 'pattern'), text('ruleset.notText', { field: 'pattern' }));
    else {
      const wrong = patternProblem(rule.pattern);
      if (wrong !== undefined) problem(at(pointer, 'pattern'), text('ruleset.pattern', { other: wrong }));
    }
  }
  for (const key of ['minimum', 'maximum'] as const) {
    if (rule[key] !== undefined && !Number.isFinite(rule[key])) problem(at(pointer, key), text('ruleset.notNumber', { field: key }));
  }
  if (Number.isFinite(rule.minimum) && Number.isFinite(rule.maximum) && (rule.minimum as number) > (rule.maximum as number)) {
    problem(at(pointer, 'minimum'), text('ruleset.range'));
  }
  if (rule.maxLength !== undefined && !(Number.isInteger(rule.maxLength) && (rule.maxLength as number) >= 0)) problem(at(pointer, 'maxLength'), text('ruleset.maxLength'));
  if (rule.description !== undefined && typeof rule.description !== 'string') problem(at(pointer, 'description'), text('ruleset.notText', { field: 'description' }));
}
