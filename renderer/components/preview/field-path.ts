// Where in a record a finding points: its JSON Pointer below the record's, as the names a
// person reads (`/articles/3/name/de` in `/articles/3` → name, de).

/** The path's segments, unescaped; none when the pointer names the record itself (or another one). */
export function fieldPath(pointer: string, recordPointer: string): string[] {
  if (!pointer.startsWith(`${recordPointer}/`)) return [];
  return pointer.slice(recordPointer.length + 1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
