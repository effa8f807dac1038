// The window's words and numbers, in its current language. Texts come from the one catalogue
// (shared/messages) through the one formatter; messages main sends (findings, refusals, send
// outcomes) arrive as keys and values and are worded here too, so a language switch applies
// to everything on screen at once.
//
// The language lives in this module (read by `t` during render) and in a tiny store the root
// subscribes to (useLocale): changing it re-renders the tree from the root. Components that
// memoise text must list the locale among their dependencies. Dates and times are written in
// the system's region where it speaks the same language (date-locale.ts): an en-GB system
// gets "14:05" in English, an en-US one "2:05 PM"; every date and time on screen goes through
// this module's formatters (and `t`'s date and clock values), so all of them agree.
import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import type { MessageKey } from '../shared/messages/catalogue';
import { format, formatParts, formatText } from '../shared/messages/format';
import { canonicalTag, dateLocale } from '../shared/messages/date-locale';
import { localeOfPreferences, type Locale } from '../shared/messages/locale';
import * as quantities from '../shared/messages/quantities';
import type { FormatBytesOptions } from '../shared/messages/quantities';
import type { MessageValues, Text } from '../shared/messages/text';
import type { FindingCode } from '../shared/report/finding-codes';

// Through globalThis: this module also runs in the unit tests, under Node, without a DOM.
const page = globalThis as { navigator?: { languages?: readonly string[] }; document?: { documentElement: { lang: string } } };

let current: Locale = browserLocale();
/** The system's region format (main's word in the app; the browser's first language otherwise). */
let region: string | undefined = page.navigator?.languages?.[0];
let dates = dateLocale(current, [region]);
const listeners = new Set<() => void>();

/** The browser's (the OS's) preferred language: what "as the system" means without main's word. */
export function browserLocale(): Locale {
  return localeOfPreferences(page.navigator?.languages ?? []);
}

export function currentLocale(): Locale {
  return current;
}

export function setLocale(locale: Locale): void {
  if (locale === current) return;
  current = locale;
  dates = dateLocale(current, [region]);
  if (page.document) page.document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** The system's region as main knows it (Electron's app.getSystemLocale()); dates follow it where it speaks the language. */
export function setSystemRegion(tag: string | undefined): void {
  const next = canonicalTag(tag) ?? page.navigator?.languages?.[0];
  if (next === region) return;
  region = next;
  dates = dateLocale(current, [region]);
  for (const listener of listeners) listener();
}

/** The current language; the component re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** The message for `key` (or a message main sent), in the current language. */
export function t(key: MessageKey, values?: MessageValues): string;
export function t(message: Text): string;
export function t(message: MessageKey | Text, values?: MessageValues): string {
  return typeof message === 'string' ? format(current, message, values, dates) : formatText(current, message, dates);
}

/**
 * The message as React nodes, with elements where placeholders stand (e.g. the app ID in
 * bold), so emphasis never needs the sentence to be cut into pieces.
 */
export function Message(props: { id: MessageKey; values?: MessageValues; rich: Record<string, ReactNode> }): ReactNode {
  const rich: Record<string, object> = {};
  for (const [name, node] of Object.entries(props.rich)) rich[name] = { node };
  const parts = formatParts(current, props.id, props.values ?? {}, rich, dates);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{typeof part === 'string' ? part : (part as { node: ReactNode }).node}</Fragment>
      ))}
    </>
  );
}

/** Title of a finding code for group headers. */
export function codeTitle(code: FindingCode): string {
  return t(`code.${code}`);
}

// Compile-time: every finding code has a title in the catalogue.
type MissingTitles = Exclude<`code.${FindingCode}`, MessageKey>;
const everyCodeHasATitle: [MissingTitles] extends [never] ? true : MissingTitles = true;
void everyCodeHasATitle;

export function formatNumber(value: number): string {
  return quantities.formatNumber(value, current);
}

/** File sizes the one way every surface writes them (the CLI too): decimal units, per language. */
export function formatBytes(bytes: number, options?: FormatBytesOptions): string {
  return quantities.formatBytes(bytes, current, options);
}

/** "33.6 MB of 113 MB": a running count and its total, in the same kind of unit. */
export function formatBytesOf(done: number, total: number): { done: string; total: string } {
  return { done: formatBytes(done, { exactBinary: false }), total: formatBytes(total, { exactBinary: false }) };
}

export function formatPercent(fraction: number): string {
  return quantities.formatPercent(fraction, current);
}

const amounts = new Map<string, Intl.NumberFormat>();

/** An amount of money in its currency's usual decimals ("249.90", "1.500" for JPY in German), without the symbol (shown beside it). */
export function formatAmount(amount: number, currency: string): string {
  const id = `${current}|${currency}`;
  let made = amounts.get(id);
  if (made === undefined) {
    let digits = 2;
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().minimumFractionDigits ?? 2;
    } catch {
      // Not a currency Intl knows (the file said so in its findings): two decimals.
    }
    made = new Intl.NumberFormat(current, { minimumFractionDigits: digits, maximumFractionDigits: Math.max(digits, 4) });
    amounts.set(id, made);
  }
  return made.format(amount);
}

/** A factor between two amounts for "×100", "×0.5": a few significant digits, grouped per language. */
export function formatRatio(ratio: number): string {
  return new Intl.NumberFormat(current, ratio >= 1 ? { maximumFractionDigits: 2 } : { maximumSignificantDigits: 2 }).format(ratio);
}

/** A calendar day given as "YYYY-MM-DD" (a price's start), written per language and region; the text itself if it is not one. */
export function formatDay(day: string): string {
  return quantities.formatDay(day, dates);
}

/**
 * A whole number as a person types it in the current language: digits, with or without the
 * language's thousands separator ("30,000" / "30.000") or spaces ("30 000"). Undefined for
 * anything else, e.g. "30.000" in English, where the point is a decimal point.
 */
export function parseTypedCount(typed: string): number | undefined {
  const group = groupSeparator();
  const bare = typed.replace(/[\s\u00a0\u202f]/g, '').split(group).join('');
  if (!/^\d+$/.test(bare)) return undefined;
  // Separators only between groups of three digits, as the language writes them.
  const withoutSpaces = typed.trim().replace(/[\s\u00a0\u202f]+/g, group);
  if (withoutSpaces.includes(group) && !new RegExp(`^\\d{1,3}(${escapeRegExp(group)}\\d{3})+$`).test(withoutSpaces)) return undefined;
  const value = Number(bare);
  return Number.isSafeInteger(value) ? value : undefined;
}

function groupSeparator(): string {
  return new Intl.NumberFormat(current).formatToParts(10000).find((part) => part.type === 'group')?.value ?? ',';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function formatDateTime(iso: string): string {
  return quantities.formatDateTime(iso, dates);
}

/** The time of day in local time, to the minute ("15:47", "3:47 PM"): for what happened today. */
export function formatClock(iso: string): string {
  return quantities.formatClock(iso, dates);
}

/** "3 minutes ago", "yesterday": for recent files and targets. */
export function formatRelative(iso: string, now = Date.now()): string {
  return quantities.formatRelative(iso, current, now);
}

/** In tables and summaries: "1.5 sec", "3 min". */
export function formatDuration(ms: number): string {
  return quantities.formatDuration(ms, current, 'short');
}
