import { describe, expect, it } from 'vitest';
import { formatBytes, formatDateTime, formatDuration, formatNumber, formatRelative } from './quantities';

describe('formatBytes', () => {
  it('writes sizes in decimal units', () => {
    expect(formatBytes(1, 'en')).toBe('1 byte');
    expect(formatBytes(999, 'en')).toBe('999 bytes');
    expect(formatBytes(1455, 'en')).toBe('1.5 kB');
    expect(formatBytes(100_530_698, 'en')).toBe('101 MB');
    expect(formatBytes(1024 ** 3, 'en')).toBe('1 GiB'); // limits are set in binary units
    expect(formatBytes(2 * 1024 ** 2, 'en')).toBe('2 MiB');
  });
  it('writes running counts in the unit of their total', () => {
    expect(formatBytes(32 * 1024 ** 2, 'en', { exactBinary: false })).toBe('33.6 MB');
  });
  it('follows the language', () => {
    expect(formatBytes(1455, 'de')).toBe('1,5 kB');
    expect(formatBytes(1, 'de')).toMatch(/^1\sByte$/);
    expect(formatBytes(1_234_500_000_000_000, 'de')).toBe('1.235 TB');
    expect(formatBytes(1_234_500, 'de')).toBe('1,2 MB');
  });
});

describe('formatDuration', () => {
  it('is one text for sentences and tables, with a decimal where it matters', () => {
    expect(formatDuration(300, 'en')).toBe('300 milliseconds');
    expect(formatDuration(999.6, 'en')).toBe('1 second');
    expect(formatDuration(1500, 'en')).toBe('1.5 seconds');
    expect(formatDuration(9_960, 'en')).toBe('10 seconds');
    expect(formatDuration(12_400, 'en')).toBe('12 seconds');
    expect(formatDuration(150_000, 'en')).toBe('2.5 minutes');
    expect(formatDuration(30 * 60_000, 'en')).toBe('30 minutes');
    expect(formatDuration(1500, 'en', 'short')).toBe('1.5 sec');
  });
  it('follows the language', () => {
    expect(formatDuration(1500, 'de')).toBe('1,5 Sekunden');
    expect(formatDuration(30 * 60_000, 'de', 'short')).toBe('30 Min.');
  });
});

describe('numbers and times', () => {
  it('group digits per language', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'de')).toBe('1.234.567,5');
  });
  it('write dates per language and leave non-dates alone', () => {
    expect(formatDateTime('2026-11-24T21:05:00Z', 'de')).toMatch(/24\.11\.2026|24\. Nov\. 2026/);
    expect(formatDateTime('not a date', 'de')).toBe('not a date');
  });
  it('say how long ago', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(formatRelative('2026-11-23T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelative('2026-11-24T11:57:00Z', 'de', now)).toBe('vor 3 Minuten');
  });
});
