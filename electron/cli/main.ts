// Entry point of the `article-importer` binary (bundled to dist/cli/article-importer.cjs).
import { flushOutput, runCliProcess } from './run-cli-process';

void runCliProcess(process.argv.slice(2)).then(async ({ code }) => {
  // The command is done and its output said: end now. A call that outlived its bound (a
  // keychain daemon that stopped answering holds a native call for up to a minute) must not
  // keep the process, and a pipeline, waiting.
  await flushOutput();
  process.exit(code);
});
