// Writes a realistic export for benchmarks: articles with umlauts, language objects and
// nested attributes, and three prices per article. Streamed to disk, so generating 300 MB
// needs little memory. With `problemsEvery: n`, every n-th article's GTIN has a wrong check
// digit and every n-th price is zero (warnings: the file can still be sent), for benchmarks of
// the preview's problem filters. With `fixesEvery: n`, every n-th article's `active` is "ja" and
// every n-th price has its amount as text with a decimal comma, its currency in lower case and
// a German date: what the corrected copy (`fix`) fixes. With `lean: true`, articles have no
// English description and no image URL: 1.2 million articles and 3.6 million prices then stay
// under the 1 GiB cap (about 1.03 GB), for measuring memory per record at that count. Usage: node generate-export.mjs OUT.json ARTICLES [PRICES_PER_ARTICLE]
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

const WORDS = ['Bürostuhl', 'Schreibtisch', 'Regal', 'Rollcontainer', 'Kabelkanal', 'Trennwand', 'Garderobe', 'Stehleuchte', 'Konferenztisch', 'Akustikpaneel'];
const ADJECTIVES = ['Komfort', 'Flex', 'Größe M', 'Öko', 'Premium', 'Basis', 'Süd', 'Weiß', 'Eiche', 'Grün'];
const COLOURS = ['schwarz', 'weiß', 'grün', 'grau', 'blau', 'rot', 'eiche', 'buche'];
const LISTS = ['retail', 'b2b', 'outlet'];

function gtin13(n) {
  const body = String(4000000000000 + n).slice(0, 12);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + ((10 - (sum % 10)) % 10);
}

function wrongCheckDigit(gtin) {
  return gtin.slice(0, 12) + ((Number(gtin[12]) + 1) % 10);
}

export async function generateExport(path, articleCount, pricesPerArticle = 3, { problemsEvery = 0, fixesEvery = 0, lean = false } = {}) {
  const hasProblem = (i) => problemsEvery > 0 && i % problemsEvery === problemsEvery - 1;
  const needsFix = (i) => fixesEvery > 0 && i % fixesEvery === fixesEvery - 1;
  const out = createWriteStream(path);
  const write = async (chunk) => { if (!out.write(chunk)) await once(out, 'drain'); };
  const number = (i) => `AR-${String(i).padStart(7, '0')}`;
  await write('{\n  "articles": [\n');
  for (let i = 0; i < articleCount; i++) {
    const word = WORDS[i % WORDS.length], adjective = ADJECTIVES[(i >> 3) % ADJECTIVES.length];
    const article = {
      articleNumber: number(i),
      name: { de: `${word} ${adjective} ${i}`, en: `Item ${adjective} ${i}` },
      description: {
        de: `${word} für Büro und Besprechungsräume, Oberfläche ${COLOURS[i % COLOURS.length]}, Maße ${800 + (i % 800)} × ${600 + (i % 400)} mm, geprüft nach DIN EN 1335.`,
        en: `Durable ${word.toLowerCase()} for offices and meeting rooms, finish ${COLOURS[i % COLOURS.length]}.`,
      },
      active: needsFix(i) ? 'ja' : i % 17 !== 0,
      unit: i % 10 === 4 ? 'm' : 'pcs',
      category: `Möbel/${word}`,
      gtin: hasProblem(i) ? wrongCheckDigit(gtin13(i)) : gtin13(i),
      imageUrl: `https://cdn.example.com/images/${number(i).toLowerCase()}.jpg`,
      attributes: { color: COLOURS[i % COLOURS.length], widthMm: 800 + (i % 800), heightMm: 720 + (i % 50), stackable: i % 3 === 0, material: 'Stahl/Holz' },
    };
    if (lean) {
      delete article.description.en;
      delete article.imageUrl;
    }
    await write(`    ${JSON.stringify(article)}${i + 1 < articleCount ? ',' : ''}\n`);
  }
  await write('  ],\n  "prices": [\n');
  const priceCount = articleCount * pricesPerArticle;
  for (let p = 0; p < priceCount; p++) {
    const i = Math.floor(p / pricesPerArticle), k = p % pricesPerArticle;
    const amount = hasProblem(p) ? 0 : Math.round((49 + (i % 900) + k * 7.5) * 100) / 100;
    const price = {
      articleNumber: number(i), priceList: LISTS[k % LISTS.length], currency: needsFix(p) ? 'eur' : 'EUR',
      amount: needsFix(p) ? amount.toFixed(2).replace('.', ',') : amount, minQuantity: 1 + k * 9,
      validFrom: needsFix(p) ? '01.01.2026' : '2026-01-01', validTo: '2026-12-31',
    };
    await write(`    ${JSON.stringify(price)}${p + 1 < priceCount ? ',' : ''}\n`);
  }
  await write('  ]\n}\n');
  out.end();
  await once(out, 'finish');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [path, articles, perArticle] = process.argv.slice(2);
  await generateExport(path, Number(articles ?? 100000), Number(perArticle ?? 3));
}
