// Quitting and a window in trouble. Quitting (the menu, Cmd/Ctrl+Q, closing the window, the
// OS logging out) never loses a send: with one running the user is asked first, and the app
// then waits, bounded, until the send is cancelled or finished and its history entry written.
// A renderer that crashed or hangs gets a dialog offering to reload; the open document lives
// in main, so the reloaded page shows it again.
import { app, dialog, type BrowserWindow, type MessageBoxOptions } from 'electron';
import type { App } from '../app/create-app';
import type { MessageKey } from '../../shared/messages/catalogue';
import { format } from '../../shared/messages/format';
import type { Locale } from '../../shared/messages/locale';

/** A lifecycle text in the app's language at the moment it is shown. */
const say = (locale: () => Locale, name: string) => format(locale(), `shell.lifecycle.${name}` as MessageKey);

/** How long quitting waits for a cancelled send to end and be recorded. */
const QUIT_WAIT_MS = 15_000;

export interface QuitGuardDeps {
  importer: Pick<App, 'sending' | 'dispose'>;
  window: () => BrowserWindow | undefined;
  /** Saves what the window remembers (its bounds) before it goes. */
  saveWindow: () => Promise<void>;
  /** The app's language now (it can change while the app runs). */
  locale: () => Locale;
}

export function guardQuit({ importer, window, saveWindow, locale }: QuitGuardDeps): { watch(window: BrowserWindow): void } {
  // running → (asking) → closing → done: only `done` lets Electron go on quitting.
  let state: 'running' | 'asking' | 'closing' | 'done' = 'running';

  async function prepare(): Promise<void> {
    if (state !== 'running') return;
    state = 'asking';
    if (importer.sending && !(await confirmCancelSend(window(), locale))) {
      state = 'running';
      return;
    }
    state = 'closing';
    await saveWindow().catch(() => undefined);
    await within(importer.dispose(), QUIT_WAIT_MS).catch((error: unknown) => console.error(`quit: ${String(error)}`));
    state = 'done';
    app.quit();
  }

  app.on('before-quit', (event) => {
    if (state === 'done') return;
    event.preventDefault();
    void prepare();
  });
  // With the one window closed there is nothing left to do (on macOS too: a one-window tool).
  app.on('window-all-closed', () => app.quit());

  return {
    watch(win) {
      // Closing the window while a send runs asks as quitting does.
      win.on('close', (event) => {
        if (state === 'done' || !importer.sending) return;
        event.preventDefault();
        void prepare();
      });
      // Windows: the session ends (log-out, shutdown). Asking first, if a send runs.
      win.on('query-session-end', (event) => {
        if (!importer.sending) return;
        event.preventDefault();
        void prepare();
      });
    },
  };
}

async function confirmCancelSend(parent: BrowserWindow | undefined, locale: () => Locale): Promise<boolean> {
  const m = (name: string) => say(locale, name);
  const options: MessageBoxOptions = {
    type: 'warning',
    message: m('sending'),
    detail: m('sendingDetail'),
    buttons: [m('keepSending'), m('cancelAndQuit')],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  };
  const { response } = parent && !parent.isDestroyed() ? await dialog.showMessageBox(parent, options) : await dialog.showMessageBox(options);
  return response === 1;
}

/** Offers a reload when the page crashed or hangs; tells the app when its page is gone. */
export function watchRenderer(window: BrowserWindow, importer: Pick<App, 'pageGone'>, locale: () => Locale): void {
  const m = (name: string) => say(locale, name);
  const contents = window.webContents;
  // Our own reload of a hung page crashes it on purpose: no second dialog for that.
  let reloading = false;
  let hung: AbortController | undefined;

  const reload = () => {
    reloading = true;
    importer.pageGone();
    contents.reload();
  };

  // Every load (a reload, a crash's reload) starts a page that has not subscribed yet.
  contents.on('did-start-loading', () => importer.pageGone());
  contents.on('did-finish-load', () => {
    reloading = false;
  });

  contents.on('render-process-gone', (_event, details) => {
    importer.pageGone();
    hung?.abort();
    if (reloading || details.reason === 'clean-exit' || window.isDestroyed()) return;
    void ask(window, { type: 'error', message: m('rendererGone'), detail: m('rendererGoneDetail'), buttons: [m('reload'), m('quit')], defaultId: 0, cancelId: 1, noLink: true }).then((response) => {
      if (window.isDestroyed()) return;
      if (response === 0) reload();
      else app.quit();
    });
  });

  contents.on('unresponsive', () => {
    if (hung) return;
    const answered = new AbortController();
    hung = answered;
    void ask(window, { type: 'warning', message: m('unresponsive'), detail: m('unresponsiveDetail'), buttons: [m('wait'), m('reload')], defaultId: 0, cancelId: 0, noLink: true, signal: answered.signal })
      .then((response) => {
        if (response !== 1 || window.isDestroyed() || answered.signal.aborted) return;
        reloading = true;
        contents.forcefullyCrashRenderer();
        reload();
      })
      .finally(() => {
        if (hung === answered) hung = undefined;
      });
  });
  // Responsive again before the user chose: the question is moot, so it goes away.
  contents.on('responsive', () => hung?.abort());
}

async function ask(window: BrowserWindow, options: MessageBoxOptions): Promise<number> {
  return (await dialog.showMessageBox(window, options)).response;
}

function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      console.error(`quit: gave up waiting after ${ms / 1000} s`);
      resolve(undefined);
    }, ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
