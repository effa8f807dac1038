// The numbers of a digest read where they stand in its file: the same hashes and texts as
// their strings, and a comparison against such a digest that says what one against its
// strings says, names of the removed included.
import { describe, expect, it } from 'vitest';
import { compareDigests } from '../../shared/changes/compare-digests';
import type { CatalogueDigest, DigestInfo } from '../../shared/changes/digest';
import { hashesOfNumbers } from '../../shared/changes/match-numbers';
import { decodeDigest, encodeDigest } from './digest-file';
import { scanNumbers } from './stored-numbers';
import { changesAgainst } from './changes-at';
import { DEFAULT_GUARDS } from '../../shared/changes/changes';

const INFO: DigestInfo = {
  baseUrl: 'https://configurator.example.com', appId: 4711, acceptedAt: '2026-11-20T08:00:00.000Z',
  fileName: 'week-47.json', sha256: 'a'.repeat(64), bytes: 1, articles: 1, prices: 1,
};

const block = (text: string) => Buffer.from(text, 'utf8');

/** `count` articles with a price each; numbers `numberOf(i)`, amounts `amountOf(i)`. */
function catalogue(count: number, numberOf: (i: number) => string, amountOf: (i: number) => number): CatalogueDigest {
  return {
    numbers: Array.from({ length: count }, (_, i) => numberOf(i)),
    articleNumber: Int32Array.from({ length: count }, (_, i) => i),
    articleFingerprint: Int32Array.from({ length: 2 * count }, (_, k) => k >> 1),
    tails: [{ priceList: 'retail', currency: 'EUR', minQuantity: 1 }],
    priceNumber: Int32Array.from({ length: count }, (_, i) => i),
    priceTail: new Int32Array(count),
    priceFrom: new Int32Array(count),
    priceAmount: Float64Array.from({ length: count }, (_, i) => amountOf(i)),
  };
}

describe('numbers read where they stand', () => {
  it('finds each number of a block as this app writes it, hashed as its string is', () => {
    const numbers = ['A-1', 'Ä-2', 'say "3"', '型号-🙂', 'lone \ud800', ''];
    const scanned = scanNumbers(block(JSON.stringify({ numbers, tails: [] })), numbers.length)!;
    expect(scanned.numbers.numberCount).toBe(6);
    expect(scanned.numbers.numberHashes()).toEqual(hashesOfNumbers(numbers));
    expect(scanned.numbers.numberTexts(new Set([1, 3, 4, 5]))).toEqual(new Map([[1, 'Ä-2'], [3, '型号-🙂'], [4, 'lone \ud800'], [5, '']]));
    expect(scanned.numbers.all()).toEqual(numbers);
    expect(Buffer.from(scanned.rest).toString('utf8')).toBe('"tails":[]}');
  });

  it('reads an empty list, and leaves a block laid out otherwise, or not as many as the header says, to be parsed whole', () => {
    const none = scanNumbers(block('{"numbers":[],"tails":[]}'), 0)!;
    expect(none.numbers.all()).toEqual([]);
    expect(none.numbers.numberHashes()).toEqual({ first: new Int32Array(0), second: new Int32Array(0) });
    for (const [text, count] of [
      ['{ "numbers": ["A"], "tails": [] }', 1],
      ['{"tails":[],"numbers":["A"]}', 1],
      ['{"numbers":["A","B"],"tails":[]}', 1],
      ['{"numbers":["A"],"tails":[]}', 2],
      ['{"numbers":["A",7],"tails":[]}', 2],
      ['{"numbers":["A"]}', 1],
    ] as const) {
      expect(scanNumbers(block(text), count), text).toBeUndefined();
    }
  });

  it('compares as the strings would, and names the removed from the target\'s side', () => {
    const last = catalogue(3000, (i) => `A-${i}`, (i) => i + 1);
    // A third left out, a few renumbered beyond ASCII, every tenth price ×3.
    const current = catalogue(2000, (i) => (i % 500 === 7 ? `Ä-${i}` : `A-${i}`), (i) => (i % 10 === 0 ? 3 * (i + 1) : i + 1));
    const read = decodeDigest(encodeDigest({ info: INFO, digest: last }));
    const options = { lastInfo: INFO, currentSha256: 'b'.repeat(64), priceJumpFactor: 2 };
    const fromFile = compareDigests(read.digest, current, { ...options, lastNumbers: read.numbers! });
    expect(fromFile).toEqual(compareDigests(last, current, options));
    expect(fromFile.articles).toMatchObject({ added: 4, removed: 1004 });
    expect(fromFile.lists.removedArticles.slice(0, 2)).toEqual(['A-7', 'A-507']);
    expect(fromFile.lists.removedPrices[0]).toMatchObject({ articleNumber: 'A-7', amount: 8 });
    expect(fromFile.lists.addedArticles[0]).toBe('Ä-7');
  });

  it('is what a comparison reads of the target\'s digest: its numbers are never all made strings', () => {
    const read = decodeDigest(encodeDigest({ info: INFO, digest: catalogue(500, (i) => `A-${i}`, (i) => i + 1) }));
    const numbers = Object.getOwnPropertyDescriptor(read.digest, 'numbers')!;
    let made = 0;
    Object.defineProperty(read.digest, 'numbers', { get: () => (made++, numbers.get!.call(read.digest) as string[]) });
    const current = catalogue(400, (i) => `A-${i + 50}`, (i) => 2 * (i + 51));
    const seen = changesAgainst({ kind: 'found', stored: read }, { digest: current, sha256: 'b'.repeat(64) }, DEFAULT_GUARDS);
    expect(seen).toMatchObject({ kind: 'compared', changes: { articles: { added: 0, removed: 100 } } });
    expect(made).toBe(0);
    expect(seen.kind === 'compared' && seen.changes.lists.removedArticles[0]).toBe('A-0');
  });
});
