// A scan worker started before it is needed (the command-line tool starts one while its code
// loads): the next check of a file with that bundle takes it and reports what a fresh worker
// reports; one of another bundle is not taken; one nobody takes does not keep a process open.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../test-support/paths';
import { validateFile } from './validate-file';
import { offerWaitingScanWorker, startWaitingScanWorker, takeWaitingScanWorker } from './warm-scan-worker';

const scanWorker = path.join(repoRoot, 'dist/cli/scan-worker.cjs');
const dir = mkdtempSync(path.join(tmpdir(), 'warm-scan-worker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = path.join(dir, 'export.json');
writeFileSync(file, JSON.stringify({
  articles: Array.from({ length: 3000 }, (_, i) => ({ articleNumber: `A-${i}`, name: { de: `Stuhl „${i}“` }, active: i % 9 === 0 ? 'ja' : true })),
  prices: Array.from({ length: 3000 }, (_, i) => ({ articleNumber: `A-${i % 2990}`, currency: 'EUR', amount: i % 11 === 0 ? '1,50' : 10 })),
}));

describe('a scan worker started before it is needed', () => {
  it('is taken by the next check of a file, which reports what a fresh scan worker reports, and ends with it', async () => {
    const fresh = await validateFile(file, { scanWorker, threads: 1 });
    const waiting = startWaitingScanWorker(scanWorker);
    const exited = once(waiting.worker, 'exit');
    offerWaitingScanWorker(waiting);
    const warm = await validateFile(file, { scanWorker, threads: 1 });
    expect(JSON.stringify(warm.report)).toBe(JSON.stringify(fresh.report));
    expect(warm.report.byCode).not.toEqual({});
    await exited; // the check ended every thread it ran on: this one was among them
    expect(takeWaitingScanWorker(scanWorker)).toBeUndefined();
  }, 60_000);

  it('is not taken by a check that runs another bundle, nor once it has stopped', async () => {
    const waiting = startWaitingScanWorker(scanWorker);
    offerWaitingScanWorker(waiting);
    expect(takeWaitingScanWorker(path.join(dir, 'other-scan-worker.cjs'))).toBeUndefined();
    await waiting.worker.terminate();
    expect(takeWaitingScanWorker(scanWorker)).toBeUndefined();
  });

  it('does not keep a process open that takes it nowhere', async () => {
    // Started, then held only until it is up and waiting: from then on nothing but the worker
    // could keep the process.
    const script = path.join(dir, 'waits.mts');
    writeFileSync(script, `import { startWaitingScanWorker } from ${JSON.stringify(path.join(repoRoot, 'electron/files/warm-scan-worker.ts'))};
      const keep = setInterval(() => undefined, 1000);
      const { worker } = startWaitingScanWorker(${JSON.stringify(scanWorker)});
      worker.once('online', () => { clearInterval(keep); process.stdout.write('waiting'); });
      worker.once('exit', () => process.stdout.write(' and stopped'));\n`);
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number];
    expect(out).toBe('waiting');
    expect(code).toBe(0);
  }, 60_000);
});
