import { afterEach, describe, expect, it } from 'vitest';
import { text } from '../shared/messages/text';
import { currentLocale, formatAmount, formatBytes, formatBytesOf, formatClock, formatDateTime, formatDay, formatDuration, formatRatio, parseTypedCount, setLocale, setSystemRegion, t } from './i18n';

afterEach(() => {
  setLocale('en');
  setSystemRegion(undefined);
});

describe('the window’s words', () => {
  it('come from the catalogue, plural and number per language', () => {
    setLocale('en');
    expect(t('state.errorsToFix', { count: 1 })).toBe('1 error to fix');
    expect(t('state.errorsToFix', { count: 12345 })).toBe('12,345 errors to fix');
  });

  it('word the messages main sends (a key and values) in the current language', () => {
    const refusal = text('shell.send.hasErrors', { errors: 2 });
    setLocale('en');
    const english = t(refusal);
    setLocale('de');
    expect(currentLocale()).toBe('de');
    expect(english).toMatch(/^The file has 2 errors/);
    expect(t(refusal)).not.toBe('');
  });

  it('write dates and the clock the system’s region’s way where it speaks the language, the language’s way elsewhere', () => {
    const at = new Date(2026, 10, 29, 14, 5).toISOString();
    setLocale('en');
    setSystemRegion('en-GB');
    expect(formatClock(at)).toBe('14:05');
    expect(formatDateTime(at)).toBe('29 Nov 2026, 14:05');
    expect(formatDay('2026-11-29')).toBe('29 Nov 2026');
    // Main's messages too: their dates and times go through the same choice.
    expect(t(text('send.inFlight', { appId: '4711', startedAt: { clock: at }, by: 'app' }))).toContain('(started 14:05, by the app)');
    setSystemRegion('en-US');
    expect(formatClock(at)).toMatch(/^2:05\sPM$/);
    expect(formatDay('2026-11-29')).toBe('Nov 29, 2026');
    setSystemRegion('de-AT');
    expect(formatClock(at)).toMatch(/^2:05\sPM$/); // an English window on an Austrian system: English's own way
    setLocale('de');
    expect(formatDay('2026-11-29')).toBe('29.11.2026');
    setSystemRegion('en-GB');
    expect(formatClock(at)).toBe('14:05');
    expect(formatDateTime(at)).toBe('29.11.2026, 14:05');
  });

  it('write sizes in decimal units, as file managers do, and durations one way', () => {
    setLocale('en');
    expect(formatBytes(997)).toBe('997 bytes');
    expect(formatBytes(108_230)).toBe('108 kB');
    expect(formatBytes(48_213_000)).toBe('48.2 MB');
    // Bytes read in 16 MiB chunks: the count in the unit of its total.
    expect(formatBytesOf(32 * 1024 ** 2, 113_000_000)).toEqual({ done: '33.6 MB', total: '113 MB' });
    expect(formatDuration(1500)).toBe('1.5 sec');
    setLocale('de');
    expect(formatBytes(48_213_000)).toBe('48,2 MB');
  });

  it('read a typed count with or without the language’s thousands separators, and nothing else', () => {
    setLocale('en');
    for (const typed of ['30000', '30,000', '30 000', ' 30000 ', '30\u202f000']) expect(parseTypedCount(typed), typed).toBe(30_000);
    for (const typed of ['30.000', '3,0000', '30,00', '', 'abc', '-5', '1e4', '30000.5']) expect(parseTypedCount(typed), typed).toBeUndefined();
    setLocale('de');
    for (const typed of ['30000', '30.000', '30 000', '1.250']) expect(parseTypedCount(typed), typed).toBe(Number(typed.replace(/\D/g, '')));
    expect(parseTypedCount('30,000')).toBeUndefined();
  });

  it('write amounts in their currency’s decimals, factors short, days per language', () => {
    setLocale('en');
    expect(formatAmount(249.9, 'EUR')).toBe('249.90');
    expect(formatAmount(24990, 'EUR')).toBe('24,990.00');
    expect(formatAmount(1500, 'JPY')).toBe('1,500');
    expect(formatAmount(1.2345, 'XXQ')).toBe('1.2345');
    expect(formatRatio(100)).toBe('100');
    expect(formatRatio(1.05)).toBe('1.05');
    expect(formatRatio(0.0123)).toBe('0.012');
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
    setLocale('de');
    expect(formatAmount(24990, 'EUR')).toBe('24.990,00');
    expect(formatDay('2026-01-01')).toBe('01.01.2026');
  });
});
