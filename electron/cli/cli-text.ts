// The command line's words: every message in the language of the run (--lang, else LC_ALL,
// LC_MESSAGES, LANG as gettext reads them), made at the moment it is printed.
import type { MessageKey } from '../../shared/messages/catalogue';
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

/** `say('cli.stateReady', { notes: 2 })` or `say(text)`, in the run's language. */
export function sayer(io: Pick<CliIo, 'env' | 'locale'>): Say {
  const locale = cliLocale(io);
  return ((message: MessageKey | Text, values?: MessageValues) =>
    typeof message === 'string' ? format(locale, message, values) : formatText(locale, message)) as Say;
}
