// Where a ruleset the tool makes is written (rules from-schema, rules default): never over an
// existing file without --force, never half-written; a name that cannot be used is exit 73
// (EX_CANTCREAT), said with the reason.
import path from 'node:path';
import { whatStandsAt, writeNewFile } from '../files/write-new-file';
import { historyProblemText } from '../history/history-problem';
import type { Say } from './cli-text';
import type { CliIo } from './cli-io';
import { EXIT } from './exit-codes';
import { terminalLine } from './terminal-text';

/** Whether `output` may be written: EXIT.ok, or the exit code after saying why not. */
export async function outputRefused(io: CliIo, say: Say, output: string, force: boolean): Promise<number> {
  const standing = await whatStandsAt(path.resolve(io.cwd, output));
  if (standing === 'other') return refuse(io, say('cli.rules.outputNotAFile', { path: terminalLine(output) }));
  if (standing === 'file' && !force) return refuse(io, say('cli.rules.outputExists', { output: terminalLine(output) }));
  return EXIT.ok;
}

/** Writes a ruleset's text to `output` (never over a file without `force`): EXIT.ok, or 73 after saying why not. */
export async function writeRuleset(io: CliIo, say: Say, output: string, content: string, force: boolean): Promise<number> {
  const refused = await outputRefused(io, say, output, force);
  if (refused !== EXIT.ok) return refused;
  try {
    await writeNewFile(path.resolve(io.cwd, output), content, force);
    return EXIT.ok;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === undefined) throw error;
    // Taken meanwhile: the same words as when it stood there before.
    if (code === 'EEXIST') return refuse(io, say('cli.rules.outputExists', { output: terminalLine(output) }));
    if (code === 'EISDIR' || code === 'ENOTREG') return refuse(io, say('cli.rules.outputNotAFile', { path: terminalLine(output) }));
    return refuse(io, say('cli.rules.outputUnwritable', { output: terminalLine(output), reason: say(historyProblemText(code)) }));
  }
}

function refuse(io: CliIo, message: string): number {
  io.stderr.write(`${message}\n`);
  return EXIT.outputUnwritable;
}
