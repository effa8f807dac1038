// The one window: hardened webPreferences, the size and place it had last time (if that place
// is still on a screen), shown once painted, its bounds saved as the user changes them.
import { BrowserWindow, screen } from 'electron';
import type { SettingsStore } from '../settings/settings-store';
import type { WindowBounds } from '../settings/settings-schema';
import { APP_INDEX } from './app-protocol';

const DEFAULT_SIZE = { width: 1280, height: 820 };
const SAVE_DELAY_MS = 500;

export async function createMainWindow({ settings, preload, devTools }: { settings: SettingsStore; preload: string; devTools: boolean }): Promise<BrowserWindow> {
  const saved = (await settings.read().catch(() => undefined))?.windowBounds ?? null;
  const place = saved && onSomeScreen(saved) ? { x: saved.x, y: saved.y } : {};
  const window = new BrowserWindow({
    width: saved?.width ?? DEFAULT_SIZE.width,
    height: saved?.height ?? DEFAULT_SIZE.height,
    ...place,
    minWidth: 900,
    minHeight: 600,
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
  if (saved?.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  rememberBounds(window, settings);
  await window.loadURL(APP_INDEX);
  return window;
}

function onSomeScreen(bounds: WindowBounds): boolean {
  if (bounds.x === undefined || bounds.y === undefined) return false;
  const { x, y } = bounds;
  // At least the top-left corner's title bar area must be visible on one display.
  return screen.getAllDisplays().some(({ workArea: a }) => x + 100 > a.x && x < a.x + a.width && y >= a.y && y < a.y + a.height);
}

function rememberBounds(window: BrowserWindow, settings: SettingsStore): void {
  let timer: NodeJS.Timeout | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (window.isDestroyed()) return;
    // The normal bounds, so a maximised window comes back maximised over its last normal size.
    const { x, y, width, height } = window.getNormalBounds();
    void settings.setWindowBounds({ x, y, width, height, maximized: window.isMaximized() }).catch(() => undefined);
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  };
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) window.on(event as 'resize', later);
  window.on('close', save);
}
