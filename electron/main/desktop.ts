// The desktop app's start: one instance per data folder, files from the OS never lost, the
// hardened window on app://, the IPC wiring with its sender check, the menu, and a start-up
// failure shown in a dialog before the app exits (never an invisible process that keeps the
// single-instance lock). Everything that runs without Electron lives in electron/app.
import { app, dialog, Menu, shell, type BrowserWindow, type SaveDialogOptions } from 'electron';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventChannel } from '../../shared/ipc/names';
import type { MessageKey } from '../../shared/messages/catalogue';
import { format } from '../../shared/messages/format';
import { localeOfTag, type Locale } from '../../shared/messages/locale';
import type { MessageValues } from '../../shared/messages/text';
import { APP_ID } from '../app/app-identity';
import { createApp, type App, type Emit } from '../app/create-app';
import { filesToOpen, type LaunchInput } from '../app/launch-args';
import { resolveDataDir } from '../data-dir/data-dir';
import { workerFromBundle } from '../validation-worker/start-worker';
import { buildMenu } from './app-menu';
import { registerAppScheme, serveApp } from './app-protocol';
import { hardenWebContents, limitPermissions } from './harden';
import { wireIpc } from './ipc-main';
import { guardQuit, watchRenderer } from './lifecycle';
import { createMainWindow } from './main-window';

// The app's language: the setting, else the OS's (app.getLocale() is reliable once the app
// is ready on Windows; before that it may be empty, which reads as English).
let chosenLocale: Locale | null = null;
const systemLocale = (): Locale => localeOfTag(app.getLocale());
const currentLocale = (): Locale => chosenLocale ?? systemLocale();
const m = (key: MessageKey, values?: MessageValues) => format(currentLocale(), key, values);

// dist/electron/main.cjs sits next to preload.cjs and validation-worker.cjs; the renderer is
// built to dist/renderer.
const here = __dirname;
const RENDERER_DIR = path.join(here, '../renderer');
const PRELOAD = path.join(here, 'preload.cjs');
const WORKER = path.join(here, 'validation-worker.cjs');

/** The save dialog's filters, the proposed kind first: a report can still be saved as the other kind. */
const SAVE_FILTERS = { xlsx: ['xlsx', 'csv'], csv: ['csv', 'xlsx'], json: ['json'] } as const;

/** Chromium's own files (caches, local storage, the single-instance lock), apart from ours. */
const ELECTRON_PROFILE = 'electron-profile';

export function startDesktop(launch: LaunchInput): void {
  registerAppScheme();
  const dataDir = resolveDataDir({ env: process.env, platform: process.platform, homedir: os.homedir(), cwd: process.cwd() });
  try {
    useDataDir(dataDir);
  } catch (error) {
    failStartup('shell.lifecycle.dataDirUnusable', { dir: dataDir, reason: reasonOf(error) });
    return;
  }
  // The lock lives in the profile inside the data folder: one writer per data folder, and a
  // second data folder (ARTICLE_IMPORTER_DATA_DIR) can run beside it.
  if (!app.requestSingleInstanceLock()) {
    // The first instance gets our arguments and working folder (second-instance) and opens the files.
    app.quit();
    return;
  }
  if (process.platform === 'win32') app.setAppUserModelId(APP_ID);

  let window: BrowserWindow | undefined;
  const emit: Emit = (name, payload) => {
    if (window && !window.isDestroyed()) window.webContents.send(eventChannel(name), payload);
  };
  const refreshMenu = () => void setMenu(importer, emit);

  const importer = createApp({
    dataDir,
    startWorker: workerFromBundle(WORKER),
    chooseFile: async () => {
      const options = {
        properties: ['openFile' as const],
        filters: [{ name: m('shell.dialog.json'), extensions: ['json'] }, { name: m('shell.dialog.all'), extensions: ['*'] }],
      };
      const chosen = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
      return chosen.canceled ? undefined : chosen.filePaths[0];
    },
    chooseRulesetFile: async () => {
      const options = {
        title: m('shell.rules.chooseImport'),
        properties: ['openFile' as const],
        filters: [{ name: m('shell.dialog.json'), extensions: ['json'] }, { name: m('shell.dialog.all'), extensions: ['*'] }],
      };
      const chosen = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
      return chosen.canceled ? undefined : chosen.filePaths[0];
    },
    chooseSaveFile: async ({ defaultPath, format, title }) => {
      const options: SaveDialogOptions = {
        defaultPath,
        ...(title === undefined ? {} : { title: m(title) }),
        filters: SAVE_FILTERS[format].map((kind) => ({ name: m(`shell.dialog.${kind}`), extensions: [kind] })),
        // Linux asks before an existing file is replaced only when told to (macOS and Windows always ask).
        properties: ['showOverwriteConfirmation', 'createDirectory'],
      };
      const chosen = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
      return chosen.canceled || chosen.filePath === '' ? undefined : chosen.filePath;
    },
    emit,
    // Only links createApp's allow-list let through reach this.
    openExternal: (url) => shell.openExternal(url),
    // Only the report saved last reaches these (report-export.ts checks the path).
    openPath: (file) => shell.openPath(file),
    showItemInFolder: (file) => shell.showItemInFolder(file),
    nativeMenu: true,
    version: app.getVersion(),
    platform: process.platform,
    onRecentFilesChanged: refreshMenu,
    get systemLocale() {
      return systemLocale();
    },
    // The region format, which may differ from the language (English on a British system).
    get systemRegion() {
      return app.getSystemLocale();
    },
    onLanguageChanged: (language) => {
      chosenLocale = language;
      refreshMenu();
    },
  });

  // Files wait in the app until the page says it listens (rendererReady), whenever they come.
  for (const file of filesToOpen(launch, process.cwd())) importer.openFromOutside(file);
  // macOS: a file dropped on the Dock icon or opened with the app from Finder, also before ready.
  app.on('open-file', (event, file) => {
    event.preventDefault();
    importer.openFromOutside(file);
  });
  app.on('second-instance', (_event, argv, workingDirectory) => {
    if (window && !window.isDestroyed()) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
    for (const file of filesToOpen({ argv, defaultApp: launch.defaultApp }, workingDirectory)) importer.openFromOutside(file);
  });

  hardenWebContents();
  wireIpc(importer.handlers, () => window);
  let saveWindow = async () => undefined as void;
  const quitGuard = guardQuit({ importer, window: () => window, saveWindow: () => saveWindow(), locale: currentLocale });

  app
    .whenReady()
    .then(async () => {
      limitPermissions();
      serveApp(RENDERER_DIR);
      chosenLocale = await importer.settings.read().then((s) => s.language, () => null);
      await setMenu(importer, emit);
      const main = await createMainWindow({ settings: importer.settings, preload: PRELOAD, devTools: !app.isPackaged });
      window = main.window;
      saveWindow = main.saveBounds;
      quitGuard.watch(main.window);
      watchRenderer(main.window, importer, currentLocale);
      main.window.on('closed', () => {
        window = undefined;
      });
      await main.loaded;
    })
    .catch((error: unknown) => failStartup('shell.lifecycle.windowFailed', { reason: reasonOf(error) }));
}

/** Creates the data folder (private to the user) and puts Electron's profile inside it. */
function useDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const profile = path.join(dataDir, ELECTRON_PROFILE);
  mkdirSync(profile, { recursive: true, mode: 0o700 });
  app.setPath('userData', profile);
}

async function setMenu(importer: App, emit: Emit): Promise<void> {
  const recent = await importer.recentFiles.list().catch(() => []);
  Menu.setApplicationMenu(
    buildMenu(recent, {
      openFile: () => emit('menuCommand', { command: 'openFile' }),
      openRecent: (file) => importer.openFromOutside(file),
      showTokenHelp: () => emit('menuCommand', { command: 'showTokenHelp' }),
      nextProblem: () => emit('menuCommand', { command: 'nextProblem' }),
      previousProblem: () => emit('menuCommand', { command: 'previousProblem' }),
      chooseLanguage: (language) => void importer.handlers.setLanguage({ language }),
    }, { shown: currentLocale(), chosen: chosenLocale, system: systemLocale() }),
  );
}

/** Says why the app cannot start, in a dialog (stderr too), and ends the process. */
function failStartup(key: MessageKey, values: MessageValues): void {
  console.error(`${m('shell.lifecycle.startFailed')}: ${m(key, values)}`);
  // Before ready, Linux would print the dialog's text to stderr only: wait for it.
  void app
    .whenReady()
    .then(() => dialog.showErrorBox(m('shell.lifecycle.startFailed'), m(key, values)))
    .finally(() => app.exit(1));
}

function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.startsWith(code) ? `${code}: ${message}` : message;
}
