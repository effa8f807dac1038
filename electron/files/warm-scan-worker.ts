// A scan worker started before a scan needs it. A worker thread takes some 50 ms to start and
// load its bundle; the command-line tool starts one while its own code loads (cli/launch.ts),
// on the other core, and the first scan takes it (scan-threads.ts) instead of waiting that
// long with nothing to check. It waits for its job as a message (scan-worker.ts), and holds
// the process open only once a scan took it: a command that scans nothing ends as before.
import { Worker } from 'node:worker_threads';

/** What a waiting scan worker is started with: it reads its job (ScanWorkerData) from its first message. */
export const WAIT_FOR_JOB = 'wait for job';

// Young generations capped: short-lived strings only, and V8's default of up to 32 MB of
// semi-spaces on a thread was a tenth of a 1 GB export's peak, for no speed measured.
export const threadLimits = { maxYoungGenerationSizeMb: 16 };

export interface WaitingScanWorker {
  bundle: string;
  worker: Worker;
  alive: boolean;
}

let waiting: WaitingScanWorker | undefined;

/** A scan worker of `bundle` that waits for a job, for offerWaitingScanWorker (in the tool's own bundle, which has its own copy of this module). */
export function startWaitingScanWorker(bundle: string): WaitingScanWorker {
  const worker = new Worker(bundle, { workerData: WAIT_FOR_JOB, resourceLimits: threadLimits });
  const started: WaitingScanWorker = { bundle, worker, alive: true };
  worker.unref();
  // One that failed to start is not taken; a scan then starts its own.
  const gone = () => {
    started.alive = false;
  };
  worker.once('error', gone);
  worker.once('exit', gone);
  return started;
}

/** The next scan of the worker's bundle takes it. */
export function offerWaitingScanWorker(worker: WaitingScanWorker): void {
  waiting = worker;
}

/** The waiting scan worker of `bundle`, once (it holds the process from now on), or undefined. */
export function takeWaitingScanWorker(bundle: string): Worker | undefined {
  const taken = waiting;
  if (taken === undefined || taken.bundle !== bundle) return undefined;
  waiting = undefined;
  if (!taken.alive) return undefined;
  taken.worker.ref();
  return taken.worker;
}
