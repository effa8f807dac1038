// A fix is applied only if the copy has no finding the original did not have because of it
// (issue 23, the outside tester's files): within a record the fixes are checked together,
// across records a fix that changes a key may not make a duplicate, a case-duplicate or an
// overlap with any other record, fixed or not; a record with a field twice is not fixed; a
// number is fixed only where JSON.parse reads it exactly.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../payload/payload-schema';
import { ByteScanner } from '../validation/byte-scanner';
import { validateBytes } from '../validation/validate-bytes';
import { CERTAIN_KINDS, type FixKind } from './fix-kinds';
import type { FixPlan } from './fix-plan';
import { FixPlanner } from './fix-planner';
import { FixedRecords } from './fixed-records';
import { editsOfRecord, type PlannedEdit } from './record-edits';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The plan of `text` and the copy made after it, as the CLI and the app make them. */
function fixed(text: string, apply: readonly FixKind[] = CERTAIN_KINDS): { plan: FixPlan; copy: string } {
  const bytes = encoder.encode(text);
  const keep = new FixedRecords();
  const planner = new FixPlanner({ apply, keep });
  new ByteScanner(planner, { maxDepth: LIMITS.maxDepth }).push(bytes, true);
  const plan = planner.plan();
  const edits: PlannedEdit[] = [];
  for (const record of keep) expect(editsOfRecord(record.kind, decoder.decode(bytes.subarray(record.start, record.end)), record.start, record.fields, new Set(apply), edits)).toBe(true);
  let copy = '';
  let at = 0;
  for (const edit of edits) {
    copy += decoder.decode(bytes.subarray(at, edit.start)) + decoder.decode(edit.bytes);
    at = edit.end;
  }
  return { plan, copy: copy + decoder.decode(bytes.subarray(at)) };
}

/** Each finding as "code pointer". */
async function findingsOf(text: string): Promise<string[]> {
  const { report } = await validateBytes(encoder.encode(text), { file: 'x.json' });
  return report.findings.map((finding) => `${finding.code} ${finding.pointer}`).sort();
}

/** The findings of the copy that the original does not have. */
async function added(original: string, copy: string): Promise<string[]> {
  const before = new Set(await findingsOf(original));
  return (await findingsOf(copy)).filter((finding) => !before.has(finding));
}

const doc = (articles: object[], prices: object[] = []) => JSON.stringify({ articles, prices });
const kindOf = (plan: FixPlan, kind: FixKind) => plan.kinds.find((k) => k.kind === kind);

describe('a fix that would add a finding across records is held back', () => {
  it('does not trim an article number into another article\'s, and says why', async () => {
    const original = '{"articles":[{"articleNumber":" A1 ","name":"x"},{"articleNumber":"A1","name":"y"}]}';
    const { plan, copy } = fixed(original);
    expect(copy).toBe(original);
    expect(kindOf(plan, 'code.whitespace')).toMatchObject({
      count: 0, heldBack: [{ reason: 'duplicateArticle', count: 1, examples: [{ pointer: '/articles/0/articleNumber', before: '" A1 "', after: '"A1"' }] }],
    });
    expect(plan.applied).toBe(0);
  });

  it('nor into one that differs only in case, nor two spaced numbers into one; a number free after trimming is trimmed, with its prices', async () => {
    const original = doc(
      [{ articleNumber: ' a1', name: 'x' }, { articleNumber: 'A1', name: 'y' }, { articleNumber: 'B1 ', name: 'z' }, { articleNumber: ' B1', name: 'w' }, { articleNumber: ' C1 ', name: 'v' }],
      [{ articleNumber: 'A1', currency: 'EUR', amount: 1 }, { articleNumber: ' a1', currency: 'EUR', amount: 1 }, { articleNumber: 'B1 ', currency: 'EUR', amount: 1 }, { articleNumber: ' B1', currency: 'EUR', amount: 2, priceList: 'b2b' }, { articleNumber: ' C1 ', currency: 'EUR', amount: 1 }],
    );
    const { plan, copy } = fixed(original);
    expect(await added(original, copy)).toEqual([]);
    expect(JSON.parse(copy).articles.map((a: { articleNumber: string }) => a.articleNumber)).toEqual([' a1', 'A1', 'B1 ', ' B1', 'C1']);
    expect(JSON.parse(copy).prices.map((p: { articleNumber: string }) => p.articleNumber)).toEqual(['A1', ' a1', 'B1 ', ' B1', 'C1']);
    expect(kindOf(plan, 'code.whitespace')).toMatchObject({
      count: 2, heldBack: [{ reason: 'duplicateArticle', count: 3 }, { reason: 'sameNumberKept', count: 3 }],
    });
  });

  it('keeps an article and its prices together: a price whose trimmed key is taken keeps its article\'s number as written', async () => {
    // Trimming " A1 " would make the first price a duplicate of the second: neither the article nor its prices are trimmed.
    const original = doc([{ articleNumber: ' A1 ', name: 'x' }], [{ articleNumber: ' A1 ', currency: 'EUR', amount: 1 }, { articleNumber: 'A1', currency: 'EUR', amount: 2 }]);
    const { plan, copy } = fixed(original);
    expect(copy).toBe(original);
    expect(kindOf(plan, 'code.whitespace')!.heldBack).toMatchObject([{ reason: 'duplicatePrice', count: 1 }, { reason: 'sameNumberKept', count: 1 }]);
  });

  it('does not make a currency or a German date into another price\'s key (the tester\'s files), nor into an overlapping period', async () => {
    const currency = '{"articles":[{"articleNumber":"A1","name":"x"}],"prices":[{"articleNumber":"A1","currency":"eur","amount":1},{"articleNumber":"A1","currency":"EUR","amount":2}]}';
    const date = doc([{ articleNumber: 'A1', name: 'x' }], [{ articleNumber: 'A1', currency: 'EUR', amount: 1, validFrom: '01.01.2026' }, { articleNumber: 'A1', currency: 'EUR', amount: 2, validFrom: '2026-01-01' }]);
    const overlap = doc([{ articleNumber: 'A1', name: 'x' }], [{ articleNumber: 'A1', currency: 'EUR', amount: 1, validFrom: '2026-01-01' }, { articleNumber: 'A1', currency: 'eur', amount: 2, validFrom: '2026-06-01' }]);
    // Two prices that become the same once both are fixed.
    const bothFixed = doc([{ articleNumber: 'A1', name: 'x' }], [{ articleNumber: 'A1', currency: 'eur', amount: 1 }, { articleNumber: 'A1', currency: 'Euro', amount: 2 }]);
    for (const original of [currency, date, overlap, bothFixed]) {
      const { plan, copy } = fixed(original);
      expect(copy, original).toBe(original);
      expect(plan.kinds.flatMap((k) => k.heldBack.map((h) => h.reason)), original).toContain('duplicatePrice');
    }
  });

  it('fixes what lands in a free series or period, and the rest of a held-back record', async () => {
    const original = doc([{ articleNumber: 'A1', name: 'x' }], [
      { articleNumber: 'A1', currency: 'EUR', amount: 1, validFrom: '2026-01-01', validTo: '2026-05-31' },
      { articleNumber: 'A1', currency: 'eur', amount: 2, validFrom: '01.06.2026' },
      { articleNumber: 'A1', currency: 'eur', amount: '3,50', minQuantity: 10 },
      { articleNumber: 'A1', currency: 'EUR', amount: 4, minQuantity: 10 },
    ]);
    const { plan, copy } = fixed(original);
    expect(await added(original, copy)).toEqual([]);
    const prices = JSON.parse(copy).prices;
    expect(prices[1]).toMatchObject({ currency: 'EUR', validFrom: '2026-06-01' });
    // Its currency would duplicate the last price; its amount is fixed all the same.
    expect(prices[2]).toMatchObject({ currency: 'eur', amount: 3.5 });
    expect(kindOf(plan, 'currency.code')).toMatchObject({ count: 1, heldBack: [{ reason: 'duplicatePrice', count: 1 }] });
    expect(plan.applied).toBe(3);
  });
});

describe('a record\'s fixes are checked together', () => {
  it('does not fix a German validTo into one before its validFrom (the tester\'s file)', async () => {
    const original = doc([{ articleNumber: 'A0', name: 'x' }], [{ articleNumber: 'A0', currency: 'EUR', amount: 1, validFrom: '2026-12-31', validTo: '01.01.2026' }]);
    const { plan, copy } = fixed(original);
    expect(copy).toBe(original);
    expect(plan.kinds).toEqual([]);
  });

  it('does not fix a currency that makes the amount beside it too precise', async () => {
    const original = doc([{ articleNumber: 'A0', name: 'x' }], [{ articleNumber: 'A0', currency: 'jpy', amount: 12.5 }, { articleNumber: 'A0', currency: 'jpy', amount: 12, priceList: 'b' }]);
    const { copy } = fixed(original);
    expect(await added(original, copy)).toEqual([]);
    expect(JSON.parse(copy).prices.map((p: { currency: string }) => p.currency)).toEqual(['jpy', 'JPY']);
  });
});

describe('values whose reading is not certain are not fixed', () => {
  it('fixes nothing in a record with a field twice (which value counts is unclear)', async () => {
    const original = '{"articles":[{"articleNumber":"A2","name":"Tisch","active":"nein","active":"ja"}]}';
    const { plan, copy } = fixed(original);
    expect(copy).toBe(original);
    expect(kindOf(plan, 'active.text')).toMatchObject({ count: 0, heldBack: [{ reason: 'repeatedField', count: 1 }] });
  });

  it('fixes a number only where JSON.parse reads it exactly, and a quantity only as an integer', async () => {
    const original = doc([{ articleNumber: 'A1', name: 'x' }], [
      { articleNumber: 'A1', currency: 'EUR', amount: '99999999999999999999,99' },
      { articleNumber: 'A1', currency: 'EUR', amount: 1, minQuantity: '99999999999999999999' },
      { articleNumber: 'A1', currency: 'EUR', amount: 1, minQuantity: '1,0', priceList: 'x' },
      { articleNumber: 'A1', currency: 'EUR', amount: '1.234.567,25', minQuantity: '1.000.000', priceList: 'y' },
    ]);
    const { plan, copy } = fixed(original);
    expect(await added(original, copy)).toEqual([]);
    expect(copy).toContain('"amount":1234567.25,"minQuantity":1000000');
    expect(Object.fromEntries(plan.kinds.map((k) => [k.kind, k.count]))).toEqual({ 'amount.text': 1, 'quantity.text': 1 });
  });
});
