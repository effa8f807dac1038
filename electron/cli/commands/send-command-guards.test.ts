// `send` at a terminal, past the guards: the changes are shown before the prompts, the number
// of articles left out must be typed (as shown, with or without grouping), the price jumps
// confirmed; a wrong answer sends nothing and is recorded.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeCliIo } from '../../../test-support/fake-cli-io';
import { startFakeConfigurator, type FakeConfigurator } from '../../../tools/fake-configurator/server';
import { readHistory } from '../../history/read-history';
import { sendImport } from '../../net/import-client';
import { defaultSettings } from '../../settings/settings-schema';
import { runSendCommand, typedCount } from './send-command';

let dir = '';
let dataDir = '';
let fake: FakeConfigurator;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'send-guards-'));
  fake = await startFakeConfigurator({});
});
afterAll(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(dir, 'data-'));
  fake.requests.length = 0;
});

async function writeExport(name: string, numbers: number[], priceFactor = 1): Promise<string> {
  const articles = numbers.map((n) => ({ articleNumber: `A-${n}`, name: `Chair ${n}` }));
  const prices = numbers.map((n, i) => ({ articleNumber: `A-${n}`, currency: 'EUR', amount: (10 + n) * (i === 0 ? priceFactor : 1) }));
  const file = path.join(dir, name);
  await writeFile(file, JSON.stringify({ articles, prices }));
  return file;
}

/** Runs `send` with a terminal on stdin, answering each prompt as it appears. */
async function sendAtTerminal(file: string, answers: Array<[prompt: string, answer: string]>) {
  const f = fakeCliIo({ ARTICLE_IMPORTER_TOKEN: fake.token });
  Object.assign(f.stdin, { isTTY: true, setRawMode: () => f.stdin });
  const answering = (async () => {
    for (const [prompt, answer] of answers) {
      while (!f.err().includes(prompt)) await new Promise((r) => setTimeout(r, 10));
      f.stdin.write(`${answer}\n`);
    }
  })();
  const code = await runSendCommand([file, '--app', '4711', '--base-url', fake.url], f.io, {
    dataDir, historyFile: path.join(dataDir, 'history.jsonl'), readSettings: async () => defaultSettings(),
    tokenStore: { status: async () => ({ state: 'absent', where: 'keychain' }), get: async () => null, set: async () => undefined, delete: async () => false },
    sendImport,
  });
  await Promise.race([answering, new Promise((r) => setTimeout(r, 50))]);
  return { code, out: f.out(), err: f.err() };
}

describe('send at a terminal, past the guards', () => {
  it('asks for the number left out and the price jumps, sends only when both are confirmed', async () => {
    expect((await sendAtTerminal(await writeExport('week-1.json', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), [])).code).toBe(0);
    const cut = await writeExport('week-2.json', [4, 5, 6, 7, 8, 9, 10], 100);

    const wrong = await sendAtTerminal(cut, [['type the number of articles it leaves out (3)', '2']]);
    expect(wrong.code).toBe(65);
    expect(wrong.err).toContain('Articles: 0 added, 3 left out, 0 changed, 7 unchanged.');
    expect(wrong.err.indexOf('It leaves out 30%')).toBeLessThan(wrong.err.indexOf('type the number'));
    expect(wrong.err).toContain('Nothing was sent: the file leaves out 3 articles (30%)');

    const noJumps = await sendAtTerminal(cut, [['type the number', '3'], ['Send these price changes as they are? [y/N]', 'n']]);
    expect(noJumps.code).toBe(65);
    expect(noJumps.err).toContain('Nothing was sent: 1 price changes by more than ×2 either way.');
    expect(fake.requests).toHaveLength(1);

    const sent = await sendAtTerminal(cut, [['type the number', '3'], ['Send these price changes', 'y']]);
    expect(sent.code, sent.err).toBe(0);
    expect(fake.requests).toHaveLength(2);
    const { entries } = await readHistory(path.join(dataDir, 'history.jsonl'));
    expect(entries.map((e) => e.outcome).reverse()).toEqual(['accepted', 'refused.leftOutArticles', 'refused.priceJumps', 'accepted']);
  });

  it('takes the number as shown, with or without grouping, and nothing else', () => {
    for (const typed of ['30000', '30,000', '30.000', '30 000', '30\u202f000', "30'000"]) expect(typedCount(typed)).toBe(30_000);
    for (const typed of ['3,0000', '30.5', '-30000', '', 'thirty', '30000 articles']) expect(typedCount(typed)).toBeUndefined();
  });
});
