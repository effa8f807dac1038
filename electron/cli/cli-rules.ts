// `--rules FILE` of validate, send, changes, fix and set-aside: the ruleset the check applies
// (electron/files/read-ruleset.ts), the built-in default without it. A ruleset that cannot be
// used stops the command before anything is checked, written or sent (RulesetUnusable: exit 64).
import type { EffectiveRules } from '../../shared/rules/effective-rules';
import { defaultRules, readRuleset } from '../files/read-ruleset';
import type { CliIo } from './cli-io';
import { RulesetUnusable } from './ruleset-unusable';

/** The option every checking command takes. */
export const RULES_OPTION = { rules: { type: 'string' } } as const;

/** The rules the command applies; throws RulesetUnusable. */
export async function rulesFor(io: Pick<CliIo, 'cwd'>, file: string | undefined): Promise<EffectiveRules> {
  if (file === undefined) return defaultRules();
  const reading = await readRuleset(file, io.cwd);
  if (!reading.ok) throw new RulesetUnusable(file, reading.problems);
  return reading.rules;
}

