// The history file changes outside this window too: the command-line tool, or another copy of
// the app on the same data folder, records its sends there. The app watches the data folder
// (not the file: an unwritten history has no file yet, and a watch on a file does not outlive
// its replacement) and says so once per burst of writes, so the window's History reads it again.
import { watch, type FSWatcher } from 'node:fs';
import { HISTORY_FILE_NAME } from './history-path';

/** Writes closer together than this are told once: one append fires several change events. */
const COALESCE_MS = 100;

export interface HistoryWatch {
  close(): void;
}

/**
 * Calls `changed` after the data folder's history file was written, created or replaced. Where
 * the folder cannot be watched (it does not exist yet, the OS is out of watches), it logs why
 * and watches nothing: the window still reads the history again when it gets the focus.
 */
export function watchHistory(dataDir: string, changed: () => void, log: (message: string) => void): HistoryWatch {
  let watcher: FSWatcher;
  let pending: NodeJS.Timeout | undefined;
  const tell = () => {
    pending = undefined;
    changed();
  };
  try {
    watcher = watch(dataDir, { persistent: false }, (_event, name) => {
      // Some platforms do not say which file changed: it may have been the history.
      if (name !== null && name !== HISTORY_FILE_NAME) return;
      pending ??= setTimeout(tell, COALESCE_MS).unref();
    });
  } catch (error) {
    log(`history: the data folder cannot be watched (${(error as Error).message}); the window reads it again on focus`);
    return { close: () => undefined };
  }
  watcher.on('error', (error) => {
    log(`history: watching the data folder stopped (${error.message}); the window reads it again on focus`);
    watcher.close();
  });
  return {
    close() {
      watcher.close();
      if (pending !== undefined) clearTimeout(pending);
    },
  };
}
