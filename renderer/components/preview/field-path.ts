// Where in a record a finding points: its JSON Pointer below the record's, as the names a
// person reads (`/articles/3/name/de` in `/articles/3` → name, de).
import { pointerSegments } from '../../../shared/json/json-pointer';

/** The path's segments, unescaped; none when the pointer names the record itself (or another one). */
export function fieldPath(pointer: string, recordPointer: string): string[] {
  if (!pointer.startsWith(`${recordPointer}/`)) return [];
  return pointerSegments(pointer.slice(recordPointer.length));
}
