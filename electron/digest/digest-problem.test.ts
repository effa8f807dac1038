// Each reason the digest code gives, made for real (a digest cut, changed, of an unknown
// version, a folder in its place), becomes its own message: a reason reworded there fails here
// rather than falling through to "its contents do not fit together" unnoticed.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StoredDigest } from '../../shared/changes/digest';
import { formatText } from '../../shared/messages/format';
import { DigestUnreadable, decodeDigest, encodeDigest } from './digest-file';
import { digestProblemText } from './digest-problem';
import { digestPath, readDigest } from './digest-store';

const target = { baseUrl: 'https://cfg.example', appId: 4711 };
const stored: StoredDigest = {
  info: { ...target, acceptedAt: '2026-03-01T10:00:00.000Z', fileName: 'a.json', sha256: 'a'.repeat(64), bytes: 10, articles: 1, prices: 0 },
  digest: {
    numbers: ['A-1'], articleNumber: Int32Array.of(0), articleFingerprint: Int32Array.of(1, 2), tails: [],
    priceNumber: new Int32Array(0), priceTail: new Int32Array(0), priceFrom: new Int32Array(0), priceAmount: new Float64Array(0),
  },
};

/** The reason decodeDigest gives for these bytes. */
function reasonFor(bytes: Uint8Array): string {
  try {
    decodeDigest(bytes);
  } catch (error) {
    if (error instanceof DigestUnreadable) return error.reason;
    throw error;
  }
  throw new Error('the bytes were read as a digest');
}

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('why a digest cannot be used, in words', () => {
  const good = encodeDigest(stored);

  it('names each damage the digest code finds', () => {
    expect(digestProblemText(reasonFor(good.subarray(0, 10))).key).toBe('digestProblem.truncated');
    expect(digestProblemText(reasonFor(good.subarray(0, good.length - 1))).key).toBe('digestProblem.changed');
    const notOurs = Buffer.from(good);
    notOurs.write('NOTADIGE', 0, 'latin1');
    expect(digestProblemText(reasonFor(notOurs)).key).toBe('digestProblem.notDigest');
    const newer = Buffer.from(good);
    newer.writeUInt32LE(99, 8);
    expect(digestProblemText(reasonFor(newer))).toEqual({ key: 'digestProblem.unknownVersion', values: { version: '99' } });
    const changed = Buffer.from(good);
    changed[changed.length - 1]! ^= 0xff;
    expect(digestProblemText(reasonFor(changed)).key).toBe('digestProblem.changed');
  });

  it('names what stands in the digest’s place, and what the system says', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'digest-problem-'));
    dirs.push(dir);
    await mkdir(digestPath(dir, target), { recursive: true });
    const reason = await readDigest(dir, target).then(() => '', (error: DigestUnreadable) => error.reason);
    expect(digestProblemText(reason).key).toBe('digestProblem.folder');
    expect(digestProblemText('it is larger than 1 GiB, more than any digest this app writes')).toEqual({ key: 'digestProblem.tooLarge', values: { size: { bytes: 1024 ** 3 } } });
    expect(digestProblemText('it is not a regular file (a pipe, a device or a socket)').key).toBe('digestProblem.notAFile');
    expect(digestProblemText('EACCES').key).toBe('digestProblem.noAccess');
    expect(digestProblemText('EIO')).toEqual({ key: 'digestProblem.system', values: { code: 'EIO' } });
    expect(digestProblemText('price columns differ in length').key).toBe('digestProblem.inconsistent');
  });

  it('reads as a sentence in both languages', () => {
    const detail = digestProblemText('checksum does not match');
    expect(formatText('en', { key: 'changes.unreadableReason', values: { reason: detail } })).toBe('The record cannot be used because its contents were changed or damaged after the app saved it.');
    expect(formatText('de', { key: 'changes.unreadableReason', values: { reason: detail } })).toBe('Die Vergleichsbasis ist nicht verwendbar, denn ihr Inhalt wurde verändert oder beschädigt, nachdem die App sie gespeichert hat.');
    expect(formatText('de', digestProblemText('it is larger than 1 GiB, more than any digest this app writes'))).toBe('sie ist größer als 1 GiB und damit größer als jede Vergleichsbasis, die diese App speichert');
  });
});
