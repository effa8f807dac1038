// The one way a message becomes words, for the window, the native menus and the terminal:
// the catalogue's ICU MessageFormat template for the key, in the language asked for,
// formatted by FormatJS intl-messageformat. Plurals, numbers and dates follow the language
// (ICU `{n, plural, …}`, `{n, number}`); sizes, durations, nested messages (a record's label,
// a reason) are made into words here before the template is filled.
import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES, type MessageKey } from './catalogue';
import type { Locale } from './locale';
import { formatBytes, formatClock, formatDateTime, formatDuration } from './quantities';
import { isText, type MessageValue, type MessageValues, type Text } from './text';

const compiled = new Map<string, IntlMessageFormat>();

function compile(locale: Locale, key: MessageKey): IntlMessageFormat {
  const id = `${locale}\u0000${key}`;
  let message = compiled.get(id);
  if (message === undefined) {
    message = new IntlMessageFormat(CATALOGUES[locale][key], locale, undefined, { ignoreTag: true });
    compiled.set(id, message);
  }
  return message;
}

const isList = (value: MessageValue): value is readonly MessageValue[] => Array.isArray(value);

/** A value as the template takes it: numbers stay numbers (for plural and number formats). */
function resolve(value: MessageValue, locale: Locale, dates: string): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (isList(value)) return value.map((item) => resolve(item, locale, dates)).join(', ');
  if (isText(value)) return formatText(locale, value, dates);
  if ('bytes' in value) return formatBytes(value.bytes, locale, { exactBinary: value.exact ?? true });
  if ('ms' in value) return formatDuration(value.ms, locale);
  if ('json' in value) return writtenValue(value.json, locale);
  if ('clock' in value) return formatClock(value.clock, dates);
  return formatDateTime(value.date, dates);
}

/** A JSON text in the language's quotation marks (`value.quoted`); a number, true or null as written. */
function writtenValue(json: string, locale: Locale): string {
  const isText = json.length >= 2 && json.startsWith('"') && json.endsWith('"');
  return isText ? format(locale, 'value.quoted', { text: json.slice(1, -1) }) : json;
}

function resolveAll(values: MessageValues | undefined, locale: Locale, dates: string): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const name in values) out[name] = resolve(values[name]!, locale, dates);
  return out;
}

/**
 * The message for `key` in `locale`, with its values filled in; dates and times in `dates`
 * (a BCP 47 tag, date-locale.ts: the system's region where it speaks `locale`), else the
 * language's own way.
 */
export function format(locale: Locale, key: MessageKey, values?: MessageValues, dates: string = locale): string {
  try {
    return String(compile(locale, key).format(resolveAll(values, locale, dates)));
  } catch (error) {
    // A value the template needs is missing (a bug the catalogue tests are there to catch):
    // the message in English, or at worst its key, is better than a window that stops.
    if (locale !== 'en') return format('en', key, values);
    return `${key} (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** A message made by the core or a handler (a key and its values), in `locale`. */
export function formatText(locale: Locale, message: Text, dates: string = locale): string {
  return format(locale, message.key, message.values, dates);
}

/**
 * The message as parts, with `rich` values (e.g. React elements) standing where their
 * placeholders are, so emphasis never needs a sentence cut into pieces.
 */
export function formatParts<T extends object>(locale: Locale, key: MessageKey, values: MessageValues, rich: Readonly<Record<string, T>>, dates: string = locale): (string | T)[] {
  const all: Record<string, string | number | T> = { ...resolveAll(values, locale, dates), ...rich };
  const result = compile(locale, key).format<T>(all);
  return Array.isArray(result) ? result : [result];
}
