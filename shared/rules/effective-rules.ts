// A chain of rulesets (the built-in default, then each file that extends the one before) →
// the rules a check applies, as plain data (it crosses to the app's validation worker as is).
// Only what differs from the default is kept: a check given the default, or a ruleset that
// repeats it, does exactly the work of a check given none.
import { SEVERITY_OF, type FindingCode, type RuleLevel } from '../report/finding-codes';
import { defaultRuleset } from './default-ruleset';
import { LIST_KEYS, type FieldRule, type ListKey, type RecordRules, type RulesetFile, type RulesetId } from './ruleset-format';

export type RuleKind = 'article' | 'price';

export interface EffectiveRules {
  id: RulesetId;
  /** Codes whose level differs from the built-in severity. */
  severity: Partial<Record<FindingCode, RuleLevel>>;
  /** Per field, the constraints that differ from what the built-in checks do (run with the `*.field.*` codes). */
  fields: Record<RuleKind, RecordRules>;
  /** Fields the built-in checks require that this ruleset does not (`required: false`). */
  notRequired: Record<RuleKind, string[]>;
  /**
   * Fields the format does not know that the ruleset names (with a rule or only a
   * description): the configurator's own, so not `*.unknownField`.
   */
  declared: Record<RuleKind, string[]>;
  /** Allowed values that replace the default's behaviour. */
  lists: Partial<Record<ListKey, string[]>>;
  /** Why codes have their level, where the rulesets say (absent when none does): for people, not for the check. */
  reasons?: Partial<Record<FindingCode, string>>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `layers`: the rulesets above the default, the one it extends first, the file given last. */
export function effectiveRules(layers: readonly RulesetFile[], id: RulesetId): EffectiveRules {
  const base = defaultRuleset();
  const severity: Partial<Record<FindingCode, RuleLevel>> = {};
  const merged: Record<RuleKind, RecordRules> = { article: {}, price: {} };
  const lists: Partial<Record<ListKey, string[]>> = {};
  const reasons: Partial<Record<FindingCode, string>> = {};
  for (const layer of layers) {
    Object.assign(severity, layer.severity);
    Object.assign(reasons, layer.reasons);
    for (const [kind, rules] of [['article', layer.articles], ['price', layer.prices]] as const) {
      for (const [field, rule] of Object.entries(rules ?? {})) merged[kind][field] = { ...merged[kind][field], ...rule };
    }
    for (const key of LIST_KEYS) if (layer[key] !== undefined) lists[key] = layer[key];
  }
  for (const code of Object.keys(severity) as FindingCode[]) if (severity[code] === SEVERITY_OF[code]) delete severity[code];
  for (const key of LIST_KEYS) if (lists[key] !== undefined && same(lists[key], base[key])) delete lists[key];

  const fields: Record<RuleKind, RecordRules> = { article: {}, price: {} };
  const notRequired: Record<RuleKind, string[]> = { article: [], price: [] };
  const declared: Record<RuleKind, string[]> = { article: [], price: [] };
  for (const [kind, builtIn] of [['article', base.articles!], ['price', base.prices!]] as const) {
    for (const [field, rule] of Object.entries(merged[kind])) {
      // A field of its own may be named like something every object inherits ("constructor").
      const isKnown = Object.hasOwn(builtIn, field);
      if (!isKnown) declared[kind].push(field);
      const known = isKnown ? builtIn[field]! : {};
      if (rule.required === false && known.required === true) notRequired[kind].push(field);
      const own: FieldRule = {};
      for (const [key, value] of Object.entries(rule) as [keyof FieldRule, unknown][]) {
        if (key === 'description' || same(value, known[key])) continue;
        if (key === 'required' && value === false) continue;
        (own as Record<string, unknown>)[key] = value;
      }
      if (Object.keys(own).length > 0) fields[kind][field] = own;
    }
  }
  // A field the built-in checks require and the ruleset does not: its `*.missing` finding is off.
  for (const kind of ['article', 'price'] as const) {
    for (const field of notRequired[kind]) severity[`${kind}.${field}.missing` as FindingCode] = 'off';
  }
  return { id, severity, fields, notRequired, declared, lists, ...(Object.keys(reasons).length > 0 ? { reasons } : {}) };
}

/** The level of every code under these rules (the built-in severities where they say nothing). */
export function levelsOf(rules: EffectiveRules | undefined): Readonly<Record<FindingCode, RuleLevel>> {
  if (rules === undefined || Object.keys(rules.severity).length === 0) return SEVERITY_OF;
  return { ...SEVERITY_OF, ...rules.severity };
}

/** Whether the rules check exactly what the built-in default checks. */
export function checksAsDefault(rules: EffectiveRules): boolean {
  return Object.keys(rules.severity).length === 0 && Object.keys(rules.lists).length === 0
    && Object.keys(rules.fields.article).length === 0 && Object.keys(rules.fields.price).length === 0
    && rules.notRequired.article.length === 0 && rules.notRequired.price.length === 0
    && rules.declared.article.length === 0 && rules.declared.price.length === 0;
}
