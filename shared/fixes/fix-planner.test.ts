import { describe, expect, it } from 'vitest';
import { ByteScanner } from '../validation/byte-scanner';
import { validateBytes } from '../validation/validate-bytes';
import { LIMITS } from '../payload/payload-schema';
import { FIXABLE_CERTAIN, fixableExport } from '../../test-support/fixable-export';
import { FixPlanner, type FixPlannerOptions, type PlannedEdit } from './fix-planner';
import { CERTAIN_KINDS, FINDINGS_FIXED, FIX_KINDS, type FixKind } from './fix-kinds';
import { FixedRecords } from './fixed-records';
import { editsOfRecord } from './record-edits';

const bytesOf = (text: string) => new TextEncoder().encode(text);

/** Scans in small chunks (records across the seams), then makes the edits of the records kept, as the copy after the plan does. */
function planIn(bytes: Uint8Array, options: FixPlannerOptions = {}, chunk = 7) {
  const keep = options.keep ?? new FixedRecords();
  const planner = new FixPlanner({ ...options, keep });
  const scanner = new ByteScanner(planner, { maxDepth: LIMITS.maxDepth });
  for (let at = 0; at < bytes.length; at += chunk) scanner.push(bytes.subarray(at, Math.min(bytes.length, at + chunk)), at + chunk >= bytes.length);
  const plan = planner.plan();
  const edits: PlannedEdit[] = [];
  const decoder = new TextDecoder();
  const apply = new Set(options.apply ?? CERTAIN_KINDS);
  if (plan.readable) for (const record of keep) expect(editsOfRecord(record.kind, decoder.decode(bytes.subarray(record.start, record.end)), record.start, record.fields, apply, edits)).toBe(true);
  return { plan, edits };
}

function applied(bytes: Uint8Array, edits: PlannedEdit[]): Uint8Array {
  const parts: Uint8Array[] = [];
  let at = 0;
  for (const edit of edits) {
    expect(edit.start).toBeGreaterThanOrEqual(at);
    parts.push(bytes.subarray(at, edit.start), edit.bytes);
    at = edit.end;
  }
  parts.push(bytes.subarray(at));
  return Uint8Array.from(parts.flatMap((part) => [...part]));
}

const codesOf = async (bytes: Uint8Array) => Object.keys((await validateBytes(bytes, { file: 'x.json' })).report.byCode);

describe('the fix plan', () => {
  it('counts every kind of certain fix, with examples before → after at their place', () => {
    const { plan, edits } = planIn(bytesOf(fixableExport()));
    expect(plan.readable).toBe(true);
    expect(Object.fromEntries(plan.kinds.map((k) => [k.kind, k.count]))).toEqual(FIXABLE_CERTAIN);
    expect(plan.applied).toBe(14);
    expect(edits).toHaveLength(14);
    const amount = plan.kinds.find((k) => k.kind === 'amount.text')!;
    expect(amount.examples[0]).toEqual({ record: 'price', index: 0, articleNumber: 'CH-1001', pointer: '/prices/0/amount', line: 9, column: 63, before: '"12,50"', after: '12.50' });
    expect(amount.examples.map((e) => `${e.before} → ${e.after}`)).toEqual(['"12,50" → 12.50', '"1.234,50" → 1234.50', '"249.90" → 249.90']);
    const spaces = plan.kinds.find((k) => k.kind === 'code.whitespace')!;
    // After the umlauts of the name: columns count characters, not bytes.
    expect(spaces.examples[1]).toMatchObject({ pointer: '/articles/0/gtin', line: 3, column: 100, before: '"4006381333931 "', after: '"4006381333931"' });
    expect(plan.kinds.find((k) => k.kind === 'quantity.text')!.examples[0]).toMatchObject({ before: '"1\\u0030"', after: '10' });
    expect(plan.kinds.find((k) => k.kind === 'active.text')!.examples.map((e) => e.after)).toEqual(['true', 'false']);
    expect(plan.kinds.find((k) => k.kind === 'currency.code')!.examples.map((e) => `${e.before} → ${e.after}`)).toEqual(['"eur" → "EUR"', '"EURO" → "EUR"', '"€" → "EUR"']);
    expect(plan.kinds.find((k) => k.kind === 'date.german')!.examples.map((e) => e.after)).toEqual(['"2026-01-01"', '"2026-12-31"']);
  });

  it('edits only the fixed values: every other byte stays, and the result checks without those findings', async () => {
    const original = bytesOf(fixableExport());
    const { edits } = planIn(original);
    const fixed = applied(original, edits);
    // Outside the edits, byte for byte.
    let from = 0;
    let to = 0;
    for (const edit of edits) {
      expect(fixed.subarray(to, to + edit.start - from)).toEqual(original.subarray(from, edit.start));
      to += edit.start - from + edit.bytes.length;
      from = edit.end;
    }
    expect(fixed.subarray(to)).toEqual(original.subarray(from));
    const before = await codesOf(original);
    for (const code of ['price.amount.type', 'price.currency.invalid', 'article.active.type', 'price.validFrom.format', 'article.gtin.format', 'article.articleNumber.format']) expect(before).toContain(code);
    const fixedKinds = Object.keys(FIXABLE_CERTAIN) as FixKind[];
    const after = await codesOf(fixed);
    for (const code of fixedKinds.flatMap((kind) => FINDINGS_FIXED[kind])) expect(after, code).not.toContain(code);
    expect((await validateBytes(fixed, { file: 'x.json' })).report.counts.error).toBe(0);
  });

  it('applies a suggestion only when its kind is picked, and never a value with no certain reading', async () => {
    const original = bytesOf(fixableExport({ uncertain: true }));
    const byDefault = planIn(original);
    const guess = byDefault.plan.kinds.find((k) => k.kind === 'currency.nearest')!;
    expect(guess).toMatchObject({ suggestion: true, applied: false, count: 1, examples: [{ before: '"EUT"', after: '"EUR"', pointer: '/prices/3/currency' }] });
    // "0,00" would be a zero and "1.234" has two readings: neither is planned.
    expect(byDefault.plan.kinds.find((k) => k.kind === 'amount.text')!.count).toBe(3);
    const remaining = await validateBytes(applied(original, byDefault.edits), { file: 'x.json' });
    expect(remaining.report.byCode).toMatchObject({ 'price.currency.invalid': 1, 'price.amount.type': 2 });

    const onlyGuess = planIn(original, { apply: ['currency.nearest'] });
    expect(onlyGuess.plan.applied).toBe(1);
    expect(onlyGuess.plan.kinds.filter((k) => k.applied).map((k) => k.kind)).toEqual(['currency.nearest']);

    const picked = planIn(original, { apply: [...CERTAIN_KINDS, 'currency.nearest'] });
    expect(picked.plan.applied).toBe(15);
    const after = await validateBytes(applied(original, picked.edits), { file: 'x.json' });
    expect(after.report.byCode['price.currency.invalid']).toBeUndefined();
    expect(after.report.byCode['price.amount.type']).toBe(2);
  });

  it('plans nothing for a file the check cannot read, wherever the break is', () => {
    const broken = fixableExport().replace('"nein",', '"nein"');
    expect(planIn(bytesOf(broken)).plan).toMatchObject({ readable: false, kinds: [], applied: 0 });
    const badValue = fixableExport().replace('"active": true', '"active": tru');
    const { plan, edits } = planIn(bytesOf(badValue), {}, 1 << 20);
    expect(plan).toMatchObject({ readable: false, kinds: [] });
    expect(edits).toEqual([]);
  });

  it('keeps where each record with a fix of any kind stands and which fields it fixes, and those values alone give the same edits again', () => {
    const original = bytesOf(fixableExport({ uncertain: true }));
    const keep = new FixedRecords();
    const all = planIn(original, { apply: FIX_KINDS, keep });
    // Articles 0 and 1, prices 0 to 3 (3 only a suggestion); not the "0,00" nor the "1.234".
    expect([...keep].map((r) => [r.kind, r.fields])).toEqual([
      ['article', 0b111], ['article', 0b10], ['price', 0b110110], ['price', 0b1111], ['price', 0b110], ['price', 0b10],
    ]);
    const decoder = new TextDecoder();
    for (const apply of [FIX_KINDS, CERTAIN_KINDS, ['currency.nearest'], ['date.german', 'code.whitespace']] as const) {
      const again: PlannedEdit[] = [];
      for (const record of keep) {
        const text = decoder.decode(original.subarray(record.start, record.end));
        expect(text).toMatch(/^\{[^]*\}$/);
        expect(editsOfRecord(record.kind, text, record.start, record.fields, new Set(apply), again)).toBe(true);
      }
      expect(again).toEqual(planIn(original, { apply }).edits);
    }
    expect(all.edits).toHaveLength(15);
  });
});
