// The command line's words: every message in the language of the run (--lang, else LC_ALL,
// LC_MESSAGES, LANG as gettext reads them), made at the moment it is printed. Dates and times
// follow the region of LC_ALL, LC_TIME or LANG where it speaks that language (date-locale.ts).
import type { MessageKey } from '../../shared/messages/catalogue';
import { dateLocale } from '../../shared/messages/date-locale';
import { format, formatText } from '../../shared/messages/format';
import { localeOfEnvironment, type Locale } from '../../shared/messages/locale';
import type { MessageValues, Text } from '../../shared/messages/text';
import type { CliIo } from './cli-io';

export type Say = {
  (key: MessageKey, values?: MessageValues): string;
  (message: Text): string;
};

export function cliLocale(io: Pick<CliIo, 'env' | 'locale'>): Locale {
  return io.locale ?? localeOfEnvironment(io.env);
}

/** The BCP 47 tag of the run's dates and times: the region of LC_ALL, else LC_TIME, else LANG (as POSIX reads the locale of times; empty counts as unset) where it speaks the run's language. */
export function cliDateTag(io: Pick<CliIo, 'env' | 'locale'>): string {
  const { LC_ALL, LC_TIME, LANG } = io.env;
  return dateLocale(cliLocale(io), [[LC_ALL, LC_TIME, LANG].find((value) => value !== undefined && value !== '')]);
}

/** `say('cli.stateReady', { notes: 2 })` or `say(text)`, in the run's language. */
export function sayer(io: Pick<CliIo, 'env' | 'locale'>): Say {
  const locale = cliLocale(io);
  const dates = cliDateTag(io);
  return ((message: MessageKey | Text, values?: MessageValues) =>
    typeof message === 'string' ? format(locale, message, values, dates) : formatText(locale, message, dates)) as Say;
}
