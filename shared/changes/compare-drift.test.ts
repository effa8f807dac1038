// Drift between the last accepted file and this one, through the digests a check collects:
// fields that went blank (filled in at least half of the target's articles, in under half that
// share now) and articles switched from active to inactive beyond the set share.
import { describe, expect, it } from 'vitest';
import { DEFAULT_GUARDS } from './changes';
import { compareDigests, guardsOf } from './compare-digests';
import { collectDigest } from './collect-digest';
import type { CatalogueDigest, DigestInfo } from './digest';
import { validateBytes } from '../validation/validate-bytes';
import type { Fingerprinter } from '../validation/scan-types';

const byLength: Fingerprinter = (bytes, out) => {
  out[0] = bytes.length;
  out[1] = 0;
};

async function digestOf(articles: Record<string, unknown>[]): Promise<CatalogueDigest> {
  const outcome = await validateBytes(new TextEncoder().encode(JSON.stringify({ articles })), { file: 'x.json', digest: collectDigest(byLength) });
  return outcome.digest!.columns();
}

const lastInfo: DigestInfo = {
  baseUrl: 'https://cfg.example', appId: 7, acceptedAt: '2026-01-02T03:04:05.000Z', fileName: 'last.json', sha256: 'a'.repeat(64), bytes: 1, articles: 10, prices: 0,
};

async function compare(before: Record<string, unknown>[], now: Record<string, unknown>[]) {
  const changes = compareDigests(await digestOf(before), await digestOf(now), { lastInfo, currentSha256: 'b'.repeat(64), priceJumpFactor: 2 });
  return { drift: changes.drift, guards: guardsOf(changes, DEFAULT_GUARDS) };
}

/** Articles A-0 … A-(count-1), each built by `shape` from its index. */
const articles = (count: number, shape: (i: number) => Record<string, unknown> = () => ({})) =>
  Array.from({ length: count }, (_, i) => ({ articleNumber: `A-${i}`, name: `Chair ${i}`, ...shape(i) }));

describe('fields that went blank', () => {
  it('names a field filled in every article before and in under half as many now, with its counts', async () => {
    const before = articles(10, () => ({ gtin: '4006381333931', imageUrl: 'https://cdn.example/x.jpg' }));
    const now = articles(10, (i) => ({ gtin: i < 4 ? '4006381333931' : '', imageUrl: 'https://cdn.example/x.jpg' }));
    const { drift, guards } = await compare(before, now);
    expect(drift).toEqual({
      compared: true, deactivated: 0, deactivatedShare: 0,
      blankFields: [{ field: 'gtin', before: 10, beforeShare: 1, now: 4, nowShare: 0.4 }],
    });
    expect(guards.drift).toEqual({ blankFields: ['gtin'], deactivated: 0, deactivatedShare: 0, maxDeactivatedShare: 0.2 });
  });

  it('counts missing, null, "", [] and {} as blank alike', async () => {
    const before = articles(5, () => ({ unit: 'pcs', attributes: { color: 'red' }, tags: ['a'], note: 'x', extra: 1 }));
    const now = articles(5, (i) => [{}, { unit: null }, { attributes: {} }, { tags: [] }, { note: '' }][i]!);
    const { drift } = await compare(before, now);
    expect(drift.blankFields.map((blank) => blank.field)).toEqual(['unit', 'attributes', 'tags', 'note', 'extra']);
  });

  it('says nothing at exactly half the share, or for a field filled in under half of the target\'s articles before', async () => {
    const before = articles(10, (i) => ({ gtin: '4006381333931', ...(i < 4 ? { category: 'Seating' } : {}) }));
    const now = articles(10, (i) => (i < 5 ? { gtin: '4006381333931' } : {}));
    const { drift, guards } = await compare(before, now);
    expect(drift.compared).toBe(true);
    expect(drift.blankFields).toEqual([]);
    expect(guards.drift).toBeUndefined();
  });

  it('compares shares: a file that leaves articles out (its own guard) does not make its fields look blank', async () => {
    const before = articles(10, () => ({ gtin: '4006381333931' }));
    const { drift, guards } = await compare(before, articles(3, () => ({ gtin: '4006381333931' })));
    expect(drift.blankFields).toEqual([]);
    expect(guards.leftOut).toBeDefined();
    expect(guards.drift).toBeUndefined();
  });
});

describe('articles switched off', () => {
  it('counts the target\'s articles active before (true or not given) and false now; beyond 20 % it is a guard', async () => {
    const before = articles(10, (i) => (i < 5 ? { active: true } : {}));
    const now = articles(10, (i) => ({ active: !(i === 0 || i === 1 || i === 7) }));
    const { drift, guards } = await compare(before, now);
    expect(drift.deactivated).toBe(3);
    expect(drift.deactivatedShare).toBeCloseTo(0.3);
    expect(guards.drift).toEqual({ blankFields: [], deactivated: 3, deactivatedShare: drift.deactivatedShare, maxDeactivatedShare: 0.2 });
  });

  it('is no guard at the setting\'s share or below, and counts neither articles inactive before nor new ones', async () => {
    const before = articles(10, (i) => ({ active: i !== 9 }));
    const now = [...articles(10, (i) => ({ active: !(i === 0 || i === 1 || i === 9) })), { articleNumber: 'NEW', name: 'x', active: false }];
    const { drift, guards } = await compare(before, now);
    expect(drift.deactivated).toBe(2);
    expect(guards.drift).toBeUndefined();
    expect(guardsOf(compareDigests(await digestOf(before), await digestOf(now), { lastInfo, currentSha256: '', priceJumpFactor: 2 }), { ...DEFAULT_GUARDS, maxDeactivatedShare: 0.1 }).drift?.deactivated).toBe(2);
  });
});

describe('when drift is not compared', () => {
  it('says nothing against a digest kept before drift data (format 1), or for a file without articles', async () => {
    const old = await digestOf(articles(10, () => ({ gtin: '4006381333931', active: true })));
    delete old.drift;
    const now = await digestOf(articles(10, () => ({ active: false })));
    const against = compareDigests(old, now, { lastInfo, currentSha256: '', priceJumpFactor: 2 });
    expect(against.drift).toEqual({ compared: false, blankFields: [], deactivated: 0, deactivatedShare: 0 });
    expect(guardsOf(against, DEFAULT_GUARDS).drift).toBeUndefined();
    const pricesOnly = compareDigests(await digestOf(articles(10, () => ({ gtin: '4006381333931' }))), await digestOf([]), { lastInfo, currentSha256: '', priceJumpFactor: 2 });
    expect(pricesOnly.drift.compared).toBe(false);
  });
});
