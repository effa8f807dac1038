import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { derivationsFilePath, fixCount, readDerivations, recordDerivation } from './derivations';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'derivations-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const C = 'c'.repeat(64);

describe('the record of corrected copies', () => {
  it('keeps each copy’s original, both hashes and its fixes by kind, and finds it by the copy’s hash', async () => {
    expect((await readDerivations(dataDir)).size).toBe(0);
    await recordDerivation(dataDir, {
      original: { fileName: 'week.json', bytes: 100, sha256: A },
      copy: { fileName: 'week.fixed.json', bytes: 98, sha256: B },
      fixes: { 'date.german': 2, 'amount.text': 3, 'currency.nearest': 0 },
      time: '2026-11-21T10:00:00.000Z',
    });
    // A torn line (a crash) and a line of another program are skipped.
    await appendFile(derivationsFilePath(dataDir), '{"v":1,"time":"20\n{"hello":1}\n');
    await recordDerivation(dataDir, { original: { fileName: 'other.json', bytes: 5, sha256: B }, copy: { fileName: 'o.json', bytes: 5, sha256: C }, fixes: { 'code.whitespace': 1 } });

    const found = await readDerivations(dataDir);
    expect([...found.keys()]).toEqual([B, C]);
    const week = found.get(B)!;
    expect(week).toEqual({
      v: 1, time: '2026-11-21T10:00:00.000Z',
      original: { fileName: 'week.json', bytes: 100, sha256: A },
      copy: { fileName: 'week.fixed.json', bytes: 98, sha256: B },
      fixes: { 'amount.text': 3, 'date.german': 2 },
    });
    expect(fixCount(week)).toBe(5);
    expect((await readFile(derivationsFilePath(dataDir), 'utf8')).split('\n')[0]).toMatch(/^\{"v":1,"time":/);
  });
});
