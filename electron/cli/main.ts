// Entry point of the `article-importer` binary (bundled to dist/cli/article-importer.cjs).
import { cliMessages } from '../../shared/messages/en/cli';
import type { CliDeps } from './cli-deps';
import { processIo } from './cli-io';
import { EXIT } from './exit-codes';
import { runCli } from './run-cli';

const io = processIo();
const argv = process.argv.slice(2);
const interrupt = new AbortController();
// During a send, the first Ctrl-C cancels it (so the outcome can still be said: the body may
// have gone out); the second quits. Other commands keep Ctrl-C's usual meaning.
if (argv[0] === 'send') {
  process.on('SIGINT', () => {
    if (interrupt.signal.aborted) process.exit(130);
    interrupt.abort();
    process.stderr.write(`\n${cliMessages.send.interrupted}\n`);
  });
}

let deps: Promise<CliDeps> | undefined;
const loadDeps = () => (deps ??= import('./cli-deps').then(({ cliDeps }) => cliDeps(io)));
runCli(argv, io, { deps: loadDeps, interrupt: interrupt.signal }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A bug, not a user error: say so in one line; never print request details (tokens).
    process.stderr.write(`article-importer: unexpected failure: ${(error as Error).message}\n`);
    process.exit(EXIT.noAnswer);
  },
);
