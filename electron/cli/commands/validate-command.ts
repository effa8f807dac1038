// `article-importer validate FILE [--format text|json|csv] [--rules RULES.json]`: validates
// offline, with no token, under the built-in rules or a ruleset (cli-rules.ts).
// csv: the report as a table to hand over (shared/report/spreadsheet-text.ts says which kind).
import { parseArgs } from 'node:util';
import { terminalJson } from '../terminal-text';
import path from 'node:path';
import { validateFile } from '../../files/validate-file';
import { text } from '../../../shared/messages/text';
import { reportInLanguage } from '../../../shared/report/report-in-language';
import { cliLocale, sayer } from '../cli-text';
import { checkingProgress } from '../checking-progress';
import type { CliIo } from '../cli-io';
import { exitCodeForReport } from '../exit-codes';
import { ansiStyle, formatReportText, plainStyle } from '../format-report-text';
import { UsageError, parseReportFormat } from '../usage';
import { reportTableBytes } from '../../../shared/report/report-table';
import { APP_VERSION } from '../app-version';
import { RULES_OPTION, rulesFor } from '../cli-rules';

export async function runValidateCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: { format: { type: 'string', default: 'text' }, ...RULES_OPTION }, allowPositionals: true, strict: true });
  const format = parseReportFormat(values.format);
  if (positionals.length !== 1) throw new UsageError(text('cli.missingFile'));
  const file = positionals[0]!;
  const rules = await rulesFor(io, values.rules);
  const progress = checkingProgress(io, sayer(io), file);
  const checkedAt = new Date();
  const { report } = await validateFile(path.resolve(io.cwd, file), { displayName: file, onProgress: progress.onProgress, rules });
  progress.done();
  if (format === 'csv') io.stdout.write(reportTableBytes(report, { checkedAt: checkedAt.toISOString(), appVersion: APP_VERSION }, cliLocale(io)));
  else if (format === 'json') io.stdout.write(`${terminalJson(reportInLanguage(report, cliLocale(io)))}\n`);
  else io.stdout.write(formatReportText(report, sayer(io), useColour(io) ? ansiStyle : plainStyle));
  return exitCodeForReport(report);
}

/** Colour only on a terminal, and never when NO_COLOR is set (no-color.org). */
export function useColour(io: CliIo): boolean {
  return io.stdout.isTTY === true && io.env.NO_COLOR === undefined && io.env.TERM !== 'dumb';
}
