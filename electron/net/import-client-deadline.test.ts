// A server that keeps the connection busy without ever finishing its answer (a byte every
// now and then, or endless "102 Processing") must not hold a send for ever: the idle time-out
// never fires, the answer deadline does, and the outcome is unknown.
import { words } from '../../test-support/words';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImportEndpoint } from '../../shared/targets/endpoint';
import { sampleFolder } from '../../tools/fake-configurator/sample-files';
import { sendImport } from './import-client';

type Stall = 'processing' | 'trickleHeaders' | 'trickleBody';
const files = sampleFolder();
let server: http.Server;
let url = '';
let stall: Stall = 'processing';
const timers = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const every = (ms: number, act: () => void) => {
        const timer = setInterval(act, ms);
        timers.add(timer);
        res.on('close', () => clearInterval(timer));
      };
      if (stall === 'processing') every(100, () => res.writeProcessing());
      if (stall === 'trickleHeaders') {
        // The status line itself, one byte at a time: never a complete answer.
        const head = 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Padding: ' + 'x'.repeat(10_000);
        let at = 0;
        every(50, () => res.socket?.write(head[at++ % head.length]!));
      }
      if (stall === 'trickleBody') {
        res.writeHead(200, { 'content-type': 'application/json' });
        every(50, () => res.write(' '));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const timer of timers) clearInterval(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  files.remove();
});

function sendWith(kind: Stall) {
  stall = kind;
  const file = files.write('small.json', '{"articles":[]}');
  return sendImport({
    endpoint: buildImportEndpoint(url, 4711),
    token: 'deadline-test-token',
    filePath: file.path,
    bodyOffset: file.bodyOffset,
    expectedSha256: file.sha256,
    // The idle time-out alone would never fire: something arrives every 100 ms.
    responseTimeoutMs: 2_000,
    answerDeadlineMs: 800,
  });
}

describe('the answer deadline', () => {
  it.each<Stall>(['processing', 'trickleHeaders'])('ends a send whose server never finishes its answer (%s): outcome unknown', async (kind) => {
    const result = await sendWith(kind);
    expect(result).toMatchObject({ code: 'responseTimeout', outcomeUnknown: true, bodyWentOut: true, attempts: 1 });
    expect(words(result.message)).toMatch(/did not finish its answer within .*outcome is unknown/);
  });

  it('keeps a status that came, with the body cut where the deadline fell', async () => {
    const result = await sendWith('trickleBody');
    expect(result).toMatchObject({ code: 'accepted', response: { status: 200, truncated: true } });
  });
});
