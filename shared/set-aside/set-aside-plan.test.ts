// Which records go, decided from a check in memory, and the ranges cut from the file.
import { describe, expect, it } from 'vitest';
import { validateBytes } from '../validation/validate-bytes';
import { inFileOrder, rangesOfList } from './sendable-ranges';
import { OWN_ERRORS, SET_ASIDE_UNCAPPED, STAYS, WITH_ARTICLE, articleOfPrice, planSetAside } from './set-aside-plan';

async function plan(document: unknown) {
  const text = JSON.stringify(document);
  const outcome = await validateBytes(new TextEncoder().encode(text), { file: 'x.json', setAside: { uncapped: SET_ASIDE_UNCAPPED } });
  return { text, outcome, plan: planSetAside(outcome.records!.marks!, outcome.setAside!.numbers) };
}

const article = (articleNumber: string, name = 'x') => ({ articleNumber, name });
const price = (articleNumber: string, amount: unknown = 1, minQuantity = 1) => ({ articleNumber, currency: 'EUR', amount, minQuantity });

describe('which records are set aside', () => {
  it('an article with an error takes the prices of its number; a price with an error goes alone; unknown articles keep their prices', async () => {
    const { plan: p } = await plan({
      articles: [article('A', ''), article('B'), article('C')],
      prices: [price('A'), price('B', '1,00'), price('B', 2, 2), price('Z'), price('A', 'x', 2), price('C')],
    });
    expect([...p.articles]).toEqual([OWN_ERRORS, STAYS, STAYS]);
    expect([...p.prices]).toEqual([WITH_ARTICLE, OWN_ERRORS, STAYS, STAYS, OWN_ERRORS, STAYS]);
    expect([0, 1, 4].map((i) => articleOfPrice(p, i))).toEqual([0, -1, 0]);
    expect(p.counts).toEqual({ article: { sendable: 2, setAside: 1 }, price: { sendable: 3, setAside: 3 } });
  });

  it('sets aside every copy of a duplicate, with the prices of its number, and both prices of a duplicate key', async () => {
    const { plan: p, outcome } = await plan({
      articles: [article('D'), article('E'), article('D')],
      prices: [price('D'), price('E', 1), price('E', 2), price('E', 3, 5)],
    });
    expect([...p.articles]).toEqual([OWN_ERRORS, STAYS, OWN_ERRORS]);
    expect([...p.prices]).toEqual([WITH_ARTICLE, OWN_ERRORS, OWN_ERRORS, STAYS]);
    expect(outcome.setAside!.documentErrors).toBe(0);
  });

  it('counts the errors about no record, which no record leaving mends', async () => {
    const { outcome } = await plan({ articles: [article('A')], prices: { not: 'a list' } });
    expect(outcome.setAside!.documentErrors).toBe(1);
  });

  it('lists the duplicates in full, past the cap of the report', async () => {
    const articles = Array.from({ length: 30 }, () => article('SAME'));
    const outcome = await validateBytes(new TextEncoder().encode(JSON.stringify({ articles })), { file: 'x.json', findingsPerCode: 5, setAside: { uncapped: SET_ASIDE_UNCAPPED } });
    expect(outcome.report.findings.filter((f) => f.code === 'article.articleNumber.duplicate')).toHaveLength(30);
    const capped = await validateBytes(new TextEncoder().encode(JSON.stringify({ articles })), { file: 'x.json', findingsPerCode: 5 });
    expect(capped.report.findings.filter((f) => f.code === 'article.articleNumber.duplicate')).toHaveLength(5);
  });
});

describe('the ranges cut from the file', () => {
  it('cuts each run with the comma before it, or up to the next record at the start of a list, in file order across both lists', async () => {
    const { text, outcome, plan: p } = await plan({
      prices: [price('A', 'bad'), price('B'), price('B', 'bad', 2)],
      articles: [article('A'), article('B', ''), article('B2', ''), article('C')],
    });
    const ranges = [...inFileOrder(rangesOfList(outcome.records!.index.articles, p.articles), rangesOfList(outcome.records!.index.prices, p.prices))];
    let kept = '';
    let at = 0;
    for (const range of ranges) {
      kept += text.slice(at, range.start);
      at = range.end;
    }
    kept += text.slice(at);
    // Article B goes with its own error and takes price B (of its number) with it.
    expect(JSON.parse(kept)).toEqual({ prices: [], articles: [article('A'), article('C')] });
    expect(ranges.map((r) => r.start)).toEqual([...ranges.map((r) => r.start)].sort((a, b) => a - b));
  });
});
