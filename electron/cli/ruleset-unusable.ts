// A ruleset given with --rules that cannot be used: the command stops before anything is
// checked, written or sent, and says every problem with its place (file:line:column and JSON
// Pointer), as a compiler would; exit 64 (run-cli.ts). Kept apart from the loading, so the
// tool's start does not load the rules engine.
import type { RulesetProblemAt } from '../files/read-ruleset';
import type { Say } from './cli-text';
import { terminalLine } from './terminal-text';

export class RulesetUnusable extends Error {
  constructor(readonly file: string, readonly problems: readonly RulesetProblemAt[]) {
    super(`the ruleset ${file} cannot be used`);
  }
}

/** What standard error says of a ruleset that cannot be used. */
export function describeUnusable(error: RulesetUnusable, say: Say): string {
  const lines = [say('cli.rules.unusable', { file: terminalLine(error.file) })];
  for (const problem of error.problems) {
    const place = `${problem.file}${problem.line === undefined ? '' : `:${problem.line}:${problem.column}`}${problem.pointer === '' ? '' : ` ${problem.pointer}`}`;
    lines.push(`  ${say('cli.rules.problem', { place: terminalLine(place), message: terminalLine(say(problem.message)) })}`);
  }
  return `${lines.join('\n')}\n`;
}
