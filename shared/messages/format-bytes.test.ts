import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('writes sizes in decimal units', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(1455)).toBe('1.5 kB');
    expect(formatBytes(100_530_698)).toBe('101 MB');
    expect(formatBytes(1024 ** 3)).toBe('1 GiB'); // limits are set in binary units
    expect(formatBytes(2 * 1024 ** 2)).toBe('2 MiB');
  });
  it('writes running counts in the unit of their total', () => {
    expect(formatBytes(32 * 1024 ** 2, 'en', { exactBinary: false })).toBe('33.6 MB');
  });
  it('follows the locale', () => {
    expect(formatBytes(1455, 'de')).toBe('1,5 kB');
  });
});
