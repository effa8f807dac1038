import { appendFile, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateBytes } from '../../shared/validation/validate-bytes';
import { fileStamp } from '../files/file-stamp';
import { FileChangedError, FileRecords, wholeCharacters } from './file-records';
import { SearchText } from './search-text';

let tmp = '';
beforeAll(async () => { tmp = await mkdtemp(path.join(os.tmpdir(), 'ai-records-')); });
afterAll(async () => { await rm(tmp, { recursive: true, force: true }); });

async function recordsOf(name: string, content: string): Promise<{ file: string; records: FileRecords }> {
  const file = path.join(tmp, name);
  await writeFile(file, content);
  const outcome = await validateBytes(Buffer.from(content), { file: name });
  const handle = await open(file);
  try {
    return { file, records: new FileRecords(file, outcome.records!, await fileStamp(handle)) };
  } finally {
    await handle.close();
  }
}

describe('FileRecords.source', () => {
  it('reads a record back as the file spells it, with the line and column it starts at', async () => {
    const content = '{\n  "articles": [\n    {"articleNumber": "A", "name": "x"},\n    {"articleNumber": "B",\n     "amount": 1.0}\n  ]\n}';
    const { records } = await recordsOf('two.json', content);
    expect(await records.source('article', 1, 1024)).toEqual({
      text: '{"articleNumber": "B",\n     "amount": 1.0}', bytes: 42, cut: false, line: 4, column: 5,
    });
    expect(await records.source('article', 2, 1024)).toBeUndefined();
    expect(await records.source('price', 0, 1024)).toBeUndefined();
  });

  it('reads only the beginning of a record larger than asked, cut between characters', async () => {
    const { records } = await recordsOf('long.json', `{"articles":[{"name":"${'ü'.repeat(100)}"}]}`);
    const source = await records.source('article', 0, 20);
    // 10 bytes of `{"name":"`, then ü is two bytes: 20 would split the sixth.
    expect(source).toMatchObject({ text: `{"name":"${'ü'.repeat(5)}`, bytes: 211, cut: true });
  });

  it('refuses once the file changed on disk', async () => {
    const { file, records } = await recordsOf('changing.json', '{"articles":[{"articleNumber":"A"}]}');
    await appendFile(file, ' ');
    await expect(records.source('article', 0, 1024)).rejects.toBeInstanceOf(FileChangedError);
  });
});

describe('the search over a file', () => {
  it('finds numbers as the file writes them, not as JavaScript reads them back', async () => {
    const content = '{"prices":[{"articleNumber":"A","priceList":"P","currency":"EUR","amount":1.10,"minQuantity":1},' +
      '{"articleNumber":"B","priceList":"P","currency":"EUR","amount":12345678901234567890,"minQuantity":1},' +
      '{"articleNumber":"C\\u00e4","priceList":"P","currency":"EUR","amount":1.1e2,"minQuantity":1}]}';
    const { records } = await recordsOf('numbers.json', content);
    const search = new SearchText(records, 'price');
    const marked = async (query: string) => {
      const found = await search.matches(query);
      return [...found.keys()].filter((i) => found[i] === 1);
    };
    expect(await marked('1.10')).toEqual([0]);
    expect(await marked('12345678901234567890')).toEqual([1]);
    expect(await marked('1.1e2')).toEqual([2]);
    expect(await marked('cä')).toEqual([2]);
    expect(await marked('amount')).toEqual([]);
  });
});

describe('wholeCharacters', () => {
  it('drops a UTF-8 sequence cut at the end, and nothing else', () => {
    const bytes = Buffer.from('aü😀');
    expect(Buffer.from(wholeCharacters(bytes)).toString()).toBe('aü😀');
    for (let cut = 4; cut < 7; cut++) expect(Buffer.from(wholeCharacters(bytes.subarray(0, cut))).toString()).toBe('aü');
    expect(Buffer.from(wholeCharacters(bytes.subarray(0, 2))).toString()).toBe('a');
    expect(wholeCharacters(new Uint8Array())).toHaveLength(0);
  });
});
