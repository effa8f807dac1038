// Turns catalogue templates into text (or React nodes) for the current locale. The only place
// the renderer formats numbers, sizes and times, so the German catalogue needs no code changes.
import { Fragment, type ReactNode } from 'react';
import type { FindingCode } from '../shared/report/finding-codes';
import { formatBytes as formatBytesShared, type FormatBytesOptions } from '../shared/messages/format-bytes';
import { uiCatalogueEn, type PluralForms, type UiCatalogue, type UiKey, type uiEn } from '../shared/messages/en/ui';

const locale = 'en';
const catalogue: UiCatalogue = uiCatalogueEn;

type Entry<K extends UiKey> = (typeof uiEn)[K];
type Placeholders<S> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;
type EntryPlaceholders<E> = E extends string ? Placeholders<E> : E extends Record<string, string> ? Placeholders<E[keyof E]> | 'count' : never;

export type ParamValue = string | number;
export type Params<K extends UiKey> = { [P in EntryPlaceholders<Entry<K>>]: P extends 'count' ? number : ParamValue };
type ParamArgs<K extends UiKey> = [EntryPlaceholders<Entry<K>>] extends [never] ? [] : [params: Params<K>];

const pluralRules = new Intl.PluralRules(locale);
const numberFormat = new Intl.NumberFormat(locale);

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

function pick(entry: string | PluralForms, count: unknown): string {
  if (typeof entry === 'string') return entry;
  const category = typeof count === 'number' ? pluralRules.select(count) : 'other';
  return entry[category] ?? entry.other;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The message for `key`, with its placeholders filled (numbers formatted for the locale). */
export function t<K extends UiKey>(key: K, ...args: ParamArgs<K>): string {
  const params = (args[0] ?? {}) as Record<string, ParamValue>;
  const template = pick(catalogue[key], params.count);
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}

/**
 * The message as React nodes, with elements where placeholders stand (e.g. the app ID in
 * bold), so emphasis never needs the sentence to be cut into pieces.
 */
export function Message<K extends UiKey>(props: { id: K; values: { [P in keyof Params<K>]: ReactNode } }): ReactNode {
  const values = props.values as Record<string, ReactNode>;
  const template = pick(catalogue[props.id], values.count);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const start = match.index;
    if (start > last) parts.push(template.slice(last, start));
    const value = values[match[1] ?? ''];
    parts.push(<Fragment key={start}>{typeof value === 'number' ? formatNumber(value) : value}</Fragment>);
    last = start + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return <>{parts}</>;
}

/** Title of a finding code for group headers. */
export function codeTitle(code: FindingCode): string {
  return t(`code.${code}`);
}

// Compile-time: every finding code has a title in the catalogue.
type MissingTitles = Exclude<`code.${FindingCode}`, UiKey>;
const everyCodeHasATitle: [MissingTitles] extends [never] ? true : MissingTitles = true;
void everyCodeHasATitle;

/** File sizes the one way every surface writes them (the CLI too): decimal units, locale-aware. */
export function formatBytes(bytes: number, options?: FormatBytesOptions): string {
  return formatBytesShared(bytes, locale, options);
}

/** "33.6 MB of 113 MB": a running count and its total, in the same kind of unit. */
export function formatBytesOf(done: number, total: number): { done: string; total: string } {
  return { done: formatBytes(done, { exactBinary: false }), total: formatBytes(total, { exactBinary: false }) };
}

export function formatPercent(fraction: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
/** "3 minutes ago", "yesterday": for recent files and targets. */
export function formatRelative(iso: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  const seconds = Math.round((then - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [['second', 60], ['minute', 60], ['hour', 24], ['day', 30], ['month', 12], ['year', Infinity]];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return relative.format(Math.round(value), 'year');
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' }).format(Math.round(ms));
  const seconds = ms / 1000;
  if (seconds < 120) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: 1 }).format(seconds);
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short', maximumFractionDigits: 1 }).format(seconds / 60);
}
