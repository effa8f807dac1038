import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { SpillFile } from './spill-file';

const ours = () => readdirSync(tmpdir()).filter((name) => name.startsWith('article-importer-digest-'));

describe('SpillFile', () => {
  it('reads back each block it was given, and leaves nothing behind when closed', () => {
    const before = ours();
    const spill = new SpillFile();
    const block = new Uint8Array(64 * 1024);
    const ids = [1, 2, 3].map((n) => spill.put(block.fill(n)));
    const into = new Uint8Array(64 * 1024);
    spill.get(ids[1]!, into);
    expect(into.every((b) => b === 2)).toBe(true);
    spill.get(ids[0]!, into);
    expect(into.every((b) => b === 1)).toBe(true);
    spill.close();
    expect(ours()).toEqual(before);
  });

  it('creates nothing when given no block', () => {
    const before = ours();
    new SpillFile().close();
    expect(ours()).toEqual(before);
  });
});
