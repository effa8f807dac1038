import { afterEach, describe, expect, it } from 'vitest';
import { text } from '../shared/messages/text';
import { currentLocale, formatBytes, formatBytesOf, formatDuration, setLocale, t } from './i18n';

afterEach(() => setLocale('en'));

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
});
