import { describe, expect, it } from 'vitest';
import { DEFAULT_GUARDS, type Changes } from './changes';
import { compareDigests, DEFAULT_LIST_LIMIT, guardsOf, type CompareOptions } from './compare-digests';
import type { CatalogueDigest, DigestInfo, PriceTail } from './digest';

// ---- A digest from plain objects --------------------------------------------------------

interface PlainPrice {
  number: string;
  list?: string;
  currency?: string;
  min?: number;
  /** YYYYMMDD, 0 for none. */
  from?: number;
  amount: number;
}

interface PlainDigest {
  /** [article number, fingerprint]: a number for both halves alike, or the two halves. */
  articles?: [string, number | [number, number]][];
  prices?: PlainPrice[];
  /** Tails to number first, in this order (to number them differently from another digest). */
  tails?: PriceTail[];
  /** Numbers to index first, in this order. */
  numbers?: string[];
}

function digestOf(plain: PlainDigest): CatalogueDigest {
  const numbers: string[] = [];
  const numberIndex = new Map<string, number>();
  const indexOfNumber = (n: string): number => {
    if (!numberIndex.has(n)) numberIndex.set(n, numbers.push(n) - 1);
    return numberIndex.get(n)!;
  };
  const tails: PriceTail[] = [];
  const tailIndex = new Map<string, number>();
  const indexOfTail = (tail: PriceTail): number => {
    const key = JSON.stringify([tail.priceList, tail.currency, tail.minQuantity]);
    if (!tailIndex.has(key)) tailIndex.set(key, tails.push(tail) - 1);
    return tailIndex.get(key)!;
  };
  (plain.numbers ?? []).forEach(indexOfNumber);
  (plain.tails ?? []).forEach(indexOfTail);
  const articles = plain.articles ?? [];
  const prices = (plain.prices ?? []).map((p) => ({
    number: p.number,
    tail: { priceList: p.list ?? 'LIST', currency: p.currency ?? 'EUR', minQuantity: p.min ?? 1 },
    from: p.from ?? 0,
    amount: p.amount,
  }));
  return {
    numbers,
    articleNumber: Int32Array.from(articles, ([n]) => indexOfNumber(n)),
    articleFingerprint: Int32Array.from(articles.flatMap(([, fp]) => (typeof fp === 'number' ? [fp, fp] : fp))),
    tails,
    priceNumber: Int32Array.from(prices, (p) => indexOfNumber(p.number)),
    priceTail: Int32Array.from(prices, (p) => indexOfTail(p.tail)),
    priceFrom: Int32Array.from(prices, (p) => p.from),
    priceAmount: Float64Array.from(prices, (p) => p.amount),
  };
}

const lastInfo: DigestInfo = {
  baseUrl: 'https://configurator.example',
  appId: 7,
  acceptedAt: '2025-01-02T03:04:05.000Z',
  fileName: 'export.json',
  sha256: 'a'.repeat(64),
  bytes: 1234,
  articles: 3,
  prices: 3,
};

function compare(last: PlainDigest | CatalogueDigest, current: PlainDigest | CatalogueDigest, options: Partial<CompareOptions> = {}): Changes {
  const digest = (d: PlainDigest | CatalogueDigest): CatalogueDigest => ('articleNumber' in d ? d : digestOf(d));
  return compareDigests(digest(last), digest(current), {
    lastInfo,
    currentSha256: 'b'.repeat(64),
    priceJumpFactor: DEFAULT_GUARDS.priceJumpFactor,
    ...options,
  });
}

const price = (number: string, amount: number, more: Partial<PlainPrice> = {}): PlainPrice => ({ number, amount, ...more });

// ---- Articles ---------------------------------------------------------------------------

describe('compareDigests: articles', () => {
  it('counts added, removed, changed and unchanged articles by number and fingerprint, and lists them in file order', () => {
    const changes = compare(
      { articles: [['A', 1], ['B', 2], ['C', 3], ['D', 4], ['E', 5]] },
      { articles: [['F', 6], ['E', 50], ['C', 3], ['A', 10], ['G', 7], ['B', 2]] },
    );
    expect(changes.articles).toEqual({ compared: true, added: 2, removed: 1, changed: 2, unchanged: 2 });
    expect(changes.lists.addedArticles).toEqual(['F', 'G']);
    expect(changes.lists.removedArticles).toEqual(['D']);
    expect(changes.lists.changedArticles).toEqual(['E', 'A']);
    expect(changes.leftOutShare).toBe(1 / 5);
    expect(changes.truncated).toBe(false);
    expect(changes.listLimit).toBe(DEFAULT_LIST_LIMIT);
    expect(changes.comparedWith).toBe(lastInfo);
  });

  it('sees a change in either half of the fingerprint', () => {
    const changes = compare(
      { articles: [['A', [1, 2]], ['B', [1, 2]]] },
      { articles: [['A', [1, 3]], ['B', [9, 2]]] },
    );
    expect(changes.articles).toMatchObject({ changed: 2, unchanged: 0 });
  });

  it('matches numbers exactly: case and surrounding spaces make another article', () => {
    const changes = compare({ articles: [['ab-1', 1]] }, { articles: [['AB-1', 1], [' ab-1', 1]] });
    expect(changes.articles).toMatchObject({ added: 2, removed: 1, unchanged: 0 });
  });

  it('matches numbers whatever the order of either digest, and whatever numbers only prices had', () => {
    const numbers = Array.from({ length: 300 }, (_, i) => `N-${i}`);
    const shuffled = [...numbers].sort((a, b) => (hash(a) % 1000) - (hash(b) % 1000));
    const changes = compare(
      { numbers: ['P-1', 'P-2'], articles: numbers.filter((_, i) => i % 10 !== 0).map((n) => [n, 1]) },
      { numbers: ['P-3'], articles: shuffled.filter((_, i) => i % 7 !== 0).map((n) => [n, 1]) },
    );
    const inLast = new Set(numbers.filter((_, i) => i % 10 !== 0));
    const inCurrent = new Set(shuffled.filter((_, i) => i % 7 !== 0));
    const both = [...inCurrent].filter((n) => inLast.has(n)).length;
    expect(changes.articles).toEqual({ compared: true, added: inCurrent.size - both, removed: inLast.size - both, changed: 0, unchanged: both });
    expect(changes.lists.removedArticles).toEqual(numbers.filter((n, i) => i % 10 !== 0 && !inCurrent.has(n)));
    expect(changes.lists.addedArticles).toEqual(shuffled.filter((n, i) => i % 7 !== 0 && !inLast.has(n)));
  });

  it('does not compare articles for a file with prices only: counts 0, nothing left out', () => {
    const changes = compare({ articles: [['A', 1], ['B', 2]], prices: [price('A', 5)] }, { prices: [price('A', 5)] });
    expect(changes.articles).toEqual({ compared: false, added: 0, removed: 0, changed: 0, unchanged: 0 });
    expect(changes.leftOutShare).toBe(0);
    expect(changes.lists.removedArticles).toEqual([]);
    expect(changes.prices).toEqual({ compared: true, added: 0, removed: 0, changed: 0, unchanged: 1 });
  });

  it('leaves out nothing of a target that had no articles', () => {
    const changes = compare({ prices: [price('A', 5)] }, { articles: [['A', 1]] });
    expect(changes.articles).toEqual({ compared: true, added: 1, removed: 0, changed: 0, unchanged: 0 });
    expect(changes.leftOutShare).toBe(0);
  });
});

// ---- Prices -----------------------------------------------------------------------------

describe('compareDigests: prices', () => {
  const base = { list: 'RETAIL', currency: 'EUR', min: 1, from: 20250101 };

  it.each([
    ['article number', { number: 'B' }],
    ['price list', { list: 'WHOLESALE' }],
    ['currency', { currency: 'CHF' }],
    ['minimum quantity', { min: 10 }],
    ['valid from', { from: 20250201 }],
    ['valid from, none', { from: 0 }],
  ])('keys a price on its %s: another one is a different price, not a change', (_, other) => {
    const changes = compare({ prices: [price('A', 5, base)] }, { prices: [{ ...price('A', 6, base), ...other }] });
    expect(changes.prices).toEqual({ compared: true, added: 1, removed: 1, changed: 0, unchanged: 0 });
    expect(changes.lists.removedPrices).toEqual([
      { articleNumber: 'A', priceList: 'RETAIL', currency: 'EUR', minQuantity: 1, validFrom: '2025-01-01', amount: 5 },
    ]);
    expect(changes.lists.addedPrices).toHaveLength(1);
  });

  it('sees a changed amount under the same key, and lists it with old, new and ratio', () => {
    const changes = compare(
      { prices: [price('A', 10, base), price('A', 7, { ...base, from: 0 })] },
      { prices: [price('A', 10, base), price('A', 8, { ...base, from: 0 })] },
    );
    expect(changes.prices).toEqual({ compared: true, added: 0, removed: 0, changed: 1, unchanged: 1 });
    expect(changes.lists.changedPrices).toEqual([
      { articleNumber: 'A', priceList: 'RETAIL', currency: 'EUR', minQuantity: 1, validFrom: null, old: 7, new: 8, ratio: 8 / 7 },
    ]);
    expect(changes.priceJumps).toEqual({ factor: 2, count: 0 });
  });

  it('matches price lists, currencies and numbers by value when the two digests number them differently', () => {
    const tails: PriceTail[] = [
      { priceList: 'RETAIL', currency: 'EUR', minQuantity: 1 },
      { priceList: 'RETAIL', currency: 'CHF', minQuantity: 1 },
      { priceList: 'WHOLESALE', currency: 'EUR', minQuantity: 10 },
    ];
    const rows = ['A', 'B', 'C'].flatMap((number, i) =>
      tails.map((t, j) => price(number, 10 * i + j, { list: t.priceList, currency: t.currency, min: t.minQuantity })),
    );
    const changes = compare(
      { tails, numbers: ['A', 'B', 'C'], prices: rows },
      { tails: [...tails].reverse(), numbers: ['C', 'B', 'A'], prices: [...rows].reverse() },
    );
    expect(changes.prices).toEqual({ compared: true, added: 0, removed: 0, changed: 0, unchanged: 9 });
  });

  it('treats a tail the last digest has and the file lacks as removed, not as an error', () => {
    const changes = compare(
      { prices: [price('A', 1, { list: 'OLD' }), price('A', 2)] },
      { prices: [price('A', 2), price('A', 3, { list: 'NEW' })] },
    );
    expect(changes.prices).toMatchObject({ added: 1, removed: 1, unchanged: 1 });
    expect(changes.lists.removedPrices.map((p) => p.priceList)).toEqual(['OLD']);
    expect(changes.lists.addedPrices.map((p) => p.priceList)).toEqual(['NEW']);
  });

  it('finds prices among an article with very many (sorted and searched by halves)', () => {
    const days = Array.from({ length: 60 }, (_, i) => 20240101 + i);
    const lastRows = days.flatMap((from) => [price('A', 100, { from }), price('A', 5, { from, currency: 'CHF' })]);
    const currentRows = [...days]
      .reverse()
      .filter((from) => from % 10 !== 0)
      .flatMap((from) => [price('A', from % 3 === 0 ? 101 : 100, { from }), price('A', 5, { from, currency: 'CHF' })]);
    currentRows.push(price('A', 1, { from: 20300101 }));
    const changes = compare({ prices: [price('B', 1), ...lastRows] }, { prices: [price('B', 1), ...currentRows] });
    const kept = days.filter((from) => from % 10 !== 0);
    const changed = kept.filter((from) => from % 3 === 0).length;
    expect(changes.prices).toEqual({ compared: true, added: 1, removed: 2 * (60 - kept.length), changed, unchanged: 1 + 2 * kept.length - changed });
  });

  it('does not compare prices for a file with articles only', () => {
    const changes = compare({ articles: [['A', 1]], prices: [price('A', 5)] }, { articles: [['A', 1]] });
    expect(changes.prices).toEqual({ compared: false, added: 0, removed: 0, changed: 0, unchanged: 0 });
    expect(changes.priceJumps).toEqual({ factor: 2, count: 0 });
    expect(changes.lists.removedPrices).toEqual([]);
    expect(changes.articles).toEqual({ compared: true, added: 0, removed: 0, changed: 0, unchanged: 1 });
  });

  it('does not compare anything for an empty file', () => {
    const changes = compare({ articles: [['A', 1]], prices: [price('A', 5)] }, {});
    expect(changes.articles.compared).toBe(false);
    expect(changes.prices.compared).toBe(false);
    expect(changes.leftOutShare).toBe(0);
  });
});

// ---- Price jumps ------------------------------------------------------------------------

describe('compareDigests: price jumps', () => {
  const jumps = (pairs: [number, number][], factor = 2): Changes =>
    compare(
      { prices: pairs.map(([old], i) => price(`A-${i}`, old)) },
      { prices: pairs.map(([, now], i) => price(`A-${i}`, now)) },
      { priceJumpFactor: factor },
    );

  it('counts cents sent as euros (×100) and the reverse (÷100) as jumps', () => {
    const changes = jumps([
      [12.5, 1250],
      [1250, 12.5],
      [10, 11],
    ]);
    expect(changes.priceJumps).toEqual({ factor: 2, count: 2 });
    expect(changes.lists.priceJumps.map((j) => [j.articleNumber, j.ratio])).toEqual([
      ['A-0', 100],
      ['A-1', 0.01],
    ]);
    expect(changes.prices.changed).toBe(3);
  });

  it('does not count exactly the factor, either way: "more than ×2 or below ×0.5"', () => {
    const changes = jumps([
      [10, 20],
      [10, 5],
      [0.1, 0.2],
      [10, 20.01],
      [10, 4.99],
    ]);
    expect(changes.priceJumps.count).toBe(2);
    expect(changes.lists.priceJumps.map((j) => j.articleNumber)).toEqual(['A-3', 'A-4']);
  });

  it('uses the factor given', () => {
    expect(jumps([[10, 25]], 3).priceJumps).toEqual({ factor: 3, count: 0 });
    expect(jumps([[10, 31]], 3).priceJumps).toEqual({ factor: 3, count: 1 });
  });

  it('counts a price from 0 as a jump with ratio null (no factor from 0); 0 to 0 is no change', () => {
    const changes = jumps([
      [0, 5],
      [0, 0],
    ]);
    expect(changes.prices).toMatchObject({ changed: 1, unchanged: 1 });
    expect(changes.lists.priceJumps).toEqual([
      { articleNumber: 'A-0', priceList: 'LIST', currency: 'EUR', minQuantity: 1, validFrom: null, old: 0, new: 5, ratio: null },
    ]);
  });
});

// ---- Lists, identity, guards ------------------------------------------------------------

// ---- Price jumps across keys --------------------------------------------------------------

describe('compareDigests: price jumps that survive re-keying', () => {
  const articles = ['A', 'B', 'C'];
  const lastPrices = articles.map((number, i) => price(number, 10 + i, { list: '2026', from: 20260101 }));

  it('holds every price ×100 with a new start date against the target\'s previous one: all jumps', () => {
    const current = articles.map((number, i) => price(number, (10 + i) * 100, { list: '2026', from: 20270101 }));
    const changes = compare({ prices: lastPrices }, { prices: current });
    expect(changes.prices).toEqual({ compared: true, added: 3, removed: 3, changed: 0, unchanged: 0 });
    expect(changes.priceJumps).toEqual({ factor: 2, count: 3 });
    expect(changes.lists.priceJumps[0]).toEqual({
      articleNumber: 'A', priceList: '2026', currency: 'EUR', minQuantity: 1, validFrom: '2027-01-01', old: 10, new: 1000, ratio: 100,
      previous: { priceList: '2026', minQuantity: 1, validFrom: '2026-01-01' },
    });
    expect(guardsOf(changes, DEFAULT_GUARDS).priceJumps).toEqual({ count: 3, factor: 2 });
  });

  it('holds every price ×100 under a renamed price list against the list that went: all jumps', () => {
    const current = articles.map((number, i) => price(number, (10 + i) * 100, { list: '2027', from: 20260101 }));
    const changes = compare({ prices: lastPrices }, { prices: current });
    expect(changes.priceJumps.count).toBe(3);
    expect(changes.lists.priceJumps.map((jump) => [jump.articleNumber, jump.priceList, jump.previous?.priceList, jump.ratio])).toEqual([
      ['A', '2027', '2026', 100], ['B', '2027', '2026', 100], ['C', '2027', '2026', 100],
    ]);
  });

  it('does not hold a new list against one that is still sent, nor a list against another currency', () => {
    const changes = compare(
      { prices: [price('A', 10, { list: 'RETAIL' }), price('A', 10, { list: 'OLD', currency: 'CHF' })] },
      { prices: [price('A', 10, { list: 'RETAIL' }), price('A', 1000, { list: 'NEW' })] },
    );
    expect(changes.priceJumps.count).toBe(0);
  });

  it('pairs renamed lists by the articles they share, each list once', () => {
    const changes = compare(
      { prices: [price('A', 10, { list: 'R-2026' }), price('B', 10, { list: 'R-2026' }), price('A', 500, { list: 'W-2026' })] },
      { prices: [price('A', 11, { list: 'R-2027' }), price('B', 12, { list: 'R-2027' }), price('A', 5000, { list: 'W-2027' })] },
    );
    // R-2027 shares two articles with R-2026; W-2027 is left the one with W-2026: 500 → 5000 jumps.
    expect(changes.lists.priceJumps.map((jump) => [jump.priceList, jump.previous?.priceList, jump.old])).toEqual([['W-2027', 'W-2026', 500]]);
  });

  it('reports no jump for a genuinely new article\'s price, nor for a new start date within the factor', () => {
    const changes = compare(
      { prices: lastPrices },
      { prices: [...lastPrices, price('NEW', 99_999, { list: '2026', from: 20270101 }), price('A', 15, { list: '2026', from: 20270101 })] },
    );
    expect(changes.prices).toMatchObject({ added: 2, removed: 0, unchanged: 3 });
    expect(changes.priceJumps.count).toBe(0);
  });

  it('compares with the nearest minimum quantity (of two as near, the smaller) and the latest period', () => {
    const last = { prices: [
      price('A', 10, { min: 1, from: 20250101 }), price('A', 12, { min: 1, from: 20260101 }), price('A', 11, { min: 1, from: 20240101 }),
      price('A', 8, { min: 10, from: 20260101 }), price('A', 6, { min: 100, from: 20260101 }),
    ] };
    const changes = compare(last, { prices: [
      price('A', 1200, { min: 2, from: 20270101 }), price('A', 800, { min: 20, from: 20270101 }), price('A', 600, { min: 55, from: 20270101 }),
    ] });
    expect(changes.lists.priceJumps.map((jump) => [jump.minQuantity, jump.previous, jump.old])).toEqual([
      [2, { priceList: 'LIST', minQuantity: 1, validFrom: '2026-01-01' }, 12],
      [20, { priceList: 'LIST', minQuantity: 10, validFrom: '2026-01-01' }, 8],
      [55, { priceList: 'LIST', minQuantity: 10, validFrom: '2026-01-01' }, 8],
    ]);
  });

  it('finds the previous price the same way in an article with very many prices (sorted, searched by halves)', () => {
    const quantities = Array.from({ length: 40 }, (_, i) => 5 * (i + 1));
    const last = { prices: quantities.flatMap((min) => [price('A', min, { min, from: 20250101 }), price('A', min + 1, { min, from: 20260101 })]) };
    const changes = compare(last, { prices: [
      price('A', 100 * 6, { min: 1, from: 20270101 }), price('A', 100 * 11, { min: 8, from: 20270101 }),
      price('A', 100 * 201, { min: 500, from: 20270101 }), price('A', 100 * 101, { min: 100, from: 20270101 }),
    ] });
    expect(changes.lists.priceJumps.map((jump) => [jump.minQuantity, jump.previous?.minQuantity, jump.previous?.validFrom, jump.old])).toEqual([
      [1, 5, '2026-01-01', 6], [8, 10, '2026-01-01', 11], [500, 200, '2026-01-01', 201], [100, 100, '2026-01-01', 101],
    ]);
  });
});

describe('compareDigests: lists and identity', () => {
  it('cuts each list at the limit and says so; the counts stay exact', () => {
    const last = { articles: ['A', 'B', 'C', 'D'].map((n): [string, number] => [n, 1]), prices: ['A', 'B', 'C'].map((n) => price(n, 1)) };
    const current = {
      articles: ['E', 'F', 'G'].map((n): [string, number] => [n, 1]),
      prices: ['A', 'B', 'C'].map((n) => price(n, 100)),
    };
    const changes = compare(last, current, { listLimit: 2 });
    expect(changes.articles).toMatchObject({ added: 3, removed: 4 });
    expect(changes.lists.addedArticles).toEqual(['E', 'F']);
    expect(changes.lists.removedArticles).toEqual(['A', 'B']);
    expect(changes.prices.changed).toBe(3);
    expect(changes.priceJumps.count).toBe(3);
    expect(changes.lists.changedPrices.map((p) => p.articleNumber)).toEqual(['A', 'B']);
    expect(changes.lists.priceJumps.map((p) => p.articleNumber)).toEqual(['A', 'B']);
    expect(changes.listLimit).toBe(2);
    expect(changes.truncated).toBe(true);
  });

  it('is not truncated when the lists just fit', () => {
    const changes = compare({ articles: [['A', 1]] }, { articles: [['B', 1], ['C', 1]] }, { listLimit: 2 });
    expect(changes.lists.addedArticles).toEqual(['B', 'C']);
    expect(changes.truncated).toBe(false);
  });

  it('lists removed prices in the order of the last digest, with their start date as text', () => {
    const changes = compare(
      { prices: [price('B', 2, { from: 20241231 }), price('A', 1), price('C', 3)] },
      { prices: [price('C', 3)] },
    );
    expect(changes.lists.removedPrices).toEqual([
      { articleNumber: 'B', priceList: 'LIST', currency: 'EUR', minQuantity: 1, validFrom: '2024-12-31', amount: 2 },
      { articleNumber: 'A', priceList: 'LIST', currency: 'EUR', minQuantity: 1, validFrom: null, amount: 1 },
    ]);
  });

  it('is identical exactly when the SHA-256 is the one last accepted', () => {
    const digest = { articles: [['A', 1]] } satisfies PlainDigest;
    expect(compare(digest, digest, { currentSha256: lastInfo.sha256 }).identical).toBe(true);
    expect(compare(digest, digest).identical).toBe(false);
  });
});

describe('guardsOf', () => {
  const leavingOut = (removed: number, of: number): Changes =>
    compare(
      { articles: Array.from({ length: of }, (_, i): [string, number] => [`A-${i}`, 1]) },
      { articles: Array.from({ length: of - removed }, (_, i): [string, number] => [`A-${i}`, 1]) },
    );

  it('trips nothing for a file that leaves out no more than allowed and moves no price too far', () => {
    expect(guardsOf(leavingOut(0, 5), DEFAULT_GUARDS)).toEqual({});
  });

  it('does not trip the shrink guard at exactly the share allowed (20 % is not over 20 %)', () => {
    const changes = leavingOut(1, 5);
    expect(changes.leftOutShare).toBe(0.2);
    expect(guardsOf(changes, DEFAULT_GUARDS)).toEqual({});
  });

  it('trips the shrink guard above the share allowed', () => {
    expect(guardsOf(leavingOut(2, 5), DEFAULT_GUARDS)).toEqual({ leftOut: { of: 'articles', removed: 2, share: 0.4, maxShare: 0.2 } });
    expect(guardsOf(leavingOut(2, 5), { ...DEFAULT_GUARDS, maxLeftOutShare: 0.5 })).toEqual({});
  });

  it('guards a file without articles on the share of the target\'s prices it leaves out, with the same threshold', () => {
    const target = { articles: [['A', 1], ['B', 1]] as [string, number][], prices: ['A', 'B', 'C', 'D', 'E'].map((n) => price(n, 10)) };
    const leavingOutPrices = (kept: number) => compare(target, { prices: target.prices.slice(0, kept) });
    expect(leavingOutPrices(4).leftOutShare).toBe(0.2);
    expect(guardsOf(leavingOutPrices(4), DEFAULT_GUARDS)).toEqual({});
    expect(guardsOf(leavingOutPrices(3), DEFAULT_GUARDS)).toEqual({ leftOut: { of: 'prices', removed: 2, share: 0.4, maxShare: 0.2 } });
    expect(guardsOf(leavingOutPrices(3), { ...DEFAULT_GUARDS, maxLeftOutShare: 0.5 })).toEqual({});
    // With articles, the articles count: all of them are there, however many prices are not.
    expect(guardsOf(compare(target, { articles: target.articles, prices: target.prices.slice(0, 1) }), DEFAULT_GUARDS)).toEqual({});
  });

  it('trips the price-jump guard for any jump, with the factor the changes were compared at', () => {
    const changes = compare({ prices: [price('A', 10), price('B', 10)] }, { prices: [price('A', 1000), price('B', 10)] }, { priceJumpFactor: 5 });
    expect(guardsOf(changes, DEFAULT_GUARDS)).toEqual({ priceJumps: { count: 1, factor: 5 } });
  });
});

// ---- A large generated case -------------------------------------------------------------

describe('compareDigests: a large generated case', () => {
  it('counts exactly over 200 000 articles and 600 000 prices, in another order on each side', () => {
    const n = 200_000;
    const tails: PriceTail[] = [
      { priceList: 'RETAIL', currency: 'EUR', minQuantity: 1 },
      { priceList: 'RETAIL', currency: 'CHF', minQuantity: 1 },
      { priceList: 'WHOLESALE', currency: 'EUR', minQuantity: 10 },
    ];
    // Last: articles 0 … n-1. Current: articles 1000 … n+999, the first half in another
    // order; every 97th fingerprint and every 89th price changed, every 50th of those ×10.
    const last = generated(range(0, n), tails, () => 0);
    const order = [...range(1000, n / 2).sort((a, b) => hash(`x${a}`) - hash(`x${b}`)), ...range(n / 2, n + 1000)];
    const current = generated(order, [...tails].reverse(), (id) => (id % 89 === 0 ? (id % 50 === 0 ? 9 : 1) : 0));
    const fingerprints = current.articleFingerprint;
    for (let row = 0; row < order.length; row++) if (order[row]! % 97 === 0) fingerprints[2 * row + 1] = fingerprints[2 * row + 1]! ^ 1;
    const changes = compareDigests(last, current, { lastInfo, currentSha256: 'c', priceJumpFactor: 2 });

    const kept = range(1000, n);
    const changedArticles = kept.filter((id) => id % 97 === 0).length;
    const changedPrices = kept.filter((id) => id % 89 === 0).length * 3;
    const jumps = kept.filter((id) => id % 89 === 0 && id % 50 === 0).length * 3;
    expect(changes.articles).toEqual({ compared: true, added: 1000, removed: 1000, changed: changedArticles, unchanged: kept.length - changedArticles });
    expect(changes.prices).toEqual({ compared: true, added: 3000, removed: 3000, changed: changedPrices, unchanged: 3 * kept.length - changedPrices });
    expect(changes.priceJumps).toEqual({ factor: 2, count: jumps });
    expect(changes.leftOutShare).toBe(1000 / n);
    expect(changes.lists.removedArticles).toEqual(range(0, 1000).map((id) => `AR-${id}`));
    expect(changes.lists.addedArticles).toEqual(range(n, n + 1000).map((id) => `AR-${id}`));
    expect(changes.truncated).toBe(true);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}

/** A digest over the articles `ids` (in that order), each with one price per tail; `bump(id)` is added to its prices' amounts as a multiple. */
function generated(ids: number[], tails: PriceTail[], bump: (id: number) => number): CatalogueDigest {
  const count = ids.length;
  const digest: CatalogueDigest = {
    numbers: ids.map((id) => `AR-${id}`),
    articleNumber: Int32Array.from(ids, (_, i) => i),
    articleFingerprint: Int32Array.from({ length: 2 * count }, (_, k) => ids[k >> 1]! * (k % 2 === 0 ? 1 : 7)),
    tails,
    priceNumber: new Int32Array(3 * count),
    priceTail: new Int32Array(3 * count),
    priceFrom: new Int32Array(3 * count),
    priceAmount: new Float64Array(3 * count),
  };
  const byName = tails.map((t) => `${t.priceList}/${t.currency}`);
  ['RETAIL/EUR', 'RETAIL/CHF', 'WHOLESALE/EUR'].forEach((name, j) => {
    for (let i = 0; i < count; i++) {
      const row = 3 * i + j;
      digest.priceNumber[row] = i;
      digest.priceTail[row] = byName.indexOf(name);
      digest.priceFrom[row] = j === 2 ? 20250301 : 0;
      digest.priceAmount[row] = (ids[i]! % 1000) + j + 1 + (ids[i]! % 1000 + j + 1) * bump(ids[i]!);
    }
  });
  return digest;
}

/** A small deterministic string hash, to shuffle test data reproducibly. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
