// The excerpt shown under a syntax error: the line around the error, with a caret under it.
// (Lines and columns come from the byte scanner, which counts them as it reads.)
import { shownCharacter } from './invisible-characters';

/** Control characters and those invisible-characters.ts names: shown other than as themselves. */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/g;

/**
 * The excerpt of the line around `offset` in a window of the file's text: where the window
 * does not start or end the file and holds no line break on that side, the line goes on
 * beyond it (shown as "…").
 */
export function windowExcerpt(window: string, offset: number, edges: { startsFile: boolean; endsFile: boolean }, width = 72): string {
  const before = window.lastIndexOf('\n', offset - 1);
  const after = window.indexOf('\n', offset);
  const lineStart = before >= 0 ? before + 1 : edges.startsFile ? 0 : -Infinity;
  const lineEnd = after >= 0 ? after : edges.endsFile ? window.length : Infinity;
  return lineExcerpt(window, offset, lineStart, lineEnd, width);
}

/**
 * The line's excerpt with the caret under `offset`. Characters one cannot see are shown by
 * their code point (⟨U+00A0⟩, invisible-characters.ts): where the error is one of them, a blank
 * would show nothing wrong.
 */
function lineExcerpt(text: string, offset: number, lineStart: number, end: number, width: number): string {
  let lineEnd = end;
  if (Number.isFinite(lineEnd) && text.charCodeAt(lineEnd - 1) === 13) lineEnd--;
  let from = Math.max(lineStart, offset - Math.floor(width / 2));
  const to = Math.min(lineEnd, from + width);
  from = Math.max(lineStart, Math.min(from, to - width));
  const show = (part: string) => part.replace(INVISIBLE, shownCharacter);
  const shown = show(text.slice(from, to));
  const lead = from > lineStart ? '…' : '';
  const tail = to < lineEnd ? '…' : '';
  const caretAt = lead.length + show(text.slice(from, Math.min(offset, lineEnd))).length;
  return `${lead}${shown}${tail}\n${' '.repeat(caretAt)}^`;
}
