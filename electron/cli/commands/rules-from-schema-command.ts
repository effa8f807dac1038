// `article-importer rules from-schema SCHEMA --output RULES.json [--article-schema NAME]
// [--price-schema NAME] [--name NAME] [--force] [--format text|json]`: the vendor's schema → a
// ruleset (shared/rules/from-schema), and what it could not carry over, each with its place in
// the schema. The ruleset is checked as `--rules` would read it before it is written: the tool
// never writes a ruleset it would then refuse.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { text } from '../../../shared/messages/text';
import { checkRuleset } from '../../../shared/rules/check-ruleset';
import { rulesetFromSchema, type SchemaImport } from '../../../shared/rules/from-schema/from-schema';
import { placeInSchema, readSchemaFile, type SchemaProblemAt } from '../../files/read-schema';
import { sayer, type Say } from '../cli-text';
import type { CliIo } from '../cli-io';
import { EXIT } from '../exit-codes';
import { formatSchemaImportText, schemaImportJson, type WrittenRuleset } from '../format-schema-import';
import { terminalJson, terminalLine } from '../terminal-text';
import { UsageError, parseFormat } from '../usage';
import { outputRefused, writeRuleset } from '../ruleset-output';

export async function runFromSchemaCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args, allowPositionals: true, strict: true,
    options: {
      output: { type: 'string' }, force: { type: 'boolean', default: false }, format: { type: 'string', default: 'text' },
      'article-schema': { type: 'string' }, 'price-schema': { type: 'string' }, name: { type: 'string' },
    },
  });
  const format = parseFormat(values.format);
  if (positionals.length !== 1) throw new UsageError(text('cli.rules.missingSchema'));
  const { output } = values;
  if (output === undefined || output === '') throw new UsageError(text('cli.rules.missingOutput'));
  const schema = positionals[0]!;
  const schemaPath = path.resolve(io.cwd, schema);
  if (path.resolve(io.cwd, output) === schemaPath) throw new UsageError(text('cli.rules.outputIsSchema', { file: terminalLine(schema) }));
  const say = sayer(io);
  // Said before the schema is read: a name that is taken is the first thing to fix.
  const refused = await outputRefused(io, say, output, values.force);
  if (refused !== EXIT.ok) return refused;

  const reading = await readSchemaFile(schemaPath);
  if (!reading.ok) return unusable(io, say, schema, reading.problems);
  const result = rulesetFromSchema(reading.document, {
    ...(values['article-schema'] === undefined ? {} : { articleSchema: values['article-schema'] }),
    ...(values['price-schema'] === undefined ? {} : { priceSchema: values['price-schema'] }),
    ...(values.name === undefined ? {} : { name: values.name }),
    fallbackName: path.basename(schema, path.extname(schema)),
    source: path.basename(schema),
  });
  if (!result.ok) {
    const place = result.pointer === '' ? {} : placeInSchema(reading.source, result.pointer);
    return unusable(io, say, schema, [{ ...place, pointer: result.pointer, message: result.message }]);
  }
  const content = `${JSON.stringify(result.ruleset, null, 2)}\n`;
  assertReadable(content);
  const written = await writeRuleset(io, say, output, content, values.force);
  if (written !== EXIT.ok) return written;

  const done: WrittenRuleset = { schema, output, sha256: createHash('sha256').update(content).digest('hex'), source: reading.source };
  io.stdout.write(format === 'json' ? `${terminalJson(schemaImportJson(result, done, say))}\n` : formatSchemaImportText(result satisfies SchemaImport, done, say));
  return EXIT.ok;
}

/** The ruleset as --rules will read it: a problem here is a bug of the import, not of the schema. */
function assertReadable(content: string): void {
  const checked = checkRuleset(JSON.parse(content));
  if (checked.problems.length > 0) throw new Error(`from-schema made a ruleset --rules would refuse: ${JSON.stringify(checked.problems)}`);
}

function unusable(io: CliIo, say: Say, schema: string, problems: readonly SchemaProblemAt[]): number {
  const lines = [say('cli.rules.schemaUnusable', { file: terminalLine(schema) })];
  for (const problem of problems) {
    const place = `${schema}${problem.line === undefined ? '' : `:${problem.line}:${problem.column}`}${problem.pointer === '' ? '' : ` ${problem.pointer}`}`;
    lines.push(`  ${terminalLine(say('cli.rules.problem', { place, message: say(problem.message) }))}`);
  }
  io.stderr.write(`${lines.join('\n')}\n`);
  return EXIT.usage;
}
