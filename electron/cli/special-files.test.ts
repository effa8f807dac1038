// A named pipe given to `validate` or `send` gets "not a regular file" at once (exit 2, nothing
// sent) instead of a CLI that waits for ever for someone to write into the pipe.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliBinary } from '../../test-support/cli-process';

let dir = '';
let fifo = '';

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'special-files-'));
  fifo = path.join(dir, 'export.json');
  if (process.platform !== 'win32') execFileSync('mkfifo', [fifo]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The CLI, killed after 10 s if it hangs (status null then). */
function cli(args: string[]) {
  return runCliBinary(args, { ARTICLE_IMPORTER_DATA_DIR: dir, ARTICLE_IMPORTER_TOKEN: 'fifo-test-token' }, 10_000);
}

describe.skipIf(process.platform === 'win32')('a named pipe instead of an export', () => {
  it('validate: file.unreadable, "not a regular file", exit 2', async () => {
    const { code, output } = await cli(['validate', fifo]);
    expect(code, output).toBe(2);
    expect(output).toContain('not a regular file');
  });

  it('send: refused before anything is sent, exit 2', async () => {
    const { code, output } = await cli(['send', fifo, '--app', '4711', '--base-url', 'http://127.0.0.1:9']);
    expect(code, output).toBe(2);
    expect(output).toContain('not a regular file');
  });
});
