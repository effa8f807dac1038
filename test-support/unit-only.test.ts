// The `unit` project's guard itself: what a unit test may not start fails at once, and says where
// the test belongs instead.
import { execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

const MOVE = /list this test file among the integration tests in vitest\.config\.ts/;

describe('a unit test', () => {
  it('starts no process, worker thread or server, and is told where it belongs if it tries', () => {
    expect(() => spawn('true')).toThrow(MOVE);
    expect(() => execFileSync('true')).toThrow(MOVE);
    expect(() => new Worker('')).toThrow(MOVE);
    expect(() => net.createServer().listen(0)).toThrow(MOVE);
  });
});
