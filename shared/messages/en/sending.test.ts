// Every template renders a whole sentence from its parameters: no gaps, no "undefined".
import { describe, expect, it } from 'vitest';
import { formatDuration, formatSize, sendingEn } from './sending';

const params = {
  input: 'x', scheme: 'ftp:', host: 'host.example', origin: 'https://host.example', appId: 4711, baseUrl: 'https://host.example',
  status: 422, serverMessage: 'Bad.', index: 1, articleNumber: 'A-1', message: 'Wrong.', size: 1234, location: 'https://elsewhere.example/x',
  attempts: 3, seconds: 120, code: 'ECODE', timeoutMs: 15_000, sent: 10, total: 20, secondsLeft: 5, attempt: 2, maxAttempts: 3,
};

function templates(node: unknown, path: string[] = []): Array<[string, (p: typeof params) => string]> {
  if (typeof node === 'function') return [[path.join('.'), node as (p: typeof params) => string]];
  if (typeof node === 'object' && node !== null) return Object.entries(node).flatMap(([key, value]) => templates(value, [...path, key]));
  return [];
}

describe('the sending catalogue', () => {
  it.each(templates(sendingEn))('%s renders a full sentence', (_name, template) => {
    const text = template(params);
    expect(text.length).toBeGreaterThan(10);
    expect(text).not.toMatch(/undefined|NaN|\[object|\$\{/);
    expect(text.trim()).toMatch(/[.:)]$/);
  });

  it('formats sizes and durations for people', () => {
    expect(formatSize(999)).toBe('999 bytes');
    expect(formatSize(2_500_000)).toBe('2.5 MB');
    expect(formatSize(312_400_000)).toBe('312 MB'); // one rule everywhere: no decimals from 100 up
    expect(formatDuration(15_000)).toBe('15 seconds');
    expect(formatDuration(1000)).toBe('1 second');
    expect(formatDuration(600_000)).toBe('10 minutes');
    expect(formatDuration(300)).toBe('300 milliseconds');
    // One decimal below 10 s, so a short time-out is said as set.
    expect(formatDuration(1500)).toBe('1.5 seconds');
    expect(formatDuration(2000)).toBe('2 seconds');
    expect(formatDuration(9_960)).toBe('10 seconds');
    expect(formatDuration(999.6)).toBe('1 second');
    expect(formatDuration(12_400)).toBe('12 seconds');
  });
});
