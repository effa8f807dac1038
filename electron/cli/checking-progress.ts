// A check's progress on a terminal: one line, updated in place at most ten times a second,
// with what was read, the records checked and about how long is left. Nothing for a short
// check (it ends before the line would be read) and nothing in a pipeline's log.
import { TimeLeft } from '../../shared/progress/time-left';
import type { ValidationProgress } from '../../shared/validation/validate-bytes';
import type { CliIo } from './cli-io';
import type { Say } from './cli-text';
import { terminalLine } from './terminal-text';

const SHOW_AFTER_MS = 500;
const EVERY_MS = 100;

export interface CheckingProgress {
  onProgress(progress: ValidationProgress): void;
  /** Clears the line before anything else is written. */
  done(): void;
}

export function checkingProgress(io: Pick<CliIo, 'stderr'>, say: Say, file: string, now: () => number = Date.now): CheckingProgress {
  const live = io.stderr.isTTY === true;
  const startedAt = now();
  const timeLeft = new TimeLeft(now);
  let shownAt = -Infinity;
  let shown = false;
  return {
    onProgress(progress) {
      const at = now();
      if (!live || at - startedAt < SHOW_AFTER_MS || at - shownAt < EVERY_MS) return;
      shownAt = at;
      shown = true;
      const reading = progress.phase === 'reading';
      const left = reading ? timeLeft.estimate(progress.bytesRead, progress.totalBytes) : undefined;
      const values = {
        file: terminalLine(file),
        done: { bytes: progress.bytesRead, exact: false },
        total: { bytes: progress.totalBytes, exact: false },
        records: progress.records,
      };
      const line = !reading
        ? say('cli.checking.crossChecking', { file: values.file })
        : left === undefined
          ? say('cli.checking', values)
          : say('cli.checking.timeLeft', { ...values, duration: { ms: left } });
      io.stderr.write(`\r\u001b[2K${line}`);
    },
    done() {
      if (shown) io.stderr.write('\r\u001b[2K');
      shown = false;
    },
  };
}
