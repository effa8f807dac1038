// Numbers, sizes, durations and times for people, the one way every surface writes them (the
// window, the native menus, the terminal), in the reader's language: "1.4 kB" / "1,4 kB",
// "1,234" / "1.234". Formatters are built once per language and option set.
import type { Locale } from './locale';

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const id = `${locale}|${JSON.stringify(options)}`;
  let made = cache.get(id);
  if (made === undefined) cache.set(id, (made = new Intl.NumberFormat(locale, options)));
  return made;
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}

export function formatPercent(fraction: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
const BINARY: [number, string][] = [[1024 ** 4, 'TiB'], [1024 ** 3, 'GiB'], [1024 ** 2, 'MiB']];

export interface FormatBytesOptions {
  /** Say exact binary multiples as such ("1 GiB"), as limits are set (the default). Off for
   *  running counts that hit them by chance: a file read in 16 MiB chunks would otherwise
   *  show "32 MiB of 113 MB". */
  exactBinary?: boolean;
}

/** Decimal units, as the file managers of macOS, GNOME and Windows 11 show them. */
export function formatBytes(bytes: number, locale: Locale, { exactBinary = true }: FormatBytesOptions = {}): string {
  for (const [size, symbol] of exactBinary ? BINARY : []) {
    if (bytes >= size && bytes % size === 0) return `${formatNumber(bytes / size, locale)} ${symbol}`;
  }
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  }).format(value);
}

/**
 * "850 milliseconds", "1.5 seconds", "3 minutes" in sentences, "1.5 sec" in tables: one
 * decimal below 10 s, so a 1.5 s time-out is not "2 seconds".
 */
export function formatDuration(ms: number, locale: Locale, unitDisplay: 'long' | 'short' = 'long'): string {
  const unit = (name: string, value: number, decimals: number) =>
    numberFormat(locale, { style: 'unit', unit: name, unitDisplay, maximumFractionDigits: decimals }).format(value);
  if (Math.round(ms) < 1000) return unit('millisecond', Math.round(ms), 0);
  const seconds = ms / 1000;
  if (seconds < 9.95) return unit('second', seconds, 1);
  if (seconds < 119.5) return unit('second', Math.round(seconds), 0);
  return unit('minute', seconds / 60, seconds < 595 ? 1 : 0);
}

// Dates and times take a BCP 47 tag, not only a language: they follow the system's region
// where it speaks the app's language (date-locale.ts), so "en-GB" writes a 24-hour clock.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${tag}|${JSON.stringify(options)}`;
  let made = dateFormats.get(id);
  if (made === undefined) dateFormats.set(id, (made = new Intl.DateTimeFormat(tag, options)));
  return made;
}

function formatInstant(iso: string, tag: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(tag, options).format(date);
}

/** A point in time as date and time ("24 Nov 2026, 21:05"); text that is not a time stays as it is. */
export function formatDateTime(iso: string, dateTag: string): string {
  return formatInstant(iso, dateTag, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The time of day in local time, to the minute ("15:47", "3:47 PM"): for what happened today. */
export function formatClock(iso: string, dateTag: string): string {
  return formatInstant(iso, dateTag, { timeStyle: 'short' });
}

/** A calendar day given as "YYYY-MM-DD" (a price's start), as written there; the text itself if it is not one. */
export function formatDay(day: string, dateTag: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return dateFormat(dateTag, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * A point in time in local time, to the second and with its time zone ("Nov 25, 2026, 11:00:00
 * AM GMT+1", "25.11.2026, 11:00:00 MEZ"): for a report handed to someone in another place.
 */
export function formatTimestamp(iso: string, dateTag: string): string {
  return formatInstant(iso, dateTag, { dateStyle: 'medium', timeStyle: 'long' });
}

/** "3 minutes ago", "yesterday" / "vor 3 Minuten", "gestern": for recent files and targets. */
export function formatRelative(iso: string, locale: Locale, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [['second', 60], ['minute', 60], ['hour', 24], ['day', 30], ['month', 12], ['year', Infinity]];
  let value = (then - now) / 1000;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return relative.format(Math.round(value), 'year');
}
