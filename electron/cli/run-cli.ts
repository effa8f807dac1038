// The command-line tool: the same core as the app, without a window, for support staff and
// ERP pipelines. Exit codes are part of its interface (see exit-codes.ts).
import { sayer } from './cli-text';
import { takeLang } from './take-lang';
import type { CliIo } from './cli-io';
import { EXIT } from './exit-codes';
import { UsageError } from './usage';
import { CLI_COMMANDS, HELP_COMMAND, findCliCommand, type RunCliOptions } from './command-registry';
import type { Say } from './cli-text';
import { terminalLine } from './terminal-text';
import { SettingsUnreadable } from '../settings/settings-unreadable';
import { RulesetUnusable, describeUnusable } from './ruleset-unusable';

export type { RunCliOptions };
export async function runCli(argv: string[], given: CliIo, options: RunCliOptions): Promise<number> {
  const lang = takeLang(argv);
  const io: CliIo = lang.locale === undefined ? given : { ...given, locale: lang.locale };
  const say = sayer(io);
  if (lang.bad !== undefined) {
    io.stderr.write(say('cli.badArguments', { detail: say('cli.badLang', { value: lang.bad }) }) + '\n');
    return EXIT.usage;
  }
  const [name, ...args] = lang.rest;
  if (name === undefined || name === '--help' || name === '-h' || name === HELP_COMMAND) {
    (name === undefined ? io.stderr : io.stdout).write(usage(say) + '\n');
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = findCliCommand(name);
  if (command === undefined) {
    io.stderr.write(say('cli.unknownCommand', { command: name }) + '\n');
    return EXIT.usage;
  }
  // Every command answers --help the same way, before its own arguments are read.
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout.write(say(command.help) + '\n');
    return EXIT.ok;
  }
  try {
    return await command.run(args, io, options);
  } catch (error) {
    // parseArgs reports unknown options and missing values with ERR_PARSE_ARGS_* codes, in
    // Node's English: said inside the run's language.
    const code = (error as { code?: string }).code ?? '';
    if (error instanceof SettingsUnreadable) {
      io.stderr.write(say('cli.settings.unreadable', { problem: error.problem, file: terminalLine(error.file) }) + '\n');
      return EXIT.unavailable;
    }
    if (error instanceof RulesetUnusable) {
      io.stderr.write(describeUnusable(error, say));
      return EXIT.usage;
    }
    if (error instanceof UsageError || code.startsWith('ERR_PARSE_ARGS')) {
      const detail = error instanceof UsageError ? say(error.text) : (error as Error).message;
      io.stderr.write(say('cli.badArguments', { detail }) + '\n');
      return EXIT.usage;
    }
    throw error;
  }
}

/** The tool's help: each command's line, then the options every command takes and the exit codes. */
function usage(say: Say): string {
  return [say('cli.usage'), ...CLI_COMMANDS.map((command) => `  ${say(command.synopsis)}`), '', say('cli.usage.more')].join('\n');
}
