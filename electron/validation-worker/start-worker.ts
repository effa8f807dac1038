// How to start the validation worker: from its bundle (dist/electron/validation-worker.cjs,
// built by build/build-node.mjs), in the app, the harness and the tests alike, so the tests
// run the same code the app runs.
import { Worker } from 'node:worker_threads';
import type { StartWorker, WorkerLike } from './validation-session';

export type { StartWorker };

export function workerFromBundle(bundlePath: string): StartWorker {
  return () => new Worker(bundlePath) as unknown as WorkerLike;
}
