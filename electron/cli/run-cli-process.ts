// The command-line tool in a process of its own: the npm binary (dist/cli/article-importer.cjs)
// and the installed desktop app given a CLI command (`article-importer validate …`) both run
// it here, so both answer with the same output and exit codes.
import { format } from '../../shared/messages/format';
import { cliLocale } from './cli-text';
import type { CliDeps } from './cli-deps';
import { processIo } from './cli-io';
import { findCliCommand } from './command-registry';
import { EXIT } from './exit-codes';
import { terminalLine } from './terminal-text';
import { runCli } from './run-cli';
import { takeLang } from './take-lang';

export interface CliOutcome {
  code: number;
  /** A bug, not a user error: the caller ends the process at once. */
  unexpected: boolean;
}

export async function runCliProcess(argv: string[]): Promise<CliOutcome> {
  quietOnClosedPipe(process.stdout);
  quietOnClosedPipe(process.stderr);
  const io = processIo();
  const interrupt = new AbortController();
  // In a send, or while a file is written, the first Ctrl-C (or SIGTERM) cancels (so a send's
  // outcome can still be said, and no half-written file is left); the second quits. Other
  // commands keep Ctrl-C's usual meaning.
  const lang = takeLang(argv);
  const locale = cliLocale({ env: io.env, ...(lang.locale === undefined ? {} : { locale: lang.locale }) });
  if (findCliCommand(lang.rest[0] ?? '')?.cancels) {
    const cancel = () => {
      if (interrupt.signal.aborted) process.exit(130);
      interrupt.abort();
      process.stderr.write(`\n${format(locale, 'cli.interrupted')}\n`);
    };
    process.on('SIGINT', cancel);
    process.on('SIGTERM', cancel);
  }

  let deps: Promise<CliDeps> | undefined;
  const loadDeps = () => (deps ??= import('./cli-deps').then(({ cliDeps }) => cliDeps(io)));
  try {
    return { code: await runCli(argv, io, { deps: loadDeps, interrupt: interrupt.signal }), unexpected: false };
  } catch (error) {
    // One line; never request details (they may hold a token). Exit 70, not 4: a bug in the
    // tool says nothing about the server, and 4 tells a pipeline "the import may have happened".
    process.stderr.write(`article-importer: ${format(locale, 'cli.internalError', { detail: terminalLine((error as Error).message) })}\n`);
    return { code: EXIT.internal, unexpected: true };
  }
}

/**
 * A reader that stops early (`validate … | head`) closes the pipe: the next write fails with
 * EPIPE, which Node raises as an unhandled 'error' event, a stack trace and exit 1 whatever
 * the command found. Nobody reads the output any more, so it is dropped: the command finishes
 * and exits with its own code. Any other write error stays what it was.
 */
function quietOnClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

/** Resolves once what was written to stdout and stderr has left the process (before an exit). */
export async function flushOutput(): Promise<void> {
  await Promise.all([process.stdout, process.stderr].map((stream) => new Promise<void>((resolve) => stream.write('', () => resolve()))));
}
