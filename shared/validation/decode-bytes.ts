// Which bytes are UTF-8. Strict: the body that is sent is the file's bytes, so a file the
// server would read differently from us (UTF-16, broken sequences) is refused, not "fixed".

/** Detects UTF-16/UTF-32 by byte-order mark, or by the NUL pattern JSON text makes (RFC 4627 §3). */
export function foreignEncoding(b: Uint8Array): string | undefined {
  const [b0, b1, b2, b3] = [b[0], b[1], b[2], b[3]];
  if (b.length >= 4 && b0 === 0x00 && b1 === 0x00 && b2 === 0xfe && b3 === 0xff) return 'UTF-32 (big-endian)';
  if (b.length >= 4 && b0 === 0xff && b1 === 0xfe && b2 === 0x00 && b3 === 0x00) return 'UTF-32 (little-endian)';
  if (b.length >= 2 && b0 === 0xfe && b1 === 0xff) return 'UTF-16 (big-endian)';
  if (b.length >= 2 && b0 === 0xff && b1 === 0xfe) return 'UTF-16 (little-endian)';
  if (b.length >= 4 && b0 === 0 && b1 === 0 && b2 === 0 && b3 !== 0) return 'UTF-32 (big-endian)';
  if (b.length >= 4 && b0 !== 0 && b1 === 0 && b2 === 0 && b3 === 0) return 'UTF-32 (little-endian)';
  if (b.length >= 2 && b0 === 0 && b1 !== 0) return 'UTF-16 (big-endian)';
  if (b.length >= 2 && b0 !== 0 && b1 === 0) return 'UTF-16 (little-endian)';
  return undefined;
}

export function hasUtf8Bom(b: Uint8Array): boolean {
  return b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf;
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
