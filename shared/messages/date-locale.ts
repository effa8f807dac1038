// Which locale dates and times are written in. The words follow the language the app speaks;
// dates and the clock follow the system's region when that region speaks the same language
// (an en-GB system: "29 Nov 2026, 14:05" in English; a de-CH system: Swiss German dates), else
// the language's own default ("Nov 29, 2026, 2:05 PM" for English on a French system), so an
// English window never writes dates the German way nor a German one the American way.
import type { Locale } from './locale';

/** A tag as long as any real one and then some: anything longer is not taken from anyone. */
const MAX_TAG_LENGTH = 64;

/**
 * The BCP 47 tag for dates and times in `language`, given the system's locale (its region
 * format: Electron's app.getSystemLocale(), `navigator.languages[0]` in a browser, a POSIX
 * name like "en_GB.UTF-8" from the environment). Only the first tag counts: it is the system's
 * region; later ones are languages someone also reads, not where they are.
 */
export function dateLocale(language: Locale, system: readonly (string | undefined)[]): string {
  const tag = canonicalTag(system.find((candidate) => candidate !== undefined && candidate.trim() !== ''));
  if (tag === undefined) return language;
  return new Intl.Locale(tag).language === language ? tag : language;
}

/** A valid BCP 47 tag for a tag or POSIX locale name ("de_CH.UTF-8" → "de-CH"); undefined for anything else ("C", ""). */
export function canonicalTag(tag: string | undefined): string | undefined {
  if (tag === undefined || tag.length > MAX_TAG_LENGTH) return undefined;
  const bcp47 = tag.trim().replace(/[.@].*$/, '').replace(/_/g, '-');
  if (bcp47 === '' || /^(?:C|POSIX)$/i.test(bcp47)) return undefined;
  try {
    return Intl.getCanonicalLocales(bcp47)[0];
  } catch {
    return undefined;
  }
}
