// Where the history is in the data folder: a module of its own, without the entries' schemas
// (history-entry.ts), so knowing the path loads nothing else (the CLI's send finds it before
// its check, and loads the schemas after it).
import path from 'node:path';

export const HISTORY_FILE_NAME = 'history.jsonl';

export function historyFilePath(dataDir: string): string {
  return path.join(dataDir, HISTORY_FILE_NAME);
}
