// The part of `article-importer send` that runs once the file is checked (send-command.ts):
// compare, confirm, send, record, print; and the refusal when another send holds the target.
// Loaded only then: its modules were held through the check's peak.
import { terminalJson, terminalLine, terminalLines } from '../terminal-text';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import type { EffectiveRules } from '../../../shared/rules/effective-rules';
import type { RulesetId } from '../../../shared/rules/ruleset-format';
import { appendHistoryEntry, historyWriteProblem } from '../../history/append-history';
import { resolveCliToken } from '../../keychain/cli-token';
import { KeychainError, keychainErrorText } from '../../keychain/keychain-error';
import { InvalidTokenError } from '../../keychain/parse-token';
import { guardSettingsOf, type Settings } from '../../settings/settings-schema';
import type { SendResult } from '../../net/import-types';
import { MAX_ATTEMPTS } from '../../net/retry-policy';
import { text, type Text } from '../../../shared/messages/text';
import { historyProblemText } from '../../history/history-problem';
import { reportInLanguage } from '../../../shared/report/report-in-language';
import { cliLocale, sayer, type Say } from '../cli-text';
import type { Report } from '../../../shared/report/report';
import type { CliIo } from '../cli-io';
import { EXIT, exitCodeForReport } from '../exit-codes';
import { formatReportText, plainStyle } from '../format-report-text';
import { formatChangesText } from '../format-changes-text';
import { changesJson, type ChangesJson } from '../changes-json';
import { cliCheckedFile } from '../cli-checked-file';
import { refuseFile, sendFile, type SendFileDeps, type TokenAnswer } from '../../send/send-file';
import { inFlightText } from '../../send/target-claim';
import type { Refusal, SendOutcome, SendTarget } from '../../send/send-path-types';
import type { OutputFormat } from '../usage';
import { sendExitCode } from '../send-exit-code';

import type { CheckedOutcome } from '../cli-checked-file';
import type { SendCommandDeps } from './send-command';

/** What the terminal shows of the server's answer; the history keeps its own excerpt. */
const SHOWN_ANSWER_CHARS = 4000;

export interface ClaimedSend {
  file: string;
  filePath: string;
  target: SendTarget;
  format: OutputFormat;
  /** The confirmations given as flags. */
  values: Record<'yes' | 'allow-shrink' | 'allow-price-jumps' | 'allow-drift' | 'no-compare', boolean>;
  responseTimeoutMs: number | undefined;
  deadlineOption: number | undefined;
  readSettings: () => Promise<Settings>;
  rules: EffectiveRules;
  threads: number | undefined;
}

/** Compare, confirm, send and record the checked file; the exit code. */
export async function sendChecked(io: CliIo, deps: SendCommandDeps, { file, filePath, target, format, values, responseTimeoutMs, deadlineOption, readSettings, rules }: ClaimedSend, validated: CheckedOutcome): Promise<number> {
  const say = sayer(io);
  const { report } = validated;
  // --deadline, else the setting in settings.json, else the default.
  const answerDeadlineMs = deadlineOption ?? minutes((await readSettings()).answerDeadlineMinutes);
  const progress = terminalProgress(io, say);

  const outcome = await sendFile(cliCheckedFile(filePath, validated, rules.id, deps.dataDir, deps.historyFile), target, pathDeps(io, deps, readSettings), {
    changesFound: (seen) => io.stderr.write(formatChangesText(seen, target, say)),
    confirm: async (question) => {
      switch (question.kind) {
        case 'warnings': return values.yes || confirm(io, say('cli.send.confirmWarnings', { warnings: question.count, rules: terminalLine(rules.id.name) }), isYes(say));
        case 'leftOut': {
          const prompt = say(question.of === 'prices' ? 'cli.send.confirmLeftOutPrices' : 'cli.send.confirmLeftOut', { removed: question.removed });
          return values['allow-shrink'] || confirm(io, prompt, (answer) => typedCount(answer) === question.removed);
        }
        case 'priceJumps': return values['allow-price-jumps'] || confirm(io, say('cli.send.confirmPriceJumps'), isYes(say));
        // Without a comparison every guard is blind: --no-compare, or all three that would confirm what it could find.
        case 'notComparable':
          return values['no-compare'] || (values['allow-shrink'] && values['allow-price-jumps'] && values['allow-drift']) || confirm(io, say('cli.send.confirmNotComparable'), isYes(say));
        case 'drift': return values['allow-drift'] || confirm(io, say('cli.send.confirmDrift'), isYes(say));
      }
    },
    uploading: () => {
      io.stderr.write(`${say('cli.send.sending', { file: terminalLine(file), articles: report.articles, prices: report.prices, size: { bytes: report.bytes }, rules: terminalLine(rules.id.name), appId: target.appId, baseUrl: target.baseUrl })}\n`);
      io.stderr.write(`${say('send.beforeSending', { appId: target.appId, host: target.host, size: { bytes: report.bytes - validated.bodyOffset } })}\n`);
    },
    upload: {
      ...(responseTimeoutMs === undefined ? {} : { responseTimeoutMs }),
      ...(answerDeadlineMs === undefined ? {} : { answerDeadlineMs }),
      ...(deps.interrupt === undefined ? {} : { signal: deps.interrupt }),
      onProgress: progress.bytes,
      onRetryWait: progress.retry,
    },
  });
  progress.done();
  if (!outcome.recorded && outcome.refused?.outcome !== 'refused.historyUnwritable') {
    io.stderr.write(`${say('cli.historyNotWritten', { file: deps.historyFile, reason: outcome.notRecordedBecause ?? '' })}\n`);
  }
  const comparison = changesJson(outcome.changes);
  if (outcome.refused) return printRefusal(io, format, { report, rules: rules.id }, target, outcome.refused, outcome.recorded, comparison, deps.historyFile);
  const result = outcome.result!;
  if (outcome.digestNotKeptBecause !== undefined) {
    io.stderr.write(`${say('cli.send.digestNotKept', { appId: target.appId, reason: terminalLine(outcome.digestNotKeptBecause.replace(/\.$/, '')) })}\n`);
  }
  printResult(io, format, result, target, { report, rules: rules.id }, outcome.recorded, comparison, outcome);
  return sendExitCode(result);
}

/** Another send holds the target: the refusal recorded and said, before any check. */
export async function refuseBusy(io: CliIo, deps: SendCommandDeps, { filePath, target, format, readSettings }: Pick<ClaimedSend, 'filePath' | 'target' | 'format' | 'readSettings'>, refused: Refusal): Promise<number> {
  const bytes = await stat(filePath).then((found) => found.size, () => 0);
  const outcome = await refuseFile({ fileName: path.basename(filePath), bytes, unchecked: true }, target, refused, pathDeps(io, deps, readSettings));
  return printRefusal(io, format, undefined, target, refused, outcome.recorded, changesJson(undefined), deps.historyFile);
}

function pathDeps(io: CliIo, deps: SendCommandDeps, readSettings: () => Promise<Settings>): SendFileDeps {
  return {
    appendHistory: (entry, secrets) => appendHistoryEntry(deps.historyFile, entry, { secrets }),
    historyWriteProblem: () => historyWriteProblem(deps.historyFile),
    token: (at) => cliToken(at, io, deps),
    sendImport: deps.sendImport,
    guardSettings: async () => guardSettingsOf(await readSettings()),
  };
}

async function cliToken(target: SendTarget, io: CliIo, deps: SendCommandDeps): Promise<TokenAnswer> {
  try {
    const found = await resolveCliToken(target.origin, io.env, deps.tokenStore);
    return found === null ? { refused: { outcome: 'refused.noToken', origin: target.origin } } : { token: found.token };
  } catch (error) {
    if (error instanceof InvalidTokenError) return { refused: { outcome: 'refused.tokenInvalid', problem: error.text } };
    if (error instanceof KeychainError) return { refused: { outcome: 'refused.tokenUnreadable', problem: keychainErrorText(error, 'cli') } };
    throw error;
  }
}

function minutes(value: number | null): number | undefined {
  return value === null ? undefined : value * 60_000;
}


/** Asks on a terminal; without one (a pipeline) there is nobody to ask, so the answer is no. */
async function confirm(io: CliIo, question: string, accepts: (answer: string) => boolean): Promise<boolean> {
  if (io.stdin.isTTY !== true) return false;
  const prompt = createInterface({ input: io.stdin, output: io.stderr, terminal: true });
  try {
    return accepts((await prompt.question(question)).trim().toLowerCase());
  } finally {
    prompt.close();
  }
}

/** "y" and "yes" always confirm, besides the language's own word ("j" in German). */
const isYes = (say: Say) => (answer: string) => answer === 'y' || answer === 'yes' || answer === say('cli.send.yes').toLowerCase();

/** A whole number as typed, with or without grouping ("30000", "30,000", "30.000", "30 000"); undefined for anything else. */
export function typedCount(answer: string): number | undefined {
  if (!/^\d{1,3}(?:[\s.,'’\u00a0\u202f]?\d{3})*$/.test(answer)) return undefined;
  return Number(answer.replace(/\D/g, ''));
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

/** Why nothing was sent, in the terminal's words, and the exit code a pipeline branches on. */
function refusalWords(refused: Refusal, report: Report | undefined, target: SendTarget, historyFile: string): { message: Text; exitCode: number } {
  switch (refused.outcome) {
    // One send per command: the CLI is never busy.
    case 'refused.busy': return { message: text('shell.send.busy'), exitCode: EXIT.usage };
    case 'refused.inFlight': return { message: inFlightText(refused), exitCode: EXIT.tempFail };
    case 'refused.unreadable': return { message: text('cli.send.notSentUnreadable'), exitCode: report === undefined ? EXIT.unreadable : exitCodeForReport(report) };
    case 'refused.fileChanged': return { message: text('outcome.fileChanged'), exitCode: EXIT.unreadable };
    case 'refused.errors': return { message: text('cli.send.notSentErrors', { errors: refused.errors }), exitCode: report === undefined ? EXIT.payloadErrors : exitCodeForReport(report) };
    // The CLI turns an unusable target into a usage error before anything is checked.
    case 'refused.target': return { message: text('cli.send.notSent', { problem: refused.problem }), exitCode: EXIT.usage };
    case 'refused.warningsNotConfirmed': return { message: text('cli.send.notConfirmed', { warnings: refused.warnings }), exitCode: EXIT.usage };
    case 'refused.leftOutArticles':
      return { message: text('cli.send.notSentLeftOut', { removed: refused.removed, share: refused.share, maxShare: refused.maxShare, appId: target.appId }), exitCode: EXIT.guarded };
    case 'refused.leftOutPrices':
      return { message: text('cli.send.notSentLeftOutPrices', { removed: refused.removed, share: refused.share, maxShare: refused.maxShare, appId: target.appId }), exitCode: EXIT.guarded };
    case 'refused.priceJumps': return { message: text('cli.send.notSentPriceJumps', { count: refused.count, factor: refused.factor }), exitCode: EXIT.guarded };
    case 'refused.notComparable': return { message: text('cli.send.notSentNotComparable', { reason: refused.reason, appId: target.appId }), exitCode: EXIT.guarded };
    case 'refused.drift':
      return {
        message: text('cli.send.notSentDrift', { blankFields: refused.blankFields.length, deactivated: refused.deactivated, share: refused.deactivatedShare, maxShare: refused.maxDeactivatedShare, appId: target.appId }),
        exitCode: EXIT.guarded,
      };
    case 'refused.historyUnwritable':
      return { message: text('cli.send.historyUnwritable', { file: historyFile, problem: historyProblemText(refused.problem) }), exitCode: EXIT.historyUnwritable };
    case 'refused.noToken': return { message: text('cli.send.noToken', { origin: refused.origin }), exitCode: EXIT.usage };
    case 'refused.tokenInvalid': return { message: text('cli.send.notSent', { problem: refused.problem }), exitCode: EXIT.usage };
    case 'refused.tokenUnreadable': return { message: text('cli.send.notSent', { problem: refused.problem }), exitCode: EXIT.unavailable };
  }
}

/** The file as checked: its report, and the ruleset it was checked with (the send's record names it). */
interface Checked {
  report: Report;
  rules: RulesetId;
}

/** "Rules: NAME (SHA-256 …)": which rules the verdict was reached with. */
const rulesLine = (say: Say, rules: RulesetId) => say('cli.rules.line', { name: terminalLine(rules.name), sha256: rules.sha256 });

/**
 * Every refusal is recorded (by the send path), so the history shows what was not sent and why;
 * `checked` is undefined when the refusal came before the file was checked.
 */
function printRefusal(io: CliIo, format: OutputFormat, checked: Checked | undefined, target: SendTarget, refused: Refusal, recorded: boolean, comparison: ChangesJson, historyFile: string): number {
  const say = sayer(io);
  const report = checked?.report;
  const { message, exitCode } = refusalWords(refused, report, target, historyFile);
  // The report's text ends with its rules; after any other refusal of a checked file they follow the reason.
  const reportShown = report !== undefined && (refused.outcome === 'refused.unreadable' || refused.outcome === 'refused.errors');
  if (reportShown) io.stderr.write(formatReportText(report, say, plainStyle));
  io.stderr.write(`${say(message)}\n`);
  if (checked !== undefined && !reportShown) io.stderr.write(`${rulesLine(say, checked.rules)}\n`);
  if (format === 'json') {
    const worded = {
      outcome: refused.outcome, sent: false, exitCode, message: say(message), target: { baseUrl: target.baseUrl, appId: target.appId },
      ...(checked === undefined ? {} : { rules: checked.rules, report: reportInLanguage(checked.report, cliLocale(io)) }), ...comparison, historyRecorded: recorded,
    };
    io.stdout.write(`${terminalJson(worded)}\n`);
  }
  return exitCode;
}

function shownAnswer(result: SendResult): { text: string; truncated: boolean } | undefined {
  if (!result.response || result.response.bodyText === '') return undefined;
  const pretty = result.response.bodyJson !== undefined ? JSON.stringify(result.response.bodyJson, null, 2) : result.response.bodyText;
  return { text: pretty.slice(0, SHOWN_ANSWER_CHARS), truncated: pretty.length > SHOWN_ANSWER_CHARS || result.response.truncated };
}

function printResult(io: CliIo, format: OutputFormat, result: SendResult, target: SendTarget, { report, rules }: Checked, recorded: boolean, comparison: ChangesJson, { digestKept, digestNotKeptBecause }: Pick<SendOutcome, 'digestKept' | 'digestNotKeptBecause'>): void {
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
      rules,
      ...(response === undefined ? {} : { response: { status: response.status, contentType: response.contentType, body: response.bodyJson ?? response.bodyText, truncated: response.truncated } }),
      ...comparison,
      digestKept,
      ...(digestNotKeptBecause === undefined ? {} : { digestNotKeptBecause }),
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
  lines.push(rulesLine(say, rules));
  if (digestKept) lines.push(say('cli.send.digestKept', { appId: target.appId }));
  io.stdout.write(`${lines.join('\n')}\n`);
}
