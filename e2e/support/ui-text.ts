// The texts tests look for, taken from the app's own catalogue and formatter: a reworded label
// changes the catalogue and the tests follow; a test never hard-codes a sentence the UI owns.
// The language is the test project's (playwright.config.ts: `locale`), so one test reads in
// English and in German.
import { test } from '@playwright/test';
import type { MessageKey } from '../../shared/messages/catalogue';
import { format, formatText } from '../../shared/messages/format';
import { localeOfTag, type Locale } from '../../shared/messages/locale';
import type { MessageValues, Text } from '../../shared/messages/text';

/** The language of the running test's project; English outside a test. */
export function testLocale(): Locale {
  try {
    return localeOfTag(test.info().project.use.locale);
  } catch {
    return 'en';
  }
}

export function ui(key: MessageKey, values: MessageValues = {}): string {
  return format(testLocale(), key, values);
}

/** A message the app builds from data (a finding, a refusal), as the window words it. */
export function uiText(message: Text): string {
  return formatText(testLocale(), message);
}
