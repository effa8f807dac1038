// The `article-importer` tool (bundled to dist/cli/cli-main.cjs), run by its binary
// (launch.ts, dist/cli/article-importer.cjs) once this bundle has loaded.
import { offerWaitingScanWorker, type WaitingScanWorker } from '../files/warm-scan-worker';
import { flushOutput, runCliProcess } from './run-cli-process';

/** Runs the command in argv; `scanWorker`: one started while this bundle loaded, for the first scan. */
export function main(scanWorker?: WaitingScanWorker): void {
  if (scanWorker !== undefined) offerWaitingScanWorker(scanWorker);
  void runCliProcess(process.argv.slice(2)).then(async ({ code }) => {
    // The command is done and its output said: end now. A call that outlived its bound (a
    // keychain daemon that stopped answering holds a native call for up to a minute) must not
    // keep the process, and a pipeline, waiting.
    await flushOutput();
    process.exit(code);
  });
}
