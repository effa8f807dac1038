// The command-line tool: the same core as the app, without a window, for support staff and
// ERP pipelines. Exit codes are part of its interface (see exit-codes.ts).
import { cliMessages as m } from '../../shared/messages/en/cli';
import type { CliDeps } from './cli-deps';
import type { CliIo } from './cli-io';
import { EXIT } from './exit-codes';
import { UsageError } from './usage';
import { runValidateCommand } from './commands/validate-command';
import { runSendCommand } from './commands/send-command';
import { runTokenCommand } from './commands/token-command';
import { runHistoryCommand } from './commands/history-command';

export interface RunCliOptions {
  /** Built on first use: `validate` needs no data folder, keychain or network. */
  deps: () => CliDeps;
  interrupt?: AbortSignal;
}

type Command = (args: string[], io: CliIo, options: RunCliOptions) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  validate: (args, io) => runValidateCommand(args, io),
  send: (args, io, { deps, interrupt }) => runSendCommand(args, io, { ...deps(), ...(interrupt === undefined ? {} : { interrupt }) }),
  token: (args, io, { deps }) => runTokenCommand(args, io, deps()),
  history: (args, io, { deps }) => runHistoryCommand(args, io, deps()),
};

export async function runCli(argv: string[], io: CliIo, options: RunCliOptions): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout).write(m.usage + '\n');
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (command === undefined) {
    io.stderr.write(m.unknownCommand({ command: name }) + '\n');
    return EXIT.usage;
  }
  try {
    return await command(args, io, options);
  } catch (error) {
    // parseArgs reports unknown options and missing values with ERR_PARSE_ARGS_* codes.
    const code = (error as { code?: string }).code ?? '';
    if (error instanceof UsageError || code.startsWith('ERR_PARSE_ARGS')) {
      io.stderr.write(m.badArguments({ detail: (error as Error).message }) + '\n');
      return EXIT.usage;
    }
    throw error;
  }
}
