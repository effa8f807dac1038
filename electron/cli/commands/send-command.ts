// `article-importer send FILE --app ID_OR_EDITOR_URL [--base-url URL] [--yes] [--timeout SECONDS]
// [--format text|json]`: validates first (with errors nothing is sent), asks before sending a
// file with warnings (unless --yes), sends the file's bytes with one request, prints the
// server's answer and records the send, or the refusal, in the history.
import { parseArgs } from 'node:util';
import { terminalJson, terminalLine, terminalLines } from '../terminal-text';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { validateFile, ValidationCancelled } from '../../files/validate-file';
import { checkingProgress } from '../checking-progress';
import { appendHistoryEntry, historyWriteProblem } from '../../history/append-history';
import type { NewHistoryEntry } from '../../history/history-entry';
import { isRefusal } from '../../history/send-refusal';
import { resolveCliToken } from '../../keychain/cli-token';
import { KeychainError, keychainErrorText } from '../../keychain/keychain-error';
import { InvalidTokenError } from '../../keychain/parse-token';
import { resolveBaseUrl } from '../../settings/resolve-base-url';
import type { SendResult } from '../../net/send-types';
import { MAX_ATTEMPTS } from '../../net/retry-policy';
import { parseAppId } from '../../../shared/targets/app-id';
import { buildImportEndpoint } from '../../../shared/targets/endpoint';
import { text, type Text } from '../../../shared/messages/text';
import type { MessageKey } from '../../../shared/messages/catalogue';
import { historyProblemText } from '../../history/history-problem';
import { reportInLanguage } from '../../../shared/report/report-in-language';
import { cliLocale, sayer, type Say } from '../cli-text';
import type { Report } from '../../../shared/report/report';
import { isSendable, isUnreadable } from '../../../shared/report/report';
import type { CliDeps } from '../cli-deps';
import type { CliIo } from '../cli-io';
import { EXIT } from '../exit-codes';
import { EXIT_KEYCHAIN } from './token-command';
import { formatReportText, plainStyle } from '../format-report-text';
import { UsageError, parseFormat } from '../usage';
import type { OutputFormat } from '../usage';
import { exitCodeFor } from './validate-command';
import { sendExitCode } from '../send-exit-code';

/** What the terminal shows of the server's answer; the history keeps its own excerpt. */
const SHOWN_ANSWER_CHARS = 4000;

export interface SendCommandDeps extends Pick<CliDeps, 'historyFile' | 'readSettings' | 'tokenStore' | 'sendImport'> {
  /** Aborted on Ctrl-C: the send is cancelled, and the outcome said. */
  interrupt?: AbortSignal;
}

interface Target {
  baseUrl: string;
  origin: string;
  appId: number;
}

export async function runSendCommand(args: string[], io: CliIo, deps: SendCommandDeps): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      app: { type: 'string' },
      'base-url': { type: 'string' },
      yes: { type: 'boolean', default: false },
      timeout: { type: 'string' },
      deadline: { type: 'string' },
      format: { type: 'string', default: 'text' },
    },
    allowPositionals: true,
    strict: true,
  });
  const format = parseFormat(values.format);
  const say = sayer(io);
  if (positionals.length !== 1) throw new UsageError(text('cli.missingFile'));
  if (values.app === undefined) throw new UsageError(text('cli.send.missingApp'));
  const app = parseAppId(values.app);
  if (!app.ok) throw new UsageError(app.message);
  const responseTimeoutMs = values.timeout === undefined ? undefined : parseSeconds(values.timeout, 'cli.send.badTimeout');
  const deadlineOption = values.deadline === undefined ? undefined : parseSeconds(values.deadline, 'cli.send.badDeadline');
  // Read once: the base URL and the answer deadline may both come from the settings file.
  let settings: ReturnType<typeof deps.readSettings> | undefined;
  const readSettings = () => (settings ??= deps.readSettings());
  const base = await resolveBaseUrl({ option: values['base-url'], env: io.env, readSettings });
  if (!base.ok) throw new UsageError(base.problem === 'missing' ? text('cli.send.missingBaseUrl') : base.message);
  const target: Target = { baseUrl: base.baseUrl, origin: base.origin, appId: app.appId };

  const file = positionals[0]!;
  const filePath = path.resolve(io.cwd, file);
  const validated = await checkFile(io, say, file, filePath, deps.interrupt);
  if (validated === 'cancelled') return EXIT.interrupted;
  const { report, bodyOffset, stamp } = validated;
  const refuse = (outcome: string, message: Text, exitCode: number) => refusal(io, deps, format, report, target, { outcome, message, exitCode });

  if (isUnreadable(report) || !isSendable(report)) {
    io.stderr.write(formatReportText(report, say, plainStyle));
    return refuse(isUnreadable(report) ? 'refused.unreadable' : 'refused.errors', isUnreadable(report) ? text('cli.send.notSentUnreadable') : text('cli.send.notSentErrors', { errors: report.counts.error }), exitCodeFor(report));
  }
  if (report.counts.warning > 0 && !values.yes && !(await confirm(io, say('cli.send.confirmWarnings', { warnings: report.counts.warning }), say('cli.send.yes')))) {
    return refuse('refused.warningsNotConfirmed', text('cli.send.notConfirmed', { warnings: report.counts.warning }), EXIT.usage);
  }

  // Nothing goes out that could not be recorded.
  const historyProblem = await historyWriteProblem(deps.historyFile);
  if (historyProblem !== undefined) {
    io.stderr.write(`${say('cli.send.historyUnwritable', { file: deps.historyFile, problem: historyProblemText(historyProblem) })}\n`);
    return EXIT.historyUnwritable;
  }

  let token: string;
  try {
    const found = await resolveCliToken(target.origin, io.env, deps.tokenStore);
    if (found === null) return refuse('refused.noToken', text('cli.send.noToken', { origin: target.origin }), EXIT.usage);
    token = found.token;
  } catch (error) {
    if (error instanceof InvalidTokenError) return refuse('refused.tokenInvalid', text('cli.send.notSent', { problem: error.text }), EXIT.usage);
    if (error instanceof KeychainError) return refuse('refused.tokenUnreadable', text('cli.send.notSent', { problem: keychainErrorText(error, 'cli') }), EXIT_KEYCHAIN);
    throw error;
  }

  io.stderr.write(`${say('cli.send.sending', { file: terminalLine(file), articles: report.articles, prices: report.prices, size: { bytes: report.bytes }, appId: target.appId, baseUrl: target.baseUrl })}\n`);
  io.stderr.write(`${say('send.beforeSending', { appId: target.appId, host: base.host, size: { bytes: report.bytes - bodyOffset } })}\n`);
  // --deadline, else the setting in settings.json, else the default.
  const answerDeadlineMs = deadlineOption ?? minutes((await readSettings()).answerDeadlineMinutes);
  const progress = terminalProgress(io, say);
  const result = await deps.sendImport({
    endpoint: buildImportEndpoint(target.baseUrl, target.appId),
    token,
    filePath,
    bodyOffset,
    expectedSha256: report.sha256,
    ...(stamp === undefined ? {} : { validatedStamp: stamp }),
    ...(responseTimeoutMs === undefined ? {} : { responseTimeoutMs }),
    ...(answerDeadlineMs === undefined ? {} : { answerDeadlineMs }),
    ...(deps.interrupt === undefined ? {} : { signal: deps.interrupt }),
    onProgress: progress.bytes,
    onRetryWait: progress.retry,
  });
  progress.done();

  const recorded = await record(io, deps, historyEntry(report, target, result), [token]);
  printResult(io, format, result, target, report, recorded);
  return sendExitCode(result);
}

/** Validates with progress on a terminal; Ctrl-C stops it. Keeps only what sending needs, not the record index. */
async function checkFile(io: CliIo, say: Say, file: string, filePath: string, interrupt: AbortSignal | undefined) {
  const checking = checkingProgress(io, say, file);
  try {
    const { report, bodyOffset, stamp } = await validateFile(filePath, { displayName: file, onProgress: checking.onProgress, ...(interrupt === undefined ? {} : { signal: interrupt }) });
    return { report, bodyOffset, stamp };
  } catch (error) {
    if (!(error instanceof ValidationCancelled)) throw error;
    checking.done();
    io.stderr.write(`${say('cli.checking.cancelled')}\n`);
    return 'cancelled';
  } finally {
    checking.done();
  }
}

function minutes(value: number | null): number | undefined {
  return value === null ? undefined : value * 60_000;
}

function parseSeconds(value: string, problem: MessageKey): number {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 86_400) throw new UsageError(text(problem, { value }));
  return Math.round(seconds * 1000);
}

/** Asks on a terminal; without one (a pipeline) there is nobody to ask, so the answer is no. */
async function confirm(io: CliIo, question: string, yes: string): Promise<boolean> {
  if (io.stdin.isTTY !== true) return false;
  const prompt = createInterface({ input: io.stdin, output: io.stderr, terminal: true });
  try {
    // "y" and "yes" always confirm, besides the language's own word ("j" in German).
    const answer = (await prompt.question(question)).trim().toLowerCase();
    return answer === 'y' || answer === 'yes' || answer === yes.toLowerCase();
  } finally {
    prompt.close();
  }
}

/** One line that updates in place on a terminal; silent in a pipeline's log. */
function terminalProgress(io: CliIo, say: Say) {
  const live = io.stderr.isTTY === true;
  let shown = false;
  let lastPercent = -1;
  return {
    bytes(sent: number, total: number) {
      const percent = total === 0 ? 100 : Math.floor((sent / total) * 100);
      if (!live || percent === lastPercent) return;
      lastPercent = percent;
      shown = true;
      io.stderr.write(`\r\u001b[2K${say('send.progress', { sent: { bytes: sent, exact: false }, total: { bytes: total, exact: false } })}`);
    },
    retry(wait: { attempt: number; secondsLeft: number }) {
      const line = say('send.retryCountdown', { seconds: wait.secondsLeft, attempt: wait.attempt, maxAttempts: MAX_ATTEMPTS });
      if (live) { io.stderr.write(`\r\u001b[2K${line}`); shown = true; }
      else if (wait.secondsLeft > 0 && wait.secondsLeft % 10 === 0) io.stderr.write(`${line}\n`);
      lastPercent = -1;
    },
    done() {
      if (shown) io.stderr.write('\r\u001b[2K');
    },
  };
}

function historyEntry(report: Report, target: Target, result: SendResult): NewHistoryEntry {
  return {
    // The same rule as the app's: a file that changed before it went is a refusal, not a send.
    kind: isRefusal(result) ? 'refusal' : 'send',
    ...fileFields(report),
    baseUrl: target.baseUrl,
    appId: target.appId,
    outcome: result.code,
    outcomeUnknown: result.outcomeUnknown,
    httpStatus: result.response?.status ?? null,
    durationMs: result.durationMs,
    attempts: result.attempts,
    response: result.response?.bodyText ?? null,
  };
}

function fileFields(report: Report) {
  return {
    fileName: path.basename(report.file),
    fileBytes: report.bytes,
    sha256: /^[0-9a-f]{64}$/.test(report.sha256) ? report.sha256 : null,
    counts: { articles: report.articles, prices: report.prices, errors: report.counts.error, warnings: report.counts.warning, notes: report.counts.info },
  };
}

/** Every refusal is recorded too, so the history shows what was not sent and why. */
async function refusal(io: CliIo, deps: SendCommandDeps, format: OutputFormat, report: Report, target: Target, refused: { outcome: string; message: Text; exitCode: number }) {
  const say = sayer(io);
  const entry: NewHistoryEntry = {
    kind: 'refusal', ...fileFields(report), baseUrl: target.baseUrl, appId: target.appId, outcome: refused.outcome,
    outcomeUnknown: false, httpStatus: null, durationMs: 0, attempts: 0, response: null,
  };
  const recorded = await record(io, deps, entry, []);
  io.stderr.write(`${say(refused.message)}\n`);
  if (format === 'json') {
    const worded = { outcome: refused.outcome, sent: false, exitCode: refused.exitCode, message: say(refused.message), target: { baseUrl: target.baseUrl, appId: target.appId }, report: reportInLanguage(report, cliLocale(io)), historyRecorded: recorded };
    io.stdout.write(`${terminalJson(worded)}\n`);
  }
  return refused.exitCode;
}

async function record(io: CliIo, deps: SendCommandDeps, entry: NewHistoryEntry, secrets: string[]): Promise<boolean> {
  try {
    await appendHistoryEntry(deps.historyFile, entry, { secrets });
    return true;
  } catch (error) {
    io.stderr.write(`${sayer(io)('cli.historyNotWritten', { file: deps.historyFile, reason: (error as Error).message })}\n`);
    return false;
  }
}

function shownAnswer(result: SendResult): { text: string; truncated: boolean } | undefined {
  if (!result.response || result.response.bodyText === '') return undefined;
  const pretty = result.response.bodyJson !== undefined ? JSON.stringify(result.response.bodyJson, null, 2) : result.response.bodyText;
  return { text: pretty.slice(0, SHOWN_ANSWER_CHARS), truncated: pretty.length > SHOWN_ANSWER_CHARS || result.response.truncated };
}

function printResult(io: CliIo, format: OutputFormat, result: SendResult, target: Target, report: Report, recorded: boolean): void {
  const say = sayer(io);
  if (format === 'json') {
    const { response, ...rest } = result;
    const document = {
      outcome: result.code,
      sent: result.attempts > 0,
      exitCode: sendExitCode(result),
      ...rest,
      message: say(result.message),
      details: result.details.map((detail) => say(detail)),
      target: { baseUrl: target.baseUrl, appId: target.appId },
      file: { name: report.file, bytes: report.bytes, sha256: report.sha256, articles: report.articles, prices: report.prices, counts: report.counts },
      ...(response === undefined ? {} : { response: { status: response.status, contentType: response.contentType, body: response.bodyJson ?? response.bodyText, truncated: response.truncated } }),
      historyRecorded: recorded,
    };
    io.stdout.write(`${terminalJson(document)}\n`);
    return;
  }
  const lines = [terminalLines(say(result.message)), ...result.details.map((detail) => `  • ${terminalLine(say(detail))}`)];
  if (result.response) lines.push(say('cli.send.status', { status: result.response.status }));
  const answer = shownAnswer(result);
  if (answer) lines.push(say('cli.send.serverAnswer'), terminalLines(answer.text), ...(answer.truncated ? [say('cli.send.answerTruncated')] : []));
  if (result.attempts > 0) lines.push(say('cli.send.attempts', { attempts: result.attempts, duration: { ms: result.durationMs } }));
  io.stdout.write(`${lines.join('\n')}\n`);
}
