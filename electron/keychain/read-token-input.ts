// Reads a token from standard input for `token set`: on a terminal without echo (raw mode, and
// nothing printed per key, not even '*', so neither the token nor its length shows on screen or
// in a screen recording); from a pipe, its first line. Never from argv.
import type { Readable, Writable } from 'node:stream';

export type TokenInput = { kind: 'line'; text: string } | { kind: 'cancelled' } | { kind: 'none' } | { kind: 'cannotHide' };

type Stdin = Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };

/** Far beyond any token (parseToken caps it lower), small enough that a wrong pipe costs nothing. */
const MAX_INPUT_BYTES = 64 * 1024;

export function readTokenInput(stdin: Stdin, stderr: Writable, prompt: string): Promise<TokenInput> {
  if (stdin.isTTY) {
    // A terminal that cannot switch echo off would show the token as it is typed: refuse.
    if (typeof stdin.setRawMode !== 'function') return Promise.resolve({ kind: 'cannotHide' });
    return readHidden(stdin as Stdin & { setRawMode: (mode: boolean) => unknown }, stderr, prompt);
  }
  return readFirstLine(stdin);
}

function readHidden(stdin: Stdin & { setRawMode: (mode: boolean) => unknown }, stderr: Writable, prompt: string): Promise<TokenInput> {
  return new Promise((resolve) => {
    let text = '';
    const finish = (result: TokenInput) => {
      stdin.off('data', onData);
      stdin.off('end', onEnd);
      stdin.setRawMode(false);
      stdin.pause();
      // Enter was not echoed either: end the prompt's line.
      stderr.write('\n');
      resolve(result);
    };
    const onEnd = () => finish(text === '' ? { kind: 'none' } : { kind: 'line', text });
    const onData = (chunk: Buffer | string) => {
      // Arrow keys and other keys send escape sequences; they are never part of a token.
      const keys = chunk.toString().replace(/\x1b(\[[0-9;?]*[ -/]*[@-~]|O.)/g, ''); // eslint-disable-line no-control-regex
      for (const key of keys) {
        if (key === '\r' || key === '\n') return finish({ kind: 'line', text });
        if (key === '\u0003') return finish({ kind: 'cancelled' }); // Ctrl-C: raw mode turned it into a key
        if (key === '\u0004') return onEnd(); // Ctrl-D
        if (key === '\u007f' || key === '\b') text = text.slice(0, -1);
        else if (key === '\u0015') text = ''; // Ctrl-U clears the line, as in a shell
        else if (text.length < MAX_INPUT_BYTES) text += key;
      }
    };
    stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.on('data', onData);
    stdin.on('end', onEnd);
    stdin.resume();
  });
}

function readFirstLine(stdin: Stdin): Promise<TokenInput> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      stdin.off('data', onData);
      stdin.off('end', onEnd);
      stdin.off('error', onError);
      // The token is the first line; the rest is not read. Closed, not paused: a paused pipe
      // that its writer keeps open would keep the command from exiting until the writer ends.
      stdin.destroy();
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      const newline = bytes.indexOf(0x0a);
      chunks.push(newline === -1 ? bytes : bytes.subarray(0, newline));
      size += bytes.length;
      if (newline !== -1 || size > MAX_INPUT_BYTES) onEnd();
    };
    const onEnd = () => {
      stop();
      const text = Buffer.concat(chunks).toString('utf8');
      resolve(text === '' ? { kind: 'none' } : { kind: 'line', text });
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    stdin.on('data', onData);
    stdin.on('end', onEnd);
    stdin.on('error', onError);
    stdin.resume();
  });
}
