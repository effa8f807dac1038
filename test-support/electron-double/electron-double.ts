// A test double of the `electron` module: the platform boundary that cannot run on machines
// without Electron's binary. The built main bundle (dist/electron/main.cjs) runs against it
// under Node (load-main-bundle.ts), with everything else real: the data folder, the
// validation worker, the app's protocol handler reading dist/renderer, the handlers behind
// IPC. Each part is typed against Electron's own definitions (Pick<Electron.X, …>), so a
// call the app makes that Electron does not have fails the type-check, and it records what
// the app did so tests assert what a user would see (a dialog, a window, a menu label).
import type { Display, IpcMainInvokeEvent, Menu as ElectronMenu, MenuItemConstructorOptions, MessageBoxOptions, MessageBoxReturnValue, OpenDialogOptions, OpenDialogReturnValue, SaveDialogOptions, SaveDialogReturnValue, CustomScheme } from 'electron';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { AppDouble, type AppDoubleOptions } from './app-double';
import { browserWindowClass, type BrowserWindowDouble } from './window-double';

export interface ElectronDoubleOptions extends Partial<AppDoubleOptions> {
  appData: string;
  /** Work areas of the displays (screen.getAllDisplays). */
  displays?: Array<{ x: number; y: number; width: number; height: number }>;
  /** How the user answers each message box (index of the button); default: the defaultId. */
  answer?: (options: MessageBoxOptions) => number | Promise<number>;
  /** The path the user saves to in each save dialog (undefined: cancelled); default: cancelled. */
  saveAs?: (options: SaveDialogOptions) => string | undefined;
  /** What the system says when it is asked to open a file (shell.openPath): '' (opened, the default) or why not. */
  openPathAnswer?: (file: string) => string;
}

interface ShownMessageBox {
  options: MessageBoxOptions;
  /** Whether it was attached to a window (modal), as Electron shows it. */
  modal: boolean;
  /** Aborted through options.signal before the user answered. */
  dismissed: boolean;
}

export function createElectronDouble(options: ElectronDoubleOptions) {
  const app = new AppDouble({
    locks: options.locks ?? new Map(),
    argv: options.argv ?? process.argv,
    workingDirectory: options.workingDirectory ?? process.cwd(),
    ...options,
  });
  const beforeReady = (what: string) => {
    if (!app.isReady()) throw new Error(`${what} cannot be used before the app is ready`);
  };

  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>();
  const privilegedSchemes: CustomScheme[] = [];
  const protocol = {
    registerSchemesAsPrivileged(schemes: CustomScheme[]): void {
      // Electron: "This method can only be used before the ready event of the app module gets emitted".
      if (app.isReady()) throw new Error('registerSchemesAsPrivileged must be called before ready');
      privilegedSchemes.push(...schemes);
    },
    handle(scheme: string, handler: (request: Request) => Promise<Response> | Response): void {
      beforeReady('protocol.handle');
      protocolHandlers.set(scheme, async (request) => handler(request));
    },
  } satisfies Pick<Electron.Protocol, 'registerSchemesAsPrivileged' | 'handle'>;

  const BrowserWindow = browserWindowClass(app.windowHost((scheme) => protocolHandlers.get(scheme)));

  const messageBoxes: ShownMessageBox[] = [];
  const errorBoxes: Array<{ title: string; content: string; ready: boolean }> = [];
  const saveDialogs: Array<{ options: SaveDialogOptions; modal: boolean }> = [];
  const dialog = {
    showErrorBox(title: string, content: string): void {
      errorBoxes.push({ title, content, ready: app.isReady() });
    },
    async showMessageBox(...args: [BrowserWindowDouble | MessageBoxOptions, MessageBoxOptions?]): Promise<MessageBoxReturnValue> {
      const modal = args.length === 2;
      const boxOptions = (modal ? args[1] : args[0]) as MessageBoxOptions;
      const shown: ShownMessageBox = { options: boxOptions, modal, dismissed: false };
      messageBoxes.push(shown);
      const dismissed = new Promise<number>((resolve) =>
        boxOptions.signal?.addEventListener('abort', () => {
          shown.dismissed = true;
          resolve(boxOptions.cancelId ?? 0);
        }),
      );
      const response = await Promise.race([Promise.resolve((options.answer ?? ((o) => o.defaultId ?? 0))(boxOptions)), dismissed]);
      return { response, checkboxChecked: false };
    },
    async showOpenDialog(..._args: [BrowserWindowDouble | OpenDialogOptions, OpenDialogOptions?]): Promise<OpenDialogReturnValue> {
      return { canceled: true, filePaths: [] };
    },
    async showSaveDialog(...args: [BrowserWindowDouble | SaveDialogOptions, SaveDialogOptions?]): Promise<SaveDialogReturnValue> {
      const modal = args.length === 2;
      const saveOptions = (modal ? args[1] : args[0]) as SaveDialogOptions;
      saveDialogs.push({ options: saveOptions, modal });
      const chosen = options.saveAs?.(saveOptions);
      return chosen === undefined ? { canceled: true, filePath: '' } : { canceled: false, filePath: chosen };
    },
  };

  let applicationMenu: { template: MenuItemConstructorOptions[] } | null = null;
  const Menu = {
    buildFromTemplate: (template: MenuItemConstructorOptions[]) => ({ template }),
    setApplicationMenu(menu: { template: MenuItemConstructorOptions[] } | null): void {
      applicationMenu = menu;
    },
  } satisfies Record<keyof Pick<typeof ElectronMenu, 'buildFromTemplate' | 'setApplicationMenu'>, unknown>;

  const invokeHandlers = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown>();
  const ipcMain = {
    handle(channel: string, listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown): void {
      if (invokeHandlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      invokeHandlers.set(channel, listener);
    },
  } satisfies Pick<Electron.IpcMain, 'handle'>;

  type PermissionRequestHandler = Parameters<Electron.Session['setPermissionRequestHandler']>[0];
  type PermissionCheckHandler = Parameters<Electron.Session['setPermissionCheckHandler']>[0];
  const permissions: { request?: PermissionRequestHandler; check?: PermissionCheckHandler } = {};
  const defaultSession = {
    setPermissionRequestHandler(handler: PermissionRequestHandler): void {
      permissions.request = handler;
    },
    setPermissionCheckHandler(handler: PermissionCheckHandler): void {
      permissions.check = handler;
    },
  } satisfies Pick<Electron.Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>;
  const session = {
    get defaultSession() {
      beforeReady('session.defaultSession');
      return defaultSession;
    },
  };

  const displays = options.displays ?? [{ x: 0, y: 0, width: 1920, height: 1040 }];
  const screen = {
    getAllDisplays(): Display[] {
      beforeReady('screen');
      return displays.map((workArea, id) => ({ id, workArea, bounds: workArea }) as Display);
    },
  } satisfies Pick<Electron.Screen, 'getAllDisplays'>;

  const openedExternally: string[] = [];
  const openedPaths: string[] = [];
  const shownInFolder: string[] = [];
  const shell = {
    async openExternal(url: string): Promise<void> {
      openedExternally.push(url);
    },
    /** As Electron: '' when the system opened it, else why not (here: how the test says the system answers). */
    async openPath(file: string): Promise<string> {
      openedPaths.push(file);
      return options.openPathAnswer?.(file) ?? '';
    },
    showItemInFolder(file: string): void {
      shownInFolder.push(file);
    },
  } satisfies Pick<Electron.Shell, 'openExternal' | 'openPath' | 'showItemInFolder'>;

  // Electron's net.fetch, for file: URLs only (the one use an app:// handler may make of it):
  // like Electron, a missing file rejects (net::ERR_FILE_NOT_FOUND) rather than answering 404.
  const net = {
    async fetch(input: string | Request): Promise<Response> {
      beforeReady('net');
      const url = typeof input === 'string' ? input : input.url;
      if (!url.startsWith('file:')) throw new Error(`the electron double fetches file: URLs only, not ${url}`);
      try {
        return new Response(await readFile(fileURLToPath(url)));
      } catch {
        throw new Error(`net::ERR_FILE_NOT_FOUND ${url}`);
      }
    },
  } satisfies Pick<Electron.Net, 'fetch'>;

  /** What `require('electron')` returns to the bundle: only names Electron's module has. */
  const electronModule = { app, BrowserWindow, dialog, Menu, ipcMain, protocol, session, screen, shell, net } satisfies Partial<Record<keyof typeof Electron.CrossProcessExports, unknown>>;

  return {
    electronModule,
    app,
    /** What the user saw and what the app registered. */
    seen: { messageBoxes, errorBoxes, saveDialogs, openedExternally, openedPaths, shownInFolder, privilegedSchemes, permissions, get menu() { return applicationMenu; } },
    windows: () => [...app.windows] as BrowserWindowDouble[],
    /**
     * Calls an IPC channel as the page in `window` would (its main frame, on its current
     * page; or a subframe of it), through the handler main registered.
     */
    async invoke(channel: string, request: unknown = {}, from?: { window?: BrowserWindowDouble; subframe?: boolean }): Promise<unknown> {
      const handler = invokeHandlers.get(channel);
      if (!handler) throw new Error(`No handler registered for '${channel}'`);
      const window = from?.window ?? [...app.windows][0];
      const contents = window?.webContents;
      const mainFrame = contents?.mainFrame ?? { url: '', parent: null };
      const frame = from?.subframe ? { url: mainFrame.url, parent: mainFrame } : mainFrame;
      const event = { sender: contents, senderFrame: frame } as unknown as IpcMainInvokeEvent;
      return handler(event, request);
    },
    channels: () => [...invokeHandlers.keys()],
    /** Requests a URL as the window would, through the handler the app registered for its scheme. */
    async fetch(url: string): Promise<Response> {
      const handler = protocolHandlers.get(new URL(url).protocol.slice(0, -1));
      if (!handler) throw new Error(`no handler for ${url}`);
      return handler(new Request(url));
    },
  };
}

export type ElectronDouble = ReturnType<typeof createElectronDouble>;
