// The token store against the real Secret Service: gnome-keyring in a private D-Bus session,
// with a temporary HOME and XDG folders, so a developer's own keychain is never touched and
// nothing outlives the test (dbus-run-session ends the bus, and the daemon goes with it).
// CI installs the tools (.ci/run) and must never skip these; elsewhere a missing tool skips
// them with the reason printed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNLOCK_KEYRING, hasSecretTool, inPrivateSession, isolatedEnv, missingKeyringTools } from '../../test-support/private-keyring';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROBE = 'test-support/keychain-probe.ts';

const missing = missingKeyringTools();
const inCi = Boolean(process.env.CI);
const skip = missing.length > 0 && !inCi;
if (skip) {
  console.warn(`Skipping the real keychain tests: missing ${missing.join(', ')} (apt-get install -y dbus gnome-keyring libsecret-tools).`);
}

function requireTools(): void {
  if (missing.length > 0) {
    throw new Error(`CI must run the real keychain tests, but these tools are missing: ${missing.join(', ')} (.ci/run installs dbus and gnome-keyring).`);
  }
}

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  result: Record<string, unknown>;
}

let home = '';
let token = '';

beforeEach(async () => {
  home = await mkdtemp(path.join(os.tmpdir(), 'ai-keychain-'));
  token = `tok_${randomBytes(16).toString('hex')}`;
});

afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

/**
 * Runs `command` (argv) in the clean environment of isolatedEnv. A stuck child is killed with
 * its process group so that nothing is left running; the test then fails on the missing answer.
 */
async function run(command: string[], extraEnv: Record<string, string> = {}): Promise<Run> {
  const env = await isolatedEnv(home, { PROBE_TOKEN: token, ...extraEnv });
  return new Promise((resolve, reject) => {
    const [file, ...args] = command as [string, ...string[]];
    const child = spawn(file, args, { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    const guard = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* already gone */ } }, 15_000);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(guard);
      const line = stdout.trim().split('\n').pop() ?? '';
      let result: Record<string, unknown> = {};
      try {
        result = JSON.parse(line) as Record<string, unknown>;
      } catch {
        // left empty: the assertions below then show stdout and stderr
      }
      resolve({ status, stdout, stderr, result });
    });
  });
}

const probe = (mode: string) => `exec "$NODE" --import tsx ${PROBE} ${mode}`;
const unlockedKeyring = UNLOCK_KEYRING;
const inSession = inPrivateSession;

function expectNoToken(r: Run): void {
  expect(r.stdout).not.toContain(token);
  expect(r.stderr).not.toContain(token);
}

describe.skipIf(skip)('token store with gnome-keyring in a private D-Bus session', () => {
  it('saves, reports, reads and deletes a token per origin, in the real Secret Service', async () => {
    requireTools();
    const r = await run(inSession(`${unlockedKeyring} && ${probe('round-trip')}`));
    expect(r.result, r.stdout + r.stderr).toEqual({
      ok: true,
      before: { state: 'absent', where: 'keychain' },
      afterSet: { state: 'set', where: 'keychain' },
      getMatches: true,
      // libsecret's own tool finds the entry: it is in the keyring, not in some cache of ours.
      secretToolMatches: hasSecretTool() ? true : 'no-tool',
      deleted: true,
      deletedAgain: false,
      afterDelete: { state: 'absent', where: 'keychain' },
      otherOriginKept: true,
    });
    expect(r.status).toBe(0);
    expectNoToken(r);
  });

  it('runs `token set`, `status` and `delete` with the token piped in, end to end', async () => {
    requireTools();
    const cli = `"$NODE" --import tsx ${PROBE} cli`;
    const url = '--base-url https://cfg.example/shop';
    const r = await run(inSession([
      unlockedKeyring,
      `printf '%s\\n' "$PROBE_TOKEN" | ${cli} set ${url}`,
      `${cli} status ${url}`,
      // libsecret's own tool finds exactly the piped token under the origin (compared, not printed).
      `if command -v secret-tool >/dev/null; then secret-tool lookup service article-importer account https://cfg.example | grep -Fqx "$PROBE_TOKEN" && echo '{"lookup":true}'; else echo '{"lookup":"no-tool"}'; fi`,
      `${cli} delete ${url}`,
      `${cli} status ${url}`,
    ].join(' && ')));
    const lines = r.stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines, r.stdout + r.stderr).toEqual([
      { baseUrl: 'https://cfg.example/shop', origin: 'https://cfg.example', state: 'set', where: 'keychain' },
      { baseUrl: 'https://cfg.example/shop', origin: 'https://cfg.example', state: 'set', where: 'keychain', environment: false },
      { lookup: hasSecretTool() ? true : 'no-tool' },
      { baseUrl: 'https://cfg.example/shop', origin: 'https://cfg.example', deleted: true, state: 'absent', where: 'keychain' },
      { baseUrl: 'https://cfg.example/shop', origin: 'https://cfg.example', state: 'absent', where: 'keychain', environment: false },
    ]);
    expect(r.status).toBe(0);
    expectNoToken(r);
  });

  it('explains a locked keychain', async () => {
    requireTools();
    const created = await run(inSession(`${unlockedKeyring} && ${probe('status')}`));
    expect(created.result, created.stdout + created.stderr).toMatchObject({ ok: true });
    // A new session over the same keyring file, started without the password: it stays locked,
    // and with no display the unlock prompt cannot be shown.
    const r = await run(inSession(`gnome-keyring-daemon --start --components=secrets >/dev/null && ${probe('set')}`));
    expect(r.result, r.stdout + r.stderr).toMatchObject({ ok: false, code: 'keychain.locked', message: expect.stringMatching(/locked/) });
    expectNoToken(r);
  });

  it('explains a session bus on which no Secret Service exists', async () => {
    requireTools();
    // A bus with no service folders, so nothing can be started on demand to provide one.
    const config = path.join(home, 'bus.conf');
    await writeFile(config, `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=${os.tmpdir()}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`);
    const r = await run(inSession(probe('status'), [`--config-file=${config}`]));
    expect(r.result, r.stdout + r.stderr).toMatchObject({ ok: false, code: 'keychain.unavailable', message: expect.stringMatching(/Secret Service/) });
  });
});

describe.skipIf(skip)('a locked keyring', () => {
  it('is reported as locked (exit 69, "unlock"), not as "no token saved", by status and delete', async () => {
    requireTools();
    const cli = `"$NODE" --import tsx ${PROBE} cli`;
    const url = '--base-url https://cfg.example';
    const lock = 'dbus-send --session --print-reply --dest=org.freedesktop.secrets /org/freedesktop/secrets org.freedesktop.Secret.Service.Lock array:objpath:/org/freedesktop/secrets/collection/login >/dev/null';
    const r = await run(inSession([
      unlockedKeyring,
      `printf '%s\\n' "$PROBE_TOKEN" | ${cli} set ${url} 2>/dev/null`,
      lock,
      `${cli} status ${url} 2>"$HOME/status.err"; echo "{\\"status\\":$?}"`,
      `${cli} delete ${url} 2>"$HOME/delete.err"; echo "{\\"delete\\":$?}"`,
      'cat "$HOME/status.err" >&2',
    ].join('; ')));
    const lines = r.stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines, r.stdout + r.stderr).toEqual([
      { baseUrl: 'https://cfg.example', origin: 'https://cfg.example', state: 'set', where: 'keychain' },
      expect.objectContaining({ error: expect.objectContaining({ code: 'keychain.locked' }) }),
      { status: 69 },
      expect.objectContaining({ error: expect.objectContaining({ code: 'keychain.locked' }) }),
      { delete: 69 },
    ]);
    expect(r.stderr).toMatch(/keychain is locked.*Unlock it/);
    expectNoToken(r);
  }, 30_000);
});

describe.skipIf(skip)('a keychain daemon that stopped answering', () => {
  it('gets `token status` its message and exit 69 within the bound, and the process ends then, not a minute later', async () => {
    requireTools();
    // The daemon of this private session only (other tests run their own), stopped mid-life.
    const stopDaemon = 'for p in $(pgrep gnome-keyring-d); do if tr "\\0" "\\n" < /proc/$p/environ | grep -qxF "DBUS_SESSION_BUS_ADDRESS=$DBUS_SESSION_BUS_ADDRESS"; then kill -STOP $p; echo $p > "$HOME/stopped"; fi; done';
    const resume = 'kill -CONT $(cat "$HOME/stopped") 2>/dev/null';
    const r = await run(inSession([
      unlockedKeyring,
      // A first answer proves the daemon works, then it stops answering.
      stopDaemon,
      `"$NODE" ${path.join(repoRoot, 'electron/cli/bin.cjs')} token status --base-url https://cfg.example; printf '{"exit":%s}\\n' $?`,
      resume,
    ].join('; ')));
    // Killed by the run's 15 s guard (status null) if the pending native call kept it alive.
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.result, r.stdout).toEqual({ exit: 69 });
    expect(r.stderr).toMatch(/keychain/i);
  }, 30_000);
});

describe('token store without any session bus', () => {
  it('returns the explained KeychainError within its bound instead of hanging', async () => {
    // No tools needed: the bus address points at a socket that does not exist.
    const r = await run([process.execPath, '--import', 'tsx', PROBE, 'set'], {
      DBUS_SESSION_BUS_ADDRESS: `unix:path=${path.join(home, 'no-such-bus')}`,
      PROBE_TIMEOUT_MS: '3000',
    });
    expect(r.result, r.stdout + r.stderr).toMatchObject({
      ok: false,
      code: 'keychain.unavailable',
      message: expect.stringMatching(/cannot be reached.*Secret Service/),
      detail: expect.stringMatching(/Could not connect/),
    });
    expect(r.status).toBe(0);
    expectNoToken(r);
  });
});
