// `--threads N` of every checking command (validate, send, changes, fix, set-aside): how many
// threads check the records beside the one that reads the file (electron/files/validate-file.ts);
// 1 checks them on the command's own thread. Without it, one per core less the one that reads
// (electron/files/validate-file.ts: defaultThreads).
import { text } from '../../shared/messages/text';
import { UsageError } from './usage';

export const THREADS_OPTION = { threads: { type: 'string' } } as const;

/** More would only cost memory: each thread holds its own batches and parsed records. */
const MAX_THREADS = 256;

/** The number given, or undefined (the default); throws UsageError for anything but a whole number from 1 to 256. */
export function threadsFrom(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const threads = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (!(threads >= 1 && threads <= MAX_THREADS)) throw new UsageError(text('cli.badThreads', { value, limit: MAX_THREADS }));
  return threads;
}
