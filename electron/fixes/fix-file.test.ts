import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateFile } from '../files/validate-file';
import { FIXABLE_CERTAIN, fixableExport } from '../../test-support/fixable-export';
import { CERTAIN_KINDS } from '../../shared/fixes/fix-kinds';
import { planFixes, writeFixedCopy } from './fix-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fix-file-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sha = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** The export with exactly the certain fixes made by hand, one value at a time. */
function fixedByHand(text: string): string {
  const swaps: Array<[string, string]> = [
    ['" CH-1001 "', '"CH-1001"'], ['"active": "yes"', '"active": true'], ['"4006381333931 "', '"4006381333931"'],
    ['"active": "nein"', '"active": false'], ['"eur"', '"EUR"'], ['"12,50"', '12.50'], ['"01.01.2026"', '"2026-01-01"'],
    ['"31.12.2026"', '"2026-12-31"'], ['" CH-1002"', '"CH-1002"'], ['"EURO"', '"EUR"'], ['"1.234,50"', '1234.50'],
    ['"1\\u0030"', '10'], ['"€"', '"EUR"'], ['"249.90"', '249.90'],
  ];
  return swaps.reduce((acc, [from, to]) => {
    expect(acc.split(from), from).toHaveLength(2);
    return acc.replace(from, to);
  }, text);
}

describe('the corrected copy of a file', () => {
  it('plans before anything is written: per kind, counts and examples, and the original’s SHA-256', async () => {
    const source = path.join(dir, 'week.json');
    const text = fixableExport({ uncertain: true });
    await writeFile(source, text);
    const { plan, original } = await planFixes(source);
    expect(Object.fromEntries(plan.kinds.map((k) => [k.kind, [k.count, k.applied]]))).toEqual({
      ...Object.fromEntries(Object.entries(FIXABLE_CERTAIN).map(([kind, count]) => [kind, [count, true]])),
      'currency.nearest': [1, false],
    });
    expect(original).toMatchObject({ bytes: Buffer.byteLength(text), sha256: sha(text) });
    expect(await readdir(dir)).toEqual(['week.json']);
  });

  it('writes a copy that differs only at the fixed values, checks without those findings, and leaves the original as it was', async () => {
    const source = path.join(dir, 'week.json');
    const output = path.join(dir, 'week.fixed.json');
    const text = fixableExport();
    await writeFile(source, text);
    const before = await stat(source);

    const outcome = await writeFixedCopy(source, output);

    const copy = await readFile(output, 'utf8');
    expect(copy).toBe(fixedByHand(text));
    expect(outcome.copy).toEqual({ bytes: Buffer.byteLength(copy), sha256: sha(copy), edits: 14 });
    expect(outcome.original.sha256).toBe(sha(text));
    expect(outcome.plan.applied).toBe(14);
    expect(await readFile(source, 'utf8')).toBe(text);
    expect((await stat(source)).mtimeMs).toBe(before.mtimeMs);
    const checked = await validateFile(output, { scanWorker: undefined });
    expect(checked.report.counts).toMatchObject({ error: 0, warning: 0 });
    expect(checked.report.sha256).toBe(outcome.copy!.sha256);
    expect(await readdir(dir)).toEqual(['week.fixed.json', 'week.json']);
  });

  it('applies a suggestion only when its kind is chosen, and only the kinds chosen', async () => {
    const source = path.join(dir, 'week.json');
    await writeFile(source, fixableExport({ uncertain: true }));
    const byDefault = await writeFixedCopy(source, path.join(dir, 'a.json'));
    expect(await readFile(path.join(dir, 'a.json'), 'utf8')).toContain('"EUT"');
    expect(byDefault.plan.applied).toBe(14);

    const picked = await writeFixedCopy(source, path.join(dir, 'b.json'), { kinds: [...CERTAIN_KINDS, 'currency.nearest'] });
    expect(picked.plan.applied).toBe(15);
    const b = await readFile(path.join(dir, 'b.json'), 'utf8');
    expect(b).not.toContain('"EUT"');
    // Values with no certain reading stay as written.
    expect(b).toContain('"amount": "0,00"');
    expect(b).toContain('"amount": "1.234"');

    const onlyDates = await writeFixedCopy(source, path.join(dir, 'c.json'), { kinds: ['date.german'] });
    expect(onlyDates.copy!.edits).toBe(2);
    expect(onlyDates.plan.kinds.filter((k) => k.applied).map((k) => k.kind)).toEqual(['date.german']);
  });

  it('streams a file larger than its chunks, with edits on both sides of every seam', async () => {
    const source = path.join(dir, 'big.json');
    const prices = Array.from({ length: 60_000 }, (_, i) => `{"articleNumber":"A-${i}","priceList":"p${i}","currency":"eur","amount":"${i + 1},50"}`);
    const text = `{"articles":[{"articleNumber":"A-0","name":"Stuhl"}],"prices":[\n${prices.join(',\n')}\n]}`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(4 * 1024 * 1024);
    await writeFile(source, text);
    const progress: number[] = [];
    const outcome = await writeFixedCopy(source, path.join(dir, 'big.fixed.json'), { onProgress: (p) => progress.push(p.bytesRead) });
    expect(outcome.copy!.edits).toBe(120_000);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(Buffer.byteLength(text));
    expect(await readFile(path.join(dir, 'big.fixed.json'), 'utf8')).toBe(text.replace(/"eur"/g, '"EUR"').replace(/"(\d+),50"/g, '$1.50'));
  });

  it('makes no copy of a file the check cannot read, and leaves no draft', async () => {
    const source = path.join(dir, 'broken.json');
    await writeFile(source, fixableExport().replace('"nein",', '"nein"'));
    const outcome = await writeFixedCopy(source, path.join(dir, 'broken.fixed.json'));
    expect(outcome.copy).toBeUndefined();
    expect(outcome.plan).toMatchObject({ readable: false, applied: 0 });
    expect(await readdir(dir)).toEqual(['broken.json']);
  });

  it('never replaces an existing file unless asked, nor ever the original, and stops when aborted', async () => {
    const source = path.join(dir, 'week.json');
    const output = path.join(dir, 'mine.json');
    await writeFile(source, fixableExport());
    await writeFile(output, 'mine');
    await expect(writeFixedCopy(source, output)).rejects.toMatchObject({ code: 'EEXIST' });
    await expect(writeFixedCopy(source, source, { overwrite: true })).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await readFile(output, 'utf8')).toBe('mine');
    await writeFixedCopy(source, output, { overwrite: true });
    expect(await readFile(output, 'utf8')).toBe(fixedByHand(fixableExport()));

    const stop = new AbortController();
    stop.abort();
    await expect(writeFixedCopy(source, path.join(dir, 'never.json'), { signal: stop.signal })).rejects.toMatchObject({ name: 'AbortError' });
    await expect(writeFixedCopy(path.join(dir, 'missing.json'), path.join(dir, 'x.json'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await readdir(dir)).sort()).toEqual(['mine.json', 'week.json']);
  });
});
