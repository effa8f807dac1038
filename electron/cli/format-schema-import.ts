// What `rules from-schema` says once the ruleset is written: where it went and from which
// schemas, then every part of the schema that is not carried over, each with its place
// (file:line:column and JSON Pointer) and why; as text for people and as one JSON document.
import type { SchemaImport, NotCarried } from '../../shared/rules/from-schema/from-schema';
import { DIALECT_NAMES } from '../../shared/rules/from-schema/from-schema';
import { LIST_KEYS } from '../../shared/rules/ruleset-format';
import { placeInSchema } from '../files/read-schema';
import type { Say } from './cli-text';
import { terminalLine } from './terminal-text';

export interface WrittenRuleset {
  schema: string;
  output: string;
  sha256: string;
  /** The schema's text, to place what is listed. */
  source: string;
}

const fieldCount = (rules: object | undefined) => Object.keys(rules ?? {}).length;
const listsOf = (result: SchemaImport) => LIST_KEYS.filter((key) => result.ruleset[key] !== undefined);

/** What was not carried over, each with its place, in the order of the schema's text. */
function placed(result: SchemaImport, source: string): (NotCarried & { line: number; column: number })[] {
  return result.notCarried
    .map((item) => ({ ...item, ...placeInSchema(source, item.pointer) }))
    .sort((a, b) => a.line - b.line || a.column - b.column);
}

function subject(say: Say, item: NotCarried): string {
  return item.field === undefined ? say('cli.rules.subjectRecord', { kind: item.kind }) : say('cli.rules.subjectField', { kind: item.kind, field: item.field });
}

export function formatSchemaImportText(result: SchemaImport, done: WrittenRuleset, say: Say): string {
  const { ruleset } = result;
  const lines = [
    say('cli.rules.written', { name: ruleset.name!, output: done.output, articles: fieldCount(ruleset.articles), prices: fieldCount(ruleset.prices) }),
    result.dialectAssumed ? say('cli.rules.dialectAssumed', { file: done.schema }) : say('cli.rules.read', { file: done.schema, dialect: DIALECT_NAMES[result.dialect] }),
    ...(['article', 'price'] as const).map((kind) => `  ${say('cli.rules.found', { kind, pointer: result.found[kind].pointer || '#', how: result.found[kind].how })}`),
  ];
  const lists = listsOf(result);
  if (lists.length > 0) lines.push(say('cli.rules.lists', { other: lists }));
  lines.push(say('cli.rules.line', { name: ruleset.name!, sha256: done.sha256 }), '');
  if (result.notCarried.length === 0) lines.push(say('cli.rules.allCarried'));
  else {
    lines.push(say('cli.rules.notCarried', { count: result.notCarried.length }));
    for (const item of placed(result, done.source)) {
      lines.push(`  ${done.schema}:${item.line}:${item.column} ${item.pointer}`, `      ${subject(say, item)}: ${say(item.reason)}`);
    }
  }
  return `${lines.map(terminalLine).join('\n')}\n`;
}

/** The same as one document for scripts: `reason` is stable (the kind of thing not carried over), `message` in the run's language. */
export function schemaImportJson(result: SchemaImport, done: WrittenRuleset, say: Say) {
  const { ruleset } = result;
  return {
    schema: done.schema,
    dialect: DIALECT_NAMES[result.dialect],
    dialectAssumed: result.dialectAssumed,
    output: done.output,
    name: ruleset.name,
    sha256: done.sha256,
    articles: { schema: result.found.article.pointer, foundBy: result.found.article.how, fields: fieldCount(ruleset.articles) },
    prices: { schema: result.found.price.pointer, foundBy: result.found.price.how, fields: fieldCount(ruleset.prices) },
    lists: listsOf(result),
    notCarried: placed(result, done.source).map((item) => ({
      kind: item.kind,
      field: item.field ?? null,
      pointer: item.pointer,
      line: item.line,
      column: item.column,
      reason: item.reason.key.replace(/^fromSchema\./, ''),
      message: say(item.reason),
    })),
  };
}
