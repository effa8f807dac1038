// What a file or a server sends must not act on the user's terminal: `validate` and `send`,
// run as the real binary, print escape sequences and bidi overrides only as visible \uXXXX.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliBinary } from '../../test-support/cli-process';

const ESC = '\u001b';
const RLO = '\u202e';
// Retitles the terminal, clears it, and a C1 control sequence introducer.
const HOSTILE = `${ESC}]0;owned${'\u0007'}${ESC}[2J${ESC}[H\u009b31m`;
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

let dir = '';
let server: http.Server;
let serverUrl = '';

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'terminal-safety-'));
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(422, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `Rejected ${HOSTILE}`, items: [{ index: 0, articleNumber: `CH-1${RLO}001`, message: `bad ${HOSTILE} item` }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function cli(args: string[]) {
  return runCliBinary(args, { ARTICLE_IMPORTER_DATA_DIR: dir, ARTICLE_IMPORTER_TOKEN: 'terminal-test-token' });
}

function writeExport(name: string, articles: unknown[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify({ articles }));
  return file;
}

describe('untrusted text on the terminal', () => {
  it('validate: article numbers and field names with escape sequences and bidi overrides are shown, not run', async () => {
    const file = writeExport('hostile.json', [
      { articleNumber: `CH-1${RLO}001`, name: { de: 'Stuhl' } },
      { articleNumber: `CH-${HOSTILE}`, name: { de: 'Tisch' }, [`field${HOSTILE}`]: 1 },
    ]);
    for (const format of ['text', 'json']) {
      const { code, output } = await cli(['validate', file, '--format', format]);
      expect(code).toBe(1);
      expect(output).not.toMatch(RAW_CONTROL);
      expect(output).toContain('\\u202e');
    }
    const { output } = await cli(['validate', file]);
    expect(output).toContain('\\u001b]0;owned');
  });

  it('validate: an article number with U+202E is a finding of its own', async () => {
    const file = writeExport('bidi.json', [{ articleNumber: `CH-1${RLO}001`, name: { de: 'Stuhl' } }]);
    const { output } = await cli(['validate', file, '--format', 'json']);
    const report = JSON.parse(output) as { findings: Array<{ code: string; pointer: string }> };
    expect(report.findings).toContainEqual(expect.objectContaining({ code: 'article.articleNumber.format', pointer: '/articles/0/articleNumber' }));
  });

  it("send: a server's message and its item messages are shown, not run", async () => {
    const file = writeExport('ok.json', [{ articleNumber: 'CH-1001', name: { de: 'Stuhl' } }]);
    for (const format of ['text', 'json']) {
      const { code, output } = await cli(['send', file, '--app', '4711', '--base-url', serverUrl, '--format', format]);
      expect(code).toBe(3);
      expect(output).not.toMatch(RAW_CONTROL);
      expect(output).toContain('\\u001b[2J');
    }
  });
});
