// The command-line tool: the same core as the app, without a window, for support staff and
// ERP pipelines. Exit codes are part of its interface (see exit-codes.ts).
import { sayer } from './cli-text';
import { takeLang } from './take-lang';
import type { CliDeps } from './cli-deps';
import type { CliIo } from './cli-io';
import { EXIT } from './exit-codes';
import { UsageError } from './usage';
import { terminalLine } from './terminal-text';
import { SettingsUnreadable } from '../settings/settings-unreadable';
export interface RunCliOptions {
  /** Built on first use: `validate` needs no data folder, keychain or network. */
  deps: () => Promise<CliDeps>;
  interrupt?: AbortSignal;
}

type Command = (args: string[], io: CliIo, options: RunCliOptions) => Promise<number>;

// Each command's code is loaded when it runs: a pipeline calling `validate` once per export
// should not pay at start-up for the keychain, the settings schemas and the HTTP client.
const COMMANDS: Record<string, Command> = {
  validate: async (args, io) => (await import('./commands/validate-command')).runValidateCommand(args, io),
  send: async (args, io, { deps, interrupt }) =>
    (await import('./commands/send-command')).runSendCommand(args, io, { ...(await deps()), ...(interrupt === undefined ? {} : { interrupt }) }),
  changes: async (args, io, { deps, interrupt }) =>
    (await import('./commands/changes-command')).runChangesCommand(args, io, { ...(await deps()), ...(interrupt === undefined ? {} : { interrupt }) }),
  token: async (args, io, { deps }) => (await import('./commands/token-command')).runTokenCommand(args, io, await deps()),
  history: async (args, io, { deps }) => (await import('./commands/history-command')).runHistoryCommand(args, io, await deps()),
};

export async function runCli(argv: string[], given: CliIo, options: RunCliOptions): Promise<number> {
  const lang = takeLang(argv);
  const io: CliIo = lang.locale === undefined ? given : { ...given, locale: lang.locale };
  const say = sayer(io);
  if (lang.bad !== undefined) {
    io.stderr.write(say('cli.badArguments', { detail: say('cli.badLang', { value: lang.bad }) }) + '\n');
    return EXIT.usage;
  }
  const [name, ...args] = lang.rest;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout).write(say('cli.usage') + '\n');
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (command === undefined) {
    io.stderr.write(say('cli.unknownCommand', { command: name }) + '\n');
    return EXIT.usage;
  }
  try {
    return await command(args, io, options);
  } catch (error) {
    // parseArgs reports unknown options and missing values with ERR_PARSE_ARGS_* codes, in
    // Node's English: said inside the run's language.
    const code = (error as { code?: string }).code ?? '';
    if (error instanceof SettingsUnreadable) {
      io.stderr.write(say('cli.settings.unreadable', { problem: error.problem, file: terminalLine(error.file) }) + '\n');
      return EXIT.settingsUnreadable;
    }
    if (error instanceof UsageError || code.startsWith('ERR_PARSE_ARGS')) {
      const detail = error instanceof UsageError ? say(error.text) : (error as Error).message;
      io.stderr.write(say('cli.badArguments', { detail }) + '\n');
      return EXIT.usage;
    }
    throw error;
  }
}
