import { mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SourceChangedError, writeEditedCopy, type ByteEdit } from './edited-copy';
import { fileStamp } from './file-stamp';
import { open } from 'node:fs/promises';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'edited-copy-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const edit = (start: number, end: number, text: string): ByteEdit => ({ start, end, bytes: Buffer.from(text) });

describe('writeEditedCopy', () => {
  it('changes only the edited ranges, across chunk borders, and leaves the original as it was', async () => {
    const original = '{"prices": [ {"amount": "12,50"}, {"amount":"1,00" } ], "x": 1.0e0 }';
    const source = path.join(dir, 'week.json');
    await writeFile(source, original);
    const first = original.indexOf('"12,50"');
    const second = original.indexOf('"1,00"');
    const output = path.join(dir, 'week.fixed.json');

    const result = await writeEditedCopy(source, output, [edit(first, first + 7, '12.50'), edit(second, second + 6, '1.00')], { chunkBytes: 5 });

    const expected = original.replace('"12,50"', '12.50').replace('"1,00"', '1.00');
    const copy = await readFile(output, 'utf8');
    expect(copy).toBe(expected);
    expect(result).toEqual({ bytes: Buffer.byteLength(expected), sha256: createHash('sha256').update(expected).digest('hex'), edits: 2 });
    expect(await readFile(source, 'utf8')).toBe(original);
    expect(await readdir(dir)).toEqual(['week.fixed.json', 'week.json']);
  });

  it('takes its edits from an async source, in file order, and deletes a range given no bytes', async () => {
    const source = path.join(dir, 'a.json');
    await writeFile(source, '[1, 2, 3]');
    async function* edits() {
      yield edit(1, 4, '');
    }
    const output = path.join(dir, 'b.json');
    await writeEditedCopy(source, output, edits());
    expect(await readFile(output, 'utf8')).toBe('[2, 3]');
  });

  it('never replaces an existing file or the original unless asked, and leaves no draft behind', async () => {
    const source = path.join(dir, 'a.json');
    const output = path.join(dir, 'b.json');
    await writeFile(source, '[1]');
    await writeFile(output, 'mine');
    await expect(writeEditedCopy(source, output, [])).rejects.toMatchObject({ code: 'EEXIST' });
    await expect(writeEditedCopy(source, source, [], { overwrite: true })).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await readFile(output, 'utf8')).toBe('mine');
    expect(await readdir(dir)).toEqual(['a.json', 'b.json']);

    await writeEditedCopy(source, output, [edit(1, 2, '2')], { overwrite: true });
    expect(await readFile(output, 'utf8')).toBe('[2]');
    expect(await readdir(dir)).toEqual(['a.json', 'b.json']);
  });

  it('refuses edits out of order or outside the file, writing nothing', async () => {
    const source = path.join(dir, 'a.json');
    const output = path.join(dir, 'b.json');
    await writeFile(source, '[1, 2]');
    await expect(writeEditedCopy(source, output, [edit(3, 4, 'x'), edit(1, 2, 'y')])).rejects.toThrow(RangeError);
    await expect(writeEditedCopy(source, output, [edit(5, 9, 'x')])).rejects.toThrow(RangeError);
    expect(await readdir(dir)).toEqual(['a.json']);
  });

  it('refuses a source that changed since it was checked', async () => {
    const source = path.join(dir, 'a.json');
    await writeFile(source, '[1, 2]');
    const handle = await open(source);
    const stamp = await fileStamp(handle);
    await handle.close();
    const later = new Date((await stat(source)).mtimeMs + 5_000);
    await utimes(source, later, later);
    await expect(writeEditedCopy(source, path.join(dir, 'b.json'), [], { expectedStamp: stamp })).rejects.toBeInstanceOf(SourceChangedError);
    expect(await readdir(dir)).toEqual(['a.json']);
  });
});

describe('writeEditedCopy, cancelled', () => {
  it('stops between chunks and leaves neither the copy nor its draft', async () => {
    const source = path.join(dir, 'a.json');
    await writeFile(source, '[' + '1,'.repeat(50_000) + '1]');
    const controller = new AbortController();
    let pulled = 0;
    function* edits(): Generator<ByteEdit> {
      // The copy has started when the first edit is pulled; the rest is copied in small chunks.
      pulled++;
      controller.abort();
      yield edit(1, 2, '2');
    }
    await expect(writeEditedCopy(source, path.join(dir, 'b.json'), edits(), { chunkBytes: 1024, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(pulled).toBe(1);
    expect(await readdir(dir)).toEqual(['a.json']);
  });
});
