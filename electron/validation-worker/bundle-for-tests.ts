// Tests run the worker from an esbuild bundle, as build/build-node.mjs makes it for the app:
// a worker thread cannot load TypeScript itself. Used by tests only (esbuild is a dev tool).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workerFromBundle, type StartWorker } from './start-worker';

export async function bundleWorkerForTests(outDir: string): Promise<StartWorker> {
  const outfile = path.join(outDir, 'validation-worker.cjs');
  await build({
    entryPoints: [fileURLToPath(new URL('./worker-main.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'warning',
  });
  return workerFromBundle(outfile);
}
