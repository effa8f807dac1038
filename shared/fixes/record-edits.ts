// The byte edits that apply one record's fixes: made by the plan pass (fix-planner.ts) as the
// scanner cuts records out of the stream, and again by a copy made after a plan, which reads
// only the records the plan kept (fixed-records.ts) and edits them the same way.
import type { FixKind } from './fix-kinds';
import { plannedFixesOfRecord, type RecordFix } from './record-fixes';

/** Replace the bytes [start, end) of the original with `bytes` (electron/files/edited-copy.ts takes these). */
export interface PlannedEdit {
  start: number;
  end: number;
  bytes: Uint8Array;
}

const encoder = new TextEncoder();

/** UTF-8 bytes of text[from, to) (no surrogate pair is cut: the bounds are a value's). */
function utf8Between(text: string, from: number, to: number): number {
  let bytes = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < to) { bytes += 4; i++; }
    else bytes += 3;
  }
  return bytes;
}

/** The UTF-8 of a replacement: most are short and ASCII ("EUR", 12.50, true), cheaper without TextEncoder. */
function utf8Of(text: string): Uint8Array {
  if (text.length > 64) return encoder.encode(text);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) return encoder.encode(text);
    bytes[i] = c;
  }
  return bytes;
}

/** Appends to `out` the edits of `fixes` (in text order, of the record `text` that starts at byte `byteStart`) whose kind is applied. */
function editsOfFixes(fixes: readonly RecordFix[], text: string, byteStart: number, apply: ReadonlySet<FixKind>, out: PlannedEdit[]): void {
  // Byte offsets counted on from the previous fix, not from the record's start each time.
  let at = 0;
  let byte = byteStart;
  for (const fix of fixes) {
    if (!apply.has(fix.kind)) continue;
    byte += utf8Between(text, at, fix.start);
    at = fix.start;
    out.push({ start: byte, end: byte + utf8Between(text, fix.start, fix.end), bytes: utf8Of(fix.after) });
  }
}

/**
 * Appends to `out` the edits of one record read again after its plan, whose fields `fields`
 * (bits, see record-fixes.ts's fieldBits) the plan found to fix; false when its text does not
 * hold those values (then the file is not the one planned).
 */
export function editsOfRecord(kind: 'article' | 'price', text: string, byteStart: number, fields: number, apply: ReadonlySet<FixKind>, out: PlannedEdit[]): boolean {
  const fixes = plannedFixesOfRecord(kind, text, fields);
  if (fixes === undefined) return false;
  editsOfFixes(fixes, text, byteStart, apply, out);
  return true;
}
