// Entry point of the `article-importer` binary (bundled to dist/cli/article-importer.cjs, a few
// lines): starts a scan worker, then loads and runs the tool (cli-main.cjs beside it). Loading
// the tool's code takes about 60 ms of one core; the worker starts in that time on another,
// and the first file the command checks goes to it at once (warm-scan-worker.ts). A command
// that checks no file never takes it, and it does not hold the process.
import path from 'node:path';
import { startWaitingScanWorker } from '../files/warm-scan-worker';
import type { main } from './main';

const scanWorker = startWaitingScanWorker(path.join(__dirname, 'scan-worker.cjs'));
// The tool's bundle beside this one, loaded once the worker started (not bundled in here).
// eslint-disable-next-line @typescript-eslint/no-require-imports
(require(path.join(__dirname, 'cli-main.cjs')) as { main: typeof main }).main(scanWorker);
