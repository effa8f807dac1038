// What JSON.parse cannot tell, read from the raw UTF-8 bytes in one pass: how deep the
// nesting goes (checked before parsing, so hostile nesting costs milliseconds), how many keys
// the text holds (JSON.parse silently keeps the last of duplicate keys, so fewer keys in the
// parsed value means duplicates) and whether a number loses precision.
//
// It reads bytes, not the decoded text, so it can run on another thread while this one
// decodes: the app and the CLI run it beside the SHA-256 on the hashing worker
// (electron/files/inspect-in-worker.ts), which runs it from its source text. So it must stay
// SELF-CONTAINED: no reference to anything outside the function body.
// Where the text is not JSON, the numbers are meaningless; JSON.parse fails first.

export interface ByteInspection {
  /** The first bracket that opens a level deeper than the limit (a byte offset), or -1. */
  depthExceededAt: number;
  /** Keys in all objects of the text (every `:` outside strings). */
  keyCount: number;
  /** Some number is an integer above 2^53 in size, or overflows to infinity. */
  hasUnsafeNumber: boolean;
}

export function inspectBytes(bytes: Uint8Array, start: number, maxDepth: number): ByteInspection {
  const n = bytes.length;
  let depth = 0;
  let keyCount = 0;
  let hasUnsafeNumber = false;
  for (let i = start; i < n; ) {
    const c = bytes[i]!;
    if (c === 0x22) {
      // Skip the string: the next quote not preceded by an odd number of backslashes.
      let j = bytes.indexOf(0x22, i + 1);
      for (;;) {
        if (j === -1) return { depthExceededAt: -1, keyCount, hasUnsafeNumber };
        let k = j - 1;
        while (bytes[k] === 0x5c) k--;
        if ((j - 1 - k) % 2 === 0) break;
        j = bytes.indexOf(0x22, j + 1);
      }
      i = j + 1;
    } else if (c === 0x3a) {
      keyCount++;
      i++;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return { depthExceededAt: i, keyCount, hasUnsafeNumber };
      i++;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
      i++;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      let j = i + 1;
      let exponent = false;
      let fraction = false;
      for (; j < n; j++) {
        const d = bytes[j]!;
        if ((d >= 0x30 && d <= 0x39) || d === 0x2b || d === 0x2d) continue;
        if (d === 0x2e) { fraction = true; continue; }
        if (d === 0x65 || d === 0x45) { exponent = true; continue; }
        break;
      }
      // Short tokens without an exponent are always exact (amounts, quantities, sizes).
      const digits = c === 0x2d ? j - i - 1 : j - i;
      if (!exponent && !fraction) {
        // 17 digits and more are above 2^53 (JSON has no leading zeros); 16 are compared.
        if (digits >= 17) hasUnsafeNumber = true;
        else if (digits === 16) {
          let token = '';
          for (let k = i; k < j; k++) token += String.fromCharCode(bytes[k]!);
          if (token.replace('-', '') > '9007199254740992') hasUnsafeNumber = true;
        }
      } else if (exponent || j - i > 300) {
        // Only an exponent, or hundreds of digits, can overflow to infinity.
        const token = new TextDecoder().decode(bytes.subarray(i, j));
        if (!Number.isFinite(Number(token))) hasUnsafeNumber = true;
      }
      i = j;
    } else {
      i++; // white space, commas, the letters of true/false/null
    }
  }
  return { depthExceededAt: -1, keyCount, hasUnsafeNumber };
}
