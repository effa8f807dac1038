// A CliIo for command tests: in-memory streams, with what the command printed on each.
import { PassThrough } from 'node:stream';
import type { CliIo } from '../electron/cli/cli-io';

type FakeStdin = PassThrough & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };

export function fakeCliIo(env: Record<string, string> = {}) {
  const stdin: FakeStdin = new PassThrough();
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c: Buffer) => { out += c.toString(); });
  stderr.on('data', (c: Buffer) => { err += c.toString(); });
  const io: CliIo = { stdin, stdout, stderr, env, cwd: '/' };
  /** The last line of stdout, parsed (commands print one JSON document per line). */
  const json = () => JSON.parse(out.trim().split('\n').pop()!) as Record<string, unknown>;
  return { io, stdin, out: () => out, err: () => err, json };
}
