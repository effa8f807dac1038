// Setting aside on generated exports, against a model of the rules written here: which records
// go, and the sendable file built from the pieces the export was written from (each kept
// record with the separator written before it, the white space at both ends of each list).
// Thousands of records, bad ones in runs and alone, at the start and the end of a list, the
// lists in either order, separators of every kind: the sendable file must be that model byte
// for byte, check without errors, and with the rejected file hold every record once.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateFile } from './validate-file';
import { checkForSetAside, writeSetAside } from './set-aside-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'set-aside-gen-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A small, seeded generator: the same export every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return s / 2 ** 32;
  };
}

interface Generated {
  original: string;
  sendable: string;
  aside: { articles: number[]; prices: number[] };
}

function generate(seed: number, pricesFirst: boolean): Generated {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const separators = [',', ', ', ',\n  ', '\r\n,\t', ' ,\n', ',\r\n    '];
  const edges = ['', '\n', '\n  ', '\r\n\t', ' '];

  const articles: { text: string; number: string; bad: boolean }[] = [];
  const prices: { text: string; number: string; bad: boolean }[] = [];
  // Runs of bad records, so runs are cut too: a bad article now makes the next few likelier bad.
  let badRun = 0;
  for (let i = 0; i < 1500; i++) {
    if (badRun === 0 && next() < 0.08) badRun = 1 + Math.floor(next() * 4);
    const bad = badRun > 0;
    if (badRun > 0) badRun--;
    // Every 97th article repeats the number before it: both are duplicates, both go.
    const number = i % 97 === 96 ? articles[i - 1]!.number : `A-${i}`;
    const name = bad ? '""' : pick(['"Stuhl"', '"B\\u00fcrostuhl \\"Comfort\\""', '{"de": "Tisch", "en": "Table"}']);
    articles.push({ text: `{"articleNumber": "${number}", "name": ${name}, "weightKg": ${pick(['1.50', '2E0', '0.10', '7'])}}`, number, bad });
    for (let p = Math.floor(next() * 3); p > 0; p--) {
      const priceBad = next() < 0.05;
      const amount = priceBad ? '"12,50"' : pick(['12.50', '1E2', '0.990', '100']);
      prices.push({ text: `{"articleNumber": "${number}", "currency": "EUR", "amount": ${amount}, "minQuantity": ${p}}`, number, bad: priceBad });
    }
  }
  // Prices of articles not in the file stay (a warning), unless they have an error of their own.
  for (let u = 0; u < 40; u++) {
    const bad = u % 10 === 0;
    prices.push({ text: `{"articleNumber": "X-${u}", "currency": "EUR", "amount": ${bad ? '-1' : '3.00'}}`, number: `X-${u}`, bad });
  }
  // The model: duplicates and bad articles go; a price goes for its own error or with its article's number.
  const count = new Map<string, number>();
  for (const a of articles) count.set(a.number, (count.get(a.number) ?? 0) + 1);
  const articleGoes = articles.map((a) => a.bad || count.get(a.number)! > 1);
  const goneNumbers = new Set(articles.filter((_, i) => articleGoes[i]).map((a) => a.number));
  const priceGoes = prices.map((p) => p.bad || goneNumbers.has(p.number));

  const list = (records: { text: string }[], goes: boolean[]) => {
    const head = pick(edges);
    const tail = pick(edges);
    const seps = records.map((_, i) => (i === 0 ? '' : pick(separators)));
    const original = `[${head}${records.map((r, i) => seps[i] + r.text).join('')}${tail}]`;
    const kept = records.map((r, i) => ({ r, i })).filter(({ i }) => !goes[i]);
    const sendable = `[${head}${kept.map(({ r, i }, k) => (k === 0 ? '' : seps[i]) + r.text).join('')}${tail}]`;
    return { original, sendable };
  };
  const a = list(articles, articleGoes);
  const p = list(prices, priceGoes);
  const doc = (articlesList: string, pricesList: string) => pricesFirst
    ? `{\n  "source": "ERP 7.1",\n  "prices": ${pricesList},\n  "articles": ${articlesList}\n}\n`
    : `{"articles":${articlesList},"prices":${pricesList},"source":"ERP 7.1"}`;
  const indexesOf = (goes: boolean[]) => goes.flatMap((g, i) => (g ? [i] : []));
  return { original: doc(a.original, p.original), sendable: doc(a.sendable, p.sendable), aside: { articles: indexesOf(articleGoes), prices: indexesOf(priceGoes) } };
}

describe('set aside on generated exports', () => {
  it.each([[1, false], [2, true], [3, true]])('seed %i (prices first: %s): the sendable file is the model byte for byte and checks clean; every record is in one file', async (seed, pricesFirst) => {
    const { original, sendable, aside } = generate(seed, pricesFirst);
    const source = path.join(dir, 'export.json');
    await writeFile(source, original);
    const check = await checkForSetAside(source);
    if (check.state !== 'ready') throw new Error(check.state);
    expect(aside.articles.length).toBeGreaterThan(100);
    expect(aside.prices.length).toBeGreaterThan(100);
    await writeSetAside(check, { sendable: path.join(dir, 's.json'), rejected: path.join(dir, 'r.json'), locale: 'en' });

    expect(await readFile(path.join(dir, 's.json'), 'utf8')).toBe(sendable);
    const { report } = await validateFile(path.join(dir, 's.json'));
    expect(report.counts.error).toBe(0);

    const rejected = JSON.parse(await readFile(path.join(dir, 'r.json'), 'utf8')) as Record<'articles' | 'prices', { index: number; findings: unknown[] }[]>;
    expect(rejected.articles.map((e) => e.index)).toEqual(aside.articles);
    expect(rejected.prices.map((e) => e.index)).toEqual(aside.prices);
    // Together: every record once (sendable ones counted by its check, the others listed).
    expect(report.articles + rejected.articles.length).toBe(check.report.articles);
    expect(report.prices + rejected.prices.length).toBe(check.report.prices);
    expect(await readFile(source, 'utf8')).toBe(original);
  });
});
