// The validation worker as the app runs it: dist/electron/validation-worker.cjs, which the
// unit tests' global set-up builds with build/build-node.mjs before every run (a worker thread
// cannot load TypeScript itself).
import path from 'node:path';
import { workerFromBundle, type StartWorker } from '../electron/validation-worker/start-worker';
import { repoRoot } from './paths';

const BUILT_WORKER = path.join(repoRoot, 'dist/electron/validation-worker.cjs');

export function builtWorker(): StartWorker {
  return workerFromBundle(BUILT_WORKER);
}
