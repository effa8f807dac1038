// `article-importer rules from-schema …` and `article-importer rules default [--output FILE]`:
// rulesets made by the tool. `default` is the built-in ruleset exactly as rulesets/default.json
// holds it (every finding code with its level, every known field's rule, the currencies), so
// the user of an installed app, who has no source tree, can see what a ruleset may change.
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { text } from '../../../shared/messages/text';
import { defaultRulesetText } from '../../../shared/rules/default-ruleset';
import { sayer } from '../cli-text';
import type { CliIo } from '../cli-io';
import { EXIT } from '../exit-codes';
import { writeRuleset } from '../ruleset-output';
import { terminalLine } from '../terminal-text';
import { UsageError } from '../usage';

export async function runRulesCommand(args: string[], io: CliIo): Promise<number> {
  const [what, ...rest] = args;
  if (what === undefined || what.startsWith('-')) throw new UsageError(text('cli.rules.missingSubcommand'));
  if (what === 'from-schema') return (await import('./rules-from-schema-command')).runFromSchemaCommand(rest, io);
  if (what === 'default') return runDefault(rest, io);
  throw new UsageError(text('cli.rules.unknownSubcommand', { value: terminalLine(what) }));
}

async function runDefault(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, strict: true, allowPositionals: false, options: { output: { type: 'string' }, force: { type: 'boolean', default: false } } });
  const content = defaultRulesetText();
  if (values.output === undefined) {
    io.stdout.write(content);
    return EXIT.ok;
  }
  if (values.output === '') throw new UsageError(text('cli.rules.missingOutput'));
  const say = sayer(io);
  const written = await writeRuleset(io, say, values.output, content, values.force);
  if (written !== EXIT.ok) return written;
  io.stdout.write(`${say('cli.rules.defaultWritten', { output: terminalLine(values.output), sha256: createHash('sha256').update(content).digest('hex') })}\n`);
  return EXIT.ok;
}
