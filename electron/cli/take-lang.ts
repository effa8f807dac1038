// `--lang en|de`: every command takes it, so it is read before the command is chosen.
import { isLocale, type Locale } from '../../shared/messages/locale';

/** `--lang en|de` (or `--lang=de`) anywhere on the line, taken out before the command reads it. */
export function takeLang(argv: string[]): { rest: string[]; locale?: Locale; bad?: string } {
  const rest: string[] = [];
  let locale: Locale | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    if (arg !== '--lang' && !arg.startsWith('--lang=')) {
      rest.push(arg);
      continue;
    }
    const value = arg === '--lang' ? (argv[++i] ?? '') : arg.slice('--lang='.length);
    if (!isLocale(value)) return { rest, bad: value };
    locale = value;
  }
  return locale === undefined ? { rest } : { rest, locale };
}
