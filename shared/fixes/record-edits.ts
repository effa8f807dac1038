// The byte edits that apply one record's fixes: made by the plan pass (fix-planner.ts) as the
// scanner cuts records out of the stream, and again by a copy made after a plan, which reads
// only the records the plan kept (fixed-records.ts) and edits them the same way.
import { utf8Length } from '../validation/scan-tokens';
import type { FixKind } from './fix-kinds';
import { fixesOfRecord, type RecordFix } from './record-fixes';

/** Replace the bytes [start, end) of the original with `bytes` (electron/files/edited-copy.ts takes these). */
export interface PlannedEdit {
  start: number;
  end: number;
  bytes: Uint8Array;
}

const encoder = new TextEncoder();

/** Appends to `out` the edits of `fixes` (of the record `text` that starts at byte `byteStart`) whose kind is applied. */
export function editsOfFixes(fixes: readonly RecordFix[], text: string, byteStart: number, apply: ReadonlySet<FixKind>, out: PlannedEdit[]): void {
  for (const fix of fixes) {
    if (!apply.has(fix.kind)) continue;
    const start = byteStart + utf8Length(text, fix.start);
    out.push({ start, end: start + utf8Length(fix.before), bytes: encoder.encode(fix.after) });
  }
}

/**
 * Appends to `out` the edits of one record read again after its plan; false when its text is
 * not JSON (then the file is not the one planned).
 */
export function editsOfRecord(kind: 'article' | 'price', text: string, byteStart: number, apply: ReadonlySet<FixKind>, out: PlannedEdit[]): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  editsOfFixes(fixesOfRecord(kind, text, value), text, byteStart, apply, out);
  return true;
}
