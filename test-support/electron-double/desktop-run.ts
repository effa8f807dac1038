// One start of the desktop app for a test: the built main bundle against a fresh electron
// double, in a data folder of the test's, and what a test does as the page or the user would.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ChannelName, ChannelResponse, EventName, EventPayload } from '../../shared/ipc/contract';
import { eventChannel, invokeChannel } from '../../shared/ipc/names';
import type { IpcResult } from '../../shared/ipc/result';
import { OpenEndings } from '../open-endings';
import { createElectronDouble, type ElectronDoubleOptions } from './electron-double';
import type { LockRegistry } from './app-double';
import { loadMainBundle } from './load-main-bundle';
import type { BrowserWindowDouble } from './window-double';

export interface DesktopRunOptions extends Omit<ElectronDoubleOptions, 'appData' | 'argv'> {
  /** The test's own folder: the app's data folder and Electron's appData go below it. */
  root: string;
  dataDir?: string;
  args?: string[];
  locks?: LockRegistry;
  /** Start Electron (ready) at once; false to act before ready (e.g. macOS open-file). */
  ready?: boolean;
}

export async function startDesktop(options: DesktopRunOptions) {
  const { root, args = [], ready = true } = options;
  const dataDir = options.dataDir ?? path.join(root, 'data');
  const appData = path.join(root, 'appData');
  await mkdir(appData, { recursive: true });
  const double = createElectronDouble({ ...options, appData, argv: ['/opt/Article Importer/article-importer', ...args] });
  loadMainBundle(double, { args, env: { ARTICLE_IMPORTER_DATA_DIR: dataDir } });
  if (ready) await double.app.start();

  const window = (): BrowserWindowDouble => {
    const [first] = double.windows();
    if (!first) throw new Error('the app has no window');
    return first;
  };

  return {
    double,
    dataDir,
    window,
    /** Calls a channel as the app's page does; answers the contract's envelope. */
    call: <C extends ChannelName>(channel: C, request: unknown = {}) => double.invoke(invokeChannel(channel), request) as Promise<IpcResult<ChannelResponse<C>>>,
    /** Events main sent to the page, by name. */
    events: <E extends EventName>(name: E) => window().webContents.sent.filter(([channel]) => channel === eventChannel(name)).map(([, payload]) => payload as EventPayload<E>),
    /**
     * Opens a file as a drop does and waits until main tells it is open (the channel answers
     * only that its check started); throws when it stopped instead.
     */
    async open(filePath: string): Promise<EventPayload<'documentOpened'>> {
      const endings = new OpenEndings();
      const answer = await double.invoke(invokeChannel('openDroppedFile'), { path: filePath }) as IpcResult<ChannelResponse<'openDroppedFile'>>;
      const documentId = answer.ok && answer.value.status === 'started' ? answer.value.documentId : undefined;
      const ended = () => window().webContents.sent.some(([channel, payload]) =>
        (channel === eventChannel('documentOpened') || channel === eventChannel('validationStopped')) && (payload as { documentId?: string }).documentId === documentId);
      if (documentId !== undefined) await until(ended, `the end of the check of ${filePath}`);
      for (const name of ['documentOpened', 'validationStopped'] as const) {
        for (const [channel, payload] of window().webContents.sent) if (channel === eventChannel(name)) endings.record(name, payload);
      }
      return endings.opened(answer);
    },
    /** The page finished loading (what a real page's scripts would then do comes next). */
    loaded: () => until(() => double.windows()[0]?.webContents.loadedPage !== undefined),
  };
}

export type DesktopRun = Awaited<ReturnType<typeof startDesktop>>;

/** Waits for what the app does asynchronously (bounded by the test's time-out). */
export async function until(condition: () => boolean, what = 'the condition'): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 15_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Removes a test's folder. The app may still be landing a last write there (the recent files
 * after an open, say): a real process ends with app.exit, the bundle under the double lives on
 * until the test process does. So retry while a write briefly refills the folder.
 */
export function removeTestFolder(root: string): Promise<void> {
  return rm(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
}
