// `article-importer changes FILE --app ID_OR_EDITOR_URL [--base-url URL] [--format text|json]`:
// what sending FILE would change at the configurator, against the last file it accepted from
// this computer (its digest). Offline, no token: the same comparison `send` shows before it asks.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { text } from '../../../shared/messages/text';
import { reportInLanguage } from '../../../shared/report/report-in-language';
import { isUnreadable } from '../../../shared/report/report';
import { guardSettingsOf } from '../../settings/settings-schema';
import { changesJson, needsConfirmation } from '../changes-json';
import { checkFile } from '../check-file';
import { RULES_OPTION, rulesFor } from '../cli-rules';
import { THREADS_OPTION, threadsFrom } from '../cli-threads';
import { cliCheckedFile } from '../cli-checked-file';
import type { CliDeps } from '../cli-deps';
import type { CliIo } from '../cli-io';
import { cliLocale, sayer } from '../cli-text';
import { EXIT, exitCodeForReport } from '../exit-codes';
import { formatChangesText } from '../format-changes-text';
import { formatReportText, plainStyle } from '../format-report-text';
import { terminalJson, terminalLine } from '../terminal-text';
import { UsageError, parseFormat } from '../usage';
import { resolveCliTarget } from '../cli-target';

export interface ChangesCommandDeps extends Pick<CliDeps, 'dataDir' | 'historyFile' | 'readSettings'> {
  interrupt?: AbortSignal;
}

export async function runChangesCommand(args: string[], io: CliIo, deps: ChangesCommandDeps): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { app: { type: 'string' }, 'base-url': { type: 'string' }, format: { type: 'string', default: 'text' }, help: { type: 'boolean', default: false }, ...RULES_OPTION, ...THREADS_OPTION },
    allowPositionals: true,
    strict: true,
  });
  const say = sayer(io);
  if (values.help) {
    io.stdout.write(`${say('cli.changes.usage')}\n`);
    return EXIT.ok;
  }
  const format = parseFormat(values.format);
  if (positionals.length !== 1) throw new UsageError(text('cli.missingFile'));
  const threads = threadsFrom(values.threads);
  const rules = await rulesFor(io, values.rules);
  let settings: ReturnType<typeof deps.readSettings> | undefined;
  const readSettings = () => (settings ??= deps.readSettings());
  const target = await resolveCliTarget(values.app, values['base-url'], io, readSettings);

  const file = positionals[0]!;
  const filePath = path.resolve(io.cwd, file);
  const guardsRead = readSettings().then(guardSettingsOf);
  guardsRead.catch(() => undefined);
  const validated = await checkFile(io, say, file, filePath, deps.interrupt, rules, threads);
  if (validated === 'cancelled') return EXIT.interrupted;
  // The digest's rows are in a temporary file until released, whatever happens below.
  try {
    const { report } = validated;
    if (isUnreadable(report)) {
      if (format === 'json') io.stdout.write(`${terminalJson({ target: { baseUrl: target.baseUrl, appId: target.appId }, report: reportInLanguage(report, cliLocale(io)), ...changesJson(undefined) })}\n`);
      else io.stderr.write(formatReportText(report, say, plainStyle));
      return exitCodeForReport(report);
    }

    const guards = await guardsRead;
    const seen = await cliCheckedFile(filePath, validated, rules.id, deps.dataDir, deps.historyFile).changes(target, guards);
    const compared = changesJson(seen);
    if (format === 'json') {
      const file = { name: report.file, bytes: report.bytes, sha256: report.sha256, articles: report.articles, prices: report.prices, counts: report.counts };
      io.stdout.write(`${terminalJson({ target: { baseUrl: target.baseUrl, appId: target.appId }, file, ...compared, thresholds: guards })}\n`);
    } else {
      io.stdout.write(`${say('cli.summaryHeading', { file: terminalLine(file), articles: report.articles, prices: report.prices, size: { bytes: report.bytes } })}\n`);
      io.stdout.write(formatChangesText(seen, target, say));
      if (report.counts.error > 0) io.stdout.write(`${say('cli.changes.hasErrors', { errors: report.counts.error })}\n`);
    }
    if (report.counts.error > 0) return EXIT.payloadErrors;
    return needsConfirmation(compared) ? EXIT.guarded : EXIT.ok;
  } finally {
    validated.digest?.release();
  }
}
