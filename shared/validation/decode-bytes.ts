// Which bytes are UTF-8. Strict: the body that is sent is the file's bytes, so a file the
// server would read differently from us (UTF-16, broken sequences) is refused, not "fixed".

/** How many leading bytes the NUL pattern of UTF-16/32 is looked for in (fewer in a shorter file). */
export const ENCODING_PROBE_BYTES = 64;

/**
 * Detects UTF-16/UTF-32 by byte-order mark, or by the NUL pattern JSON text makes (RFC 4627
 * §3): without a mark, the leading code units must show the pattern consistently (the first
 * two, and three in four of the first ENCODING_PROBE_BYTES), so one stray NUL near the start of
 * a UTF-8 file is a control character at its place (json.syntax, or in a string its own
 * finding), not a reason to call the whole file UTF-16.
 */
export function foreignEncoding(b: Uint8Array): string | undefined {
  const [b0, b1, b2, b3] = [b[0], b[1], b[2], b[3]];
  if (b.length >= 4 && b0 === 0x00 && b1 === 0x00 && b2 === 0xfe && b3 === 0xff) return 'UTF-32 (big-endian)';
  if (b.length >= 4 && b0 === 0xff && b1 === 0xfe && b2 === 0x00 && b3 === 0x00) return 'UTF-32 (little-endian)';
  if (b.length >= 2 && b0 === 0xfe && b1 === 0xff) return 'UTF-16 (big-endian)';
  if (b.length >= 2 && b0 === 0xff && b1 === 0xfe) return 'UTF-16 (little-endian)';
  const probe = b.subarray(0, Math.min(b.length, ENCODING_PROBE_BYTES));
  if (showsNulPattern(probe, 4, 3)) return 'UTF-32 (big-endian)';
  if (showsNulPattern(probe, 4, 0)) return 'UTF-32 (little-endian)';
  if (showsNulPattern(probe, 2, 1)) return 'UTF-16 (big-endian)';
  if (showsNulPattern(probe, 2, 0)) return 'UTF-16 (little-endian)';
  return undefined;
}

/**
 * Whether the whole code units of `unit` bytes in `probe` look like ASCII in that encoding: the
 * byte at `low` not NUL, the others NUL. The first two units must (JSON begins with ASCII), and
 * three in four of all: text in UTF-16 may hold a few characters beyond Latin-1.
 */
function showsNulPattern(probe: Uint8Array, unit: 2 | 4, low: number): boolean {
  const units = Math.floor(probe.length / unit);
  if (units < 2) return false;
  let matching = 0;
  for (let u = 0; u < units; u++) {
    let ascii = probe[u * unit + low] !== 0;
    for (let k = 0; k < unit && ascii; k++) if (k !== low && probe[u * unit + k] !== 0) ascii = false;
    if (ascii) matching++;
    else if (u < 2) return false;
  }
  return 4 * matching >= 3 * units;
}

/** Byte offset of the first byte that is not part of a well-formed UTF-8 sequence (RFC 3629). */
export function firstInvalidUtf8(b: Uint8Array, from = 0): number {
  let i = from;
  while (i < b.length) {
    const c = b[i]!;
    if (c < 0x80) { i++; continue; }
    let need: number, min: number, max = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) { need = 1; min = 0x80; }
    else if (c === 0xe0) { need = 2; min = 0xa0; }
    else if (c === 0xed) { need = 2; min = 0x80; max = 0x9f; } // no UTF-16 surrogates
    else if (c >= 0xe1 && c <= 0xef) { need = 2; min = 0x80; }
    else if (c === 0xf0) { need = 3; min = 0x90; }
    else if (c >= 0xf1 && c <= 0xf3) { need = 3; min = 0x80; }
    else if (c === 0xf4) { need = 3; min = 0x80; max = 0x8f; } // nothing above U+10FFFF
    else return i;
    for (let k = 1; k <= need; k++) {
      const d = b[i + k];
      if (d === undefined) return i;
      const lo = k === 1 ? min : 0x80;
      const hi = k === 1 ? max : 0xbf;
      if (d < lo || d > hi) return i;
    }
    i += need + 1;
  }
  return b.length;
}
