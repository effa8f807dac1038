// `article-importer send FILE --app ID_OR_EDITOR_URL [--base-url URL] [--yes] [--allow-shrink]
// [--allow-price-jumps] [--allow-drift] [--no-compare] [--timeout SECONDS] [--format text|json]`:
// the terminal's side of the one
// send path (electron/send/send-file.ts). It checks the file with progress, shows what sending
// it would change, asks what must be confirmed (or takes the flags), shows the upload's
// progress and prints the server's answer; the path records the send, or the refusal.
//
// In two parts: this one parses, claims the target and checks the file; send-checked.ts, loaded
// once the check is done, does the rest. Its modules (zod, with the history's, the settings' and
// the digest's schemas) were held through the check's peak: with zod loaded first, `validate`
// with the digest collected peaked about 8 MiB higher (300 MB export, alternating rounds).
import { parseArgs } from 'node:util';
import path from 'node:path';
import { checkFile } from '../check-file';
import { RULES_OPTION, rulesFor } from '../cli-rules';
import { THREADS_OPTION, threadsFrom } from '../cli-threads';
import { text } from '../../../shared/messages/text';
import type { MessageKey } from '../../../shared/messages/catalogue';
import { sayer } from '../cli-text';
import type { CliDeps } from '../cli-deps';
import type { CliIo } from '../cli-io';
import { EXIT } from '../exit-codes';
import { claimTarget } from '../../send/target-claim';
import { UsageError, parseFormat } from '../usage';
import { resolveCliTarget } from '../cli-target';
import type { ClaimedSend } from './send-checked';

export interface SendCommandDeps extends Pick<CliDeps, 'dataDir' | 'historyFile' | 'readSettings' | 'tokenStore' | 'sendImport'> {
  /** Aborted on Ctrl-C: the send is cancelled, and the outcome said. */
  interrupt?: AbortSignal;
}

export async function runSendCommand(args: string[], io: CliIo, deps: SendCommandDeps): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      app: { type: 'string' },
      'base-url': { type: 'string' },
      yes: { type: 'boolean', default: false },
      'allow-shrink': { type: 'boolean', default: false },
      'allow-price-jumps': { type: 'boolean', default: false },
      'allow-drift': { type: 'boolean', default: false },
      // Sends a file that cannot be compared with what the target last accepted (its record is
      // damaged, missing, outdated or another target's); the guards of a comparison still apply.
      'no-compare': { type: 'boolean', default: false },
      timeout: { type: 'string' },
      deadline: { type: 'string' },
      format: { type: 'string', default: 'text' },
      ...RULES_OPTION,
      ...THREADS_OPTION,
    },
    allowPositionals: true,
    strict: true,
  });
  const format = parseFormat(values.format);
  if (positionals.length !== 1) throw new UsageError(text('cli.missingFile'));
  const threads = threadsFrom(values.threads);
  // A ruleset that cannot be used refuses the send before anything else happens (exit 64).
  const rules = await rulesFor(io, values.rules);
  const responseTimeoutMs = values.timeout === undefined ? undefined : parseSeconds(values.timeout, 'cli.send.badTimeout');
  const deadlineOption = values.deadline === undefined ? undefined : parseSeconds(values.deadline, 'cli.send.badDeadline');
  // Read once: the base URL, the answer deadline and the guards may all come from the settings file.
  let settings: ReturnType<typeof deps.readSettings> | undefined;
  const readSettings = () => (settings ??= deps.readSettings());
  const target = await resolveCliTarget(values.app, values['base-url'], io, readSettings);

  const file = positionals[0]!;
  const filePath = path.resolve(io.cwd, file);
  // One send per target on this computer, claimed before the check: refused at once while
  // another is in flight, and the digest read below is the one no other send can replace.
  const claimed = await claimTarget(deps.dataDir, target, 'cli');
  if ('refused' in claimed) return (await import('./send-checked')).refuseBusy(io, deps, { filePath, target, format, readSettings }, claimed.refused);
  try {
    return await sendClaimed(io, deps, { file, filePath, target, format, values, responseTimeoutMs, deadlineOption, readSettings, rules, threads });
  } finally {
    await claimed.claim.release();
  }
}

/** The send once its target is claimed: check, then (send-checked.ts) compare, confirm, send, record. */
async function sendClaimed(io: CliIo, deps: SendCommandDeps, claimed: ClaimedSend): Promise<number> {
  const validated = await checkFile(io, sayer(io), claimed.file, claimed.filePath, deps.interrupt, claimed.rules, claimed.threads);
  if (validated === 'cancelled') return EXIT.interrupted;
  // The digest's rows are in a temporary file until released, whatever happens below.
  try {
    return await (await import('./send-checked')).sendChecked(io, deps, claimed, validated);
  } finally {
    validated.digest?.release();
  }
}

function parseSeconds(value: string, problem: MessageKey): number {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 86_400) throw new UsageError(text(problem, { value }));
  return Math.round(seconds * 1000);
}
