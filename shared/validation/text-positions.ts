// Offsets in the decoded text → 1-based line and column, and the excerpt shown under a
// syntax error. The line index is built once, on the first question, with the native
// indexOf (a 90 MB file has millions of lines).

export interface Position {
  line: number;
  column: number;
}

export class TextPositions {
  private lineStarts: Int32Array | undefined;

  constructor(private readonly text: string) {}

  private starts(): Int32Array {
    if (this.lineStarts === undefined) {
      const found = [0];
      for (let i = this.text.indexOf('\n'); i !== -1; i = this.text.indexOf('\n', i + 1)) found.push(i + 1);
      this.lineStarts = Int32Array.from(found);
    }
    return this.lineStarts;
  }

  /** Columns count UTF-16 code units from 1, as editors such as VS Code do. */
  at(offset: number): Position {
    const starts = this.starts();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1 };
  }

  /**
   * The line around `offset`, cut to about `width` characters, and a caret under the offset.
   * Tabs and control characters are shown as spaces so the caret lines up.
   */
  excerpt(offset: number, width = 72): string {
    const starts = this.starts();
    const { line } = this.at(offset);
    const next = starts[line];
    return lineExcerpt(this.text, offset, starts[line - 1]!, next === undefined ? this.text.length : next - 1, width);
  }
}

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
