// Writes rulesets/default.json and rulesets/ruleset.schema.json from the rule table
// (shared/rules/default-ruleset.ts, ruleset-schema.ts). Run after changing a rule:
//   npm run rulesets
// shared/rules/default-ruleset.test.ts fails while the committed files differ from these.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultRulesetText } from '../shared/rules/default-ruleset';
import { rulesetSchemaText } from '../shared/rules/ruleset-schema';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'rulesets');
writeFileSync(path.join(folder, 'default.json'), defaultRulesetText());
writeFileSync(path.join(folder, 'ruleset.schema.json'), rulesetSchemaText());
console.log(`wrote ${path.join(folder, 'default.json')} and ruleset.schema.json`);
