// A customer's export with 500 problems, all warnings (so it can still be sent): 200 GTINs
// with a wrong check digit, 100 names that would run as a spreadsheet formula, 200 prices
// of zero. Written to a temporary folder by the test that needs it.
import { writeFile } from 'node:fs/promises';

export const PROBLEM_ARTICLES = 300;
export const PROBLEMS = 500;

export async function writeProblemExport(file: string): Promise<void> {
  const articles = Array.from({ length: PROBLEM_ARTICLES }, (_, i) => ({
    articleNumber: `AR-${String(i).padStart(4, '0')}`,
    name: i % 3 === 2 ? `=Chair ${i}` : { de: `Stuhl ${i}`, en: `Chair ${i}` },
    ...(i % 3 !== 2 ? { gtin: '4006381333932' } : {}),
    unit: 'pcs',
  }));
  const prices = articles.map((article, i) => ({
    articleNumber: article.articleNumber,
    priceList: 'retail',
    currency: 'EUR',
    amount: i < 200 ? 0 : 10 + i,
    validFrom: '2026-01-01',
  }));
  await writeFile(file, JSON.stringify({ articles, prices }, null, 2));
}
