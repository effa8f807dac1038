import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleFolder } from '../../e2e/fake-configurator/sample-files';
import { sameDigest, sha256OfFile } from './file-digest';

const files = sampleFolder();
afterAll(() => files.remove());

describe('sha256OfFile', () => {
  it('hashes the whole file, across read chunks', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 5, 7);
    const file = files.write('digest.bin', bytes);
    expect(await sha256OfFile(file.path)).toEqual({ sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length });
  });

  it('rejects with the system code for a missing file', async () => {
    await expect(sha256OfFile(`${files.dir}/missing`)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('compares hex digests regardless of case', () => {
    expect(sameDigest('ABcd', 'abCD')).toBe(true);
    expect(sameDigest('ab', 'ac')).toBe(false);
  });
});
