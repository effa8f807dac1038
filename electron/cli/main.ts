// Entry point of the `article-importer` binary (bundled to dist/cli/article-importer.cjs).
import { runCliProcess } from './run-cli-process';

void runCliProcess(process.argv.slice(2)).then(({ code, unexpected }) => {
  // After a bug, end now: a pending keychain or network call must not keep the process alive.
  if (unexpected) process.exit(code);
  process.exitCode = code;
});
