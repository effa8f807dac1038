// The one send path of the app and the command-line tool: the checks before sending, what the
// file would change at the target (and the guards on it), the token, the upload, the target's
// digest after it accepted, and the history entry for every send and every refusal (naming the
// rules the file was checked with: CheckedFile.rules). The IPC
// handler (electron/app/send-handler.ts) and the CLI command (electron/cli/commands/send-command.ts)
// only adapt the input and word the outcome.
import { randomBytes } from 'node:crypto';
import type { GuardSettings } from '../../shared/changes/changes';
import { buildImportEndpoint } from '../../shared/targets/endpoint';
import { STARTED_OUTCOME, type NewHistoryEntry } from '../history/history-entry';
import { changesSummaryOf, confirmedOf } from './send-record';
import { isRefusal } from '../history/send-refusal';
import type { SendOptions, SendResult } from '../net/import-types';
import type { CheckedFile } from './checked-file';
import type { ChangesSeen, Confirmation, Refusal, SendOutcome, SendTarget, TargetProblem } from './send-path-types';

export type TokenAnswer = { token: string } | { refused: Extract<Refusal, { outcome: 'refused.noToken' | 'refused.tokenInvalid' | 'refused.tokenUnreadable' }> };

export interface SendFileDeps {
  /** Appends to the history; `secrets` are redacted wherever they appear. */
  appendHistory(entry: NewHistoryEntry, secrets: string[]): Promise<void>;
  /** Why the history cannot be written now (a system error code), or undefined: asked before sending. */
  historyWriteProblem(): Promise<string | undefined>;
  token(target: SendTarget): Promise<TokenAnswer>;
  sendImport(options: SendOptions): Promise<SendResult>;
  guardSettings(): Promise<GuardSettings>;
  /** After the target accepted the file (the app's recent targets: only targets that took a file). */
  rememberTarget?(target: SendTarget): Promise<void>;
  now?(): Date;
  log?(message: string): void;
}

/** What the adapter does along the way: show, ask, report progress. */
export interface SendSteps {
  /** What the file would change, before any question is asked. */
  changesFound?(changes: ChangesSeen): void;
  /** Each question in turn; false refuses (and is recorded). */
  confirm(question: Confirmation): Promise<boolean>;
  /** The token is at hand; the upload starts next. */
  uploading?(): void;
  upload: Pick<SendOptions, 'signal' | 'onProgress' | 'onRetryWait' | 'responseTimeoutMs' | 'answerDeadlineMs'>;
}

export async function sendFile(file: CheckedFile, target: SendTarget | TargetProblem, deps: SendFileDeps, steps: SendSteps): Promise<SendOutcome> {
  const history = historyOf(file, target, deps);
  // What the user confirmed on the way and what the file would change: each record says so.
  const confirmations: Confirmation[] = [];
  const way: { seen?: ChangesSeen } = {};
  const asked = { confirm: async (question: Confirmation) => {
    const yes = await steps.confirm(question);
    if (yes) confirmations.push(question);
    return yes;
  } };
  const context = (): Pick<Recorded, 'confirmed' | 'changes'> => ({ confirmed: confirmedOf(confirmations), ...(way.seen === undefined ? {} : { changes: changesSummaryOf(way.seen) }) });
  const refuse = async (refused: Refusal, changes?: ChangesSeen): Promise<SendOutcome> =>
    ({ refused, changes, digestKept: false, ...(await history.record({ kind: 'refusal', outcome: refused.outcome, ...context() }, [])) });

  if (!file.readable) return refuse({ outcome: 'refused.unreadable' });
  if (file.counts.error > 0) return refuse({ outcome: 'refused.errors', errors: file.counts.error });
  if ('problem' in target) return refuse({ outcome: 'refused.target', problem: target.problem });

  const guardSettings = await deps.guardSettings();
  const changes = await file.changes(target, guardSettings);
  way.seen = changes;
  steps.changesFound?.(changes);
  const warnings = file.counts.warning;
  if (warnings > 0 && !(await asked.confirm({ kind: 'warnings', count: warnings }))) {
    return refuse({ outcome: 'refused.warningsNotConfirmed', warnings }, changes);
  }
  if (changes.kind === 'notComparable' && !(await asked.confirm({ kind: 'notComparable', reason: changes.reason }))) {
    return refuse({ outcome: 'refused.notComparable', reason: changes.reason }, changes);
  }
  const guards = changes.kind === 'compared' ? changes.guards : {};
  if (guards.leftOut && !(await asked.confirm({ kind: 'leftOut', ...guards.leftOut }))) {
    const { of, ...leftOut } = guards.leftOut;
    return refuse({ outcome: of === 'prices' ? 'refused.leftOutPrices' : 'refused.leftOutArticles', ...leftOut }, changes);
  }
  if (guards.priceJumps && !(await asked.confirm({ kind: 'priceJumps', ...guards.priceJumps }))) {
    return refuse({ outcome: 'refused.priceJumps', ...guards.priceJumps }, changes);
  }
  if (guards.drift && !(await asked.confirm({ kind: 'drift', ...guards.drift }))) {
    return refuse({ outcome: 'refused.drift', ...guards.drift }, changes);
  }

  // Nothing goes out that could not be recorded.
  const historyProblem = await deps.historyWriteProblem();
  if (historyProblem !== undefined) return refuse({ outcome: 'refused.historyUnwritable', problem: historyProblem }, changes);
  const token = await deps.token(target);
  if ('refused' in token) return refuse(token.refused, changes);

  // Before the first byte: a send the process does not live to record still has its record.
  const id = randomBytes(12).toString('hex');
  const notStarted = await history.start(id, context());
  if (notStarted !== undefined) return refuse({ outcome: 'refused.historyUnwritable', problem: notStarted }, changes);

  steps.uploading?.();
  const result = await deps.sendImport({
    endpoint: buildImportEndpoint(target.baseUrl, target.appId),
    token: token.token,
    filePath: file.path,
    bodyOffset: file.bodyOffset,
    expectedSha256: file.sha256,
    ...(file.stamp === undefined ? {} : { validatedStamp: file.stamp }),
    ...definedOnly(steps.upload),
  });
  if (result.code === 'accepted') await deps.rememberTarget?.(target).catch((error: unknown) => deps.log?.(`recent targets: ${String(error)}`));
  // The outcome is recorded before the digest is written: a digest write that does not finish
  // costs the next comparison, never the send's record.
  const outcome: Recorded = {
    // A file that changed before it went is a refusal, not a send.
    kind: isRefusal(result) ? 'refusal' : 'send', outcome: result.code, result, id, ...context(),
  };
  const recorded = await history.record(outcome, [token.token]);
  const kept = result.code === 'accepted' ? await keepDigest(file, target, deps) : undefined;
  const digestKept = kept === true;
  // Read as the send's record from now on (the newest record of a send stands for it).
  if (digestKept) await history.record({ ...outcome, digestKept }, [token.token]);
  return { result, changes, digestKept, ...(typeof kept === 'string' ? { digestNotKeptBecause: kept } : {}), ...recorded };
}

/**
 * What a record says of the file. A refusal the command line decides before it checked the
 * file (another send to the target is in flight) knows its name and size only.
 */
export type RecordedFile = Pick<CheckedFile, 'fileName' | 'bytes' | 'sha256' | 'articles' | 'prices' | 'counts' | 'rules'> | { fileName: string; bytes: number; unchecked: true };

/** A refusal the adapter decides before the path starts (a send already running), recorded like the others. */
export async function refuseFile(file: RecordedFile, target: SendTarget | TargetProblem, refused: Refusal, deps: SendFileDeps): Promise<SendOutcome> {
  return { refused, changes: undefined, digestKept: false, ...(await historyOf(file, target, deps).record({ kind: 'refusal', outcome: refused.outcome }, [])) };
}

/**
 * The digest of what the target now holds: true when kept, else why not. A failure to keep it
 * costs the comparison next time, never the send's record; the adapters say it, as the next
 * send there will ask for a confirmation that the user would otherwise not understand.
 */
async function keepDigest(file: CheckedFile, target: SendTarget, deps: SendFileDeps): Promise<true | string> {
  try {
    await file.keepDigest({
      baseUrl: target.baseUrl, appId: target.appId, acceptedAt: (deps.now?.() ?? new Date()).toISOString(),
      fileName: file.fileName, sha256: file.sha256, bytes: file.bytes, articles: file.articles, prices: file.prices,
    });
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.log?.(`digest: ${reason}`);
    return reason;
  }
}

interface Recorded {
  kind: 'send' | 'refusal' | 'started';
  outcome: string;
  /** The send's id, in each of its records. */
  id?: string;
  result?: SendResult;
  digestKept?: boolean;
  confirmed?: NewHistoryEntry['confirmed'];
  changes?: NewHistoryEntry['changes'];
}

function historyOf(file: RecordedFile, target: SendTarget | TargetProblem, deps: SendFileDeps) {
  const checked = 'unchecked' in file ? undefined : file;
  const entryOf = (what: Recorded): NewHistoryEntry => {
    const { result } = what;
    return {
      ...(deps.now ? { time: deps.now().toISOString() } : {}),
      kind: what.kind,
      ...(what.id === undefined ? {} : { id: what.id }),
      baseUrl: target.baseUrl,
      appId: target.appId,
      fileName: file.fileName,
      fileBytes: file.bytes,
      sha256: checked !== undefined && /^[0-9a-f]{64}$/.test(checked.sha256) ? checked.sha256 : null,
      counts: checked === undefined ? null : { articles: checked.articles, prices: checked.prices, errors: checked.counts.error, warnings: checked.counts.warning, notes: checked.counts.info },
      // Which rules the verdict (errors, warnings, sendable) was reached with.
      ...(checked === undefined ? {} : { rules: { name: checked.rules.name, sha256: checked.rules.sha256 } }),
      outcome: what.outcome,
      outcomeUnknown: result?.outcomeUnknown ?? what.kind === 'started',
      httpStatus: result?.response?.status ?? null,
      durationMs: result?.durationMs ?? 0,
      attempts: result?.attempts ?? 0,
      response: result?.response?.bodyText ?? null,
      ...(what.digestKept ? { digest: true } : {}),
      ...(target.label === undefined ? {} : { label: target.label }),
      ...(what.confirmed === undefined ? {} : { confirmed: what.confirmed }),
      ...(what.changes === undefined ? {} : { changes: what.changes }),
      ...(result?.items === undefined ? {} : { items: result.items }),
    };
  };
  return {
    /** The started record of send `id`; the system's error code when it cannot be written (nothing may go out then). */
    async start(id: string, context: Pick<Recorded, 'confirmed' | 'changes'>): Promise<string | undefined> {
      try {
        await deps.appendHistory(entryOf({ kind: 'started', outcome: STARTED_OUTCOME, id, ...context }), []);
        return undefined;
      } catch (error) {
        deps.log?.(`history: ${error instanceof Error ? error.message : String(error)}`);
        const code = (error as NodeJS.ErrnoException | undefined)?.code;
        return typeof code === 'string' ? code : 'EIO';
      }
    },
    async record(what: Recorded, secrets: string[]): Promise<Pick<SendOutcome, 'recorded' | 'notRecordedBecause'>> {
      try {
        await deps.appendHistory(entryOf(what), secrets);
        return { recorded: true };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        deps.log?.(`history: ${reason}`);
        return { recorded: false, notRecordedBecause: reason };
      }
    },
  };
}

function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}
