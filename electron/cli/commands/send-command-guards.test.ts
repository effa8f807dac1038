// `send` at a terminal, past the guards: the changes are shown before the prompts, the number
// of articles left out must be typed (as shown, with or without grouping), the price jumps
// confirmed; a wrong answer sends nothing and is recorded.
import { describe, expect, it } from 'vitest';
import { guardedSend } from '../../../test-support/guarded-send';
import { readHistory } from '../../history/read-history';
import { typedCount } from './send-checked';

const { fake, historyFile, writeExport: write, send } = guardedSend('send-guards');

function writeExport(name: string, numbers: number[], priceFactor = 1): Promise<string> {
  const articles = numbers.map((n) => ({ articleNumber: `A-${n}`, name: `Chair ${n}` }));
  const prices = numbers.map((n, i) => ({ articleNumber: `A-${n}`, currency: 'EUR', amount: (10 + n) * (i === 0 ? priceFactor : 1) }));
  return write(name, { articles, prices });
}

/** Runs `send` with a terminal on stdin, answering each prompt as it appears. */
const sendAtTerminal = (file: string, answers: Array<[prompt: string, answer: string]>) => send(file, [], { answers });

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
    expect(fake().requests).toHaveLength(1);

    const sent = await sendAtTerminal(cut, [['type the number', '3'], ['Send these price changes', 'y']]);
    expect(sent.code, sent.err).toBe(0);
    expect(fake().requests).toHaveLength(2);
    const { entries } = await readHistory(historyFile());
    expect(entries.map((e) => e.outcome).reverse()).toEqual(['accepted', 'refused.leftOutArticles', 'refused.priceJumps', 'accepted']);
    // Each record keeps what the file changed and what was confirmed on the way (the window's History shows them).
    const [accepted, refusedJumps, refusedLeftOut, first] = entries;
    expect(first).toMatchObject({ changes: { kind: 'first' } });
    expect(first).not.toHaveProperty('confirmed');
    const changes = { kind: 'compared', identical: false, articles: { added: 0, removed: 3, changed: 0 } };
    expect(refusedLeftOut).toMatchObject({ changes });
    expect(refusedLeftOut).not.toHaveProperty('confirmed');
    expect(refusedJumps).toMatchObject({ changes, confirmed: { leftOut: { of: 'articles', removed: 3 } } });
    expect(accepted).toMatchObject({ changes, confirmed: { leftOut: { of: 'articles', removed: 3 }, priceJumps: 1 } });
  });

  it('takes the number as shown, with or without grouping, and nothing else', () => {
    for (const typed of ['30000', '30,000', '30.000', '30 000', '30\u202f000', "30'000"]) expect(typedCount(typed)).toBe(30_000);
    for (const typed of ['3,0000', '30.5', '-30000', '', 'thirty', '30000 articles']) expect(typedCount(typed)).toBeUndefined();
  });
});
