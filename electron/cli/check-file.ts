// The check `send` and `changes` start with: the file validated with its digest, progress on a
// terminal, and Ctrl-C stopping it.
import { validateFile } from '../files/validate-file';
import { ValidationCancelled } from '../files/check-errors';
import { checkingProgress } from './checking-progress';
import type { Say } from './cli-text';
import type { CliIo } from './cli-io';
import type { EffectiveRules } from '../../shared/rules/effective-rules';

/**
 * Validates with progress on a terminal, under `rules` (cli-rules.ts), on `threads` (cli-threads.ts); Ctrl-C stops it. Keeps
 * only what sending needs (the digest), not the record index. The caller releases the digest
 * when it is done with it.
 */
export async function checkFile(io: CliIo, say: Say, file: string, filePath: string, interrupt: AbortSignal | undefined, rules: EffectiveRules, threads: number | undefined) {
  const checking = checkingProgress(io, say, file);
  try {
    const { report, bodyOffset, stamp, digest } = await validateFile(filePath, { displayName: file, digest: true, rules, onProgress: checking.onProgress, ...(interrupt === undefined ? {} : { signal: interrupt }), ...(threads === undefined ? {} : { threads }) });
    return { report, bodyOffset, stamp, digest };
  } catch (error) {
    if (!(error instanceof ValidationCancelled)) throw error;
    checking.done();
    io.stderr.write(`${say('cli.checking.cancelled')}\n`);
    return 'cancelled';
  } finally {
    checking.done();
  }
}

