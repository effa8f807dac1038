// Waits until a child process has a given file open, as the kernel sees it (/proc/PID/fd).
// A test that sends Ctrl-C "while the tool checks the file" after a fixed delay fails on a busy
// machine, where the tool may not have got that far: this waits for the fact instead.
import { readdir, readlink } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/** Whether this platform can tell (Linux's /proc); tests that need it skip elsewhere. */
export const canSeeOpenFiles = process.platform === 'linux';

export async function processHasOpen(pid: number, file: string, timeoutMs = 30_000): Promise<void> {
  const wanted = path.resolve(file);
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => null);
    if (fds === null) throw new Error(`Process ${pid} ended before it opened ${wanted}.`);
    const targets = await Promise.all(fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')));
    if (targets.includes(wanted)) return;
    if (Date.now() > giveUpAt) throw new Error(`Process ${pid} did not open ${wanted} within ${timeoutMs} ms.`);
    await delay(5);
  }
}
