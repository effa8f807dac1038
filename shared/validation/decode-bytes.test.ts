// Which bytes are UTF-8: a byte-order mark, UTF-16/32 recognised, and the first bad byte
// found exactly where the platform's strict decoder gives up.
import { describe, expect, it } from 'vitest';
import { firstInvalidUtf8, foreignEncoding } from './decode-bytes';
import { utf8, random } from '../../test-support/validation-helpers';

const strictDecodes = (bytes: Uint8Array) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};


describe('foreignEncoding', () => {
  it('recognises UTF-16 and UTF-32 by their byte-order marks and by the NUL pattern', () => {
    const cases: [number[], string][] = [
      [[0xff, 0xfe, 0x7b, 0x00], 'UTF-16 (little-endian)'],
      [[0xfe, 0xff, 0x00, 0x7b], 'UTF-16 (big-endian)'],
      [[0x7b, 0x00, 0x7d, 0x00], 'UTF-16 (little-endian)'],
      [[0x00, 0x7b, 0x00, 0x7d], 'UTF-16 (big-endian)'],
      [[0xff, 0xfe, 0x00, 0x00, 0x7b, 0, 0, 0], 'UTF-32 (little-endian)'],
      [[0x00, 0x00, 0xfe, 0xff, 0, 0, 0, 0x7b], 'UTF-32 (big-endian)'],
      [[0x7b, 0, 0, 0, 0x7d, 0, 0, 0], 'UTF-32 (little-endian)'],
      [[0, 0, 0, 0x7b, 0, 0, 0, 0x7d], 'UTF-32 (big-endian)'],
    ];
    for (const [bytes, encoding] of cases) expect(foreignEncoding(Uint8Array.from(bytes))).toBe(encoding);
    expect(foreignEncoding(utf8('{"name": "Bürostuhl 😀"}'))).toBeUndefined();
  });

  it('does not call UTF-8 with a stray NUL near the start UTF-16 or UTF-32: the pattern must hold', () => {
    expect(foreignEncoding(utf8('{\u0000"articles":[{"articleNumber":"A-1"}]}'))).toBeUndefined();
    expect(foreignEncoding(utf8('\u0000{"articles":[]}'))).toBeUndefined();
    expect(foreignEncoding(utf8('{\u0000\u0000\u0000"articles":[]}'))).toBeUndefined();
    expect(foreignEncoding(utf8('{\u0000'))).toBeUndefined();
  });

  it('still recognises UTF-16 without a mark that holds some characters beyond Latin-1', () => {
    const units = Array.from('{"name":"Stuhl €€ 😀"}', (c) => c.charCodeAt(0)).flatMap((c) => [c & 0xff, c >> 8]);
    expect(foreignEncoding(Uint8Array.from(units))).toBe('UTF-16 (little-endian)');
  });
});

describe('firstInvalidUtf8', () => {
  it.each([
    ['ASCII', [0x41, 0x42], 2],
    ['two-byte ü', [0xc3, 0xbc], 2],
    ['three-byte €', [0xe2, 0x82, 0xac], 3],
    ['four-byte 😀', [0xf0, 0x9f, 0x98, 0x80], 4],
    ['U+10FFFF', [0xf4, 0x8f, 0xbf, 0xbf], 4],
    ['U+FFFF', [0xef, 0xbf, 0xbf], 3],
    ['a lone continuation byte', [0x41, 0x80], 1],
    ['overlong 2 bytes (0xC1 0xBF)', [0xc1, 0xbf], 0],
    ['overlong 3 bytes (0xE0 0x80 0xAF)', [0xe0, 0x80, 0xaf], 0],
    ['overlong 4 bytes (0xF0 0x80 0x80 0xAF)', [0xf0, 0x80, 0x80, 0xaf], 0],
    ['a high surrogate (0xED 0xA0 0x80)', [0x41, 0xed, 0xa0, 0x80], 1],
    ['a low surrogate (0xED 0xBF 0xBF)', [0xed, 0xbf, 0xbf], 0],
    ['above U+10FFFF (0xF4 0x90)', [0xf4, 0x90, 0x80, 0x80], 0],
    ['0xFE', [0x41, 0x42, 0xfe], 2],
    ['a sequence cut off at the end', [0x41, 0xf0, 0x9f, 0x98], 1],
    ['a sequence broken by ASCII', [0xe2, 0x82, 0x41], 0],
  ])('%s', (_name, bytes, expected) => {
    expect(firstInvalidUtf8(Uint8Array.from(bytes))).toBe(expected);
  });

  it('agrees with the platform strict decoder on 20,000 random byte strings', () => {
    const next = random(4217);
    const interesting = [0x00, 0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xec, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf3, 0xf4, 0xf5, 0xff];
    for (let n = 0; n < 20_000; n++) {
      const bytes = Uint8Array.from({ length: 1 + Math.floor(next() * 6) }, () => interesting[Math.floor(next() * interesting.length)]!);
      const offset = firstInvalidUtf8(bytes);
      const label = Array.from(bytes, (b) => b.toString(16)).join(' ');
      expect(offset === bytes.length, label).toBe(strictDecodes(bytes));
      // Everything before the offset is well-formed.
      expect(strictDecodes(bytes.subarray(0, offset)), label).toBe(true);
    }
  });
});
