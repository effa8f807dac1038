// How to start the validation worker: from its bundle (dist/electron/validation-worker.cjs,
// built by build/build-node.mjs), in the app, the harness and the tests alike, so the tests
// run the same code the app runs.
import { Worker } from 'node:worker_threads';
import type { StartWorker, WorkerLike } from './validation-session';

export type { StartWorker };

/**
 * A bundle needs no Node options of its parent's: a worker inherits them by default, and the
 * harness's TypeScript loader (--import tsx) then took each worker (and its scan worker) about
 * a second to start, the most of the time before a file's first rows showed.
 */
export function workerFromBundle(bundlePath: string): StartWorker {
  return () => new Worker(bundlePath, { execArgv: [] }) as unknown as WorkerLike;
}
