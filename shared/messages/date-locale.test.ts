import { describe, expect, it } from 'vitest';
import { canonicalTag, dateLocale } from './date-locale';

describe('the locale of dates and times', () => {
  it('is the system’s region when it speaks the app’s language', () => {
    expect(dateLocale('en', ['en-GB', 'en'])).toBe('en-GB');
    expect(dateLocale('en', ['en-US'])).toBe('en-US');
    expect(dateLocale('de', ['de-DE'])).toBe('de-DE');
    expect(dateLocale('de', ['de-AT'])).toBe('de-AT');
    expect(dateLocale('de', ['de_CH.UTF-8'])).toBe('de-CH');
  });

  it('is the language’s own default when the region speaks another language', () => {
    expect(dateLocale('en', ['de-DE'])).toBe('en');
    expect(dateLocale('de', ['en-GB'])).toBe('de');
    expect(dateLocale('en', ['fr-FR', 'en-GB'])).toBe('en'); // the first tag is the region; later ones are languages read
  });

  it('is the language’s own default when the system says nothing usable', () => {
    for (const system of [[], [''], [undefined], ['C'], ['POSIX.UTF-8'], ['not a tag!'], ['x'.repeat(100)]]) {
      expect(dateLocale('en', system), JSON.stringify(system)).toBe('en');
      expect(dateLocale('de', system), JSON.stringify(system)).toBe('de');
    }
  });

  it('writes an en-GB clock with 24 hours and the day first, en-US with AM/PM', () => {
    const at = new Date(2026, 10, 29, 14, 5);
    const clock = (tag: string) => new Intl.DateTimeFormat(dateLocale('en', [tag]), { timeStyle: 'short' }).format(at);
    expect(clock('en-GB')).toBe('14:05');
    expect(clock('en-US')).toMatch(/^2:05\sPM$/);
    expect(new Intl.DateTimeFormat(dateLocale('en', ['en-GB']), { dateStyle: 'short' }).format(at)).toBe('29/11/2026');
  });

  it('reads POSIX names and keeps a tag’s own preferences', () => {
    expect(canonicalTag('en_GB.UTF-8')).toBe('en-GB');
    expect(canonicalTag('de_DE@euro')).toBe('de-DE');
    expect(canonicalTag('en-gb')).toBe('en-GB');
    expect(canonicalTag('en-GB-u-hc-h12')).toBe('en-GB-u-hc-h12');
    expect(canonicalTag('C.UTF-8')).toBeUndefined();
  });
});
