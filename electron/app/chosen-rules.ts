// The target the window will send to, as far as the check is concerned: every file opened (and
// the open one, when it changes) is checked with that target's rules, so what the window shows
// is what a send there would be judged by. Until the window names one, the default's rules.
import type { EffectiveRules } from '../../shared/rules/effective-rules';
import { defaultRules } from '../files/read-ruleset';
import { rulesIn, type RulesScope } from './ruleset-store';

export interface ChosenRules {
  scope: RulesScope;
  /**
   * The rules a check applies now. A ruleset that cannot be used gives the built-in rules, so
   * the file can be shown at all; the window says that the target's ruleset is unusable, and a
   * send there is refused (send-handler.ts), so no verdict rests on them.
   */
  effective(): Promise<EffectiveRules>;
}

export function chosenRules(dataDir: string): ChosenRules {
  const chosen: ChosenRules = {
    scope: { kind: 'default' },
    async effective() {
      const applied = await rulesIn(dataDir, chosen.scope);
      return applied.status === 'ready' ? applied.rules : defaultRules();
    },
  };
  return chosen;
}
