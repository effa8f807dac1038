// The excerpt shown under a syntax error: the line around the error, with a caret under it.
// (Lines and columns come from the byte scanner, which counts them as it reads.)

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

function lineExcerpt(text: string, offset: number, lineStart: number, end: number, width: number): string {
  let lineEnd = end;
  if (Number.isFinite(lineEnd) && text.charCodeAt(lineEnd - 1) === 13) lineEnd--;
  let from = Math.max(lineStart, offset - Math.floor(width / 2));
  const to = Math.min(lineEnd, from + width);
  from = Math.max(lineStart, Math.min(from, to - width));
  // eslint-disable-next-line no-control-regex
  const shown = text.slice(from, to).replace(/[\u0000-\u001f\u007f]/g, ' ');
  const lead = from > lineStart ? '…' : '';
  const tail = to < lineEnd ? '…' : '';
  const caretAt = lead.length + Math.min(offset, lineEnd) - from;
  return `${lead}${shown}${tail}\n${' '.repeat(caretAt)}^`;
}
