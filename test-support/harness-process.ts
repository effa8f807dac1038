// Starts `tools/harness/main.ts` as its own process, the way a person runs `npm run harness`,
// with a private data folder. With keychain 'real' it runs inside a private D-Bus session with
// gnome-keyring unlocked (temporary HOME and XDG folders), so tokens go to a real Secret
// Service and never touch the developer's own keychain; with 'none' the bus address points
// nowhere, so the keychain is unavailable and the session-only path is what works.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths';
import { UNLOCK_KEYRING, inPrivateSession, isolatedEnv, missingKeyringTools } from './private-keyring';

export { repoRoot };

export type KeychainMode = 'real' | 'none';

export interface HarnessProcess {
  url: string;
  origin: string;
  dataDir: string;
  keychain: KeychainMode;
  /** Everything the harness printed (for a failing test's message). */
  output(): string;
  /** Opens a file from outside the page (as the menu or a second start of the app would). */
  openFromOutside(file: string): void;
  stop(): Promise<void>;
}

/** Why the real keychain cannot be used here, or undefined when it can. */
export function realKeychainMissing(): string | undefined {
  const missing = missingKeyringTools();
  return missing.length === 0 ? undefined : `${missing.join(' and ')} not installed (apt-get install -y dbus gnome-keyring)`;
}

/** `root`: another checkout's harness and build (the benches compare two builds); this one's by default. */
export async function startHarnessProcess(options: { keychain: KeychainMode; responseTimeoutMs?: number; root?: string }): Promise<HarnessProcess> {
  const cwd = options.root ?? repoRoot;
  const home = await mkdtemp(path.join(os.tmpdir(), 'ai-e2e-'));
  const dataDir = path.join(home, 'data');
  const env = await isolatedEnv(home, { ARTICLE_IMPORTER_DATA_DIR: dataDir });
  const args = ['tools/harness/main.ts', ...(options.responseTimeoutMs ? ['--response-timeout-ms', String(options.responseTimeoutMs)] : [])];
  const node = `exec "$NODE" --import tsx ${args.join(' ')}`;
  let child: ChildProcess;
  if (options.keychain === 'real') {
    const [bus, ...busArgs] = inPrivateSession(`${UNLOCK_KEYRING} && ${node}`);
    child = spawn(bus, busArgs, { cwd, env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  } else {
    env.DBUS_SESSION_BUS_ADDRESS = `unix:path=${path.join(home, 'no-such-bus')}`;
    child = spawn('sh', ['-c', node], { cwd, env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  }

  // A write after the harness exited must not fail the test run; its output says why it exited.
  child.stdin?.on('error', () => undefined);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The harness did not start within 20 s:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Open: (http:\/\/127\.0\.0\.1:\d+\/\?s=\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The harness exited (${code}) before it printed its address:\n${output}`));
    });
  });

  return {
    url,
    origin: new URL(url).origin,
    dataDir,
    keychain: options.keychain,
    output: () => output,
    // The harness reads paths from its standard input (tools/harness/main.ts).
    openFromOutside: (file) => void child.stdin?.write(`${file}\n`),
    async stop() {
      // The whole group: dbus-run-session, the keyring daemon and the harness.
      const exited = new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve();
        else child.once('exit', () => resolve());
      });
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      const killer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 3000);
      await exited;
      clearTimeout(killer);
      await rm(home, { recursive: true, force: true });
    },
  };
}
