// The texts tests look for, taken from the app's own catalogue and formatter: a reworded label
// changes the catalogue and the tests follow; a test never hard-codes a sentence the UI owns.
// The language is the running test's browser locale (Playwright's `locale` option, set by the
// project or by test.use), which the `app` fixture hands over; one test reads in either language.
import type { MessageKey } from '../shared/messages/catalogue';
import { dateLocale } from '../shared/messages/date-locale';
import { format, formatText } from '../shared/messages/format';
import { localeOfTag, type Locale } from '../shared/messages/locale';
import type { MessageValues, Text } from '../shared/messages/text';

let current: Locale = 'en';
/** Dates and times as the window writes them: the browser's region where it speaks the language. */
let dates: string = current;

/** Set by the `app` fixture from the browser's locale, before the test body runs (one test at a time per worker). */
export function useTestLocale(browserLocale: string | undefined): Locale {
  current = localeOfTag(browserLocale);
  dates = dateLocale(current, [browserLocale]);
  return current;
}

export function testLocale(): Locale {
  return current;
}

export function ui(key: MessageKey, values: MessageValues = {}): string {
  return format(testLocale(), key, values, dates);
}

/** A message the app builds from data (a finding, a refusal), as the window words it. */
export function uiText(message: Text): string {
  return formatText(testLocale(), message, dates);
}
