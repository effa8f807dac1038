// The copy made after its plan (what the app does: the plan shown, then the copy with the
// kinds picked) must be the very copy one pass makes, while parsing only the values to fix.
import { mkdtemp, readFile, readdir, rm, utimes, writeFile, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixableExport } from '../../test-support/fixable-export';
import { CERTAIN_KINDS, FIX_KINDS, type FixKind } from '../../shared/fixes/fix-kinds';
import { planFixes, writeFixedCopy } from './fix-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fix-after-plan-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

const KIND_CHOICES: ReadonlyArray<readonly FixKind[] | undefined> = [
  undefined, FIX_KINDS, ['currency.nearest'], ['date.german', 'code.whitespace'], CERTAIN_KINDS.filter((kind) => kind !== 'amount.text'), [],
];

/** The copy made in one pass and the copy made after `planned`, with the same kinds: their outcomes and bytes. */
async function bothWays(source: string, kinds: readonly FixKind[] | undefined, planned: Awaited<ReturnType<typeof planFixes>>) {
  const name = (kinds ?? ['default']).join('+') || 'none';
  const onePassPath = path.join(dir, `${name}.one-pass.json`);
  const afterPlanPath = path.join(dir, `${name}.after-plan.json`);
  const options = kinds === undefined ? {} : { kinds };
  const onePass = await writeFixedCopy(source, onePassPath, options);
  const afterPlan = await writeFixedCopy(source, afterPlanPath, { ...options, planned });
  return { onePass, afterPlan, onePassBytes: await readFile(onePassPath), afterPlanBytes: await readFile(afterPlanPath) };
}

/** ~10 MB: records of every size across the 4 MiB windows, one record larger than a window, umlauts before fixed values. */
function generatedExport(): { text: string; records: number } {
  const articles = Array.from({ length: 20_000 }, (_, i) => JSON.stringify({
    articleNumber: i % 13 === 0 ? ` AR-${i} ` : `AR-${i}`, name: `Bürostuhl „Größe ${'M'.repeat(i % 40)}“ ${i}`, active: i % 7 === 0 ? 'ja' : true, unit: 'pcs',
  }));
  articles[12_345] = JSON.stringify({ articleNumber: 'AR-12345', name: 'Übergroß', description: `Äußerst ${'ö'.repeat(3 * 1024 * 1024)}`, active: 'nein' });
  const prices = Array.from({ length: 40_000 }, (_, i) => JSON.stringify({
    articleNumber: `AR-${i >> 1}`, priceList: i % 2 ? 'b2b' : 'retail', currency: i % 11 === 0 ? 'eur' : i % 29 === 0 ? 'EUT' : 'EUR',
    amount: i % 5 === 0 ? `${i},50` : i + 0.5, ...(i % 17 === 0 ? { validFrom: '01.02.2026' } : {}),
  }));
  return { text: `{\n  "articles": [\n    ${articles.join(',\n    ')}\n  ],\n  "prices": [\n    ${prices.join(',\n    ')}\n  ]\n}\n`, records: articles.length + prices.length };
}

describe('the corrected copy made after its plan', () => {
  it('is byte for byte the copy one pass makes, with every kind of fix, for whichever kinds are picked after the plan', async () => {
    const source = path.join(dir, 'week.json');
    await writeFile(source, fixableExport({ uncertain: true }));
    const planned = await planFixes(source);
    // The records with a fix of a certain kind (the planned ones): not the one with a suggestion only.
    expect(planned.records.count).toBe(5);
    for (const kinds of KIND_CHOICES) {
      const { onePass, afterPlan, onePassBytes, afterPlanBytes } = await bothWays(source, kinds, planned);
      expect(afterPlanBytes.equals(onePassBytes), String(kinds)).toBe(true);
      expect(afterPlan).toEqual(onePass);
    }
  });

  it('is the same copy for a large file, parsing only the values to fix', async () => {
    const source = path.join(dir, 'big.json');
    const { text, records } = generatedExport();
    expect(Buffer.byteLength(text)).toBeGreaterThan(2 * 4 * 1024 * 1024);
    await writeFile(source, text);
    const progress: number[] = [];
    const planned = await planFixes(source);
    expect(planned.records.count).toBeGreaterThan(1000);
    expect(planned.records.count).toBeLessThan(records / 2);

    const parse = vi.spyOn(JSON, 'parse');
    const afterPlan = await writeFixedCopy(source, path.join(dir, 'spied.json'), { planned, onProgress: (p) => progress.push(p.bytesRead) });
    // Only the values to fix are parsed again, never a whole record.
    const parsed = parse.mock.calls.map(([json]) => json);
    parse.mockRestore();
    expect(parsed.length).toBeGreaterThan(0);
    expect(parsed.filter((json) => json.trimStart().startsWith('{'))).toEqual([]);
    expect(afterPlan.copy!.edits).toBeGreaterThan(planned.records.count);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(Buffer.byteLength(text));

    for (const kinds of [undefined, ['active.text', 'currency.nearest']] as const) {
      const { onePass, afterPlan: again, onePassBytes, afterPlanBytes } = await bothWays(source, kinds, planned);
      expect(afterPlanBytes.equals(onePassBytes), String(kinds)).toBe(true);
      expect(again).toEqual(onePass);
    }
  });

  it('refuses a file that changed since the plan, and writes nothing', async () => {
    const source = path.join(dir, 'week.json');
    await writeFile(source, fixableExport());
    const planned = await planFixes(source);
    await utimes(source, new Date(), new Date(Date.now() + 60_000));
    await expect(writeFixedCopy(source, path.join(dir, 'a.json'), { planned })).rejects.toMatchObject({ code: 'EFILECHANGED' });
    const replanned = await planFixes(source);
    await appendFile(source, '\n');
    await expect(writeFixedCopy(source, path.join(dir, 'b.json'), { planned: replanned })).rejects.toMatchObject({ code: 'EFILECHANGED' });
    // A plan that crossed IPC has lost its records: one pass, still against the planned stamp.
    await expect(writeFixedCopy(source, path.join(dir, 'c.json'), { planned: structuredClone(replanned) })).rejects.toMatchObject({ code: 'EFILECHANGED' });
    expect(await readdir(dir)).toEqual(['week.json']);
  });

  it('makes the same copy from a plan that crossed IPC, stops when aborted, and makes none of a file the check cannot read', async () => {
    const source = path.join(dir, 'week.json');
    await writeFile(source, fixableExport());
    const planned = await planFixes(source);
    const cloned = await writeFixedCopy(source, path.join(dir, 'cloned.json'), { planned: structuredClone(planned) });
    const direct = await writeFixedCopy(source, path.join(dir, 'direct.json'), { planned });
    expect(cloned).toEqual(direct);
    expect(await readFile(path.join(dir, 'cloned.json'), 'utf8')).toBe(await readFile(path.join(dir, 'direct.json'), 'utf8'));

    const stop = new AbortController();
    stop.abort();
    await expect(writeFixedCopy(source, path.join(dir, 'never.json'), { planned, signal: stop.signal })).rejects.toMatchObject({ name: 'AbortError' });

    const broken = path.join(dir, 'broken.json');
    await writeFile(broken, fixableExport().replace('"nein",', '"nein"'));
    const outcome = await writeFixedCopy(broken, path.join(dir, 'broken.fixed.json'), { planned: await planFixes(broken) });
    expect(outcome).toMatchObject({ copy: undefined, plan: { readable: false, applied: 0 } });
    expect((await readdir(dir)).sort()).toEqual(['broken.json', 'cloned.json', 'direct.json', 'week.json']);
  });
});
