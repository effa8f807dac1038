// Two weeks of one catalogue, for the "what a send changes" journey (changes.spec.ts): week 1
// has 5,000 articles with a retail and a b2b price each; week 2 drops the last quarter of them
// (1,250 articles: over the 20 % guard), adds a new range of 1,200 (more than the lists' limit
// of 1,000, so the lists say "first 1,000 of …"), renames three, raises five retail prices by
// 5 %, and has two amounts in the wrong unit: one ×100 (cents sent as euros), one ÷4. Every
// amount is whole cents, so neither file has a finding.

export const WEEK_1_ARTICLES = 5_000;
/** Articles of week 1 that week 2 keeps (A-00001 … A-03750). */
export const KEPT = 3_750;
export const NEW_ARTICLES = 1_200;
export const LEFT_OUT = WEEK_1_ARTICLES - KEPT;
export const RENAMED = ['A-00011', 'A-00012', 'A-00013'];
/** Retail prices raised by 5 %: changed, not jumps. */
export const RAISED = ['A-00004', 'A-00005', 'A-00006', 'A-00007', 'A-00008'];
/** The retail price of A-00002 ×100, the b2b price of A-00003 ÷4. */
export const JUMPS = 2;

const number = (prefix: string, i: number) => `${prefix}-${String(i).padStart(5, '0')}`;
/** A stable amount in cents per article. */
const cents = (i: number) => 1_000 + ((i * 37) % 9_000);

interface Line {
  articleNumber: string;
  name: string;
  retail: number;
  b2b: number;
}

function exportOf(lines: Line[]): Buffer {
  const articles = lines.map((line) => JSON.stringify({ articleNumber: line.articleNumber, name: { de: line.name, en: line.name }, unit: 'pcs', active: true }));
  const prices = lines.flatMap((line) => [
    JSON.stringify({ articleNumber: line.articleNumber, priceList: 'retail', currency: 'EUR', amount: line.retail / 100, minQuantity: 1 }),
    JSON.stringify({ articleNumber: line.articleNumber, priceList: 'b2b', currency: 'EUR', amount: line.b2b / 100, minQuantity: 10, validFrom: '2026-01-01' }),
  ]);
  return Buffer.from(`{"articles":[\n${articles.join(',\n')}\n],"prices":[\n${prices.join(',\n')}\n]}\n`);
}

export function week1(): Buffer {
  return exportOf(Array.from({ length: WEEK_1_ARTICLES }, (_, k) => {
    const i = k + 1;
    return { articleNumber: number('A', i), name: `Article ${i}`, retail: cents(i), b2b: cents(i) - 100 };
  }));
}

export function week2(): Buffer {
  const kept = Array.from({ length: KEPT }, (_, k): Line => {
    const i = k + 1;
    const articleNumber = number('A', i);
    let retail = cents(i);
    let b2b = cents(i) - 100;
    if (articleNumber === 'A-00002') retail *= 100;
    if (articleNumber === 'A-00003') b2b = Math.round(b2b / 4);
    if (RAISED.includes(articleNumber)) retail = Math.round(retail * 1.05);
    return { articleNumber, name: RENAMED.includes(articleNumber) ? `Article ${i} (new design)` : `Article ${i}`, retail, b2b };
  });
  const added = Array.from({ length: NEW_ARTICLES }, (_, k): Line => {
    const i = k + 1;
    return { articleNumber: number('N', i), name: `New article ${i}`, retail: cents(i + 7), b2b: cents(i + 7) - 100 };
  });
  return exportOf([...kept, ...added]);
}
