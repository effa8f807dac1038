// The app hears of sends recorded by another process: a real data folder, real appends, and the
// watch's call awaited (no sleeping).
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { historyFilePath } from './history-path';
import { watchHistory, type HistoryWatch } from './watch-history';

let dataDir = '';
let watching: HistoryWatch | undefined;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-watch-history-'));
});
afterEach(async () => {
  watching?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts watching; `next()` resolves at the following change told. */
function watched(): { next(): Promise<void> } {
  let waiting: (() => void) | undefined;
  watching = watchHistory(dataDir, () => waiting?.(), () => undefined);
  return { next: () => new Promise<void>((resolve) => (waiting = resolve)) };
}

// What another process does: one line appended (the content is not the watch's business).
const appendLine = () => appendFile(historyFilePath(dataDir), '{"v":1}\n');

describe('watchHistory', () => {
  it('tells when the history file is created, and again when another process appends to it', async () => {
    const history = watched();
    const created = history.next();
    await appendLine();
    await created;
    const appended = history.next();
    await appendLine();
    // Each awaited call is the assertion: a watch that missed a write would leave the test waiting.
    await appended;
  });

  it('watches nothing, and says why, where the data folder cannot be watched', () => {
    const logged: string[] = [];
    watching = watchHistory(path.join(dataDir, 'missing'), () => undefined, (message) => logged.push(message));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/cannot be watched/);
  });
});
