// Waiting for a stream to take more, without waiting forever: a stream that fails or closes
// first (a reader that went away, a full disk) ends the wait with an error.
import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Resolves on the stream's 'drain'; rejects when it, or `alsoWatch` (where its data goes), fails or closes first. */
export async function drained(stream: Writable, alsoWatch: Writable = stream): Promise<void> {
  const done = new AbortController();
  const closed = (watched: Writable) => once(watched, 'close', { signal: done.signal }).then(() => {
    throw Object.assign(new Error('the output was closed'), { code: 'EPIPE' });
  });
  try {
    await Promise.race([
      once(stream, 'drain', { signal: done.signal }),
      closed(stream),
      ...(alsoWatch === stream ? [] : [closed(alsoWatch), once(alsoWatch, 'error', { signal: done.signal }).then(([error]) => { throw error; })]),
    ]);
  } finally {
    done.abort();
  }
}
