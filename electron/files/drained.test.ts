// Waiting for a stream to take more: on 'drain'; never forever when it, or where its data goes, closes or fails.
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { drained } from './drained';

/** A stream that holds what it is given until `release`. */
function held() {
  const waiting: Array<() => void> = [];
  const stream = new Writable({ highWaterMark: 4, write: (_chunk, _encoding, done) => void waiting.push(() => done()) });
  return { stream, release: () => waiting.splice(0).forEach((done) => done()) };
}

describe('drained', () => {
  it('resolves when the stream takes more', async () => {
    const { stream, release } = held();
    expect(stream.write('12345678')).toBe(false);
    const waited = drained(stream);
    release();
    await expect(waited).resolves.toBeUndefined();
  });

  it('rejects when the stream closes first, as a reader that went away (EPIPE)', async () => {
    const { stream } = held();
    stream.write('12345678');
    const waited = drained(stream);
    stream.destroy();
    await expect(waited).rejects.toMatchObject({ code: 'EPIPE' });
  });

  it('rejects when where the data goes fails first', async () => {
    const pass = new PassThrough({ highWaterMark: 4 });
    pass.write('12345678');
    const { stream: output } = held();
    const waited = drained(pass, output);
    output.destroy(Object.assign(new Error('no space'), { code: 'ENOSPC' }));
    await expect(waited).rejects.toMatchObject({ code: 'ENOSPC' });
  });
});
