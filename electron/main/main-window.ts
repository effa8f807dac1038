// The one window: hardened webPreferences, the size and place it had last time (if that place
// is still on a display: electron/app/window-placement), shown once painted, its bounds saved
// as the user changes them and once more before the app quits.
import { BrowserWindow, screen } from 'electron';
import { MIN_SIZE, placeWindow } from '../app/window-placement';
import type { SettingsStore } from '../settings/settings-store';
import { APP_INDEX } from './app-protocol';

const SAVE_DELAY_MS = 500;

export interface MainWindow {
  window: BrowserWindow;
  /** Saves the window's bounds now (before quitting); resolves once written. */
  saveBounds(): Promise<void>;
  /** Resolves once the page has loaded (rejects if it could not be). */
  loaded: Promise<void>;
}

export async function createMainWindow({ settings, preload, devTools }: { settings: SettingsStore; preload: string; devTools: boolean }): Promise<MainWindow> {
  const saved = (await settings.read().catch(() => undefined))?.windowBounds ?? null;
  const place = placeWindow(saved, screen.getAllDisplays().map((display) => display.workArea));
  const window = new BrowserWindow({
    width: place.width,
    height: place.height,
    ...(place.x !== undefined && place.y !== undefined ? { x: place.x, y: place.y } : { center: true }),
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: 'Article Importer',
    webPreferences: {
      preload,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      spellcheck: false,
      // A middle click opens a link as a new window before setWindowOpenHandler can judge it.
      disableBlinkFeatures: 'Auxclick',
      devTools,
    },
  });
  window.once('ready-to-show', () => {
    // Not before: maximize() shows a hidden window, unpainted.
    if (place.maximized) window.maximize();
    window.show();
  });
  const saveBounds = rememberBounds(window, settings);
  return { window, saveBounds, loaded: window.loadURL(APP_INDEX) };
}

function rememberBounds(window: BrowserWindow, settings: SettingsStore): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    // Closed already: its last bounds were taken on 'close'; wait for that write.
    if (window.isDestroyed()) return writing;
    // The normal bounds, so a maximised window comes back maximised over its last normal size.
    const { x, y, width, height } = window.getNormalBounds();
    writing = settings.setWindowBounds({ x, y, width, height, maximized: window.isMaximized() }).then(() => undefined, () => undefined);
    return writing;
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  };
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) window.on(event as 'resize', later);
  window.on('close', () => void save());
  return save;
}
