import { describe, expect, it } from 'vitest';
import { uiEn } from '../shared/messages/en/ui';
import { formatBytes, formatBytesOf, t } from './i18n';

describe('the UI catalogue', () => {
  it('chooses the plural form by count and formats the number', () => {
    expect(t('state.errorsToFix', { count: 1 })).toBe('1 error to fix');
    expect(t('state.errorsToFix', { count: 2 })).toBe('2 errors to fix');
    expect(t('state.errorsToFix', { count: 12345 })).toBe('12,345 errors to fix');
  });

  it('fills every placeholder, and identifiers passed as text are not grouped', () => {
    expect(t('target.appIdFromAddress', { appId: '4711' })).toBe('App ID 4711 taken from the address');
  });

  it('has a `one` and an `other` form for every counted English message, with the same placeholders', () => {
    for (const [key, entry] of Object.entries(uiEn)) {
      if (typeof entry === 'string') continue;
      const forms = entry as Record<string, string>;
      expect(Object.keys(forms).sort(), key).toEqual(['one', 'other']);
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(forms.one ?? ''), key).toEqual(names(forms.other ?? ''));
    }
  });

  it('writes sizes in decimal units, as file managers do', () => {
    expect(formatBytes(997)).toBe('997 bytes');
    expect(formatBytes(108_230)).toBe('108 kB');
    expect(formatBytes(48_213_000)).toBe('48.2 MB');
    // Bytes read in 16 MiB chunks: the count in the unit of its total.
    expect(formatBytesOf(32 * 1024 ** 2, 113_000_000)).toEqual({ done: '33.6 MB', total: '113 MB' });
  });
});
