// `article-importer token set|status|delete [--base-url URL]`: the API token in the system
// keychain, one per configurator origin. `set` reads the token from standard input (hidden on
// a terminal), never from argv, and nothing this command prints can contain it: arguments are
// never echoed back, in case a token was pasted where an argument goes.
import { keychainErrorText, KeychainError } from '../../keychain/keychain-error';
import { terminalLine } from '../terminal-text';
import { TOKEN_ENV } from '../../keychain/cli-token';
import { invalidTokenError, parseToken } from '../../keychain/parse-token';
import { readTokenInput } from '../../keychain/read-token-input';
import type { TokenStore } from '../../keychain/token-store';
import { resolveBaseUrl } from '../../settings/resolve-base-url';
import type { Settings } from '../../settings/settings-schema';
import { sayer, type Say } from '../cli-text';
import type { MessageKey } from '../../../shared/messages/catalogue';
import type { CliIo } from '../cli-io';
import { EXIT } from '../exit-codes';

export interface TokenCommandDeps {
  tokenStore: Pick<TokenStore, 'status' | 'set' | 'delete'>;
  /** For the saved default base URL; read only when neither --base-url nor the variable is given. */
  readSettings: () => Promise<Pick<Settings, 'defaultBaseUrl'>>;
}

type Action = 'set' | 'status' | 'delete';

export async function runTokenCommand(args: string[], io: CliIo, deps: TokenCommandDeps): Promise<number> {
  const say = sayer(io);
  const m = (name: string, values?: Record<string, string>) => say(`tokenCommand.${name}` as MessageKey, values);
  const parsed = parseTokenArgs(args, say);
  if (parsed === 'help') {
    io.stdout.write(`${m('usage')}\n`);
    return EXIT.ok;
  }
  if (typeof parsed === 'string') return usage(io, parsed);

  const target = await resolveBaseUrl({ option: parsed.baseUrl, env: io.env, readSettings: deps.readSettings });
  if (!target.ok) return usage(io, target.problem === 'missing' ? m('noBaseUrl') : say('tokenCommand.badBaseUrl', { reason: target.message }));
  const { origin, baseUrl } = target;
  const report = (fields: Record<string, unknown>) => io.stdout.write(`${JSON.stringify({ baseUrl, origin, ...fields })}\n`);

  try {
    switch (parsed.action) {
      case 'set': {
        const input = await readTokenInput(io.stdin, io.stderr, m('prompt', { origin }));
        if (input.kind === 'cancelled') {
          io.stderr.write(`${m('cancelled')}\n`);
          return EXIT.interrupted;
        }
        if (input.kind === 'cannotHide') return usage(io, m('cannotHideInput'));
        if (input.kind === 'none') return usage(io, m('noInput'));
        const token = parseToken(input.text);
        if (!token.ok) return usage(io, `${say(invalidTokenError(token).text)}\n${say('tokenInput.howToGet')}`);
        await deps.tokenStore.set(origin, token.token);
        report({ state: 'set', where: 'keychain' });
        io.stderr.write(`${m('saved', { origin })}\n`);
        return EXIT.ok;
      }
      case 'status': {
        const status = await deps.tokenStore.status(origin);
        const environment = Boolean(io.env[TOKEN_ENV]);
        report({ ...status, environment });
        io.stderr.write(`${status.state === 'set' ? m('statusSet', { origin }) : m('statusAbsent', { origin })}\n`);
        if (status.state === 'absent' && !environment) io.stderr.write(`${say('tokenInput.howToGet')}\n`);
        if (environment) io.stderr.write(`${m('statusEnvironment')}\n`);
        return EXIT.ok;
      }
      case 'delete': {
        const deleted = await deps.tokenStore.delete(origin);
        report({ deleted, state: 'absent', where: 'keychain' });
        io.stderr.write(`${deleted ? m('deleted', { origin }) : m('nothingToDelete', { origin })}\n`);
        return EXIT.ok;
      }
    }
  } catch (error) {
    if (!(error instanceof KeychainError)) throw error;
    report({ error: { code: error.code, message: say(error.text) } });
    io.stderr.write(`${say(keychainErrorText(error, 'cli'))}\n`);
    if (error.detail) io.stderr.write(`${m('details', { detail: terminalLine(error.detail) })}\n`);
    return EXIT.unavailable;
  }
}

/** The action and --base-url; 'help'; or the message for a usage error (which never quotes an argument). */
function parseTokenArgs(args: string[], say: Say): { action: Action; baseUrl?: string } | 'help' | string {
  const m = (name: string) => say(`tokenCommand.${name}` as MessageKey);
  if (args.some((arg) => arg === '--help' || arg === '-h')) return 'help';
  const [action, ...rest] = args;
  if (action !== 'set' && action !== 'status' && action !== 'delete') {
    // `token <something>`: likely the token itself; say why it is not taken, without showing it.
    return action === undefined || action.startsWith('-') ? m('badArguments') : `${m('badArguments')}\n${m('tokenAsArgument')}`;
  }
  let baseUrl: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--base-url') {
      const value = rest[++i];
      if (value === undefined || value.startsWith('-')) return m('missingValue');
      baseUrl = value;
    } else if (arg.startsWith('--base-url=')) {
      baseUrl = arg.slice('--base-url='.length);
      if (baseUrl === '') return m('missingValue');
    } else {
      return `${m('badArguments')}\n${m('tokenAsArgument')}`;
    }
  }
  return baseUrl === undefined ? { action } : { action, baseUrl };
}

function usage(io: CliIo, message: string): number {
  io.stderr.write(`${message}\n`);
  return EXIT.usage;
}
