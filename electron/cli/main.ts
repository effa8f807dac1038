// Entry point of the `article-importer` binary (bundled to dist/cli/article-importer.cjs).
import { processIo } from './cli-io';
import { EXIT } from './exit-codes';
import { runCli } from './run-cli';

runCli(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A bug, not a user error: say so in one line; never print request details (tokens).
    process.stderr.write(`article-importer: unexpected failure: ${(error as Error).message}\n`);
    process.exitCode = EXIT.noAnswer;
  },
);
