// The digest files in a real temporary data folder: one per target, written whole or not at
// all, private to the user, and refused when damaged or when they belong to another target.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, truncate, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIGESTS_FOLDER, DigestUnreadable, MAX_DIGEST_BYTES, digestPath, readDigest, writeDigest } from './digest-store';
import type { DigestInfo, StoredDigest } from '../../shared/changes/digest';
import { encodeDigest } from './digest-file';

let tmp = '';
let dataDir = '';

beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ai-digest-'));
  dataDir = path.join(tmp, 'data');
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

const PRODUCTION = { baseUrl: 'https://cfg.example', appId: 4711 };
const STAGING = { baseUrl: 'https://staging.cfg.example', appId: 4711 };

function stored(target: { baseUrl: string; appId: number }, amount = 9.5, extra: object = {}): StoredDigest {
  const info: DigestInfo = {
    ...target,
    acceptedAt: '2026-11-21T10:00:00.000Z',
    fileName: 'export.json',
    sha256: '0f'.repeat(32),
    bytes: 100,
    articles: 1,
    prices: 1,
  };
  return {
    info: { ...info, ...extra },
    digest: {
      numbers: ['A-100'],
      articleNumber: Int32Array.of(0),
      articleFingerprint: Int32Array.of(5, 6),
      tails: [{ priceList: 'retail', currency: 'EUR', minQuantity: 1 }],
      priceNumber: Int32Array.of(0),
      priceTail: Int32Array.of(0),
      priceFrom: Int32Array.of(20260101),
      priceAmount: Float64Array.of(amount),
    },
  };
}

async function unreadable(promise: Promise<unknown>): Promise<DigestUnreadable> {
  const error = await promise.then(() => undefined, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(DigestUnreadable);
  return error as DigestUnreadable;
}

describe('digestPath', () => {
  it('names the file by app ID and a hash of the base URL, in the digests folder', () => {
    const file = digestPath(dataDir, PRODUCTION);
    expect(path.dirname(file)).toBe(path.join(dataDir, DIGESTS_FOLDER));
    expect(path.basename(file)).toMatch(/^app-4711-[0-9a-f]{16}\.digest$/);
    expect(digestPath(dataDir, { ...PRODUCTION })).toBe(file);
  });

  it('gives the same app ID on two configurators two files', () => {
    expect(digestPath(dataDir, STAGING)).not.toBe(digestPath(dataDir, PRODUCTION));
    expect(digestPath(dataDir, { ...PRODUCTION, appId: 4712 })).not.toBe(digestPath(dataDir, PRODUCTION));
  });

  it('refuses an app ID that is not a positive integer', () => {
    for (const appId of [0, -1, 1.5, Number.NaN, 2 ** 53]) {
      expect(() => digestPath(dataDir, { ...PRODUCTION, appId }), String(appId)).toThrow(RangeError);
    }
  });
});

describe('digest store', () => {
  it('has no digest for a target never written, and creates nothing looking', async () => {
    expect(await readDigest(dataDir, PRODUCTION)).toBeUndefined();
    await expect(stat(dataDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('reads back what it wrote, from a file private to the user', async () => {
    await writeDigest(dataDir, stored(PRODUCTION));
    const file = digestPath(dataDir, PRODUCTION);
    expect(await readDigest(dataDir, PRODUCTION)).toEqual({ ...stored(PRODUCTION), numbers: expect.anything() });
    if (process.platform !== 'win32') {
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    }
  });

  it('writes in place, block by block, exactly the bytes of the digest encoded whole', async () => {
    const digest = stored(PRODUCTION);
    await writeDigest(dataDir, digest);
    expect(await readFile(digestPath(dataDir, PRODUCTION))).toEqual(encodeDigest(digest));
    // Past several blocks of rows (65,536 a block), with drift data: the column written last.
    const articles = 150_000;
    const prices = 3 * articles;
    const large: StoredDigest = {
      info: { ...digest.info, articles, prices },
      digest: {
        numbers: Array.from({ length: articles }, (_, i) => `A-${i}`),
        articleNumber: Int32Array.from({ length: articles }, (_, i) => articles - 1 - i),
        articleFingerprint: Int32Array.from({ length: 2 * articles }, (_, i) => Math.imul(i, 0x9e3779b1)),
        tails: digest.digest.tails,
        priceNumber: Int32Array.from({ length: prices }, (_, i) => i % articles),
        priceTail: new Int32Array(prices),
        priceFrom: Int32Array.from({ length: prices }, (_, i) => (i % 2 === 0 ? 0 : 20260101)),
        priceAmount: Float64Array.from({ length: prices }, (_, i) => i / 100),
        drift: { fieldNames: ['name'], fieldFilled: Int32Array.of(articles), articleActive: Uint8Array.from({ length: articles }, (_, i) => i % 3) },
      },
    };
    await writeDigest(dataDir, large);
    expect((await readFile(digestPath(dataDir, PRODUCTION))).equals(encodeDigest(large))).toBe(true);
  });

  it('replaces the digest whole and leaves no temporary file behind', async () => {
    await writeDigest(dataDir, stored(PRODUCTION, 1));
    await writeDigest(dataDir, stored(PRODUCTION, 2));
    expect((await readDigest(dataDir, PRODUCTION))?.digest.priceAmount[0]).toBe(2);
    expect(await readdir(path.join(dataDir, DIGESTS_FOLDER))).toEqual([path.basename(digestPath(dataDir, PRODUCTION))]);
  });

  it('removes the temporary files of digest writes whose writer was killed, and leaves a write in progress alone', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await once(gone, 'exit');
    const file = digestPath(dataDir, PRODUCTION);
    await mkdir(path.dirname(file), { recursive: true });
    const other = path.basename(digestPath(dataDir, STAGING));
    const killed = [`${path.basename(file)}.tmp-${gone.pid}-0a1b2c3d`, `${other}.tmp-${gone.pid}-4e5f6a7b`];
    const writing = `${other}.tmp-${process.ppid}-8c9d0e1f`;
    const forgotten = `${other}.tmp-${process.ppid}-2a3b4c5d`;
    for (const name of [...killed, writing, forgotten]) await writeFile(path.join(path.dirname(file), name), 'half a digest');
    // Two hours old: no write takes that long, whoever wrote it (its process ID may be another's by now).
    const then = new Date(Date.now() - 2 * 3600_000);
    await utimes(path.join(path.dirname(file), forgotten), then, then);
    await writeDigest(dataDir, stored(PRODUCTION));
    expect((await readdir(path.dirname(file))).sort()).toEqual([path.basename(file), writing].sort());
  });

  it('writes nothing, not even the folder, for a digest it cannot encode', async () => {
    await expect(writeDigest(dataDir, stored(PRODUCTION, Number.NaN))).rejects.toThrow(/not finite/);
    await expect(stat(dataDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('keeps two configurators with the same app ID apart', async () => {
    await writeDigest(dataDir, stored(PRODUCTION, 1));
    await writeDigest(dataDir, stored(STAGING, 2));
    expect((await readDigest(dataDir, PRODUCTION))?.digest.priceAmount[0]).toBe(1);
    expect((await readDigest(dataDir, STAGING))?.digest.priceAmount[0]).toBe(2);
    expect(await readDigest(dataDir, { ...PRODUCTION, appId: 4712 })).toBeUndefined();
  });

  it('refuses a digest whose header names another target', async () => {
    await writeDigest(dataDir, stored(PRODUCTION));
    const written = digestPath(dataDir, PRODUCTION);
    await copyFile(written, digestPath(dataDir, STAGING));
    const error = await unreadable(readDigest(dataDir, STAGING));
    expect(error.reason).toBe('it is for another target');
    expect(error.file).toBe(digestPath(dataDir, STAGING));

    await writeDigest(dataDir, stored({ ...PRODUCTION, appId: 99 }));
    await copyFile(digestPath(dataDir, { ...PRODUCTION, appId: 99 }), written);
    expect((await unreadable(readDigest(dataDir, PRODUCTION))).reason).toBe('it is for another target');
  });

  it('refuses a damaged file, naming it', async () => {
    const file = digestPath(dataDir, PRODUCTION);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, '');
    expect(await unreadable(readDigest(dataDir, PRODUCTION))).toMatchObject({ reason: 'truncated', file });

    await writeDigest(dataDir, stored(PRODUCTION));
    const bytes = await readFile(file);
    await writeFile(file, bytes.subarray(0, bytes.length - 1));
    const error = await unreadable(readDigest(dataDir, PRODUCTION));
    expect(error.message).toContain(file);
  });

  it('never writes anything but the DigestInfo fields', async () => {
    await writeDigest(dataDir, stored(PRODUCTION, 1, { token: 'secret-token-value' }));
    expect((await readFile(digestPath(dataDir, PRODUCTION))).includes('secret-token-value')).toBe(false);
    expect((await readDigest(dataDir, PRODUCTION))?.info).toEqual(stored(PRODUCTION).info);
  });
});

describe.skipIf(process.platform === 'win32')('digest store: what is not a digest file', () => {
  it('refuses a named pipe, a link to /dev/zero, a folder and a sparse file over 1 GiB at once, saying which', async () => {
    const file = digestPath(dataDir, PRODUCTION);
    await mkdir(path.dirname(file), { recursive: true });
    execFileSync('mkfifo', [file]);
    expect((await unreadable(readDigest(dataDir, PRODUCTION))).reason).toBe('it is not a regular file (a pipe, a device or a socket)');
    await rm(file);
    await symlink('/dev/zero', file);
    expect((await unreadable(readDigest(dataDir, PRODUCTION))).reason).toBe('it is not a regular file (a pipe, a device or a socket)');
    await rm(file);
    await mkdir(file);
    expect((await unreadable(readDigest(dataDir, PRODUCTION))).reason).toBe('a folder is where the digest should be');
    await rm(file, { recursive: true });
    await writeFile(file, '');
    await truncate(file, MAX_DIGEST_BYTES + 1);
    expect((await unreadable(readDigest(dataDir, PRODUCTION))).reason).toBe('it is larger than 1 GiB, more than any digest this app writes');
  });
});
