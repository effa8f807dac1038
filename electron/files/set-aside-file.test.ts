// Setting aside what cannot be sent, on real files: which records go where, that the two
// files hold every record exactly once, that the sendable file is the original's bytes less
// whole records (and their commas) and checks without errors, and that nothing is written
// over the original, over an existing file, or at all when the file cannot be read.
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateFile } from './validate-file';
import { SetAsideOutputProblem, checkForSetAside, writeSetAside, type ReadyForSetAside, type SetAsideCheck } from './set-aside-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'set-aside-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const at = (name: string) => path.join(dir, name);
function ready(check: SetAsideCheck): ReadyForSetAside {
  if (check.state !== 'ready') throw new Error(`not ready: ${check.state} ${JSON.stringify(check.report.byCode)}`);
  return check;
}

/** Each record's bytes, in order, as a check of `file` finds them. */
async function recordTexts(file: string): Promise<{ articles: string[]; prices: string[] }> {
  const bytes = await readFile(file);
  const { records } = await validateFile(file);
  const texts = (kind: 'article' | 'price') => {
    const spans = records!.index.of(kind);
    return Array.from({ length: spans.count }, (_, i) => bytes.subarray(spans.at(i)!.byteStart, spans.at(i)!.byteEnd).toString('utf8'));
  };
  return { articles: texts('article'), prices: texts('price') };
}

interface RejectedEntry { index: number; reason: string; why: string; article?: { index: number; articleNumber: string }; findings: { code: string; severity: string; pointer: string; line: number; column: number; message: string }[] }
interface RejectedFile { counts: { articles: number; prices: number }; source: { sha256: string }; articles: RejectedEntry[]; prices: RejectedEntry[] }

// Written as an ERP writes: numbers spelt their own way, escapes, a tab, keys in its order, CRLF
// line ends, an extra top-level key, and the prices before the articles.
const ORIGINAL = [
  '{',
  '  "exportedAt": "2026-11-20T06:00:00Z",',
  '  "prices": [',
  '    { "articleNumber": "A-2", "currency": "EUR", "amount": 1.10 },',
  '    {"articleNumber":"A-1","currency":"EUR","amount":12.50,"minQuantity":1},',
  '    { "articleNumber": "A-1", "currency": "EUR", "amount": "12,50", "minQuantity": 10 },',
  '    { "articleNumber": "A-3", "currency": "EURO", "amount": 2E1 },',
  '    { "articleNumber": "A-3", "currency": "EUR", "amount": 20.0 },',
  '    { "articleNumber": "X-9", "currency": "EUR", "amount": 5 },',
  '    { "articleNumber": "D-1", "currency": "EUR", "amount": 7 },',
  '    { "amount": 1.00, "articleNumber": "A-3", "currency": "EUR", "priceList": "b2b" },',
  '    { "amount": 1.000, "articleNumber": "A-3", "currency": "EUR", "priceList": "b2b" }',
  '  ],',
  '  "articles": [',
  '    { "articleNumber": "A-1", "name": "Stuhl \\u00fcber", "active": "yes" },',
  '    { "articleNumber": "A-2", "name": {"de": "Tisch\\t\\"eckig\\"", "en": "Table"} },',
  '    { "articleNumber": "D-1", "name": "Lampe" },',
  '\t{ "articleNumber": "D-1", "name": "Lampe (copy)" },',
  '    { "name": "Regal", "articleNumber": "A-3", "weight": 1.50 }',
  '  ]',
  '}',
  '',
].join('\r\n');

// Less A-1 (its error) and its two prices, the two D-1 (duplicates) and their price, the EURO
// price alone and both duplicate b2b prices: every other byte as it was.
const SENDABLE = [
  '{',
  '  "exportedAt": "2026-11-20T06:00:00Z",',
  '  "prices": [',
  '    { "articleNumber": "A-2", "currency": "EUR", "amount": 1.10 },',
  '    { "articleNumber": "A-3", "currency": "EUR", "amount": 20.0 },',
  '    { "articleNumber": "X-9", "currency": "EUR", "amount": 5 }',
  '  ],',
  '  "articles": [',
  '    { "articleNumber": "A-2", "name": {"de": "Tisch\\t\\"eckig\\"", "en": "Table"} },',
  '    { "name": "Regal", "articleNumber": "A-3", "weight": 1.50 }',
  '  ]',
  '}',
  '',
].join('\r\n');

describe('set aside what cannot be sent', () => {
  it('sends the records without errors and sets aside the others, prices going with their article, every other byte kept', async () => {
    const source = at('week-47.json');
    await writeFile(source, ORIGINAL);
    const check = ready(await checkForSetAside(source));
    expect(check.counts).toEqual({ article: { sendable: 2, setAside: 3 }, price: { sendable: 3, setAside: 6 } });

    const written = await writeSetAside(check, { sendable: at('sendable.json'), rejected: at('rejected.json'), locale: 'en' });
    expect(await readFile(at('sendable.json'), 'utf8')).toBe(SENDABLE);
    expect(await readFile(source, 'utf8')).toBe(ORIGINAL);
    expect(written.sendable).toMatchObject({ bytes: Buffer.byteLength(SENDABLE), articles: 2, prices: 3 });
    expect(written.rejected).toMatchObject({ articles: 3, prices: 6 });

    // The sendable file checks without errors: what stays is a warning (the price of an article not in the file).
    const { report } = await validateFile(at('sendable.json'));
    expect(report.counts.error).toBe(0);
    expect(report.byCode).toEqual({ 'price.articleNumber.unknown': 1, 'doc.unknownKey': 1, 'article.unknownField': 1 });

    const rejected = JSON.parse(await readFile(at('rejected.json'), 'utf8')) as RejectedFile;
    expect(rejected.counts).toEqual({ articles: 3, prices: 6 });
    expect(rejected.source.sha256).toBe(check.report.sha256);
    expect(rejected.articles.map((e) => [e.index, e.reason])).toEqual([[0, 'errors'], [2, 'errors'], [3, 'errors']]);
    expect(rejected.prices.map((e) => [e.index, e.reason, e.article?.index])).toEqual([
      [1, 'article', 0], [2, 'errors', 0], [3, 'errors', undefined], [6, 'article', 2], [7, 'errors', undefined], [8, 'errors', undefined],
    ]);
    // Each with its findings, placed in the original as its check places them.
    expect(rejected.articles[0]!.findings).toEqual([expect.objectContaining({ code: 'article.active.type', severity: 'error', pointer: '/articles/0/active', line: 15, column: 68 })]);
    const checked = check.report.findings.filter((f) => f.kind === 'price' && f.index === 3 || f.pointer.startsWith('/articles/0/'));
    expect(checked.map((f) => [f.code, f.line, f.column])).toEqual([...rejected.prices[2]!.findings, ...rejected.articles[0]!.findings].map((f) => [f.code, f.line, f.column]));
    expect(rejected.articles[1]!.findings.map((f) => f.code)).toEqual(['article.articleNumber.duplicate']);
    expect(rejected.prices[0]!.why).toBe('Set aside with Article 1 (A-1), which has errors: a price goes where its article goes.');
    expect(rejected.prices[1]!.findings.map((f) => f.code)).toEqual(['price.amount.type']);
    expect(rejected.prices[1]!.why).toContain('its article, Article 1 (A-1), is set aside too');
    expect(rejected.prices[2]!.findings.map((f) => [f.code, f.line])).toEqual([['price.currency.invalid', 7]]);
    expect(rejected.prices[4]!.findings.map((f) => f.code)).toEqual(['price.duplicate']);
  });

  it('puts every record of the original in exactly one of the two files, its bytes as written', async () => {
    const source = at('week.json');
    await writeFile(source, ORIGINAL);
    await writeSetAside(ready(await checkForSetAside(source)), { sendable: at('s.json'), rejected: at('r.json'), locale: 'en' });
    const original = await recordTexts(source);
    const sendable = await recordTexts(at('s.json'));
    const rejectedText = await readFile(at('r.json'), 'utf8');
    const rejected = JSON.parse(rejectedText) as RejectedFile;
    for (const kind of ['articles', 'prices'] as const) {
      const aside = new Set(rejected[kind].map((e) => e.index));
      const kept = original[kind].map((_, i) => i).filter((i) => !aside.has(i));
      expect(sendable[kind]).toEqual(kept.map((i) => original[kind][i]));
      expect(aside.size + kept.length).toBe(original[kind].length);
      // A rejected record's bytes, copied: its numbers keep their spelling (1.000, 2E1).
      for (const entry of rejected[kind]) expect(rejectedText).toContain(`"record": ${original[kind][entry.index]}\n`);
      expect(rejected[kind].map((e) => (e as unknown as { record: unknown }).record)).toEqual(rejected[kind].map((e) => JSON.parse(original[kind][e.index]!)));
    }
    expect(rejectedText).toContain('"amount": 1.000, ');
    expect(rejectedText).toContain('"amount": 2E1 }');
  });

  it('cuts runs at the start and the end of a list and whole lists, keeping the commas valid', async () => {
    const bad = '{"articleNumber": "B", "name": ""}';
    const good = (n: number) => `{"articleNumber": "G-${n}", "name": "ok"}`;
    const cases: [string[], string][] = [
      [[bad, bad, good(1), good(2)], `[\n  ${good(1)},\n  ${good(2)}\n]`],
      [[good(1), bad, good(2), bad, bad], `[\n  ${good(1)},\n  ${good(2)}\n]`],
      [[good(1), bad], `[\n  ${good(1)}\n]`],
      [[bad], `[\n  \n]`],
    ];
    for (const [k, [articles, list]] of cases.entries()) {
      const source = at(`case-${k}.json`);
      await writeFile(source, `{"prices": [], "articles": [\n  ${articles.join(',\n  ')}\n], "more": [${good(0)}]}`);
      const check = ready(await checkForSetAside(source));
      if (check.counts.article.sendable === 0) {
        // Nothing left to send: only the rejected file is written (an empty export would not pass the check).
        const written = await writeSetAside(check, { sendable: at(`s-${k}.json`), rejected: at(`r-${k}.json`), locale: 'en' });
        expect(written.sendable).toBeUndefined();
        const files = await readdir(dir);
        expect(files).toContain(`r-${k}.json`);
        expect(files).not.toContain(`s-${k}.json`);
        continue;
      }
      await writeSetAside(check, { sendable: at(`s-${k}.json`), rejected: at(`r-${k}.json`), locale: 'en' });
      expect(await readFile(at(`s-${k}.json`), 'utf8')).toBe(`{"prices": [], "articles": ${list}, "more": [${good(0)}]}`);
      expect((await validateFile(at(`s-${k}.json`))).report.counts.error).toBe(0);
    }
  });

  it('lists a duplicate key and an unsafe number where the check found them, and what the rules across records say of a record', async () => {
    const source = at('keys.json');
    await writeFile(source, [
      '{"articles": [',
      '  {"articleNumber": "A", "name": "x", "name": "y"},',
      '  {"articleNumber": "B", "name": "", "ean": 12345678901234567890},',
      '  {"articleNumber": "C", "name": "ok"}',
      '], "prices": [{"articleNumber": "Z", "currency": "EUR", "amount": "1,00"}, {"articleNumber": "C", "currency": "EUR", "amount": 1}]}',
    ].join('\n'));
    const check = ready(await checkForSetAside(source));
    await writeSetAside(check, { sendable: at('s.json'), rejected: at('r.json'), locale: 'en' });
    const rejected = JSON.parse(await readFile(at('r.json'), 'utf8')) as RejectedFile;
    const listed = (entries: RejectedEntry[]) => entries.map((e) => e.findings.map((f) => `${f.code}@${f.line}:${f.column}`));
    expect(listed(rejected.articles)).toEqual([['article.noPrice@2:3', 'json.duplicateKey@2:39'], ['article.noPrice@3:3', 'article.name.type@3:34', 'json.unsafeNumber@3:45']]);
    expect(listed(rejected.prices)).toEqual([['price.articleNumber.unknown@5:33', 'price.amount.type@5:67']]);
    // As the check words and places them.
    const fromCheck = check.report.findings.filter((f) => f.kind !== undefined && !f.code.endsWith('unknownField') && !(f.kind === 'article' && f.index === 2) && !(f.kind === 'price' && f.index === 1));
    expect(fromCheck.map((f) => `${f.code}@${f.line}:${f.column}`).sort()).toEqual([...listed(rejected.articles).flat(), ...listed(rejected.prices).flat()].sort());
  });

  it('sets nothing aside from a clean file: the sendable file is a copy and the rejected one lists none', async () => {
    const source = at('clean.json');
    await writeFile(source, '\uFEFF{"articles": [{"articleNumber": "A", "name": "x"}]}');
    const written = await writeSetAside(ready(await checkForSetAside(source)), { sendable: at('s.json'), rejected: at('r.json'), locale: 'de' });
    expect(await readFile(at('s.json'))).toEqual(await readFile(source));
    const rejected = JSON.parse(await readFile(at('r.json'), 'utf8')) as RejectedFile & { about: string };
    expect(rejected).toMatchObject({ counts: { articles: 0, prices: 0 }, articles: [], prices: [] });
    expect(rejected.about).toContain('zurückgestellte Datensätze');
    expect(written.rejected).toMatchObject({ articles: 0, prices: 0 });
  });

  it('words the rejected file in the chosen language', async () => {
    const source = at('week.json');
    await writeFile(source, ORIGINAL);
    await writeSetAside(ready(await checkForSetAside(source)), { sendable: at('s.json'), rejected: at('r.json'), locale: 'de' });
    const rejected = JSON.parse(await readFile(at('r.json'), 'utf8')) as RejectedFile;
    expect(rejected.prices[0]!.why).toBe('Zurückgestellt zusammen mit Artikel 1 (A-1), der Fehler hat: Ein Preis bleibt immer bei seinem Artikel.');
    expect(rejected.articles[0]!.findings[0]!.message).toMatch(/^Artikel 1 \(A-1\)/);
  });

  it('writes nothing for a file that cannot be read or whose document is wrong as a whole', async () => {
    const cases: [string, string | Buffer, SetAsideCheck['state']][] = [
      ['syntax.json', '{"articles": [{"articleNumber": "A", "name": "Monitorarm 27" breit"}]}', 'unreadable'],
      ['utf16.json', Buffer.from('\uFEFF{"articles": []}', 'utf16le'), 'unreadable'],
      ['empty.json', '', 'unreadable'],
      ['list.json', '[{"articleNumber": "A", "name": "x"}]', 'documentErrors'],
      ['twice.json', '{"articles": [{"articleNumber": "A", "name": "x"}], "articles": [{"articleNumber": "B", "name": "y"}]}', 'documentErrors'],
      ['object.json', '{"articles": {"articleNumber": "A"}, "prices": [{"articleNumber": "A", "currency": "EUR", "amount": 1}]}', 'documentErrors'],
      ['none.json', '{"articles": []}', 'documentErrors'],
    ];
    for (const [name, content, state] of cases) {
      await writeFile(at(name), content);
      expect((await checkForSetAside(at(name))).state, name).toBe(state);
    }
    expect((await checkForSetAside(at('missing.json'))).state).toBe('unreadable');
  });

  it('never writes over the original, the other output or an existing file unless asked, and leaves nothing behind', async () => {
    const source = at('week.json');
    await writeFile(source, ORIGINAL);
    await writeFile(at('old.json'), 'mine');
    const check = ready(await checkForSetAside(source));
    const attempts: [string, string, SetAsideOutputProblem['problem']][] = [
      [source, at('r.json'), 'original'],
      [at('s.json'), path.join(dir, '.', 'week.json'), 'original'],
      [at('s.json'), at('s.json'), 'same'],
      [at('s.json'), at('old.json'), 'exists'],
    ];
    for (const [sendable, rejected, problem] of attempts) {
      await expect(writeSetAside(check, { sendable, rejected, locale: 'en' })).rejects.toMatchObject({ problem });
      await expect(writeSetAside(check, { sendable, rejected, locale: 'en', overwrite: problem === 'exists' ? false : true })).rejects.toBeInstanceOf(SetAsideOutputProblem);
    }
    expect((await readdir(dir)).sort()).toEqual(['old.json', 'week.json']);
    expect(await readFile(source, 'utf8')).toBe(ORIGINAL);

    await writeSetAside(check, { sendable: at('s.json'), rejected: at('old.json'), locale: 'en', overwrite: true });
    expect(JSON.parse(await readFile(at('old.json'), 'utf8'))).toMatchObject({ counts: { articles: 3 } });
  });

  it('stops when cancelled and leaves neither file nor draft', async () => {
    const source = at('week.json');
    await writeFile(source, ORIGINAL);
    const check = ready(await checkForSetAside(source));
    const controller = new AbortController();
    const phases: string[] = [];
    const writing = writeSetAside(check, {
      sendable: at('s.json'), rejected: at('r.json'), locale: 'en', signal: controller.signal,
      onProgress: (progress) => {
        phases.push(progress.phase);
        if (progress.phase === 'rejected' && progress.done === 2) controller.abort();
      },
    });
    await expect(writing).rejects.toMatchObject({ name: 'AbortError' });
    expect(phases).toEqual(['rejected', 'rejected']);
    expect(await readdir(dir)).toEqual(['week.json']);
  });

  it('refuses a file changed since it was checked', async () => {
    const source = at('week.json');
    await writeFile(source, ORIGINAL);
    const check = ready(await checkForSetAside(source));
    await writeFile(source, ORIGINAL.replace('A-2', 'A-22'));
    await expect(writeSetAside(check, { sendable: at('s.json'), rejected: at('r.json'), locale: 'en' })).rejects.toMatchObject({ code: 'EFILECHANGED' });
    expect(await readdir(dir)).toEqual(['week.json']);
  });
});
