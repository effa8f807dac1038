// The built `article-importer` binary, run as a pipeline runs it: its own process, stdin
// closed, no colour. Killed after `killAfterMs` if it hangs (code is then null), so a test of
// "it does not hang" fails on the missing exit instead of timing out.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './paths';

const CLI_BIN = path.join(repoRoot, 'electron', 'cli', 'bin.cjs');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr as they came, one after the other per chunk. */
  output: string;
}

/** The language variables of the machine running the tests do not leak in: English unless a test sets them. */
const ENGLISH = { LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8', LANGUAGE: '' };

export function runCliBinary(args: string[], env: Record<string, string> = {}, killAfterMs = 60_000, onStart?: (child: ChildProcess) => void): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_BIN, ...args], { env: { ...process.env, NO_COLOR: '1', ...ENGLISH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    onStart?.(child);
    const guard = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    let stdout = '';
    let stderr = '';
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(guard);
      resolve({ code, stdout, stderr, output });
    });
  });
}
