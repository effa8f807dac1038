// `article-importer validate FILE [--format text|json|csv|xlsx] [--output REPORT] [--rules RULES.json] [--threads N]`:
// validates offline, with no token, under the built-in rules or a ruleset (cli-rules.ts).
// csv: the report as a text table (shared/report/spreadsheet-text.ts says which kind), on
// standard output or to --output; xlsx: the Excel workbook (electron/files/report-workbook.ts),
// only to --output: a workbook is no text for a terminal or a pipe.
import { lstat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { terminalJson, terminalLine } from '../terminal-text';
import path from 'node:path';
import { validateFile } from '../../files/validate-file';
import { text } from '../../../shared/messages/text';
import { reportInLanguage } from '../../../shared/report/report-in-language';
import { cliDateTag, cliLocale, sayer } from '../cli-text';
import { checkingProgress } from '../checking-progress';
import type { CliIo } from '../cli-io';
import { EXIT, exitCodeForReport } from '../exit-codes';
import { ansiStyle, formatReportText, plainStyle } from '../format-report-text';
import { UsageError, parseReportFormat } from '../usage';
import { APP_VERSION } from '../app-version';
import { RULES_OPTION, rulesFor } from '../cli-rules';
import { THREADS_OPTION, threadsFrom } from '../cli-threads';
import { writeReportFile, writeReportText, type ReportContent } from '../../files/report-file';
import { findingValues } from '../../validation-worker/finding-values';
import { FileChangedError, FileRecords } from '../../validation-worker/file-records';
import { historyProblemText } from '../../history/history-problem';

export async function runValidateCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: { format: { type: 'string', default: 'text' }, output: { type: 'string' }, ...RULES_OPTION, ...THREADS_OPTION }, allowPositionals: true, strict: true });
  const format = parseReportFormat(values.format);
  const threads = threadsFrom(values.threads);
  if (positionals.length !== 1) throw new UsageError(text('cli.missingFile'));
  const file = positionals[0]!;
  const filePath = path.resolve(io.cwd, file);
  const output = values.output;
  if (output !== undefined && format !== 'csv' && format !== 'xlsx') throw new UsageError(text('cli.validate.outputNeedsTable'));
  if (format === 'xlsx' && output === undefined) throw new UsageError(text('cli.validate.xlsxNeedsOutput'));
  // `--output ''` would name the working folder: as if no name were given.
  if (output === '') throw new UsageError(text('cli.validate.missingOutput'));
  const outputPath = output === undefined ? undefined : path.resolve(io.cwd, output);
  if (outputPath === filePath) throw new UsageError(text('cli.validate.outputIsFile', { file: terminalLine(file) }));
  const say = sayer(io);
  // Said at once, not after checking a large file.
  if (outputPath !== undefined && (await lstat(outputPath).then((stats) => stats.isDirectory() || !(stats.isFile() || stats.isSymbolicLink()), () => false))) {
    io.stderr.write(`${say('cli.validate.outputNotAFile', { path: terminalLine(outputPath) })}\n`);
    return EXIT.outputUnwritable;
  }
  const rules = await rulesFor(io, values.rules);
  const progress = checkingProgress(io, say, file);
  const checkedAt = new Date();
  const outcome = await validateFile(filePath, { displayName: file, onProgress: progress.onProgress, rules, ...(threads === undefined ? {} : { threads }) });
  progress.done();
  const { report } = outcome;
  if (format === 'csv' || format === 'xlsx') {
    // The records are read back for each finding's value as written (a file with a syntax error: those read before it).
    const kept = outcome.records ?? outcome.recordsBeforeError;
    const content: ReportContent = {
      report, facts: { checkedAt: checkedAt.toISOString(), appVersion: APP_VERSION, dateTag: cliDateTag(io) }, locale: cliLocale(io),
      values: findingValues(kept && outcome.stamp ? new FileRecords(filePath, kept, outcome.stamp) : undefined),
    };
    const written = await writeTable(io, content, format, file, output, outputPath);
    if (written !== undefined) return written;
  } else if (format === 'json') io.stdout.write(`${terminalJson(reportInLanguage(report, cliLocale(io)))}\n`);
  else io.stdout.write(formatReportText(report, say, useColour(io) ? ansiStyle : plainStyle));
  return exitCodeForReport(report);
}

/** Writes the table or the workbook; an exit code when it could not be written, else undefined. */
async function writeTable(io: CliIo, content: ReportContent, format: 'csv' | 'xlsx', file: string, output: string | undefined, outputPath: string | undefined): Promise<number | undefined> {
  const say = sayer(io);
  try {
    if (outputPath === undefined) await writeReportText(io.stdout, content, { end: false });
    else {
      await writeReportFile(outputPath, format === 'xlsx' ? 'xlsx' : 'text', content);
      io.stderr.write(`${say('cli.validate.written', { file: terminalLine(file), output: terminalLine(output!) })}\n`);
    }
    return undefined;
  } catch (error) {
    if (error instanceof FileChangedError) {
      io.stderr.write(`${say('cli.validate.changed', { file: terminalLine(file) })}\n`);
      return EXIT.unreadable;
    }
    const code = (error as NodeJS.ErrnoException).code;
    // A reader that stopped early (| head): nobody reads the rest, and the exit code stays the check's.
    if (outputPath === undefined && code === 'EPIPE') return undefined;
    if (outputPath === undefined || typeof code !== 'string') throw error;
    io.stderr.write(`${say('cli.validate.outputUnwritable', { output: terminalLine(output!), reason: say(historyProblemText(code)) })}\n`);
    return EXIT.outputUnwritable;
  }
}

/** Colour only on a terminal, and never when NO_COLOR is set (no-color.org). */
export function useColour(io: CliIo): boolean {
  return io.stdout.isTTY === true && io.env.NO_COLOR === undefined && io.env.TERM !== 'dumb';
}
