// BrowserWindow and its WebContents as the app uses them. A window loads its URL through the
// app's own protocol handler (the real one, reading dist/renderer), then emits what Electron
// documents, in its order: did-start-loading, dom-ready, ready-to-show, did-finish-load. The
// page itself does not run: tests act as the page through the IPC double.
import { EventEmitter } from 'node:events';
import type { BrowserWindow, BrowserWindowConstructorOptions, Rectangle, RenderProcessGoneDetails, WebContents } from 'electron';
import { preventable, tick } from './preventable';

export interface WindowHost {
  /** The handler registered for a scheme with protocol.handle, if any. */
  protocolHandler(scheme: string): ((request: Request) => Promise<Response>) | undefined;
  /** app 'web-contents-created', as Electron emits it for every new WebContents. */
  webContentsCreated(contents: WebContentsDouble): void;
  /** The window closed; the app decides whether that was the last one. */
  windowClosed(window: BrowserWindowDouble): void;
  /** This double's open windows (BrowserWindow.getAllWindows). */
  readonly windows: Set<BrowserWindowDouble>;
}

export class WebContentsDouble
  extends EventEmitter
  implements Pick<WebContents, 'send' | 'reload' | 'getURL' | 'isDestroyed' | 'forcefullyCrashRenderer' | 'setWindowOpenHandler'>
{
  /** Every event main sent to the page: [channel, payload]. */
  readonly sent: Array<[string, unknown]> = [];
  readonly mainFrame = { url: '', parent: null };
  openHandler: Parameters<WebContents['setWindowOpenHandler']>[0] | undefined;
  reloads = 0;
  destroyed = false;
  #url = '';

  constructor(private readonly window: BrowserWindowDouble) {
    super();
  }

  send(channel: string, ...args: unknown[]): void {
    this.sent.push([channel, args[0]]);
  }

  getURL(): string {
    return this.#url;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  setWindowOpenHandler(handler: Parameters<WebContents['setWindowOpenHandler']>[0]): void {
    this.openHandler = handler;
  }

  reload(): void {
    this.reloads += 1;
    void this.load(this.#url).catch(() => undefined);
  }

  forcefullyCrashRenderer(): void {
    this.gone({ reason: 'killed', exitCode: 9 });
  }

  /** Test driver: the renderer process ended, as Electron reports it (WebContents: event, details). */
  gone(details: RenderProcessGoneDetails): void {
    this.emit('render-process-gone', preventable(), details);
  }

  /** Test driver: a navigation the page starts; answers whether the app let it happen. */
  navigate(url: string): boolean {
    const event = preventable();
    this.emit('will-navigate', event, url);
    return !event.defaultPrevented;
  }

  /** Loads `url` through the app's protocol handler, emitting Electron's load events. */
  async load(url: string): Promise<void> {
    this.#url = url;
    this.mainFrame.url = url;
    this.emit('did-start-loading');
    await tick();
    const handler = this.window.host.protocolHandler(new URL(url).protocol.slice(0, -1));
    if (!handler) throw new Error(`ERR_UNKNOWN_URL_SCHEME (-302) loading '${url}'`);
    const response = await handler(new Request(url));
    if (!response.ok) {
      this.emit('did-fail-load', preventable(), -6, 'ERR_FILE_NOT_FOUND', url, true);
      throw new Error(`ERR_FILE_NOT_FOUND (-6) loading '${url}'`);
    }
    this.loadedPage = { url, contentSecurityPolicy: response.headers.get('content-security-policy'), html: await response.text() };
    this.emit('dom-ready');
    await tick();
    this.window.painted();
    this.emit('did-finish-load');
  }

  /** The last page loaded: its address, its CSP header and its HTML. */
  loadedPage: { url: string; contentSecurityPolicy: string | null; html: string } | undefined;
}

export class BrowserWindowDouble
  extends EventEmitter
  implements
    Pick<
      BrowserWindow,
      'loadURL' | 'show' | 'isVisible' | 'maximize' | 'isMaximized' | 'getNormalBounds' | 'getBounds' | 'isDestroyed' | 'close' | 'focus' | 'isMinimized' | 'restore' | 'minimize'
    >
{
  readonly options: BrowserWindowConstructorOptions;
  readonly webContents: WebContentsDouble;
  readonly host: WindowHost;
  /** Calls and events in the order they happened, e.g. ['loadURL', 'ready-to-show', 'maximize', 'show']. */
  readonly timeline: string[] = [];
  /** Whether the window was ever visible before its first paint (a white flash). */
  shownUnpainted = false;
  #visible = false;
  #painted = false;
  #maximized = false;
  #minimized = false;
  #destroyed = false;
  #bounds: Rectangle;

  constructor(options: BrowserWindowConstructorOptions, host: WindowHost) {
    super();
    this.options = options;
    this.host = host;
    this.webContents = new WebContentsDouble(this);
    this.#bounds = { x: options.x ?? 100, y: options.y ?? 100, width: options.width ?? 800, height: options.height ?? 600 };
    host.windows.add(this);
    this.host.webContentsCreated(this.webContents);
    if (options.show !== false) this.show();
  }

  loadURL(url: string): Promise<void> {
    this.timeline.push('loadURL');
    return this.webContents.load(url);
  }

  /** Called by the WebContents once the page has been painted. */
  painted(): void {
    if (this.#painted || this.#destroyed) return;
    this.#painted = true;
    this.timeline.push('ready-to-show');
    this.emit('ready-to-show');
  }

  show(): void {
    this.timeline.push('show');
    this.#reveal();
  }

  isVisible(): boolean {
    return this.#visible;
  }

  // Electron: "This will also show (but not focus) the window if it isn't being displayed already."
  maximize(): void {
    this.timeline.push('maximize');
    this.#maximized = true;
    this.#reveal();
    this.emit('maximize');
  }

  isMaximized(): boolean {
    return this.#maximized;
  }

  minimize(): void {
    this.#minimized = true;
  }

  isMinimized(): boolean {
    return this.#minimized;
  }

  restore(): void {
    this.timeline.push('restore');
    this.#minimized = false;
  }

  focus(): void {
    this.timeline.push('focus');
  }

  getBounds(): Rectangle {
    return { ...this.#bounds };
  }

  getNormalBounds(): Rectangle {
    return { ...this.#bounds };
  }

  /** Test driver: the user moves or resizes the window. */
  setBoundsByUser(bounds: Partial<Rectangle>): void {
    this.#bounds = { ...this.#bounds, ...bounds };
    this.emit('resize');
  }

  isDestroyed(): boolean {
    return this.#destroyed;
  }

  /** Closes as the user's close button does: 'close' may be prevented; then 'closed'. */
  close(): void {
    void this.tryClose();
  }

  /** close(), answering whether the window did close. */
  tryClose(): boolean {
    if (this.#destroyed) return true;
    const event = preventable();
    this.emit('close', event);
    if (event.defaultPrevented) return false;
    this.#destroyed = true;
    this.webContents.destroyed = true;
    this.host.windows.delete(this);
    this.emit('closed');
    this.host.windowClosed(this);
    return true;
  }

  #reveal(): void {
    if (this.#visible) return;
    this.#visible = true;
    if (!this.#painted) this.shownUnpainted = true;
  }
}

/** The BrowserWindow class one double hands to the app: its windows belong to that double. */
export function browserWindowClass(host: WindowHost) {
  return class BrowserWindow extends BrowserWindowDouble {
    static getAllWindows(): BrowserWindowDouble[] {
      return [...host.windows];
    }

    constructor(options: BrowserWindowConstructorOptions = {}) {
      super(options, host);
    }
  };
}
