// The Rules view of a scope, from the rules that apply there: every finding code with its
// level, the built-in level, where its level comes from and why (the ruleset's reason), and
// what the ruleset adds to the built-in checks (field rules, lifted requirements, lists).
import type { ChannelResponse } from '../../shared/ipc/contract';
import { FINDING_CODES, SEVERITY_OF } from '../../shared/report/finding-codes';
import { levelsOf } from '../../shared/rules/effective-rules';
import { LIST_KEYS, PROTECTED_CODES } from '../../shared/rules/ruleset-format';
import type { AppliedRules, RulesScope } from './ruleset-store';

export type RulesView = ChannelResponse<'getRules'>;

export function rulesView(scope: RulesScope, applied: AppliedRules): RulesView {
  if (applied.status === 'unusable') return { status: 'unusable', scope, source: applied.source, file: applied.file, problems: applied.problems };
  const { rules } = applied;
  const levels = levelsOf(rules);
  const reasons = rules.reasons ?? {};
  return {
    status: 'ready',
    scope,
    source: applied.source,
    ruleset: rules.id,
    rules: FINDING_CODES.map((code) => {
      const reason = reasons[code];
      return {
        code,
        level: levels[code],
        builtIn: SEVERITY_OF[code],
        origin: rules.severity[code] !== undefined || reason !== undefined ? 'ruleset' : 'default',
        ...(reason === undefined ? {} : { reason }),
        protected: PROTECTED_CODES.has(code),
      };
    }),
    fields: (['article', 'price'] as const).flatMap((kind) => Object.entries(rules.fields[kind]).map(([field, rule]) => ({ kind, field, rule }))),
    notRequired: (['article', 'price'] as const).flatMap((kind) => rules.notRequired[kind].map((field) => ({ kind, field }))),
    lists: LIST_KEYS.flatMap((key) => (rules.lists[key] === undefined ? [] : [{ key, values: rules.lists[key] }])),
  };
}
