// validateFile as the CLI and the app use it: the inspection and the hash on the worker
// thread, over the file's bytes in shared memory.
import { words } from '../../e2e/support/words';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { samplePath } from '../../e2e/support/reference-files';
import { validateFile } from './validate-file';

const dir = mkdtempSync(path.join(tmpdir(), 'validate-file-'));
const write = (name: string, content: string | Buffer) => {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
};

describe('validateFile', () => {
  it('hashes the whole file on the worker, byte-order mark included', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(samplePath('valid-small.json'))]);
    const { report, bodyOffset } = await validateFile(write('bom.json', bytes));
    expect(report.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(bodyOffset).toBe(3);
    expect(report.byCode).toEqual({ 'file.bom': 1 });
  });

  it('takes the depth guard, the key count and unsafe numbers from the worker', async () => {
    const deep = await validateFile(write('deep.json', `{"articles":${'['.repeat(70)}${']'.repeat(70)}}`));
    // '{' is level 1: the 64th '[' opens level 65, and is element 0 of the 63rd.
    expect(deep.report.findings[0]).toMatchObject({ code: 'json.depth', line: 1, column: 76, pointer: `/articles${'/0'.repeat(63)}` });
    const deepRecord = await validateFile(write('deep-record.json', `{"articles":[{"articleNumber":"A","attributes":{"x":${'['.repeat(64)}${']'.repeat(64)}}}]}`));
    expect(deepRecord.report.findings[0]).toMatchObject({ code: 'json.depth', kind: 'article', index: 0, pointer: `/articles/0/attributes/x${'/0'.repeat(60)}` });
    const duplicate = await validateFile(write('dup.json', '{"articles":[{"articleNumber":"A","name":"x","name":"y"}]}'));
    expect(duplicate.report.findings[0]).toMatchObject({ code: 'json.duplicateKey', pointer: '/articles/0/name', column: 46 });
    const unsafe = await validateFile(write('big.json', '{"articles":[{"articleNumber":"A","name":"x","id":12345678901234567890}]}'));
    expect(unsafe.report.byCode['json.unsafeNumber']).toBe(1);
  });

  it('reports a missing file, a folder and an oversized file without reading them', async () => {
    expect((await validateFile(path.join(dir, 'missing.json'))).report.findings[0]).toMatchObject({ code: 'file.unreadable' });
    expect(words((await validateFile(dir)).report.findings[0]?.message)).toContain('folder');
    const big = await validateFile(samplePath('valid-small.json'), { maxBytes: 100 });
    expect(big.report.findings[0]).toMatchObject({ code: 'file.tooLarge' });
  });
});
