// A fix plan as the terminal shows it: per kind, its name in the run's language with its code
// (what --only takes), how many values, whether the copy applies it, and up to three examples
// before → after with their place; then the values held back, per reason, with theirs.
import type { MessageKey } from '../../shared/messages/catalogue';
import type { FixExample, FixKindPlan, FixPlan } from '../../shared/fixes/fix-plan';
import type { Say } from './cli-text';
import type { TextStyle } from './format-report-text';
import { terminalLine } from './terminal-text';

export const kindLabel = (say: Say, kind: FixKindPlan['kind']) => say(`fix.kind.${kind}` as MessageKey);

function kindLine(plan: FixKindPlan, say: Say): string {
  const values = { label: kindLabel(say, plan.kind), kind: plan.kind, count: plan.count };
  if (plan.suggestion) return say(plan.applied ? 'cli.fix.kindSuggestionChosen' : 'cli.fix.kindSuggestion', values);
  return say(plan.applied ? 'cli.fix.kind' : 'cli.fix.kindNotChosen', values);
}

function exampleLines(examples: readonly FixExample[], say: Say, style: TextStyle, indent: string): string[] {
  const places = examples.map((e) => `${e.line}:${e.column}`);
  const width = Math.max(0, ...places.map((p) => p.length));
  return examples.map((example, at) => {
    const where = [example.pointer, ...(example.articleNumber === undefined ? [] : [say('cli.fix.exampleArticle', { articleNumber: example.articleNumber.trim() })])].join('  ');
    return `${indent}${style.dim(places[at]!.padEnd(width))}  ${terminalLine(`${example.before} → ${example.after}`)}  ${style.dim(terminalLine(where))}`;
  });
}

export function formatFixPlanText(plan: FixPlan, file: string, say: Say, style: TextStyle): string {
  const lines = [style.bold(say('cli.fix.heading', { file: terminalLine(file), articles: plan.articles, prices: plan.prices }))];
  if (plan.kinds.length === 0) lines.push(say('cli.fix.nothing'));
  for (const kind of plan.kinds) {
    lines.push(`  ${kind.applied ? style.bold(kindLine(kind, say)) : kindLine(kind, say)}`);
    lines.push(...exampleLines(kind.examples, say, style, '    '));
    if (kind.count > kind.examples.length) lines.push(`    ${style.dim(say('cli.fix.moreExamples', { count: kind.count - kind.examples.length }))}`);
    for (const held of kind.heldBack) {
      lines.push(`    ${say('cli.fix.heldBack', { count: held.count, reason: say(`fix.heldBack.${held.reason}` as MessageKey) })}`);
      lines.push(...exampleLines(held.examples, say, style, '      '));
    }
  }
  return `${lines.join('\n')}\n`;
}
