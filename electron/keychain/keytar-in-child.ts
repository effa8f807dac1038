// keytar for the command-line tool, each call in a child process (keytar-helper.cjs). When the
// keychain daemon stops answering, the token store's bound ends the wait as before, and the
// CLI can then exit at once: the stuck native call lives in the child, which is ended with it.
// (In-process, Node's exit waits for the busy pool thread: up to a minute.)
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import type { KeytarLike, KeytarLoader } from './load-keytar';

const running = new Set<ChildProcess>();
let cleanupInstalled = false;

/** A loader that checks keytar is installed (without loading its native part here). */
export function childProcessKeytar(helperPath: string): KeytarLoader {
  return () => {
    // As load-keytar would fail: "Cannot find module 'keytar'" makes the keychain unavailable.
    createRequire(helperPath).resolve('keytar');
    if (!cleanupInstalled) {
      cleanupInstalled = true;
      process.on('exit', () => {
        for (const child of running) child.kill('SIGKILL');
      });
    }
    return {
      getPassword: (service, account) => call(helperPath, ['get', service, account]) as Promise<string | null>,
      setPassword: async (service, account, password) => void (await call(helperPath, ['set', service, account], password)),
      deletePassword: (service, account) => call(helperPath, ['delete', service, account]) as Promise<boolean>,
    } satisfies KeytarLike;
  };
}

function call(helperPath: string, args: string[], input = ''): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [helperPath, ...args], { stdio: ['pipe', 'pipe', 'ignore'], windowsHide: true });
    running.add(child);
    // A child still waiting on the keychain must not keep the CLI alive. While the CLI waits
    // for an answer, the token store's bound (a timer) keeps its event loop running.
    child.unref();
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (output += chunk));
    (child.stdout as unknown as { unref?: () => void }).unref?.();
    child.on('error', (error) => {
      running.delete(child);
      reject(error);
    });
    child.on('close', () => {
      running.delete(child);
      try {
        const answer = JSON.parse(output.trim().split('\n').pop() ?? '') as { ok: boolean; value?: unknown; message?: string };
        if (answer.ok) resolve(answer.value ?? null);
        else reject(new Error(answer.message ?? 'the keychain helper failed'));
      } catch {
        reject(new Error('the keychain helper ended without an answer'));
      }
    });
    child.stdin.end(input);
  });
}
