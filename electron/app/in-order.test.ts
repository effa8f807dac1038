import { describe, expect, it } from 'vitest';
import { inOrder } from './in-order';

describe('inOrder', () => {
  it('starts each step once the one asked for before it has settled, also after a failure', async () => {
    const run = inOrder();
    const started: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = run(async () => {
      started.push('first');
      await held;
      throw new Error('the first failed');
    });
    const second = run(async () => {
      started.push('second');
      return 2;
    });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(started).toEqual(['first']);
    release();
    await expect(first).rejects.toThrow('the first failed');
    expect(await second).toBe(2);
    expect(started).toEqual(['first', 'second']);
  });
});
