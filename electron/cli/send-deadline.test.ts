// `send` against a server that answers "102 Processing" for ever: --deadline ends it with
// "outcome unknown" (exit 4) and a history entry, instead of waiting as long as bytes come.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePath } from '../../test-support/reference-files';
import { runCliBinary } from '../../test-support/cli-process';
import { readHistory } from '../history/read-history';

let dataDir = '';
let server: http.Server;
let url = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'send-deadline-'));
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const timer = setInterval(() => res.writeProcessing(), 200);
      res.on('close', () => clearInterval(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

function send(...extra: string[]) {
  return runCliBinary(['send', samplePath('valid-small.json'), '--app', '4711', '--base-url', url, ...extra], { ARTICLE_IMPORTER_DATA_DIR: dataDir, ARTICLE_IMPORTER_TOKEN: 'deadline-cli-token' });
}

describe('send --deadline', () => {
  it('stops waiting for an answer that never ends: outcome unknown, exit 4, recorded', async () => {
    const { code, stdout } = await send('--deadline', '1', '--timeout', '30');
    expect(code).toBe(4);
    expect(stdout).toMatch(/did not finish its answer within 1(\.0)? s.*outcome is unknown/i);
    const { entries: [entry] } = await readHistory(path.join(dataDir, 'history.jsonl'));
    expect(entry).toMatchObject({ kind: 'send', outcome: 'responseTimeout', outcomeUnknown: true, attempts: 1 });
  });

  it('refuses a deadline that is not a number of seconds', async () => {
    const { code, stderr } = await send('--deadline', 'soon');
    expect(code).toBe(64);
    expect(stderr).toContain('--deadline must be a number of seconds');
  });
});
