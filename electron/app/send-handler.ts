// The send channel: the one place the window can make the app post a file. It adapts the
// window's request to the one send path (electron/send/send-file.ts): the open document as
// validated (its digest stays in its validation worker), the confirmations the user gave in the
// window, the app's keychain; and words the outcome for the window. One send at a time, so a
// double click cannot post twice; what the file would change is asked ahead (getChanges), for
// the confirmation.
import type { ChannelRequest, EventPayload } from '../../shared/ipc/contract';
import { text, type Text } from '../../shared/messages/text';
import { parseAppId } from '../../shared/targets/app-id';
import { parseBaseUrl } from '../../shared/targets/base-url';
import type { GuardSettings } from '../../shared/changes/changes';
import { KeychainError, keychainErrorText } from '../keychain/keychain-error';
import { MAX_ATTEMPTS } from '../net/retry-policy';
import type { SendOptions, SendResult } from '../net/import-types';
import { type NewHistoryEntry } from '../history/history-entry';
import { historyFilePath } from '../history/history-path';
import { historyProblemText } from '../history/history-problem';
import type { CheckedFile } from '../send/checked-file';
import { refuseFile, sendFile, type SendFileDeps, type TokenAnswer } from '../send/send-file';
import type { ChangesSeen, Confirmation, Refusal, SendOutcome, SendTarget, TargetProblem } from '../send/send-path-types';
import { claimTarget, inFlightText } from '../send/target-claim';
import { IpcFailure } from '../../shared/ipc/result';
import { sameRules, type StoredDocument, type DocumentStore } from './document-store';
import type { AppliedRules } from './ruleset-store';
import { windowResultOf, type WindowSendResult } from './send-result';

export interface SendDeps {
  documents: DocumentStore;
  /** The data folder: where each target's digest is kept. */
  dataDir: string;
  /**
   * The history recordHistory appends to (default: the data folder's): its latest accepted send
   * to a target says whether the target's digest still stands for what it holds.
   */
  historyFile?: string;
  tokens: { get(origin: string): Promise<string | null> };
  sendImport: (options: SendOptions) => Promise<SendResult>;
  /** Appends to the history (electron/history); `secrets` are redacted wherever they appear. */
  recordHistory: (entry: NewHistoryEntry, options: { secrets: string[] }) => Promise<void>;
  rememberTarget: (target: { baseUrl: string; appId: number; label?: string }) => Promise<void>;
  /** Why the history cannot be written now (a system error code), or undefined: checked before sending. */
  historyWriteProblem?: () => Promise<string | undefined>;
  /** The guards' thresholds (settings.json). */
  guardSettings: () => Promise<GuardSettings>;
  /** The rules that apply at a target (its ruleset, the default's, the built-in ones), or why its ruleset cannot be used. */
  rulesAt: (target: { baseUrl: string; appId: number }) => Promise<AppliedRules>;
  emitProgress: (progress: EventPayload<'sendProgress'>) => void;
  emitRetry: (retry: EventPayload<'sendRetry'>) => void;
  responseTimeoutMs?: number;
  /** The answer deadline the user set (settings.json), or undefined for the default. */
  answerDeadlineMs?: () => Promise<number | undefined>;
  now?: () => Date;
  log?: (message: string) => void;
}

/** Progress events at most this often (the client reports every chunk). */
const PROGRESS_INTERVAL_MS = 100;

export function createSendHandlers(deps: SendDeps) {
  const historyFile = deps.historyFile ?? historyFilePath(deps.dataDir);
  let inFlight: AbortController | undefined;
  /** The send in flight, to its history entry: quitting waits for it. */
  let running: Promise<unknown> | undefined;

  /** The open document as the send path needs it; its digest answers from its worker. */
  function checkedFileOf(document: StoredDocument): CheckedFile {
    const { summary } = document;
    return {
      fileName: document.name, path: document.path, bodyOffset: document.bodyOffset, stamp: document.stamp,
      readable: document.parsed, bytes: summary.bytes, sha256: summary.sha256, articles: summary.articles, prices: summary.prices, counts: summary.counts,
      rules: document.rules,
      changes: (target, guards) => deps.documents.ask(document.id, (session) => session.changes(deps.dataDir, target, guards, historyFile)),
      keepDigest: (info) => deps.documents.ask(document.id, (session) => session.keepDigest(deps.dataDir, info)),
    };
  }

  function pathDeps(): SendFileDeps {
    return {
      appendHistory: (entry, secrets) => deps.recordHistory(entry, { secrets }),
      historyWriteProblem: async () => deps.historyWriteProblem?.(),
      token: (at) => tokenOf(at, deps.tokens),
      sendImport: deps.sendImport,
      guardSettings: deps.guardSettings,
      rememberTarget: (at) => deps.rememberTarget({ baseUrl: at.baseUrl, appId: at.appId, ...(at.label === undefined ? {} : { label: at.label }) }),
      ...(deps.now ? { now: deps.now } : {}),
      ...(deps.log ? { log: deps.log } : {}),
    };
  }

  async function send(request: ChannelRequest<'send'>): Promise<WindowSendResult> {
    // Claimed before the first await: a second request in the same tick already sees it.
    if (inFlight) {
      const current = deps.documents.current;
      if (current?.id !== request.documentId) return { outcome: 'refused.busy', verdict: 'refused', message: text('shell.send.busy'), recorded: false };
      const outcome = await refuseFile(checkedFileOf(current), targetOf(request), { outcome: 'refused.busy' }, pathDeps());
      return { outcome: 'refused.busy', verdict: 'refused', message: text('shell.send.busy'), recorded: outcome.recorded };
    }
    const controller = new AbortController();
    inFlight = controller;
    const run = sendClaimed(request, controller);
    running = run;
    try {
      return await run;
    } finally {
      inFlight = undefined;
      running = undefined;
    }
  }

  async function sendClaimed(request: ChannelRequest<'send'>, controller: AbortController): Promise<WindowSendResult> {
    const document = deps.documents.require(request.documentId);
    const target = targetOf(request);
    const answerDeadlineMs = await deps.answerDeadlineMs?.().catch(() => undefined);
    // A target that cannot be used is refused by the send path, and claims nothing.
    if ('problem' in target) return sendClaimedTarget(document, target, controller, answerDeadlineMs, request);
    await requireTargetRules(document, target);
    // One send per target on this computer: while another process sends there, this one is refused at once.
    const claimed = await claimTarget(deps.dataDir, target, 'app');
    if ('refused' in claimed) {
      const refusal = await refuseFile(checkedFileOf(document), target, claimed.refused, pathDeps());
      return { outcome: claimed.refused.outcome, verdict: 'refused', message: refusalText(claimed.refused), baseUrl: target.baseUrl, appId: target.appId, recorded: refusal.recorded };
    }
    try {
      return await sendClaimedTarget(document, target, controller, answerDeadlineMs, request);
    } finally {
      await claimed.claim.release();
    }
  }

  async function sendClaimedTarget(document: StoredDocument, target: SendTarget | TargetProblem, controller: AbortController, answerDeadlineMs: number | undefined, request: ChannelRequest<'send'>): Promise<WindowSendResult> {
    let lastProgressAt = 0;
    let attempt = 1;
    const outcome = await sendFile(checkedFileOf(document), target, pathDeps(), {
      // The window asked before the request: each answer must match what the file holds now.
      confirm: async (question) => confirmedInWindow(question, request),
      upload: {
        signal: controller.signal,
        ...(deps.responseTimeoutMs !== undefined ? { responseTimeoutMs: deps.responseTimeoutMs } : {}),
        ...(answerDeadlineMs !== undefined ? { answerDeadlineMs } : {}),
        onProgress: (bytesSent, totalBytes) => {
          const at = Date.now();
          if (bytesSent < totalBytes && at - lastProgressAt < PROGRESS_INTERVAL_MS) return;
          lastProgressAt = at;
          deps.emitProgress({ bytesSent, totalBytes, attempt });
        },
        onRetryWait: (wait) => {
          attempt = wait.attempt;
          deps.emitRetry({ attempt: wait.attempt, maxAttempts: MAX_ATTEMPTS, secondsLeft: wait.secondsLeft });
        },
      },
    });
    const where = 'problem' in target ? { baseUrl: target.baseUrl, ...(target.appId === null ? {} : { appId: target.appId }) } : { baseUrl: target.baseUrl, appId: target.appId };
    const sent = sentFacts(document, target, deps.now);
    if (outcome.refused) return { outcome: outcome.refused.outcome, verdict: 'refused', message: refusalText(outcome.refused), ...where, ...sent, recorded: outcome.recorded };
    return { ...windowResultOf(outcome.result!, { baseUrl: where.baseUrl, appId: where.appId! }), ...sent, recorded: outcome.recorded, ...digestFacts(outcome) };
  }

  /**
   * The file goes only to a target whose rules are those it was checked with: a ruleset that
   * cannot be read is an error, never the default in its place, and a file checked with other
   * rules (the target's changed, its check is under way) waits for that check.
   */
  async function requireTargetRules(document: StoredDocument, target: SendTarget): Promise<void> {
    const applied = await deps.rulesAt({ baseUrl: target.baseUrl, appId: target.appId });
    const where = { appId: String(target.appId), baseUrl: target.baseUrl };
    if (applied.status === 'unusable') throw new IpcFailure('rules.unreadable', text('shell.rules.sendUnreadable', { ...where, file: applied.file }));
    if (!sameRules(applied.rules, document.checkedWith)) {
      throw new IpcFailure('rules.notApplied', text('shell.rules.notApplied', { ...where, checked: document.rules.name, rules: applied.rules.id.name }));
    }
  }

  return {
    send,
    /** What sending the open document to the target would change (for the confirmation). */
    async changes(request: ChannelRequest<'getChanges'>): Promise<ChangesSeen> {
      const document = deps.documents.require(request.documentId);
      const target = targetOf({ ...request, confirmedWarnings: 0 });
      if ('problem' in target) return { kind: 'first' };
      return checkedFileOf(document).changes(target, await deps.guardSettings());
    },
    async cancelSend(): Promise<{ cancelled: boolean }> {
      if (!inFlight || inFlight.signal.aborted) return { cancelled: false };
      inFlight.abort();
      return { cancelled: true };
    },
    /** Whether a send is running (quitting asks first). */
    get busy(): boolean {
      return inFlight !== undefined;
    },
    /** Resolves once no send is running: the one in flight has its answer and its history entry. */
    async settled(): Promise<void> {
      await running?.catch(() => undefined);
    },
  };
}

function targetOf(request: ChannelRequest<'send'>): SendTarget | TargetProblem {
  const base = parseBaseUrl(request.baseUrl);
  const app = parseAppId(request.app);
  const label = request.label?.trim() ? { label: request.label.trim() } : {};
  if (base.ok && app.ok) return { baseUrl: base.baseUrl, origin: base.origin, host: base.host, appId: app.appId, ...label };
  return { problem: base.ok ? (app as { message: Text }).message : base.message, baseUrl: base.ok ? base.baseUrl : request.baseUrl, appId: app.ok ? app.appId : null, ...label };
}

/** What the result's summary says besides the outcome: what was sent, to which target's name, when. */
function sentFacts(document: StoredDocument, target: SendTarget | TargetProblem, now: SendDeps['now']): Pick<WindowSendResult, 'label' | 'time' | 'file'> {
  return {
    ...(target.label === undefined ? {} : { label: target.label }),
    time: (now?.() ?? new Date()).toISOString(),
    file: { name: document.name, articles: document.summary.articles, prices: document.summary.prices },
  };
}

function confirmedInWindow(question: Confirmation, request: ChannelRequest<'send'>): boolean {
  switch (question.kind) {
    case 'warnings': return request.confirmedWarnings === question.count;
    case 'leftOut': return request.confirmedLeftOut === question.removed;
    case 'priceJumps': return request.confirmedPriceJumps === question.count;
    case 'notComparable': return request.confirmedNotComparable === question.reason;
    case 'drift': return request.confirmedDrift?.blankFields === question.blankFields.length && request.confirmedDrift.deactivated === question.deactivated;
  }
}

async function tokenOf(target: SendTarget, tokens: SendDeps['tokens']): Promise<TokenAnswer> {
  try {
    const token = await tokens.get(target.origin);
    return token === null ? { refused: { outcome: 'refused.noToken', origin: target.origin } } : { token };
  } catch (error) {
    if (!(error instanceof KeychainError)) throw error;
    return { refused: { outcome: 'refused.tokenUnreadable', problem: keychainErrorText(error, 'app') } };
  }
}

/** Why nothing was sent, in the window's words. */
function refusalText(refused: Refusal): Text {
  switch (refused.outcome) {
    case 'refused.busy': return text('shell.send.busy');
    case 'refused.inFlight': return inFlightText(refused);
    case 'refused.unreadable': return text('shell.send.notParsed');
    case 'refused.fileChanged': return text('outcome.fileChanged');
    case 'refused.errors': return text('shell.send.hasErrors', { errors: refused.errors });
    case 'refused.target': return text('shell.send.badTarget', { problem: refused.problem });
    case 'refused.warningsNotConfirmed': return text('shell.send.warningsNotConfirmed', { warnings: refused.warnings });
    case 'refused.leftOutArticles': return text('shell.send.leftOutNotConfirmed', { removed: refused.removed, share: refused.share });
    case 'refused.leftOutPrices': return text('shell.send.leftOutPricesNotConfirmed', { removed: refused.removed, share: refused.share });
    case 'refused.priceJumps': return text('shell.send.priceJumpsNotConfirmed', { count: refused.count, factor: refused.factor });
    case 'refused.notComparable': return text('shell.send.notComparableNotConfirmed', { reason: refused.reason });
    case 'refused.drift': return text('shell.send.driftNotConfirmed', { blankFields: refused.blankFields.length, deactivated: refused.deactivated });
    case 'refused.historyUnwritable': return text('shell.send.historyUnwritable', { problem: historyProblemText(refused.problem) });
    case 'refused.noToken': return text('shell.send.noToken', { origin: refused.origin });
    case 'refused.tokenInvalid':
    case 'refused.tokenUnreadable': return text('shell.send.tokenUnreadable', { problem: refused.problem });
  }
}

/** Whether the window can say the next send there is compared with this file, or that it cannot be. */
function digestFacts(outcome: SendOutcome): { digestKept?: true; digestNotKept?: true } {
  if (outcome.digestKept) return { digestKept: true };
  return outcome.digestNotKeptBecause === undefined ? {} : { digestNotKept: true };
}
