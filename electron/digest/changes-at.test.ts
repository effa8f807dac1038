// The target's digest as sending sees it, against the history: none and none expected (a first
// send), or found and current; everything else fails closed as `notComparable` with its reason
// (damaged, another target's, missing while the history has an accepted send there, older than
// the history's latest accepted send there). None of them throws.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appendHistoryEntry } from '../history/append-history';
import { type NewHistoryEntry } from '../history/history-entry';
import { historyFilePath } from '../history/history-path';
import type { CatalogueDigest, DigestInfo } from '../../shared/changes/digest';
import { keepDigest, readLastDigest } from './changes-at';
import { digestPath } from './digest-store';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
const dataDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'changes-at-'));
  dirs.push(dir);
  return dir;
};
const target = { baseUrl: 'https://cfg.example', appId: 4711 };
const SHA_A = 'a'.repeat(64);
const SHA_B = 'b'.repeat(64);

const digest: CatalogueDigest = {
  numbers: ['A-1'], articleNumber: Int32Array.of(0), articleFingerprint: Int32Array.of(1, 2), tails: [],
  priceNumber: new Int32Array(0), priceTail: new Int32Array(0), priceFrom: new Int32Array(0), priceAmount: new Float64Array(0),
};
const info = (sha256: string, acceptedAt: string, at = target): DigestInfo =>
  ({ ...at, acceptedAt, fileName: `${sha256.slice(0, 1)}.json`, sha256, bytes: 10, articles: 1, prices: 0 });

/** One line of the history, as the send path writes it. */
async function recordSend(dir: string, what: { sha256: string; time: string; outcome?: string; kind?: 'send' | 'refusal'; at?: typeof target }) {
  const at = what.at ?? target;
  const entry: NewHistoryEntry = {
    time: what.time, kind: what.kind ?? 'send', baseUrl: at.baseUrl, appId: at.appId, fileName: `${what.sha256.slice(0, 1)}.json`, fileBytes: 10,
    sha256: what.sha256, counts: { articles: 1, prices: 0, errors: 0, warnings: 0, notes: 0 }, outcome: what.outcome ?? 'accepted',
    outcomeUnknown: false, httpStatus: 200, durationMs: 1, attempts: 1, response: null,
  };
  await appendHistoryEntry(historyFilePath(dir), entry);
}

describe('readLastDigest: a first send', () => {
  it('has nothing to compare with for a target never sent to', async () => {
    expect(await readLastDigest(await dataDir(), target)).toEqual({ kind: 'first' });
  });

  it('is still a first send when the history\'s accepted sends went elsewhere, or were not accepted here', async () => {
    const dir = await dataDir();
    await recordSend(dir, { sha256: SHA_A, time: '2026-03-01T10:00:00.000Z', at: { ...target, appId: 4712 } });
    await recordSend(dir, { sha256: SHA_A, time: '2026-03-01T10:01:00.000Z', at: { ...target, baseUrl: 'https://other.example' } });
    await recordSend(dir, { sha256: SHA_A, time: '2026-03-01T10:02:00.000Z', outcome: 'rejected', kind: 'send' });
    await recordSend(dir, { sha256: SHA_A, time: '2026-03-01T10:03:00.000Z', outcome: 'refused.leftOutArticles', kind: 'refusal' });
    expect(await readLastDigest(dir, target)).toEqual({ kind: 'first' });
  });
});

describe('readLastDigest: fails closed', () => {
  it('calls a damaged digest not comparable (unreadable), saying why', async () => {
    const dir = await dataDir();
    await mkdir(path.dirname(digestPath(dir, target)), { recursive: true });
    await writeFile(digestPath(dir, target), 'not a digest');
    expect(await readLastDigest(dir, target)).toEqual({ kind: 'notComparable', reason: 'unreadable', problem: 'truncated', detail: { key: 'digestProblem.truncated' } });
  });

  it('calls a digest it cannot open unreadable too, saying why', async () => {
    const dir = await dataDir();
    await mkdir(digestPath(dir, target), { recursive: true });
    expect(await readLastDigest(dir, target)).toEqual({ kind: 'notComparable', reason: 'unreadable', problem: 'a folder is where the digest should be', detail: { key: 'digestProblem.folder' } });
  });

  it('calls another target\'s digest in this target\'s place (copied by hand) otherTarget', async () => {
    const dir = await dataDir();
    const other = { ...target, appId: 4712 };
    await keepDigest(dir, info(SHA_A, '2026-03-01T10:00:00.000Z', other), digest);
    await copyFile(digestPath(dir, other), digestPath(dir, target));
    expect(await readLastDigest(dir, target)).toEqual({ kind: 'notComparable', reason: 'otherTarget' });
  });

  it('calls a missing digest missing when the history has an accepted send there, naming that send', async () => {
    const dir = await dataDir();
    await recordSend(dir, { sha256: SHA_A, time: '2026-03-01T10:00:00.000Z' });
    await recordSend(dir, { sha256: SHA_B, time: '2026-03-02T10:00:00.000Z' });
    await recordSend(dir, { sha256: SHA_A, time: '2026-03-03T10:00:00.000Z', outcome: 'rejected' });
    expect(await readLastDigest(dir, target)).toEqual({
      kind: 'notComparable', reason: 'missing', lastAccepted: { time: '2026-03-02T10:00:00.000Z', fileName: 'b.json', sha256: SHA_B },
    });
  });

  it('calls a digest of another file, kept before the history\'s latest accepted send there, stale', async () => {
    const dir = await dataDir();
    const kept = info(SHA_A, '2026-03-01T10:00:00.000Z');
    await keepDigest(dir, kept, digest);
    await recordSend(dir, { sha256: SHA_A, time: '2026-03-01T10:00:01.000Z' });
    // The next accepted send's digest was not kept (a full disk, a crash before it was written).
    await recordSend(dir, { sha256: SHA_B, time: '2026-03-02T10:00:00.000Z' });
    expect(await readLastDigest(dir, target)).toEqual({
      kind: 'notComparable', reason: 'stale', lastAccepted: { time: '2026-03-02T10:00:00.000Z', fileName: 'b.json', sha256: SHA_B }, digestOf: kept,
    });
  });
});

describe('readLastDigest: a digest that stands for what the target holds', () => {
  it('is used when it is of the history\'s latest accepted file, whenever it was kept', async () => {
    const dir = await dataDir();
    await keepDigest(dir, info(SHA_A, '2026-03-01T10:00:00.000Z'), digest);
    await recordSend(dir, { sha256: SHA_A, time: '2026-03-01T10:00:01.000Z' });
    await recordSend(dir, { sha256: SHA_B, time: '2026-03-02T10:00:00.000Z' });
    // The same file again, accepted, its digest not kept: the target holds what the digest says.
    await recordSend(dir, { sha256: SHA_A, time: '2026-03-03T10:00:00.000Z' });
    expect(await readLastDigest(dir, target)).toMatchObject({ kind: 'found', stored: { info: { sha256: SHA_A } } });
  });

  it('is used when it is newer than the history\'s latest accepted send (that send\'s line was lost)', async () => {
    const dir = await dataDir();
    await recordSend(dir, { sha256: SHA_A, time: '2026-03-01T10:00:00.000Z' });
    await keepDigest(dir, info(SHA_B, '2026-03-02T10:00:00.000Z'), digest);
    expect(await readLastDigest(dir, target)).toMatchObject({ kind: 'found', stored: { info: { sha256: SHA_B } } });
  });
});
