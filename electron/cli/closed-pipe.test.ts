// `article-importer validate FILE --format json | head -c 10`: the reader stops early and closes
// the pipe. The real binary in a real process whose stdout is a pipe closed after its first
// bytes: it ends quietly, with the command's own exit code, no EPIPE trace.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../test-support/reference-files';

const bin = path.join(repoRoot, 'electron', 'cli', 'bin.cjs');
let file = '';

beforeAll(() => {
  // Only warnings (numbers that differ only in case), so validate exits 0, not 1 as a crash
  // would; and a report of several hundred kilobytes, far more than a pipe holds (64 KiB).
  const articles = Array.from({ length: 3000 }, (_, i) => [
    { articleNumber: `a-${i}`, name: { de: 'Stuhl' } },
    { articleNumber: `A-${i}`, name: { de: 'Tisch' } },
  ]).flat();
  file = path.join(mkdtempSync(path.join(tmpdir(), 'closed-pipe-')), 'warnings.json');
  writeFileSync(file, JSON.stringify({ articles }));
}, 60_000);

/** Runs the binary and closes its stdout as soon as the first bytes arrive: what stderr got, and the exit. */
function runClosingEarly(args: string[]): Promise<{ code: number | null; signal: string | null; stderr: string; first: number }> {
  const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  let first = 0;
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdout.once('data', (chunk: Buffer) => {
    first = chunk.length;
    child.stdout.destroy();
  });
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stderr, first })));
}

describe('output into a closed pipe', () => {
  it('ends quietly with the command\'s exit code when stdout is closed early (validate --format json | head -c 10)', async () => {
    const { code, signal, stderr, first } = await runClosingEarly(['validate', file, '--format', 'json']);
    expect(first).toBeGreaterThan(0);
    expect(stderr).toBe('');
    expect({ code, signal }).toEqual({ code: 0, signal: null });
  });

  it('does the same for the text table, written a part at a time (validate --format csv | head -c 10)', async () => {
    const { code, signal, stderr, first } = await runClosingEarly(['validate', file, '--format', 'csv']);
    expect(first).toBeGreaterThan(0);
    expect(stderr).toBe('');
    expect({ code, signal }).toEqual({ code: 0, signal: null });
  });
});
