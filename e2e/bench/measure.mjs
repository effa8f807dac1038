// Runs a command as a whole process and returns its wall time and peak memory.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PEAK = path.join(path.dirname(fileURLToPath(import.meta.url)), 'peak-memory.mjs');

/** Runs `node [args]` with the peak-memory probe preloaded. */
export function measureNode(args, { env = {}, input } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const peakFile = path.join(dir, 'peak');
  try {
    const started = process.hrtime.bigint();
    const result = spawnSync(process.execPath, ['--import', PEAK, ...args], {
      env: { ...process.env, ...env, BENCH_PEAK_FILE: peakFile },
      input, stdio: [input === undefined ? 'ignore' : 'pipe', 'ignore', 'pipe'], maxBuffer: 1 << 20,
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (result.error) throw result.error;
    const peaks = readFileSync(peakFile, 'utf8').trim().split('\n').map(Number);
    return { seconds, peakBytes: Math.max(...peaks), status: result.status, stderr: result.stderr.toString() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs any command; peak memory from GNU time when present. */
export function measureCommand(command, args) {
  const started = process.hrtime.bigint();
  const result = spawnSync('/usr/bin/time', ['-f', '%M', command, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.error) throw result.error;
  const lines = result.stderr.toString().trim().split('\n');
  return { seconds, peakBytes: Number(lines.at(-1)) * 1024, status: result.status, stderr: result.stderr.toString() };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
