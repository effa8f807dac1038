// The command-line tool's commands, defined once. The tool runs them from here (run-cli.ts),
// its help lists them and answers each one's --help from here, and the installed app's
// executable asks this list whether a start is a command or a window (electron/main/main.ts).
import type { MessageKey } from '../../shared/messages/catalogue';
import type { CliDeps } from './cli-deps';
import type { CliIo } from './cli-io';

export interface RunCliOptions {
  /** Built on first use: `validate` needs no data folder, keychain or network. */
  deps: () => Promise<CliDeps>;
  interrupt?: AbortSignal;
}

export interface CliCommand {
  name: string;
  /** Its line in `article-importer --help`. */
  synopsis: MessageKey;
  /** What `article-importer NAME --help` prints. */
  help: MessageKey;
  run(args: string[], io: CliIo, options: RunCliOptions): Promise<number>;
  /**
   * The first Ctrl-C (or SIGTERM) cancels through `interrupt` instead of killing the process:
   * the command says what happened (a send: whether the body went out) and leaves no
   * half-written file; a second one quits at once.
   */
  cancels?: true;
}

const withInterrupt = (interrupt: AbortSignal | undefined) => (interrupt === undefined ? {} : { interrupt });

// Each command's code is loaded when it runs: a pipeline calling `validate` once per export
// should not pay at start-up for the keychain, the settings schemas and the HTTP client.
export const CLI_COMMANDS: readonly CliCommand[] = [
  {
    name: 'validate', synopsis: 'cli.validate.synopsis', help: 'cli.validate.usage',
    run: async (args, io) => (await import('./commands/validate-command')).runValidateCommand(args, io),
  },
  {
    name: 'send', cancels: true, synopsis: 'cli.send.synopsis', help: 'cli.send.usage',
    run: async (args, io, { deps, interrupt }) => (await import('./commands/send-command')).runSendCommand(args, io, { ...(await deps()), ...withInterrupt(interrupt) }),
  },
  {
    name: 'changes', synopsis: 'cli.changes.synopsis', help: 'cli.changes.usage',
    run: async (args, io, { deps, interrupt }) => (await import('./commands/changes-command')).runChangesCommand(args, io, { ...(await deps()), ...withInterrupt(interrupt) }),
  },
  {
    name: 'set-aside', cancels: true, synopsis: 'cli.setAside.synopsis', help: 'cli.setAside.usage',
    run: async (args, io, { interrupt }) => (await import('./commands/set-aside-command')).runSetAsideCommand(args, io, withInterrupt(interrupt)),
  },
  {
    name: 'fix', cancels: true, synopsis: 'cli.fix.synopsis', help: 'cli.fix.usage',
    // The data folder only once a copy is written (for its record); no keychain, no network.
    run: async (args, io, { deps, interrupt }) => (await import('./commands/fix-command')).runFixCommand(args, io, { dataDir: async () => (await deps()).dataDir, ...withInterrupt(interrupt) }),
  },
  {
    // from-schema and default: the rulesets the tool makes; offline, no data folder.
    name: 'rules', synopsis: 'cli.rules.synopsis', help: 'cli.rules.usage',
    run: async (args, io) => (await import('./commands/rules-command')).runRulesCommand(args, io),
  },
  {
    name: 'token', synopsis: 'cli.token.synopsis', help: 'tokenCommand.usage',
    run: async (args, io, { deps }) => (await import('./commands/token-command')).runTokenCommand(args, io, await deps()),
  },
  {
    name: 'history', synopsis: 'cli.history.synopsis', help: 'cli.history.usage',
    run: async (args, io, { deps }) => (await import('./commands/history-command')).runHistoryCommand(args, io, await deps()),
  },
];

/** `help` is a command too: it prints the list. */
export const HELP_COMMAND = 'help';

export function findCliCommand(name: string): CliCommand | undefined {
  return CLI_COMMANDS.find((command) => command.name === name);
}

/**
 * The tool's arguments when a start of the app's executable is a command of the tool, else
 * undefined (a window). `args` are the user's arguments (no executable, no app folder).
 */
export function cliCommandArgs(args: readonly string[]): string[] | undefined {
  const first = args.find((arg) => !arg.startsWith('-'));
  if (first === undefined || (first !== HELP_COMMAND && findCliCommand(first) === undefined)) return undefined;
  // Switches Chromium or the OS put before the command (--no-sandbox, -psn_…) are not the tool's.
  return args.slice(args.indexOf(first));
}
