// English texts the main side's handlers answer with (the shell's own failures and refusals).
// Whole sentences per case, so the German catalogue can order its words freely. Texts about
// targets, sending outcomes and the keychain live in shared/messages/en/ (sending.ts,
// keychain.ts); validation texts in validation.ts.

export const shellMessagesEn = {
  ipc: {
    badRequest: 'The app sent a request it cannot handle. Restart the app; if it happens again, report it.',
    forbidden: 'This request did not come from the app’s own window, so it was refused.',
    internal: 'Something went wrong inside the app. Try again; if it happens again, restart the app.',
  },
  document: {
    none: 'No file is open. Open or drop a file first.',
    stale: 'That file is no longer the one open in this window. Its results were not shown.',
    lost: 'The check of this file stopped unexpectedly, for example because the computer ran out of memory. Open the file again; if it is very large, close other programs first.',
    unreadable: ({ name }: { name: string }) => `${name} could not be read. Check that the file still exists and that you may open it.`,
    notRecent: 'This file is no longer in the list of recent files. Open it with Open… instead.',
    cancelled: ({ name }: { name: string }) => `Checking ${name} was cancelled, so it was not opened.`,
    dialogFailed: 'The file dialog could not be opened. Drop the file onto the window instead.',
    /** A drop that is not a file from the computer (e.g. text or a link). */
    noPath: 'This item cannot be opened: drop a file from your computer.',
  },
  send: {
    historyUnwritable: ({ problem }: { problem: string }) =>
      `Nothing was sent: the history, which records every send, cannot be written (${problem}). Free some space or fix the data folder's permissions, then send again.`,
    hasErrors: ({ errors }: { errors: number }) =>
      errors === 1
        ? 'The file has 1 error, so it was not sent. Fix it in the export and open the file again.'
        : `The file has ${errors} errors, so it was not sent. Fix them in the export and open the file again.`,
    notParsed: 'The file could not be read as JSON, so it was not sent.',
    warningsNotConfirmed: ({ warnings }: { warnings: number }) =>
      warnings === 1
        ? 'The file has 1 warning that was not confirmed, so it was not sent. Confirm it and send again.'
        : `The file has ${warnings} warnings that were not confirmed, so it was not sent. Confirm them and send again.`,
    busy: 'A send is already running. Wait for its result, or cancel it, before sending again.',
    noToken: ({ origin }: { origin: string }) =>
      `No API token is saved for ${origin}, so nothing was sent. Save a token first: in the configurator, open your user profile, switch on developer mode and generate one.`,
    badTarget: ({ problem }: { problem: string }) => `Nothing was sent. ${problem}`,
    tokenUnreadable: ({ problem }: { problem: string }) => `The API token could not be read, so nothing was sent. ${problem}`,
    failed: 'Sending failed inside the app, before anything went out. Try again; if it happens again, restart the app.',
  },
  history: {
    unreadable: 'The history could not be read.',
  },
  external: {
    notAllowed: 'This link is not one the app opens.',
  },
  /** The native menu and the open dialog (Electron). */
  menu: {
    file: '&File',
    open: '&Open…',
    openRecent: 'Open &Recent',
    noRecent: 'No recent files',
    quit: '&Quit',
    help: '&Help',
    tokenHelp: 'How to get an API token',
    dialogJson: 'JSON exports',
    dialogAll: 'All files',
  },
  /** Starting, quitting and a window that stopped working (Electron's dialogs). */
  lifecycle: {
    startFailed: 'Article Importer could not start',
    dataDirUnusable: ({ dir, reason }: { dir: string; reason: string }) =>
      `The data folder ${dir} cannot be used (${reason}). Article Importer keeps its settings and history there. Check that the folder can be created and written, or set ARTICLE_IMPORTER_DATA_DIR to another folder, then start the app again.`,
    windowFailed: ({ reason }: { reason: string }) =>
      `The window could not be opened (${reason}). Start the app again; if it happens again, reinstall it.`,
    sending: 'A file is being sent.',
    sendingDetail:
      'If you quit now, the send is cancelled. If the file has already gone out, the configurator may still import it; the history will then say that the outcome is unknown.',
    keepSending: '&Keep sending',
    cancelAndQuit: '&Cancel the send and quit',
    rendererGone: 'The window stopped working.',
    rendererGoneDetail: 'The open file and its check are kept, and a send in progress goes on. Reload the window to see them again.',
    reload: '&Reload',
    quit: '&Quit',
    unresponsive: 'The window is not responding.',
    unresponsiveDetail: 'It may still be busy. Wait, or reload it: the open file is kept.',
    wait: '&Wait',
  },
  settings: {
    unsaved: 'The setting could not be saved. Check that the data folder is writable.',
  },
} as const;

export type ShellMessages = typeof shellMessagesEn;
