// The installed app as the command-line tool: given a CLI command, the packaged executable
// runs it without a window and exits with the tool's own code (main bundle, electron double).
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDesktop, removeTestFolder } from '../../test-support/electron-double/desktop-run';
import { SAMPLES } from '../../test-support/paths';
import { runCliBinary } from '../../test-support/cli-process';
import { CLI_COMMANDS } from '../cli/command-registry';

let root = '';
const output = { stdout: '', stderr: '' };
const originals = { stdout: process.stdout.write, stderr: process.stderr.write };

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ai-cli-app-'));
  output.stdout = '';
  output.stderr = '';
  for (const name of ['stdout', 'stderr'] as const) {
    process[name].write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      output[name] += String(chunk);
      const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      done?.();
      return true;
    }) as typeof process.stdout.write;
  }
});
afterEach(async () => {
  process.stdout.write = originals.stdout;
  process.stderr.write = originals.stderr;
  await removeTestFolder(root);
});

describe('article-importer from the installed app', () => {
  it('validates without a window and exits 0 for a valid file, with the JSON report on stdout', async () => {
    const run = await startDesktop({ root, args: ['validate', path.join(SAMPLES, 'valid-small.json'), '--format', 'json'], ready: false });
    expect(await run.double.app.ended()).toBe(0);
    expect(run.double.windows()).toEqual([]);
    expect(JSON.parse(output.stdout)).toMatchObject({ articles: 3, counts: { error: 0 } });
    // No single-instance lock, no window: a CLI run never blocks or disturbs the open app.
    expect(run.double.seen.privilegedSchemes).toEqual([]);
  });

  it('exits with the tool’s codes: 1 for a payload with errors, 64 for a wrong command line', async () => {
    const errors = await startDesktop({ root, args: ['validate', path.join(SAMPLES, 'with-errors.json')], ready: false });
    expect(await errors.double.app.ended()).toBe(1);
    const usage = await startDesktop({ root, args: ['send'], ready: false });
    expect(await usage.double.app.ended()).toBe(64);
    expect(output.stderr).toContain('Name the file');
  });

  // Each command run as a user would, offline: what the tool answers, the app's executable must.
  // set-aside writes its files twice (--force): the tool's, then the app's, the same bytes.
  const written = mkdtempSync(path.join(os.tmpdir(), 'ai-cli-app-set-aside-'));
  afterAll(() => rmSync(written, { recursive: true, force: true }));
  const asUsed: Record<string, string[]> = {
    validate: ['validate', path.join(SAMPLES, 'with-errors.json'), '--format', 'json'],
    send: ['send', path.join(SAMPLES, 'with-errors.json'), '--app', '4711', '--base-url', 'http://127.0.0.1:9', '--format', 'json'],
    changes: ['changes', path.join(SAMPLES, 'valid-small.json'), '--app', '4711', '--base-url', 'http://127.0.0.1:9', '--format', 'json'],
    // A dry run: the same plan from both, nothing written (a second copy would find the first).
    fix: ['fix', path.join(SAMPLES, 'with-errors.json'), '--format', 'json'],
    token: ['token', 'frobnicate'],
    history: ['history', '--format', 'json'],
    // The built-in ruleset on stdout: the same bytes from both.
    rules: ['rules', 'default'],
    'set-aside': ['set-aside', path.join(SAMPLES, 'with-errors.json'), '--output', path.join(written, 's.json'), '--rejected', path.join(written, 'r.json'), '--force', '--format', 'json'],
  };

  it('runs every registered command as the tool does: no window, the same output and exit code', async () => {
    expect(Object.keys(asUsed).sort()).toEqual(CLI_COMMANDS.map(({ name }) => name).sort());
    for (const args of [...Object.values(asUsed), ...CLI_COMMANDS.map(({ name }) => [name, '--help']), ['help']]) {
      const dataDir = path.join(root, `data-${args.join('-').replace(/[^a-z-]/gi, '')}`);
      const tool = await runCliBinary(args, { ARTICLE_IMPORTER_DATA_DIR: dataDir });
      output.stdout = '';
      const run = await startDesktop({ root, dataDir, args, ready: false });
      expect(await run.double.app.ended(), args.join(' ')).toBe(tool.code);
      expect(run.double.windows(), args.join(' ')).toEqual([]);
      // The report's and the history's times differ between two runs; everything else is the same.
      const timeless = (out: string) => out.replace(/"(time|acceptedAt|durationMs|checkedAt)": ?("[^"]*"|[0-9.]+)/g, '"$1": …');
      expect(timeless(output.stdout), args.join(' ')).toBe(timeless(tool.stdout));
    }
  }, 120_000);
});
