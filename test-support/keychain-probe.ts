// Drives the real token store against whatever keychain this process can reach, and prints
// what happened as one JSON line. keychain-real.test.ts runs it inside a private D-Bus session
// (it can also be run by hand to diagnose a machine: `npx tsx test-support/keychain-probe.ts status`).
// The token comes from PROBE_TOKEN in the environment, never argv, and is never printed.
// Mode `cli` runs the `token` command itself on this process's real stdin, stdout and stderr.
import { execFile } from 'node:child_process';
import { runTokenCommand } from '../electron/cli/commands/token-command';
import { processIo } from '../electron/cli/cli-io';
import { KeychainError } from '../electron/keychain/keychain-error';
import { createTokenStore } from '../electron/keychain/token-store';

const ORIGIN = process.env.PROBE_ORIGIN ?? 'https://probe.article-importer.invalid';
const OTHER_ORIGIN = 'https://other.article-importer.invalid';
const mode = process.argv[2] ?? 'status';

const store = createTokenStore(process.env.PROBE_TIMEOUT_MS ? { timeoutMs: Number(process.env.PROBE_TIMEOUT_MS) } : {});

/** What the Secret Service holds, read with libsecret's own tool: proof the entry is real. */
function secretToolLookup(origin: string): Promise<string | null | 'no-tool'> {
  return new Promise((resolve) => {
    execFile('secret-tool', ['lookup', 'service', 'article-importer', 'account', origin], (error, stdout) => {
      if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') resolve('no-tool');
      else resolve(error ? null : stdout);
    });
  });
}

async function roundTrip(token: string): Promise<Record<string, unknown>> {
  const before = await store.status(ORIGIN);
  await store.set(ORIGIN, token);
  await store.set(OTHER_ORIGIN, `${token}-other`);
  const afterSet = await store.status(ORIGIN);
  const got = await store.get(ORIGIN);
  const lookedUp = await secretToolLookup(ORIGIN);
  const deleted = await store.delete(ORIGIN);
  const deletedAgain = await store.delete(ORIGIN);
  const afterDelete = await store.status(ORIGIN);
  const other = await store.get(OTHER_ORIGIN);
  await store.delete(OTHER_ORIGIN);
  return {
    before,
    afterSet,
    getMatches: got === token,
    secretToolMatches: lookedUp === 'no-tool' ? 'no-tool' : lookedUp === token,
    deleted,
    deletedAgain,
    afterDelete,
    otherOriginKept: other === `${token}-other`,
  };
}

async function main(): Promise<void> {
  if (mode === 'cli') {
    process.exitCode = await runTokenCommand(process.argv.slice(3), processIo(), { tokenStore: store, readSettings: async () => ({ defaultBaseUrl: null }) });
    return;
  }
  const token = process.env.PROBE_TOKEN ?? '';
  try {
    let result: Record<string, unknown>;
    if (mode === 'round-trip') result = await roundTrip(token);
    else if (mode === 'set') result = { set: (await store.set(ORIGIN, token), true) };
    else if (mode === 'status') result = { status: await store.status(ORIGIN) };
    else throw new Error(`unknown mode ${mode}`);
    console.log(JSON.stringify({ ok: true, ...result }));
  } catch (error) {
    if (!(error instanceof KeychainError)) throw error;
    console.log(JSON.stringify({ ok: false, code: error.code, message: error.message, detail: error.detail }));
  }
}

await main();
// A keychain call that lost its race to the time-out still occupies a native thread and would
// keep the process alive until it returns; the answer is printed, so end now.
process.exit();
