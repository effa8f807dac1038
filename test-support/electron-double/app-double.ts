// Electron's `app` as the main bundle uses it, emitting what Electron documents in its order:
// will-finish-launching → ready; app.quit(): before-quit (preventable) → each window's close
// (preventable: a prevented one cancels the quit) → will-quit → quit, and no
// window-all-closed; the last window closed by the user: window-all-closed (or, with no
// listener, quitting). app.exit() ends at once, without events. The single-instance lock is
// held per userData folder in a registry that several doubles (several "processes") share.
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { App } from 'electron';
import { preventable, tick } from './preventable';
import type { BrowserWindowDouble, WindowHost } from './window-double';

type PathName = Parameters<App['getPath']>[0];

/** The lock holders by userData folder: what Chromium's process singleton keeps on disk. */
export type LockRegistry = Map<string, AppDouble>;

export interface AppDoubleOptions {
  /** Where Electron's appData is (userData defaults to appData/productName). */
  appData: string;
  locks: LockRegistry;
  /** The arguments and working folder this "process" was started with (for second-instance). */
  argv: string[];
  workingDirectory: string;
  packaged?: boolean;
  version?: string;
  /** The OS's language as app.getLocale() gives it (default en-GB). */
  locale?: string;
  /** The OS's region format as app.getSystemLocale() gives it (default: the locale). */
  systemLocale?: string;
}

export class AppDouble
  extends EventEmitter
  implements Pick<App, 'whenReady' | 'isReady' | 'quit' | 'exit' | 'getPath' | 'setPath' | 'getVersion' | 'requestSingleInstanceLock' | 'releaseSingleInstanceLock' | 'setAppUserModelId' | 'getLocale' | 'getSystemLocale'>
{
  readonly isPackaged: boolean;
  readonly name = 'Article Importer';
  readonly dock = undefined;
  /** Set once the process ended: by app.exit(code), or 0 after a quit went through. */
  exitCode: number | undefined;
  /** Every quit() call, and whether it went through. */
  readonly quitCalls: number[] = [];
  appUserModelId: string | undefined;
  readonly windows = new Set<BrowserWindowDouble>();
  #ready = false;
  #readyWaiters: Array<() => void> = [];
  #quitting = false;
  #paths: Map<PathName, string>;
  #ended: Promise<number>;
  #end!: (code: number) => void;

  constructor(private readonly options: AppDoubleOptions) {
    super();
    this.isPackaged = options.packaged ?? false;
    this.#paths = new Map<PathName, string>([
      ['appData', options.appData],
      ['userData', path.join(options.appData, this.name)],
      ['home', path.dirname(options.appData)],
      ['temp', path.join(options.appData, 'tmp')],
    ]);
    this.#ended = new Promise((resolve) => {
      this.#end = resolve;
    });
  }

  // ---- what the app calls ----

  whenReady(): Promise<void> {
    if (this.#ready) return Promise.resolve();
    return new Promise((resolve) => this.#readyWaiters.push(resolve));
  }

  isReady(): boolean {
    return this.#ready;
  }

  getVersion(): string {
    return this.options.version ?? '0.1.0';
  }

  getLocale(): string {
    return this.options.locale ?? 'en-GB';
  }

  getSystemLocale(): string {
    return this.options.systemLocale ?? this.getLocale();
  }

  getPath(name: PathName): string {
    const value = this.#paths.get(name);
    if (value === undefined) throw new Error(`Failed to get '${name}' path`);
    return value;
  }

  // Electron: "If the path specifies a directory that does not exist, an Error is thrown."
  setPath(name: PathName, value: string): void {
    if (!existsSync(value)) throw new Error(`Failed to set path: ${value} does not exist`);
    this.#paths.set(name, value);
  }

  setAppUserModelId(id: string): void {
    this.appUserModelId = id;
  }

  requestSingleInstanceLock(additionalData?: Record<string, unknown>): boolean {
    const key = this.getPath('userData');
    const holder = this.options.locks.get(key);
    if (holder && holder !== this && holder.exitCode === undefined) {
      // Electron delivers this to the first instance after its ready.
      void holder.whenReady().then(() => holder.emit('second-instance', preventable(), [...this.options.argv], this.options.workingDirectory, additionalData ?? {}));
      return false;
    }
    this.options.locks.set(key, this);
    return true;
  }

  releaseSingleInstanceLock(): void {
    for (const [key, holder] of this.options.locks) if (holder === this) this.options.locks.delete(key);
  }

  quit(): void {
    this.quitCalls.push(this.quitCalls.length + 1);
    // before-quit is emitted at once; windows close on the next turn of the loop.
    const beforeQuit = preventable();
    this.emit('before-quit', beforeQuit);
    if (beforeQuit.defaultPrevented) return;
    this.#quitting = true;
    void tick().then(() => this.#closeAndQuit());
  }

  exit(exitCode = 0): void {
    this.#finish(exitCode);
  }

  // ---- test drivers ----

  /** Electron's start: will-finish-launching, then ready. */
  async start(): Promise<void> {
    this.emit('will-finish-launching');
    await tick();
    this.#ready = true;
    this.emit('ready', preventable(), {});
    for (const resolve of this.#readyWaiters.splice(0)) resolve();
    await tick();
  }

  /** macOS: a file opened with the app (Finder, the Dock); answers whether the app took it. */
  openFile(file: string): boolean {
    const event = preventable();
    this.emit('open-file', event, file);
    return event.defaultPrevented;
  }

  /** Resolves with the exit code once the process ended (quit or exit). */
  ended(): Promise<number> {
    return this.#ended;
  }

  get quitting(): boolean {
    return this.#quitting;
  }

  /** The window side of the app (what BrowserWindow needs from it). */
  windowHost(protocolHandler: WindowHost['protocolHandler']): WindowHost {
    return {
      protocolHandler,
      webContentsCreated: (contents) => this.emit('web-contents-created', preventable(), contents),
      windowClosed: () => {
        if (this.windows.size > 0 || this.#quitting) return;
        if (this.listenerCount('window-all-closed') > 0) this.emit('window-all-closed');
        else this.quit();
      },
      windows: this.windows,
    };
  }

  #closeAndQuit(): void {
    for (const window of [...this.windows]) {
      if (!window.tryClose()) {
        this.#quitting = false; // a window refused: the quit is cancelled
        return;
      }
    }
    const willQuit = preventable();
    this.emit('will-quit', willQuit);
    if (willQuit.defaultPrevented) {
      this.#quitting = false;
      return;
    }
    this.emit('quit', preventable(), 0);
    this.#finish(0);
  }

  #finish(code: number): void {
    if (this.exitCode !== undefined) return;
    this.exitCode = code;
    this.releaseSingleInstanceLock();
    this.#end(code);
  }
}
