// Characters that show as nothing or as a plain space but are not the white space JSON allows
// between values (space, tab, line break): a no-break space from a word processor, a NUL byte, a
// byte-order mark in the middle of a file joined from two exports. A syntax error at one of
// them names it by its code point, and the excerpt shows it (⟨U+00A0⟩) instead of a blank.
import type { MessageKey } from '../messages/catalogue';

/** The catalogue key naming an invisible character, or undefined for a character one can see. */
export function invisibleCharacterName(code: number): MessageKey | undefined {
  if (code === 0x00) return 'syntax.char.nul';
  if (code === 0x09 || code === 0x0a || code === 0x0d) return undefined;
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return 'syntax.char.control';
  switch (code) {
    case 0x00a0: return 'syntax.char.noBreakSpace';
    case 0x00ad: return 'syntax.char.softHyphen';
    case 0x200b: return 'syntax.char.zeroWidthSpace';
    case 0x202f: return 'syntax.char.narrowNoBreakSpace';
    case 0x2028: case 0x2029: return 'syntax.char.lineSeparator';
    case 0xfeff: return 'syntax.char.byteOrderMark';
    case 0x1680: case 0x205f: case 0x3000: return 'syntax.char.space';
    case 0x180e: case 0x200c: case 0x200d: return 'syntax.char.zeroWidth';
    case 0x200e: case 0x200f: return 'syntax.char.directionMark';
  }
  if (code >= 0x2000 && code <= 0x200a) return 'syntax.char.space';
  if (code >= 0x202a && code <= 0x202e) return 'syntax.char.directionMark';
  if (code >= 0x2060 && code <= 0x2064) return 'syntax.char.zeroWidth';
  return undefined;
}

/** "U+00A0": how a character is named by its code point. */
export function codePointLabel(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** How a character of an excerpt is shown: an invisible one as ⟨U+00A0⟩, a tab as a space. */
export function shownCharacter(char: string): string {
  const code = char.charCodeAt(0);
  if (code === 0x09 || code === 0x0a || code === 0x0d) return ' ';
  return invisibleCharacterName(code) === undefined ? char : `⟨${codePointLabel(code)}⟩`;
}
