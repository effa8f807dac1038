// A message as data: its key and its values, made into words only where it is shown (the
// window, a native menu, the terminal), in the language chosen there. The core and the
// handlers produce these, never sentences, so a language switch applies to everything on
// screen and a report keeps stable codes in every language.
import type { MessageKey } from './catalogue';

/** Quantities that are written differently per language; `format` turns them into words. */
export type Quantity =
  /** A size, in decimal units; `exact` says binary multiples as set ("1 GiB"). */
  | { readonly bytes: number; readonly exact?: boolean }
  /** A duration in milliseconds. */
  | { readonly ms: number }
  /** A point in time, as ISO 8601 text, written as date and time. */
  | { readonly date: string }
  /** A point in time, as ISO 8601 text, written as the time of day ("14:05", "2:05 PM"). */
  | { readonly clock: string }
  /**
   * A value as the file writes it (JSON text: `"12,50"`, `12.5`, `true`): a text keeps its
   * escapes, but its quotation marks are the language's own (German „12,50“), so a sentence
   * quotes its field names and the file's values alike.
   */
  | { readonly json: string };

/** Arrays are lists (of record labels, say), written with commas in every language. */
export type MessageValue = string | number | Text | Quantity | readonly MessageValue[];
export type MessageValues = Readonly<Record<string, MessageValue>>;

export interface Text {
  readonly key: MessageKey;
  readonly values?: MessageValues;
}

export function text(key: MessageKey, values?: MessageValues): Text {
  return values === undefined ? { key } : { key, values };
}

/** A value as the file writes it, for a message (see Quantity). */
export type Written = Extract<Quantity, { json: string }>;

export function written(json: string): Written {
  return { json };
}

export function isText(value: unknown): value is Text {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}
