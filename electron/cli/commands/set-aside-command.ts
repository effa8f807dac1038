// `article-importer set-aside FILE --output SENDABLE.json --rejected REJECTED.json [--force]
// [--format text|json]`: the records that can be sent to one new file, the others with their
// findings to another (electron/files/set-aside-file.ts). Works offline; sends nothing. The
// sendable file then goes through `send` like any export, with its guards.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RULES_OPTION, rulesFor } from '../cli-rules';
import { THREADS_OPTION, threadsFrom } from '../cli-threads';
import { text } from '../../../shared/messages/text';
import type { Finding, Report } from '../../../shared/report/report';
import { reportInLanguage } from '../../../shared/report/report-in-language';
import { SourceChangedError } from '../../files/edited-copy';
import { SetAsideOutputProblem, checkForSetAside, checkOutputs, writeSetAside, type SetAsideWriteProgress, type SetAsideWritten, type WrittenFile } from '../../files/set-aside-file';
import { ValidationCancelled } from '../../files/check-errors';
import { checkingProgress } from '../checking-progress';
import type { CliIo } from '../cli-io';
import { cliLocale, sayer, type Say } from '../cli-text';
import { EXIT } from '../exit-codes';
import { formatReportText, plainStyle } from '../format-report-text';
import { terminalJson, terminalLine } from '../terminal-text';
import { UsageError, parseFormat } from '../usage';

export interface SetAsideDeps {
  interrupt?: AbortSignal;
}

export async function runSetAsideCommand(args: string[], io: CliIo, deps: SetAsideDeps = {}): Promise<number> {
  const { values, positionals } = parseArgs({
    args, allowPositionals: true, strict: true,
    options: { output: { type: 'string' }, rejected: { type: 'string' }, force: { type: 'boolean', default: false }, format: { type: 'string', default: 'text' }, ...RULES_OPTION, ...THREADS_OPTION },
  });
  const format = parseFormat(values.format);
  if (positionals.length !== 1) throw new UsageError(text('cli.setAside.missingFile'));
  if (values.output === undefined || values.rejected === undefined || values.output === '' || values.rejected === '') throw new UsageError(text('cli.setAside.missingOutputs'));
  const file = positionals[0]!;
  const say = sayer(io);
  const sourcePath = path.resolve(io.cwd, file);
  const outputs = { sendable: path.resolve(io.cwd, values.output), rejected: path.resolve(io.cwd, values.rejected), overwrite: values.force };
  const named = (at: string) => (at === outputs.sendable ? values.output! : at === outputs.rejected ? values.rejected! : file);
  try {
    // Before the file is read: a wrong name should not cost a check of a large file first.
    await checkOutputs(sourcePath, outputs);
  } catch (error) {
    if (error instanceof SetAsideOutputProblem) throw new UsageError(outputProblemText(error, named(error.path)));
    throw error;
  }

  const threads = threadsFrom(values.threads);
  const rules = await rulesFor(io, values.rules);
  const checking = checkingProgress(io, say, file);
  let check;
  try {
    check = await checkForSetAside(sourcePath, { displayName: file, rules, onProgress: checking.onProgress, ...(deps.interrupt === undefined ? {} : { signal: deps.interrupt }), ...(threads === undefined ? {} : { threads }) });
  } catch (error) {
    if (!(error instanceof ValidationCancelled)) throw error;
    checking.done();
    io.stderr.write(`${say('cli.setAside.cancelled')}\n`);
    return EXIT.interrupted;
  } finally {
    checking.done();
  }
  if (check.state !== 'ready') {
    const unreadable = check.state === 'unreadable';
    if (format === 'json') io.stdout.write(`${terminalJson(reportInLanguage(check.report, cliLocale(io)))}\n`);
    io.stderr.write(unreadable ? formatReportText(check.report, say, plainStyle) : documentErrorsText(check.report, say));
    io.stderr.write(`${say(unreadable ? 'cli.setAside.notWrittenUnreadable' : 'cli.setAside.notWrittenDocument')}\n`);
    return unreadable ? EXIT.unreadable : EXIT.payloadErrors;
  }

  let written: SetAsideWritten;
  const writing = writingProgress(io, say, values.output, values.rejected);
  try {
    written = await writeSetAside(check, { ...outputs, locale: cliLocale(io), onProgress: writing.onProgress, ...(deps.interrupt === undefined ? {} : { signal: deps.interrupt }) });
  } catch (error) {
    writing.done();
    const problem = writeProblem(error, say, named);
    if (problem === undefined) throw error;
    io.stderr.write(`${problem.message}\n`);
    return problem.code;
  }
  writing.done();

  if (format === 'json') {
    const fileJson = (f: WrittenFile | undefined) => (f === undefined ? null : { ...f, path: named(path.resolve(f.path)) });
    io.stdout.write(`${terminalJson({ file, sha256: check.report.sha256, sendable: fileJson(written.sendable), rejected: fileJson(written.rejected) })}\n`);
  } else {
    io.stdout.write(summaryText(file, check.counts, written, say, named));
  }
  return written.sendable === undefined ? EXIT.payloadErrors : EXIT.ok;
}

/** Writing's progress on a terminal, as the check's (checking-progress.ts): one line, from half a second on, nothing in a pipeline's log. */
export function writingProgress(io: CliIo, say: Say, sendable: string, rejected: string, now: () => number = Date.now) {
  const live = io.stderr.isTTY === true;
  const startedAt = now();
  let shownAt = -Infinity;
  let shown = false;
  return {
    onProgress({ phase, done, total }: SetAsideWriteProgress) {
      const at = now();
      if (!live || at - startedAt < 500 || at - shownAt < 100) return;
      shownAt = at;
      shown = true;
      const line = phase === 'rejected'
        ? say('cli.setAside.writingRejected', { file: terminalLine(rejected), done, total })
        : say('cli.setAside.writingSendable', { file: terminalLine(sendable), done: { bytes: done, exact: false }, total: { bytes: total, exact: false } });
      io.stderr.write(`\r\u001b[2K${line}`);
    },
    done() {
      if (shown) io.stderr.write('\r\u001b[2K');
      shown = false;
    },
  };
}

function outputProblemText(error: SetAsideOutputProblem, file: string) {
  const values = { file: terminalLine(file) };
  if (error.problem === 'original') return text('cli.setAside.isOriginal', values);
  if (error.problem === 'same') return text('cli.setAside.sameOutputs', values);
  return text('cli.setAside.exists', values);
}

/** A failure while writing, in words and with its exit code; undefined for a bug. */
function writeProblem(error: unknown, say: Say, named: (at: string) => string): { message: string; code: number } | undefined {
  if (error instanceof SetAsideOutputProblem) {
    // Taken meanwhile (another program wrote it while the file was checked).
    return { message: say('cli.badArguments', { detail: say(outputProblemText(error, named(error.path))) }), code: EXIT.usage };
  }
  if ((error as Error | undefined)?.name === 'AbortError') return { message: say('cli.setAside.cancelled'), code: EXIT.interrupted };
  if (error instanceof SourceChangedError) return { message: say('cli.setAside.changed'), code: EXIT.unreadable };
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EEXIST') return { message: say('cli.setAside.takenMeanwhile'), code: EXIT.usage };
  if (typeof code === 'string') {
    // The name the system gives is a draft's, beside the file asked for: its folder is what to check.
    const where = (error as NodeJS.ErrnoException).path;
    const folder = where === undefined ? '.' : path.dirname(where);
    return { message: say('cli.setAside.cannotWrite', { folder: terminalLine(folder), reason: code }), code: EXIT.outputUnwritable };
  }
  return undefined;
}

/** The errors about the file as a whole (no record's leaving mends them), with their places. */
function documentErrorsText(report: Report, say: Say): string {
  const errors = report.findings.filter((finding: Finding) => finding.severity === 'error' && finding.kind === undefined);
  const lines = [say('cli.setAside.documentErrors', { file: terminalLine(report.file), errors: errors.length })];
  for (const finding of errors) lines.push(`  ${finding.line === undefined ? '—' : `${finding.line}:${finding.column}`}  ${terminalLine(say(finding.message))}`);
  return `${lines.join('\n')}\n`;
}

function summaryText(file: string, counts: Record<'article' | 'price', { sendable: number; setAside: number }>, written: SetAsideWritten, say: Say, named: (at: string) => string): string {
  const { article, price } = counts;
  const lines = [
    say('cli.setAside.summary', {
      file: terminalLine(file),
      articles: article.sendable + article.setAside, articlesSendable: article.sendable, articlesAside: article.setAside,
      prices: price.sendable + price.setAside, pricesSendable: price.sendable, pricesAside: price.setAside,
    }),
  ];
  const fileLine = (key: 'cli.setAside.sendableFile' | 'cli.setAside.rejectedFile', f: WrittenFile) =>
    `  ${say(key, { file: terminalLine(named(path.resolve(f.path))), size: { bytes: f.bytes }, sha256: f.sha256 })}`;
  if (written.sendable !== undefined) lines.push(fileLine('cli.setAside.sendableFile', written.sendable));
  lines.push(fileLine('cli.setAside.rejectedFile', written.rejected));
  if (written.sendable === undefined) lines.push(say('cli.setAside.nothingSendable', { file: terminalLine(named(path.resolve(written.rejected.path))) }));
  else lines.push(say('cli.setAside.next', { file: terminalLine(named(path.resolve(written.sendable.path))) }));
  return `${lines.join('\n')}\n`;
}
