// The composition root of the main side: the real stores, the import client and the
// validation worker, wired into one handler per channel. Electron's main (electron/main) and
// the browser harness (tools/harness) both build the app here and differ only in what they pass
// in: how to start the worker, show a file dialog, send an event, open a link.
import path from 'node:path';
import type { ChannelRequest, EventName, EventPayload } from '../../shared/ipc/contract';
import { text } from '../../shared/messages/text';
import type { Locale } from '../../shared/messages/locale';
import { canonicalTag } from '../../shared/messages/date-locale';
import { IpcFailure } from '../../shared/ipc/result';
import { isAllowedTransport, parseBaseUrl } from '../../shared/targets/base-url';
import { ensureDataDir } from '../data-dir/ensure-data-dir';
import { appendHistoryEntry, historyWriteProblem } from '../history/append-history';
import { historyFilePath } from '../history/history-path';
import { readHistory } from '../history/read-history';
import { readDerivations } from '../history/derivations';
import { watchHistory } from '../history/watch-history';
import { createAppTokenStore } from '../keychain/app-token-store';
import type { KeytarLoader } from '../keychain/load-keytar';
import { createTokenStore } from '../keychain/token-store';
import { sendImport } from '../net/import-client';
import type { SendOptions } from '../net/import-types';
import { createSettingsStore } from '../settings/settings-store';
import { guardSettingsOf } from '../settings/settings-schema';
import type { StartWorker } from '../validation-worker/validation-session';
import { appSettings, type AppSettings } from './app-settings';
import type { Handlers } from './dispatch';
import { createDocumentHandlers, rememberOpened } from './document-handlers';
import { createDocumentQueryHandlers } from './document-queries';
import { createHistoryHandlers } from './history-handlers';
import { DocumentStore } from './document-store';
import { createOutsideOpens } from './outside-opens';
import { createRecentFiles, type RecentFiles } from './recent-files';
import { createSendHandlers } from './send-handler';
import { createReportExport } from './report-export';
import { createFileTasks, type ChooseSaveFile } from './file-tasks';
import { createFixHandlers } from './fix-handlers';
import { createSetAsideHandlers } from './set-aside-handlers';
import { createSettingsHandlers } from './settings-handlers';
import { parseTarget } from './target-handlers';
import { chosenRules } from './chosen-rules';
import { createRulesHandlers } from './rules-handlers';
import { rulesIn } from './ruleset-store';
import { createTokenHandlers } from './token-handlers';

export type Emit = <E extends EventName>(name: E, payload: EventPayload<E>) => void;

export interface AppEnvironment {
  dataDir: string;
  startWorker: StartWorker;
  /** The OS open dialog; undefined when cancelled. */
  chooseFile: () => Promise<string | undefined>;
  /** The OS open dialog for a ruleset to import (JSON); undefined when cancelled. */
  chooseRulesetFile: () => Promise<string | undefined>;
  /** The OS save dialog, proposing a name or a path (an existing file only after its own question); undefined when cancelled. */
  chooseSaveFile: ChooseSaveFile;
  emit: Emit;
  /** Opens an allowed link in the user's browser. */
  openExternal: (url: string) => Promise<void>;
  /** Opens a file the app saved with the system's program for it: '' or why it could not (Electron's shell.openPath). */
  openPath: (file: string) => Promise<string>;
  /** Shows a file the app saved, selected, in the system's file manager (Electron's shell.showItemInFolder). */
  showItemInFolder: (file: string) => void;
  /** The window has a native menu with the app's accelerators (Electron); false in a plain browser. */
  nativeMenu: boolean;
  version: string;
  platform: string;
  /** How keytar is loaded (default: from node_modules). */
  loadKeytar?: KeytarLoader;
  /** Extra options for every send (e.g. a test CA, a shorter response time-out). */
  sendOptions?: Partial<Pick<SendOptions, 'ca' | 'connectTimeoutMs' | 'responseTimeoutMs'>>;
  log?: (message: string) => void;
  /** After a file was opened, by any way: the recent list may have changed. */
  onRecentFilesChanged?: () => void;
  /** The OS's language, where main knows it (Electron's app.getLocale()); else the window asks its browser. */
  readonly systemLocale?: Locale;
  /** The OS's region format (Electron's app.getSystemLocale(), "en-GB"), where main knows it: the window's dates follow it. */
  readonly systemRegion?: string;
  /** The language setting changed (the menus follow). */
  onLanguageChanged?: (chosen: Locale | null) => void;
}

export interface App {
  handlers: Handlers;
  settings: AppSettings;
  recentFiles: RecentFiles;
  /**
   * Opens a file from outside the page (launch, a second start, Open with, Open Recent). The
   * window learns of it from the events every validation sends (validationStarted …
   * documentOpened or validationStopped), so it waits until the page is ready to listen
   * (rendererReady); a failure is told there too, so here it is only logged.
   */
  openFromOutside(filePath: string): void;
  /** The page is gone or loading again (crash, reload): outside files wait for its next rendererReady. */
  pageGone(): void;
  /** Whether a send is running (quitting asks before it cancels one). */
  readonly sending: boolean;
  /**
   * For quitting: cancels a send in flight and waits until its history entry is written, then
   * lets go of the open document. Bounded by the caller.
   */
  dispose(): Promise<void>;
}

const RECENT_FILES_NAME = 'recent-files.json';

export function createApp(env: AppEnvironment): App {
  const languageOf = (chosen: Locale | null) => {
    const region = canonicalTag(env.systemRegion);
    return { chosen, ...(env.systemLocale === undefined ? {} : { system: env.systemLocale }), ...(region === undefined ? {} : { region }) };
  };
  const log = env.log ?? ((message: string) => console.error(message));
  const settings = appSettings(createSettingsStore({ dataDir: env.dataDir }));
  const historyFile = historyFilePath(env.dataDir);
  const recentFiles = createRecentFiles({ file: path.join(env.dataDir, RECENT_FILES_NAME) });
  const keychain = createTokenStore(env.loadKeytar ? { loadKeytar: env.loadKeytar } : {});
  const tokens = createAppTokenStore(keychain);
  // Every validation is told to the window (started, progress, opened or stopped), whoever
  // started it. Before it is told a file is open, the file is on the recent list, and the
  // worker for the next open is started ahead (as when the page is ready).
  const rememberRecent = rememberOpened(recentFiles, log);
  // Every check applies the rules of the target the window has chosen (the default's until then).
  const rules = chosenRules(env.dataDir);
  const documents: DocumentStore = new DocumentStore({
    startWorker: env.startWorker,
    emit: env.emit,
    rules: rules.effective,
    // Read at each open: a change to settings.json applies to the next file.
    threads: async () => (await settings.read()).checkThreads ?? undefined,
    onOpened: async (document) => {
      await rememberRecent(document);
      documents.prepare();
      env.onRecentFilesChanged?.();
    },
  });
  // Sends recorded by the CLI or another window show in this window's History.
  const historyWatch = watchHistory(env.dataDir, () => env.emit('historyChanged', {}), log);

  const documentHandlers = createDocumentHandlers({ documents, recentFiles, chooseFile: env.chooseFile, log });
  const sendHandlers = createSendHandlers({
    documents,
    dataDir: env.dataDir,
    historyFile,
    tokens,
    // Never the defaults in place of thresholds the user set: a file that cannot be read stops the send, saying why.
    guardSettings: async () => guardSettingsOf(await settings.readStrictly()),
    rulesAt: (target) => rulesIn(env.dataDir, { kind: 'target', ...target }),
    sendImport: (options) => sendImport({ ...options, ...env.sendOptions }),
    recordHistory: async (entry, options) => {
      await ensureDataDir(env.dataDir);
      await appendHistoryEntry(historyFile, entry, options);
    },
    rememberTarget: async (target) => void (await settings.recordRecentTarget(target)),
    historyWriteProblem: () => historyWriteProblem(historyFile),
    answerDeadlineMs: async () => {
      const minutes = (await settings.read()).answerDeadlineMinutes;
      return minutes === null ? undefined : minutes * 60_000;
    },
    emitProgress: (p) => env.emit('sendProgress', p),
    emitRetry: (r) => env.emit('sendRetry', r),
    ...(env.sendOptions?.responseTimeoutMs !== undefined ? { responseTimeoutMs: env.sendOptions.responseTimeoutMs } : {}),
    log,
  });

  // A corrected copy and the sendable file open as any file does: their check is told as events.
  const fileTasks = createFileTasks((progress) => env.emit('fileTaskProgress', progress));
  const openWritten = (filePath: string) => documentHandlers.open(filePath).answer.documentId;
  const fileTaskDeps = { documents, tasks: fileTasks, chooseSaveFile: env.chooseSaveFile, open: openWritten };

  // Each to its end before the next, as documentHandlers.open tells them all.
  const outsideOpens = createOutsideOpens((filePath) => documentHandlers.open(filePath).ended);

  const handlers: Handlers = {
    getAppInfo: async () => {
      const settingsNotice = await settings.notice();
      return { version: env.version, platform: env.platform, nativeMenu: env.nativeMenu, ...(settingsNotice ? { settingsNotice } : {}) };
    },
    rendererReady: async () => {
      documents.prepare();
      return { waiting: outsideOpens.ready() };
    },
    openFileDialog: documentHandlers.openFileDialog,
    openDroppedFile: documentHandlers.openDroppedFile,
    openRecentFile: documentHandlers.openRecentFile,
    reloadDocument: documentHandlers.reloadDocument,
    cancelValidation: documentHandlers.cancelValidation,
    getRecentFiles: documentHandlers.getRecentFiles,
    getCurrentDocument: documentHandlers.getCurrentDocument,
    closeDocument: documentHandlers.closeDocument,
    ...createDocumentQueryHandlers(documents),
    ...createSettingsHandlers({ settings }),
    parseTarget: async (request) => parseTarget(request),
    ...createRulesHandlers({ dataDir: env.dataDir, documents, chosen: rules, chooseRulesetFile: env.chooseRulesetFile, chooseSaveFile: env.chooseSaveFile, log }),
    ...createTokenHandlers({ tokens, keychain }),
    send: sendHandlers.send,
    cancelSend: sendHandlers.cancelSend,
    ...createHistoryHandlers({ readHistory: (options) => readHistory(historyFile, options), readDerivations: () => readDerivations(env.dataDir) }),
    getLanguage: async () => languageOf((await settings.read()).language),
    setLanguage: async ({ language }: ChannelRequest<'setLanguage'>) => {
      await settings.setLanguage(language);
      env.onLanguageChanged?.(language);
      const answer = languageOf(language);
      env.emit('languageChanged', answer);
      return answer;
    },
    getChanges: sendHandlers.changes,
    ...createReportExport({ documents, chooseSaveFile: env.chooseSaveFile, version: env.version, systemRegion: env.systemRegion, openPath: env.openPath, showItemInFolder: env.showItemInFolder }),
    ...createFixHandlers({ ...fileTaskDeps, dataDir: env.dataDir, log }),
    ...createSetAsideHandlers(fileTaskDeps),
    cancelFileTask: async () => ({ cancelled: fileTasks.cancel() }),
    openExternal: async ({ url }: ChannelRequest<'openExternal'>) => {
      if (!(await allowedLink(url, settings))) throw new IpcFailure('external.notAllowed', text('shell.external.notAllowed'));
      await env.openExternal(url);
      return { opened: true };
    },
  };

  return {
    handlers,
    settings,
    recentFiles,
    openFromOutside: (filePath) => {
      // A file given at launch waits for the page: its worker starts loading meanwhile.
      documents.prepare();
      outsideOpens.request(filePath);
    },
    pageGone: () => outsideOpens.pause(),
    get sending() {
      return sendHandlers.busy;
    },
    async dispose() {
      historyWatch.close();
      outsideOpens.pause();
      await sendHandlers.cancelSend();
      await sendHandlers.settled();
      await documents.close();
    },
  };
}

/**
 * Links the app opens in the browser: pages of a configurator the user saved (e.g. to generate
 * a token in its profile), over https (or http on this computer). Nothing else: a link in a
 * server's answer or a file must not become a way to launch arbitrary URLs.
 */
export async function allowedLink(url: string, settings: Pick<AppSettings, 'read'>): Promise<boolean> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!isAllowedTransport(parsed)) return false;
  const saved = (await settings.read()).baseUrls.map((entry) => parseBaseUrl(entry.url));
  return saved.some((entry) => entry.ok && entry.origin === parsed.origin);
}
