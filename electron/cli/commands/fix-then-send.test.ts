// The corrected copy as a merchandiser uses it: fixed, then sent as any file (its checks and
// guards), to the fake configurator on 127.0.0.1. What arrives is exactly the copy's bytes, and
// the history explains the send: "corrected copy of week.json (14 fixes)".
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeCliIo } from '../../../test-support/fake-cli-io';
import { fixableExport } from '../../../test-support/fixable-export';
import { guardedSend } from '../../../test-support/guarded-send';
import { runFixCommand } from './fix-command';
import { runHistoryCommand } from './history-command';

const setUp = guardedSend('fix-then-send');

describe('a corrected copy, sent', () => {
  it('sends exactly the checked copy, and the history names it as a corrected copy of the original', async () => {
    const folder = path.dirname(setUp.dataDir());
    const original = path.join(folder, 'week.json');
    const copy = path.join(folder, 'week.fixed.json');
    await writeFile(original, fixableExport());

    // The original has errors: nothing of it is sent.
    expect((await setUp.send(original, ['--yes'])).code).toBe(1);
    const fixing = fakeCliIo();
    expect(await runFixCommand([original, '--output', copy, '--force'], fixing.io, { dataDir: async () => setUp.dataDir() })).toBe(0);

    const sent = await setUp.send(copy, ['--yes']);
    expect(sent.code, sent.err).toBe(0);
    const received = setUp.fake().requests.at(-1)!;
    const bytes = await readFile(copy);
    expect(received).toMatchObject({ complete: true, bodyBytes: bytes.length, bodySha256: createHash('sha256').update(bytes).digest('hex') });

    const history = fakeCliIo();
    expect(await runHistoryCommand([], history.io, { historyFile: setUp.historyFile() })).toBe(0);
    expect(history.out()).toContain('week.fixed.json: corrected copy of week.json (14 fixes)');
  });
});
