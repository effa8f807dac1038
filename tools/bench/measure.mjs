// Runs a command as a whole process and returns its wall time, CPU time and peak memory (GNU
// time's user + system time and maximum resident set size: the whole process, all its threads).
import { spawnSync } from 'node:child_process';

/**
 * Runs `node [args]`. Nothing is preloaded into it: a module given with --import is loaded
 * again in every worker thread, which cost a multi-threaded process ~0.1 s the floor never paid.
 */
export function measureNode(args, { env = {}, input } = {}) {
  return measured(process.execPath, args, { env, input });
}

/** Runs any command. */
export function measureCommand(command, args) {
  return measured(command, args, {});
}

function measured(command, args, { env = {}, input }) {
  const started = process.hrtime.bigint();
  const result = spawnSync('/usr/bin/time', ['-f', '%U %S %M', command, ...args], {
    env: { ...process.env, ...env }, input, stdio: [input === undefined ? 'ignore' : 'pipe', 'ignore', 'pipe'], maxBuffer: 1 << 20,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.error) throw result.error;
  const lines = result.stderr.toString().trim().split('\n');
  const [user, system, peakKiB] = lines.at(-1).split(' ').map(Number);
  // CPU seconds (all threads): what other processes on the machine change least.
  return { seconds, cpuSeconds: user + system, peakBytes: peakKiB * 1024, status: result.status, stderr: lines.slice(0, -1).join('\n') };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
