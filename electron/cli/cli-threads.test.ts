import { describe, expect, it } from 'vitest';
import { threadsFrom } from './cli-threads';
import { UsageError } from './usage';

describe('--threads', () => {
  it('takes a whole number from 1 to 256; without it, the default (one per core less the one that reads)', () => {
    expect(threadsFrom(undefined)).toBeUndefined();
    expect(threadsFrom('1')).toBe(1);
    expect(threadsFrom('4')).toBe(4);
    expect(threadsFrom('256')).toBe(256);
  });

  it('refuses anything else with a usage error that names the value', () => {
    for (const value of ['0', '257', '-1', '1.5', '2x', '', ' 2', '0x10', '1e2', 'auto']) {
      let thrown: unknown;
      try {
        threadsFrom(value);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, value).toBeInstanceOf(UsageError);
      expect((thrown as UsageError).text).toEqual({ key: 'cli.badThreads', values: { value, limit: 256 } });
    }
  });
});
