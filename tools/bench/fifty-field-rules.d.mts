// Types of fifty-field-rules.mjs, for its test.
import type { RulesetFile } from '../../shared/rules/ruleset-format';

export function fiftyFieldRules(): RulesetFile;
