import { describe, expect, it } from 'vitest';
import type { RecordMarks } from './record-marks';
import { validateBytes } from './validate-bytes';

const marked = (marks: RecordMarks | undefined, kind: 'article' | 'price', codes: Parameters<RecordMarks['fill']>[1], count: number) => {
  const into = new Uint8Array(count);
  marks?.fill(kind, codes, into);
  return [...into.keys()].filter((i) => into[i]);
};

describe('RecordMarks', () => {
  it('marks every record with a finding, also past the findings the report lists', async () => {
    const articles = Array.from({ length: 6 }, (_, i) => ({ articleNumber: `A-${i}`, name: 'Chair', ...(i % 2 === 0 ? { active: 'yes' } : {}), colour: 'red' }));
    const bytes = new TextEncoder().encode(JSON.stringify({ articles, prices: [{ articleNumber: 'A-1', currency: 'EUR', amount: 0 }] }));
    const { report, records } = await validateBytes(bytes, { file: 'x.json', findingsPerCode: 1 });
    expect(report.findings.filter((f) => f.code === 'article.active.type')).toHaveLength(1);
    expect(marked(records?.marks, 'article', ['article.active.type'], 6)).toEqual([0, 2, 4]);
    expect(marked(records?.marks, 'price', ['price.amount.zero'], 1)).toEqual([0]);
    // The unknown field's note is about the column, not the record it was first seen in.
    expect(marked(records?.marks, 'article', ['article.unknownField'], 6)).toEqual([]);
  });
});
