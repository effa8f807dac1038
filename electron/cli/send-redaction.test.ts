// `article-importer send` against a server that echoes the token back in other forms: no form
// of it reaches the terminal, the JSON output or the history file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePath } from '../../test-support/reference-files';
import { percentEncodeAll, phpEscape, startTokenEchoServer, unicodeEscape, type EchoForm, type TokenEchoServer } from '../../test-support/token-echo-server';
import { runCliBinary } from '../../test-support/cli-process';

const TOKEN = 'cli/Echo+Token=0123456789~abcdef';
let server: TokenEchoServer;
let dataDir = '';

beforeAll(async () => {
  server = await startTokenEchoServer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'send-redaction-'));
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function send(format: 'text' | 'json'): Promise<string> {
  const args = ['send', samplePath('valid-small.json'), '--app', '4711', '--base-url', server.url, '--format', format];
  return (await runCliBinary(args, { ARTICLE_IMPORTER_DATA_DIR: dataDir, ARTICLE_IMPORTER_TOKEN: TOKEN })).output;
}

describe('the token echoed back, from the command line', () => {
  it.each<EchoForm>(['phpJson', 'unicodeJson', 'urlInLocation', 'cutByServer'])('%s: not on the terminal, in the JSON output or in the history', async (form) => {
    server.form = form;
    const start = TOKEN.slice(0, 6);
    const forms = [start, phpEscape(start), unicodeEscape(start), percentEncodeAll(start)].map((f) => f.toLowerCase());
    // In the history file the JSON-escaped forms are doubly escaped: parsed, they must not show either.
    const shown = [await send('text'), await send('json'), readFileSync(path.join(dataDir, 'history.jsonl'), 'utf8')];
    const parsedHistory = readFileSync(path.join(dataDir, 'history.jsonl'), 'utf8').trim().split('\n').map((line) => String((JSON.parse(line) as { response: unknown }).response));
    for (const text of [...shown, ...parsedHistory]) {
      for (const f of forms) expect(text.toLowerCase()).not.toContain(f);
    }
  });
});
