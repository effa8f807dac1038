// `article-importer set-aside`, as a user and a pipeline run it: the counts and both files
// with their SHA-256, the exit codes, and the sendable file going through the normal `send`,
// whose shrink guard sees the articles left out.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeCliIo } from '../../../test-support/fake-cli-io';
import { guardedSend } from '../../../test-support/guarded-send';
import { runCliBinary } from '../../../test-support/cli-process';
import { samplePath } from '../../../test-support/reference-files';
import { runCli } from '../run-cli';
import { sayer } from '../cli-text';
import { writingProgress } from './set-aside-command';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'set-aside-cli-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function setAside(args: string[], lang = 'en') {
  const f = fakeCliIo();
  f.io.cwd = dir;
  const code = await runCli(['set-aside', ...args, '--lang', lang], f.io, { deps: () => Promise.reject(new Error('not needed')) });
  return { code, out: f.out(), err: f.err() };
}

const sha256 = async (file: string) => createHash('sha256').update(await readFile(file)).digest('hex');

describe('article-importer set-aside', () => {
  it('writes both files and prints the counts, the paths and their SHA-256, in words or as JSON', async () => {
    await writeFile(path.join(dir, 'week.json'), await readFile(samplePath('with-errors.json')));
    const text = await setAside(['week.json', '--output', 'send.json', '--rejected', 'aside.json']);
    expect(text.code, text.err).toBe(0);
    expect(text.out).toContain('week.json: 0 of 5 articles and 1 of 8 prices can be sent; 5 articles and 7 prices are set aside.');
    expect(text.out).toContain(`To send:   send.json (115 bytes), SHA-256 ${await sha256(path.join(dir, 'send.json'))}`);
    expect(text.out).toContain(`Set aside: aside.json (`);
    expect(text.out).toContain(await sha256(path.join(dir, 'aside.json')));

    const json = await setAside(['week.json', '--output', 'send.json', '--rejected', 'aside.json', '--force', '--format', 'json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toEqual({
      file: 'week.json', sha256: await sha256(path.join(dir, 'week.json')),
      sendable: { path: 'send.json', bytes: 115, sha256: await sha256(path.join(dir, 'send.json')), articles: 0, prices: 1 },
      rejected: { path: 'aside.json', bytes: expect.any(Number) as number, sha256: await sha256(path.join(dir, 'aside.json')), articles: 5, prices: 7 },
    });

    const german = await setAside(['week.json', '--output', 'send.json', '--rejected', 'aside.json', '--force'], 'de');
    expect(german.out).toContain('week.json: 0 von 5 Artikeln und 1 von 8 Preisen sind sendbar; 5 Artikel und 7 Preise sind zurückgestellt.');
    const words = JSON.parse(await readFile(path.join(dir, 'aside.json'), 'utf8')) as { prices: { why: string }[] };
    expect(words.prices[0]!.why).toBe('Zurückgestellt wegen eines Fehlers im Datensatz selbst (siehe Befunde); sein Artikel, Artikel 1 (CH-1001), ist ebenfalls zurückgestellt.');
  });

  it('refuses, exit 64, an output that is the original, the other output or an existing file, before reading anything', async () => {
    await writeFile(path.join(dir, 'week.json'), await readFile(samplePath('with-errors.json')));
    await writeFile(path.join(dir, 'taken.json'), 'mine');
    const refused: [string[], string][] = [
      [['week.json', '--output', './week.json', '--rejected', 'r.json'], 'week.json is the file being checked'],
      [['week.json', '--output', 's.json', '--rejected', 'week.json', '--force'], 'week.json is the file being checked'],
      [['week.json', '--output', 's.json', '--rejected', 's.json'], '--output and --rejected both name s.json'],
      [['week.json', '--output', 's.json', '--rejected', 'taken.json'], 'taken.json exists already. Choose another name, or pass --force'],
      [['week.json', '--output', 's.json'], 'Name both new files'],
      [['--output', 's.json', '--rejected', 'r.json'], 'Name the file to set records aside from'],
    ];
    for (const [args, message] of refused) {
      const run = await setAside(args);
      expect(run.code, args.join(' ')).toBe(64);
      expect(run.err).toContain(message);
    }
    expect((await readdir(dir)).sort()).toEqual(['taken.json', 'week.json']);
  });

  it('writes nothing for a file that cannot be read (exit 2) or is wrong as a whole (exit 1), and says why', async () => {
    await writeFile(path.join(dir, 'cut.json'), '{"articles": [{"articleNumber": "A", "name": "Monitorarm 27" breit"}]}');
    const unreadable = await setAside(['cut.json', '--output', 's.json', '--rejected', 'r.json']);
    expect(unreadable.code).toBe(2);
    expect(unreadable.err).toContain('Nothing was written: the file could not be read as JSON');
    expect(unreadable.err).toMatch(/1:\d+ +The file is not valid JSON/);

    await writeFile(path.join(dir, 'list.json'), '{"articles": {"articleNumber": "A", "name": "x"}}');
    const document = await setAside(['list.json', '--output', 's.json', '--rejected', 'r.json', '--format', 'json']);
    expect(document.code).toBe(1);
    expect(document.err).toContain('list.json: 1 error concerns the file as a whole, not a record, so setting records aside cannot mend it:');
    expect(document.err).toContain('"articles" must be a list');
    expect(JSON.parse(document.out)).toMatchObject({ byCode: { 'doc.articles.type': 1 } });
    expect((await readdir(dir)).sort()).toEqual(['cut.json', 'list.json']);
  });

  it('writes only the rejected file when no record can be sent, exit 1', async () => {
    await writeFile(path.join(dir, 'bad.json'), '{"articles": [{"articleNumber": "A", "name": ""}], "prices": [{"articleNumber": "A", "currency": "EUR", "amount": 1}]}');
    const run = await setAside(['bad.json', '--output', 's.json', '--rejected', 'r.json']);
    expect(run.code).toBe(1);
    expect(run.out).toContain('No record can be sent: each has errors or goes with an article that has. Only r.json was written.');
    expect((await readdir(dir)).sort()).toEqual(['bad.json', 'r.json']);
  });

  it('runs from the built tool with the same exit codes', async () => {
    await writeFile(path.join(dir, 'week.json'), await readFile(samplePath('with-errors.json')));
    const at = (name: string) => path.join(dir, name);
    const written = await runCliBinary(['set-aside', at('week.json'), '--output', at('s.json'), '--rejected', at('r.json'), '--format', 'json']);
    expect(written.code, written.stderr).toBe(0);
    expect(JSON.parse(written.stdout)).toMatchObject({ sendable: { prices: 1 }, rejected: { articles: 5, prices: 7 } });
    expect((await runCliBinary(['set-aside', at('week.json'), '--output', at('s.json'), '--rejected', at('r2.json')])).code).toBe(64);
    await writeFile(at('utf16.json'), Buffer.from('\uFEFF{"articles": []}', 'utf16le'));
    expect((await runCliBinary(['set-aside', at('utf16.json'), '--output', at('s2.json'), '--rejected', at('r2.json')])).code).toBe(2);
  });
});

describe('writing progress', () => {
  it('shows one line on a terminal from half a second on, each phase in its words, and clears it; nothing in a pipeline', () => {
    let clock = 0;
    const terminal = fakeCliIo();
    Object.assign(terminal.io.stderr, { isTTY: true });
    const progress = writingProgress(terminal.io, sayer({ env: {}, locale: 'en' }), 's.json', 'r.json', () => clock);
    progress.onProgress({ phase: 'rejected', done: 1, total: 9 });
    clock = 600;
    progress.onProgress({ phase: 'rejected', done: 5, total: 9 });
    clock = 650;
    progress.onProgress({ phase: 'sendable', done: 1_000, total: 2_000_000 });
    clock = 800;
    progress.onProgress({ phase: 'sendable', done: 1_000_000, total: 2_000_000 });
    progress.done();
    expect(terminal.err()).toBe('\r\u001b[2KWriting r.json: 5 of 9 records set aside\r\u001b[2KWriting s.json: 1 MB of 2 MB read\r\u001b[2K');

    const pipeline = fakeCliIo();
    const quiet = writingProgress(pipeline.io, sayer({ env: {}, locale: 'en' }), 's.json', 'r.json', () => (clock += 1000));
    quiet.onProgress({ phase: 'rejected', done: 5, total: 9 });
    quiet.done();
    expect(pipeline.err()).toBe('');
  });
});

describe('the sendable file through the normal send', () => {
  const { fake, writeExport, send } = guardedSend('set-aside-send');

  it('is refused by the shrink guard for the articles it leaves out, and sent as written once allowed', async () => {
    const articles = (bad: number[]) => Array.from({ length: 10 }, (_, i) => ({ articleNumber: `A-${i}`, name: bad.includes(i) ? '' : `Chair ${i}` }));
    expect((await send(await writeExport('week-46.json', { articles: articles([]) }), ['--yes'])).code).toBe(0);
    const week47 = await writeExport('week-47.json', { articles: articles([2, 5, 7]) });
    expect((await send(week47)).code).toBe(1);

    const folder = path.dirname(week47);
    const f = fakeCliIo();
    f.io.cwd = folder;
    expect(await runCli(['set-aside', 'week-47.json', '--output', 'week-47.sendable.json', '--rejected', 'week-47.rejected.json'], f.io, { deps: () => Promise.reject(new Error('not needed')) })).toBe(0);
    const sendable = path.join(folder, 'week-47.sendable.json');

    const guarded = await send(sendable);
    expect(guarded.code).toBe(65);
    expect(guarded.err).toContain('Nothing was sent: the file leaves out 3 articles (30%)');
    const sent = await send(sendable, ['--allow-shrink']);
    expect(sent.code, sent.err).toBe(0);
    expect(fake().requests.at(-1)!.bodySha256).toBe(await sha256(sendable));
  });
});
