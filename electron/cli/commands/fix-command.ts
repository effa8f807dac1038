// `article-importer fix FILE [--output FIXED.json] [--force] [--only KIND,…] [--format text|json]`:
// the fix plan of an export and, with --output, its corrected copy (issue 23). The copy is
// written after the plan pass (electron/fixes/fix-file.ts: a fix that would clash with a
// record further on is known only then), then checked like any file;
// the data folder keeps a record of it (history/derivations.ts), so a later send of the copy
// is shown in the history as a corrected copy of the original. Without --output it is a dry
// run: the plan only, nothing written, exit 0 (2 when the file cannot be read).
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RULES_OPTION, rulesFor } from '../cli-rules';
import { THREADS_OPTION, threadsFrom } from '../cli-threads';
import type { EffectiveRules } from '../../../shared/rules/effective-rules';
import { CERTAIN_KINDS, FIX_KINDS, isFixKind, type FixKind } from '../../../shared/fixes/fix-kinds';
import type { MessageKey } from '../../../shared/messages/catalogue';
import { text } from '../../../shared/messages/text';
import { reportInLanguage } from '../../../shared/report/report-in-language';
import type { Report } from '../../../shared/report/report';
import { SourceChangedError } from '../../files/edited-copy';
import { validateFile } from '../../files/validate-file';
import { ValidationCancelled } from '../../files/check-errors';
import { OriginalUnreadable, planFixes, writeFixedCopy, type FixedCopyOutcome, type FixPassProgress } from '../../fixes/fix-file';
import { derivationsFilePath } from '../../history/derivations';
import { recordFixedCopy } from '../../fixes/record-copy';
import { historyProblemText } from '../../history/history-problem';
import { checkingProgress } from '../checking-progress';
import { cliLocale, sayer, type Say } from '../cli-text';
import type { CliIo } from '../cli-io';
import { EXIT, exitCodeForReport } from '../exit-codes';
import { ansiStyle, formatReportText, plainStyle } from '../format-report-text';
import { formatFixPlanText, kindLabel } from '../format-fix-plan';
import { terminalJson, terminalLine } from '../terminal-text';
import { UsageError, parseFormat } from '../usage';
import { useColour } from './validate-command';

export interface FixCommandDeps {
  /** Where the record of each copy is kept (the data folder); only read when a copy is written. */
  dataDir: () => Promise<string>;
  interrupt?: AbortSignal;
}

/** What stands at a path: nothing, a file (or a link to one, replaced as a file), or something else (a folder, a device). */
const standing = (file: string) => lstat(file).then((stats) => (stats.isDirectory() ? 'other' : stats.isFile() || stats.isSymbolicLink() ? 'file' : 'other'), () => 'nothing');

const NOT_A_FILE = new Set(['EISDIR', 'ENOTREG']);

function parseKinds(value: string | undefined): readonly FixKind[] {
  if (value === undefined) return CERTAIN_KINDS;
  const kinds = value.split(',').map((kind) => kind.trim()).filter((kind) => kind !== '');
  const bad = kinds.find((kind) => !isFixKind(kind));
  if (bad !== undefined || kinds.length === 0) throw new UsageError(text('cli.fix.badKind', { kinds: FIX_KINDS.join(', '), value: bad ?? value }));
  return kinds as FixKind[];
}

/** The fix pass's progress on a terminal, as a check's (one line, in place, only when it takes a while). */
function fixingProgress(io: CliIo, say: Say, file: string) {
  const live = io.stderr.isTTY === true;
  const startedAt = Date.now();
  let shownAt = 0;
  let shown = false;
  return {
    onProgress(progress: FixPassProgress) {
      const now = Date.now();
      if (!live || now - startedAt < 500 || now - shownAt < 100) return;
      shownAt = now;
      shown = true;
      io.stderr.write(`\r\u001b[2K${say('cli.fix.progress', { file: terminalLine(file), done: { bytes: progress.bytesRead, exact: false }, total: { bytes: progress.totalBytes, exact: false } })}`);
    },
    done() {
      if (shown) io.stderr.write('\r\u001b[2K');
      shown = false;
    },
  };
}

export async function runFixCommand(args: string[], io: CliIo, deps: FixCommandDeps): Promise<number> {
  const { values, positionals } = parseArgs({
    args, allowPositionals: true, strict: true,
    options: { output: { type: 'string' }, force: { type: 'boolean', default: false }, only: { type: 'string' }, format: { type: 'string', default: 'text' }, ...RULES_OPTION, ...THREADS_OPTION },
  });
  const format = parseFormat(values.format);
  if (positionals.length !== 1) throw new UsageError(text('cli.fix.missingFile'));
  const kinds = parseKinds(values.only);
  // The fixes are the built-in ones; the ruleset judges what remains (and a file that cannot be read).
  const threads = threadsFrom(values.threads);
  const rules = await rulesFor(io, values.rules);
  const say = sayer(io);
  const file = positionals[0]!;
  const filePath = path.resolve(io.cwd, file);
  const output = values.output;
  // `--output ''` would name the working folder: as if no name were given.
  if (output === '') throw new UsageError(text('cli.fix.missingOutput'));
  const outputPath = output === undefined ? undefined : path.resolve(io.cwd, output);
  if (outputPath === filePath) throw new UsageError(text('cli.fix.outputIsOriginal', { file: terminalLine(file) }));
  // Said at once, not after a pass over a large file (the copy is still linked into place only if the name is free).
  const atOutput = outputPath === undefined ? 'nothing' : await standing(outputPath);
  if (atOutput === 'other') {
    io.stderr.write(`${say('cli.fix.outputNotAFile', { path: terminalLine(outputPath!) })}\n`);
    return EXIT.outputUnwritable;
  }
  if (atOutput === 'file' && !values.force) throw new UsageError(text('cli.fix.outputExists', { output: terminalLine(output!) }));
  const style = useColour(io) ? ansiStyle : plainStyle;
  const progress = fixingProgress(io, say, file);
  const signal = deps.interrupt === undefined ? {} : { signal: deps.interrupt };

  let outcome: FixedCopyOutcome;
  try {
    outcome = outputPath === undefined
      ? { ...(await planFixes(filePath, { kinds, onProgress: progress.onProgress, ...signal })), copy: undefined }
      : await writeFixedCopy(filePath, outputPath, { kinds, overwrite: values.force, onProgress: progress.onProgress, ...signal });
  } catch (error) {
    progress.done();
    return failed(error, io, say, file, output ?? '', outputPath ?? '', filePath, format, rules);
  }
  progress.done();
  if (!outcome.plan.readable) return unreadable(io, say, file, filePath, format, deps.interrupt, rules, threads);

  let remaining: Report | undefined;
  if (outcome.copy !== undefined && outputPath !== undefined) {
    await keepRecord(io, say, deps, file, output!, outcome);
    const checking = checkingProgress(io, say, output!);
    try {
      remaining = (await validateFile(outputPath, { displayName: output!, rules, onProgress: checking.onProgress, ...signal, ...(threads === undefined ? {} : { threads }) })).report;
    } catch (error) {
      if (!(error instanceof ValidationCancelled)) throw error;
      // The copy stands; only its check was stopped.
      checking.done();
      io.stderr.write(`${say('cli.checking.cancelled')}\n`);
      return EXIT.interrupted;
    } finally {
      checking.done();
    }
  }

  if (format === 'json') {
    io.stdout.write(`${terminalJson(fixJson(outcome, file, output, remaining, say))}\n`);
  } else {
    io.stdout.write(formatFixPlanText(outcome.plan, file, say, style));
    if (outcome.copy === undefined || remaining === undefined) io.stdout.write(`\n${say('cli.fix.dryRun', { file: terminalLine(file) })}\n`);
    else {
      io.stdout.write(`\n${say('cli.fix.written', { output: terminalLine(output!), count: outcome.copy.edits, file: terminalLine(file) })}\n`);
      io.stdout.write(`${style.dim(say('cli.fix.hashes', { file: terminalLine(file), original: outcome.original.sha256, copy: outcome.copy.sha256 }))}\n`);
      io.stdout.write(`\n${say('cli.fix.remaining')}\n${formatReportText(remaining, say, style)}`);
    }
  }
  return remaining === undefined ? EXIT.ok : exitCodeForReport(remaining);
}

/** The plan, both hashes and what remains, as one document for scripts (kinds named in the run's language too). */
function fixJson(outcome: FixedCopyOutcome, file: string, output: string | undefined, remaining: Report | undefined, say: Say) {
  const plan = {
    ...outcome.plan,
    kinds: outcome.plan.kinds.map((kind) => ({
      ...kind,
      label: kindLabel(say, kind.kind),
      heldBack: kind.heldBack.map((held) => ({ ...held, text: say(`fix.heldBack.${held.reason}` as MessageKey) })),
    })),
  };
  return {
    file,
    output: output ?? null,
    original: { bytes: outcome.original.bytes, sha256: outcome.original.sha256 },
    plan,
    copy: outcome.copy === undefined ? null : { bytes: outcome.copy.bytes, sha256: outcome.copy.sha256, edits: outcome.copy.edits },
    remaining: remaining === undefined ? null : { articles: remaining.articles, prices: remaining.prices, counts: remaining.counts, byCode: remaining.byCode },
  };
}

/** The file is not a document the check can read: its check says why, and its exit code. */
async function unreadable(io: CliIo, say: Say, file: string, filePath: string, format: 'text' | 'json', interrupt: AbortSignal | undefined, rules: EffectiveRules, threads: number | undefined): Promise<number> {
  const { report } = await validateFile(filePath, { displayName: file, rules, ...(interrupt === undefined ? {} : { signal: interrupt }), ...(threads === undefined ? {} : { threads }) });
  if (format === 'json') {
    io.stdout.write(`${terminalJson({ file, output: null, plan: { readable: false, articles: 0, prices: 0, kinds: [], applied: 0 }, copy: null, report: reportInLanguage(report, cliLocale(io)) })}\n`);
  } else {
    io.stderr.write(`${say('cli.fix.unreadable', { file: terminalLine(file) })}\n`);
    io.stdout.write(formatReportText(report, say, useColour(io) ? ansiStyle : plainStyle));
  }
  // A file the check reads but the planner does not would be a bug: never say "0" for it.
  return Math.max(exitCodeForReport(report), EXIT.unreadable);
}

function failed(error: unknown, io: CliIo, say: Say, file: string, output: string, outputPath: string, filePath: string, format: 'text' | 'json', rules: EffectiveRules): Promise<number> | number {
  const code = (error as NodeJS.ErrnoException).code;
  if ((error as Error).name === 'AbortError') {
    io.stderr.write(`${say('cli.fix.cancelled')}\n`);
    return EXIT.interrupted;
  }
  if (error instanceof SourceChangedError) {
    io.stderr.write(`${say('cli.fix.changed', { file: terminalLine(file) })}\n`);
    return EXIT.unreadable;
  }
  // Opening the original failed: the check says why, in its words (file.unreadable).
  if (error instanceof OriginalUnreadable) return unreadable(io, say, file, filePath, format, undefined, rules, undefined);
  if (code === 'EEXIST') throw new UsageError(text('cli.fix.outputExists', { output: terminalLine(output) }));
  if (code !== undefined && NOT_A_FILE.has(code)) {
    // Taken by a folder meanwhile (checked before the pass): the copy's path, not the history's words.
    io.stderr.write(`${say('cli.fix.outputNotAFile', { path: terminalLine(outputPath) })}\n`);
    return EXIT.outputUnwritable;
  }
  if (code !== undefined) {
    io.stderr.write(`${say('cli.fix.outputUnwritable', { output: terminalLine(output), reason: say(historyProblemText(code)) })}\n`);
    return EXIT.outputUnwritable;
  }
  throw error;
}

/** The record that explains a later send of the copy; the copy stands even when it cannot be kept. */
async function keepRecord(io: CliIo, say: Say, deps: FixCommandDeps, file: string, output: string, outcome: FixedCopyOutcome): Promise<void> {
  let dataDir = '';
  try {
    dataDir = await deps.dataDir();
    await recordFixedCopy(dataDir, file, output, outcome);
  } catch (error) {
    const reason = say(historyProblemText((error as NodeJS.ErrnoException).code ?? 'EIO'));
    io.stderr.write(`${say('cli.fix.notRecorded', { file: terminalLine(file), where: terminalLine(dataDir === '' ? '—' : derivationsFilePath(dataDir)), reason })}\n`);
  }
}
