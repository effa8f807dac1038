import { afterEach, describe, expect, it, vi } from 'vitest';

// A bug inside a command: what a pipeline sees must not read as "network or server" (4).
vi.mock('./run-cli', () => ({
  runCli: () => Promise.reject(new Error(`cannot read properties of undefined \u001b[2J`)),
}));

const { runCliProcess } = await import('./run-cli-process');

afterEach(() => vi.restoreAllMocks());

describe('runCliProcess', () => {
  it('ends an unexpected failure with exit 70 and one line that shows control characters', async () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const { code, unexpected } = await runCliProcess(['validate', 'x.json']);
    expect({ code, unexpected }).toEqual({ code: 70, unexpected: true });
    expect(written.join('')).toBe('article-importer: unexpected failure: cannot read properties of undefined \\u001b[2J\n');
  });
});
