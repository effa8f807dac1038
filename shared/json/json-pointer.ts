// JSON Pointer (RFC 6901) segments, written and read in one place: `~` is written `~0` and `/`
// is written `~1`, and reading undoes them in the opposite order (so `~01` is `~1`, not `/`).

/** One segment as a pointer writes it. */
export function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** One segment as a pointer wrote it, unescaped. */
export function unescapePointerSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The segments of a pointer, unescaped: `/articles/3/name~1de` → articles, 3, name/de; none for `""`. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map(unescapePointerSegment);
}
