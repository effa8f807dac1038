// The Electron main process: thin glue between Electron and the app (electron/app), which
// holds everything that can run and be tested under plain Node. Here: one instance, the
// hardened window on app://, the IPC wiring with its sender check, the menu, the OS dialog.
import { app, dialog, Menu, shell, type BrowserWindow } from 'electron';
import os from 'node:os';
import path from 'node:path';
import { eventChannel } from '../../shared/ipc/names';
import { createApp, type App, type Emit } from '../app/create-app';
import type { Handlers } from '../app/dispatch';
import { resolveDataDir } from '../data-dir/data-dir';
import { ensureDataDir } from '../data-dir/ensure-data-dir';
import { workerFromBundle } from '../validation-worker/start-worker';
import { buildMenu } from './app-menu';
import { registerAppScheme, serveApp } from './app-protocol';
import { denyPermissions, hardenWebContents } from './harden';
import { wireIpc } from './ipc-main';
import { createMainWindow } from './main-window';
import { shellMessagesEn } from '../../shared/ipc/messages-en';

const menuEn = shellMessagesEn.menu;

// dist/electron/main.cjs sits next to preload.cjs and validation-worker.cjs; the renderer is
// built to dist/renderer.
const here = __dirname;
const RENDERER_DIR = path.join(here, '../renderer');
const PRELOAD = path.join(here, 'preload.cjs');
const WORKER = path.join(here, 'validation-worker.cjs');

registerAppScheme();

if (!app.requestSingleInstanceLock()) {
  // Another instance has the window: it gets our files (second-instance) and we leave.
  app.quit();
} else {
  start();
}

function start(): void {
  let window: BrowserWindow | undefined;
  let importer: App | undefined;
  const waiting: string[] = filesIn(process.argv);

  const emit: Emit = (name, payload) => {
    if (window && !window.isDestroyed()) window.webContents.send(eventChannel(name), payload);
  };

  const refreshMenu = async () => {
    if (!importer) return;
    const recent = await importer.recentFiles.list().catch(() => []);
    Menu.setApplicationMenu(
      buildMenu(recent, {
        openFile: () => emit('menuCommand', { command: 'openFile' }),
        openRecent: (file) => void openFromOutside(file),
        showTokenHelp: () => emit('menuCommand', { command: 'showTokenHelp' }),
      }),
    );
  };

  const openFromOutside = async (file: string) => {
    if (!importer) {
      waiting.push(file);
      return;
    }
    await importer.openFromOutside(file).catch((error: unknown) => console.error(`open ${file}: ${String(error)}`));
    await refreshMenu();
  };

  hardenWebContents();

  app.on('second-instance', (_event, argv) => {
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
    for (const file of filesIn(argv)) void openFromOutside(file);
  });

  // macOS: a file dropped on the Dock icon or opened with the app from Finder.
  app.on('open-file', (event, file) => {
    event.preventDefault();
    void openFromOutside(file);
  });

  app.on('window-all-closed', () => {
    void (importer?.dispose() ?? Promise.resolve()).finally(() => app.quit());
  });

  void app.whenReady().then(async () => {
    denyPermissions();
    serveApp(RENDERER_DIR);
    const dataDir = await ensureDataDir(resolveDataDir({ env: process.env, platform: process.platform, homedir: os.homedir(), cwd: process.cwd() }));

    importer = createApp({
      dataDir,
      startWorker: workerFromBundle(WORKER),
      chooseFile: async () => {
        const options = {
          properties: ['openFile' as const],
          filters: [{ name: menuEn.dialogJson, extensions: ['json'] }, { name: menuEn.dialogAll, extensions: ['*'] }],
        };
        const chosen = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
        return chosen.canceled ? undefined : chosen.filePaths[0];
      },
      emit,
      // Only links createApp's allow-list let through reach this.
      openExternal: (url) => shell.openExternal(url),
      shell: 'electron',
      version: app.getVersion(),
      platform: process.platform,
    });

    wireIpc(withMenuRefresh(importer.handlers, refreshMenu), () => window);
    await refreshMenu();
    window = await createMainWindow({ settings: importer.settings, preload: PRELOAD, devTools: !app.isPackaged });
    window.on('closed', () => {
      window = undefined;
    });
    for (const file of waiting.splice(0)) await openFromOutside(file);
  });
}

/** Opening a file changes Open Recent: the menu follows. */
function withMenuRefresh(handlers: Handlers, refresh: () => Promise<void>): Handlers {
  const after = <T>(run: Promise<T>) => run.finally(() => void refresh());
  return {
    ...handlers,
    openFileDialog: (request) => after(handlers.openFileDialog(request)),
    openDroppedFile: (request) => after(handlers.openDroppedFile(request)),
    openRecentFile: (request) => after(handlers.openRecentFile(request)),
    reloadDocument: (request) => after(handlers.reloadDocument(request)),
  };
}

/** Files given on the command line (or by the OS when a file is opened with the app). */
function filesIn(argv: readonly string[]): string[] {
  return argv.slice(1).filter((arg) => !arg.startsWith('-') && arg.toLowerCase().endsWith('.json')).map((arg) => path.resolve(arg));
}
