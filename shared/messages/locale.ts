// The languages the app speaks, and how the one to use is chosen: German for any German
// locale (de, de-AT, de_CH.UTF-8), English for everything else.
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language for one BCP 47 tag or POSIX locale name ("de-CH", "de_DE.UTF-8", "C"). */
export function localeOfTag(tag: string | undefined): Locale {
  return /^de(?:$|[-_.@])/i.test(tag?.trim() ?? '') ? 'de' : DEFAULT_LOCALE;
}

/** The language for the user's preferred languages, most preferred first (`navigator.languages`). */
export function localeOfPreferences(tags: readonly string[]): Locale {
  return localeOfTag(tags.find((tag) => tag.trim() !== ''));
}

/**
 * The language a command-line tool should speak, read as gettext does: the first of LC_ALL,
 * LC_MESSAGES and LANG that is set names the locale; unless that is "C"/"POSIX", LANGUAGE (a
 * colon-separated priority list) may name the language before it.
 */
export function localeOfEnvironment(env: Readonly<Record<string, string | undefined>>): Locale {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value !== undefined && value !== '');
  if (locale === undefined || /^(?:C|POSIX)(?:$|[.@])/.test(locale)) return DEFAULT_LOCALE;
  const preferred = env.LANGUAGE?.split(':').find((value) => value !== '');
  return localeOfTag(preferred ?? locale);
}
