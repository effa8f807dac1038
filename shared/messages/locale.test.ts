import { describe, expect, it } from 'vitest';
import { localeOfEnvironment, localeOfPreferences, localeOfTag } from './locale';

describe('which language', () => {
  it('is German for any German tag or locale name, English otherwise', () => {
    for (const tag of ['de', 'de-DE', 'de-AT', 'de-CH', 'de_DE.UTF-8', 'de_CH@euro', 'DE-de']) expect(localeOfTag(tag), tag).toBe('de');
    for (const tag of ['en-GB', 'fr-FR', 'C', 'POSIX', 'deu', 'dev', '', undefined]) expect(localeOfTag(tag), String(tag)).toBe('en');
  });

  it('follows the most preferred of the browser’s languages', () => {
    expect(localeOfPreferences(['de-DE', 'en'])).toBe('de');
    expect(localeOfPreferences(['en-GB', 'de'])).toBe('en');
    expect(localeOfPreferences([])).toBe('en');
  });

  it('reads the environment as gettext does: LC_ALL, then LC_MESSAGES, then LANG; LANGUAGE first unless C', () => {
    expect(localeOfEnvironment({ LANG: 'de_DE.UTF-8' })).toBe('de');
    expect(localeOfEnvironment({ LANG: 'de_DE.UTF-8', LC_MESSAGES: 'en_US.UTF-8' })).toBe('en');
    expect(localeOfEnvironment({ LANG: 'en_US.UTF-8', LC_MESSAGES: 'en_US.UTF-8', LC_ALL: 'de_AT.UTF-8' })).toBe('de');
    expect(localeOfEnvironment({ LC_ALL: '', LANG: 'de_DE.UTF-8' })).toBe('de'); // empty counts as unset
    expect(localeOfEnvironment({ LANG: 'en_US.UTF-8', LANGUAGE: 'de:en' })).toBe('de');
    expect(localeOfEnvironment({ LANG: 'C.UTF-8', LANGUAGE: 'de' })).toBe('en');
    expect(localeOfEnvironment({})).toBe('en');
  });
});
