// Each finding's value as the file writes it: cut out of its record read back from the file, on
// one line, at most 1,000 characters; nothing for a finding about the file, or when there are no
// records; and a file changed since the check is said to be changed, not read as another.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../shared/report/report';
import { validateFile } from '../files/validate-file';
import { FileChangedError, FileRecords } from './file-records';
import { findingValues } from './finding-values';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'finding-values-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const at = (pointer: string, code: Finding['code'] = 'price.amount.type'): Finding => ({ severity: 'error', code, message: { key: 'finding.price.amount.type' }, pointer });

async function storeOf(text: string) {
  const file = path.join(dir, `export-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, text);
  const outcome = await validateFile(file);
  return { file, store: new FileRecords(file, outcome.records!, outcome.stamp!) };
}

describe('the values findings are about', () => {
  it('reads each value as the file writes it, an object on one line', async () => {
    const { store } = await storeOf('{"articles": [{"articleNumber": "A", "name": {\n      "de": "Stuhl",\n      "en": "Chair"\n    }}],\n "prices": [{"articleNumber": "A", "currency": "EUR", "amount": 1.50}]}');
    const values = await findingValues(store)([at('/prices/0/amount'), at('/articles/0/name'), at('/articles/0/unit'), at('/prices/7/amount'), at(''), at('/prices/0', 'json.syntax')]);
    expect(values).toEqual(['1.50', '{ "de": "Stuhl", "en": "Chair" }', undefined, undefined, undefined, undefined]);
  });

  it('ends a long value with an ellipsis at 1,000 characters, a character of two units kept whole', async () => {
    const long = `${'x'.repeat(997)}😀😀`;
    const { store } = await storeOf(JSON.stringify({ articles: [{ articleNumber: 'A', name: long }] }));
    const [value] = await findingValues(store)([at('/articles/0/name')]);
    expect(value).toBe(`"${'x'.repeat(997)}…`);
  });

  it('has none without records', async () => {
    expect(await findingValues(undefined)([at('/prices/0/amount')])).toEqual([undefined]);
  });

  it('says the file changed when it is no longer the one checked', async () => {
    const { file, store } = await storeOf('{"prices": [{"articleNumber": "A", "currency": "EUR", "amount": "1,5"}]}');
    await writeFile(file, '{"prices": []}');
    await expect(findingValues(store)([at('/prices/0/amount')])).rejects.toBeInstanceOf(FileChangedError);
  });
});
