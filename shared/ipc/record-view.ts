// Which records the preview shows, in which order: a search, the problem filters, a sort. The
// window asks for it (getRows, locateRecord); the validation worker works it out.
import { z } from 'zod';
import { findingCodeSchema } from './text-schema';

export const recordViewSchema = z.strictObject({
  /** Text to find in any field's value (the article number, a name, a GTIN…), ignoring case. */
  query: z.string().max(200).optional(),
  /** Only records with findings: any finding, or one of a severity. */
  show: z.enum(['problems', 'error', 'warning', 'info']).optional(),
  /** Only records with a finding of this code. */
  code: findingCodeSchema.optional(),
  sort: z.strictObject({ column: z.string().min(1).max(200), descending: z.boolean() }).optional(),
});

export type RecordView = z.infer<typeof recordViewSchema>;

/** Searches ignore case and the white space around what was typed. */
export function normaliseQuery(query: string | undefined): string {
  return (query ?? '').trim().toLowerCase();
}

/** Whether the view leaves records out (a search or a problem filter; a sort alone does not). */
export function isFiltered(view: RecordView): boolean {
  return normaliseQuery(view.query) !== '' || view.show !== undefined || view.code !== undefined;
}

/** Every record in file order: nothing to work out, and a record's place is its index. */
export function keepsFileOrder(view: RecordView): boolean {
  return !isFiltered(view) && !view.sort;
}
