// The digest a file's check collects: every article number once, the first well-formed article
// of each number with its fingerprint, each usable price with its key and amount.
import { describe, expect, it } from 'vitest';
import { validateBytes } from '../validation/validate-bytes';
import type { Fingerprinter } from '../validation/scan-types';
import type { BlockStore } from '../collections/byte-stream';
import { MAX_FIELD_NAMES, collectDigest } from './collect-digest';
import { compareDigests } from './compare-digests';
import { hashesOfNumbers } from './match-numbers';
import type { DigestInfo } from './digest';

/** Length and first byte of the article's bytes: enough to tell them apart here. */
const byLength: Fingerprinter = (bytes, out) => {
  out[0] = bytes.length;
  out[1] = bytes[0] ?? -1;
};

async function digestOf(document: unknown) {
  const bytes = new TextEncoder().encode(JSON.stringify(document));
  const outcome = await validateBytes(bytes, { file: 'x.json', digest: collectDigest(byLength) });
  return outcome.digest!.columns();
}

describe('the digest collected while checking', () => {
  it('keeps numbers once, articles with their fingerprints, prices with key and amount', async () => {
    const digest = await digestOf({
      articles: [{ articleNumber: 'A-1', name: 'Chair' }, { articleNumber: 'B-2', name: 'Table, long' }],
      prices: [
        { articleNumber: 'A-1', currency: 'EUR', amount: 12.5 },
        { articleNumber: 'A-1', priceList: 'b2b', currency: 'EUR', amount: 10, minQuantity: 5, validFrom: '2026-01-01' },
        { articleNumber: 'C-3', currency: 'CHF', amount: 3 },
      ],
    });
    expect(digest.numbers).toEqual(['A-1', 'B-2', 'C-3']);
    expect([...digest.articleNumber]).toEqual([0, 1]);
    const first = JSON.stringify({ articleNumber: 'A-1', name: 'Chair' });
    expect([...digest.articleFingerprint]).toEqual([first.length, 0x7b, first.length + 6, 0x7b]);
    expect(digest.tails).toEqual([
      { priceList: 'default', currency: 'EUR', minQuantity: 1 },
      { priceList: 'b2b', currency: 'EUR', minQuantity: 5 },
      { priceList: 'default', currency: 'CHF', minQuantity: 1 },
    ]);
    expect([...digest.priceNumber]).toEqual([0, 0, 2]);
    expect([...digest.priceTail]).toEqual([0, 1, 2]);
    expect([...digest.priceFrom]).toEqual([0, 20260101, 0]);
    expect([...digest.priceAmount]).toEqual([12.5, 10, 3]);
  });

  it('leaves out a repeated article number, and prices whose amount is not a number', async () => {
    const digest = await digestOf({
      articles: [{ articleNumber: 'A', name: 'x' }, { articleNumber: 'A', name: 'longer' }, { articleNumber: 7, name: 'no' }],
      prices: [{ articleNumber: 'A', currency: 'EUR', amount: '12,50' }, { articleNumber: 'A', currency: 'EUR', amount: 1, validFrom: '2026-02-30' }],
    });
    expect(digest.numbers).toEqual(['A']);
    expect(digest.articleNumber.length).toBe(1);
    expect(digest.priceAmount.length).toBe(0);
  });

  it('counts per field the articles that fill it (not missing, null, "", [] or {}), and keeps each article\'s active', async () => {
    const digest = await digestOf({
      articles: [
        { articleNumber: 'A', name: 'x', gtin: '4006381333931', active: true, attributes: { color: 'red' }, extra: [1] },
        { articleNumber: 'B', name: 'y', gtin: '', active: false, attributes: {}, extra: [] },
        { articleNumber: 'C', name: 'z', gtin: null, attributes: { a: 1 }, extra: 0 },
        { articleNumber: 'C', name: 'a repeated number is not counted', gtin: '4006381333931' },
      ],
    });
    const drift = digest.drift!;
    const filled = Object.fromEntries(drift.fieldNames.map((name, i) => [name, drift.fieldFilled[i]]));
    expect(filled).toEqual({ articleNumber: 3, name: 3, gtin: 1, active: 2, attributes: 2, extra: 2 });
    expect([...drift.articleActive]).toEqual([1, 0, 2]);
  });

  it('hashes its numbers from their stream as their strings are hashed, and reads the texts asked for', async () => {
    // Beyond ASCII, past one byte a unit, a pair of surrogates and a lone one.
    const numbers = ['A-1', 'Ä-100', 'A\u0308-100', '型号-🙂', 'lone \ud800', ''.padEnd(300, 'x')];
    const bytes = new TextEncoder().encode(`{"articles":[${numbers.map((n) => `{"articleNumber":${JSON.stringify(n)},"name":"x"}`).join(',')}]}`);
    const digest = (await validateBytes(bytes, { file: 'x.json', digest: collectDigest(byLength) })).digest!;
    expect(digest.numberCount).toBe(numbers.length);
    // From the stream (before `numbers` made them all and keeps them): the ones asked for, the others skipped.
    expect(digest.numberTexts(new Set([1, 3, 4, 5]))).toEqual(new Map([[1, 'Ä-100'], [3, '型号-🙂'], [4, numbers[4]], [5, numbers[5]]]));
    const hashed = digest.numberHashes();
    expect(digest.numbers).toEqual(numbers);
    expect(hashed).toEqual(hashesOfNumbers(numbers));
  });

  it('counts at most MAX_FIELD_NAMES field names, however many a file brings', async () => {
    const articles = Array.from({ length: MAX_FIELD_NAMES + 10 }, (_, i) => ({ articleNumber: `A-${i}`, name: 'x', [`own-${i}`]: 1 }));
    const drift = (await digestOf({ articles })).drift!;
    expect(drift.fieldNames).toHaveLength(MAX_FIELD_NAMES);
    expect(drift.fieldFilled[drift.fieldNames.indexOf('name')]).toBe(MAX_FIELD_NAMES + 10);
  });

  it('is not collected unless asked for, nor for a file that is not JSON', async () => {
    const bytes = new TextEncoder().encode('{"articles":[]}');
    expect((await validateBytes(bytes, { file: 'x.json' })).digest).toBeUndefined();
    expect((await validateBytes(new TextEncoder().encode('{"articles":['), { file: 'x.json', digest: collectDigest(byLength) })).digest).toBeUndefined();
  });

  it('reads its rows from where they were written, as its columns hold them, and compares the same either way', async () => {
    // Enough rows that every stream fills blocks and hands them to the store.
    const document = (year: number, off: (i: number) => boolean) => ({
      articles: Array.from({ length: 20000 }, (_, i) => ({ articleNumber: `A-${i}`, name: `Article ${i}`, active: !off(i) })),
      prices: Array.from({ length: 60000 }, (_, i) => ({
        articleNumber: `A-${(i * 7) % 20000}`, priceList: `list-${year}`, currency: 'EUR', minQuantity: 1 + (i % 3), validFrom: `${year}-01-01`, amount: ((i % 100) + 0.5) * (year - 2025),
      })),
    });
    const blocks: Uint8Array[] = [];
    let closed = false;
    const store: BlockStore = { put: (block) => blocks.push(block.slice()) - 1, get: (id, into) => into.set(blocks[id]!), close: () => (closed = true) };
    const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    const current = (await validateBytes(encode(document(2027, (i) => i % 10 === 0)), { file: 'x.json', digest: collectDigest(byLength, store) })).digest!;
    expect(blocks.length).toBeGreaterThanOrEqual(4);

    // The list renamed for the new year and a tenth of the articles switched off: the comparison's every path.
    const last = await digestOf(document(2026, () => false));
    const info: DigestInfo = { baseUrl: 'http://x', appId: 1, acceptedAt: '2026-01-01T00:00:00Z', fileName: 'x.json', sha256: '0'.repeat(64), bytes: 1, articles: 1, prices: 1 };
    const options = { lastInfo: info, currentSha256: '1'.repeat(64), priceJumpFactor: 1.5 };
    // From the rows first: the numbers are hashed from their stream, the listed ones read as texts.
    const fromRows = compareDigests(last, current, options);
    const columns = current.columns();
    expect(columns.priceNumber).toHaveLength(60000);
    expect(fromRows).toEqual(compareDigests(last, columns, options));
    expect(fromRows.lists.addedPrices[0]!.articleNumber).toBe('A-0');
    expect(fromRows.lists.priceJumps.every((jump) => /^A-\d+$/.test(jump.articleNumber))).toBe(true);
    expect(fromRows.prices).toMatchObject({ added: 60000, removed: 60000 });
    expect(fromRows.drift.deactivated).toBe(2000);
    // New keys held against the renamed list's prices: the rows were read once more to pair the lists.
    expect(fromRows.priceJumps.count).toBeGreaterThan(0);
    expect(fromRows.lists.priceJumps[0]!.previous!.priceList).toBe('list-2026');
    current.release();
    expect(closed).toBe(true);
  });
});
