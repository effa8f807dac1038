// A JSON text re-indented for reading, with every token as written (see json-tokens.ts): two
// spaces a level, one member or element a line, `{}` and `[]` kept on one line, as
// JSON.stringify(value, null, 2) lays a value out but without re-spelling it.

import { jsonTokens } from './json-tokens';

export interface FormattedJson {
  text: string;
  /** The layout was longer than `maxChars`: `text` is its beginning. */
  cut: boolean;
}

export interface FormatOptions {
  /** A bound on the layout, which indenting can make many times longer than the text. */
  maxChars?: number;
}

const INDENT = '  ';

export function formatJson(text: string, options: FormatOptions = {}): FormattedJson {
  const maxChars = options.maxChars ?? Infinity;
  const parts: string[] = [];
  let length = 0;
  let depth = 0;
  /** After `{`, `[` or `,`: the next member or element starts a line. */
  let lineBreak = false;
  /** After `{` or `[`: a close right away keeps the pair on one line. */
  let justOpened = false;

  const write = (part: string) => {
    parts.push(part);
    length += part.length;
  };
  const newLine = () => write(`\n${INDENT.repeat(depth)}`);

  for (const token of jsonTokens(text)) {
    if (token.kind === 'close') {
      depth = Math.max(0, depth - 1);
      if (!justOpened) newLine();
      write(token.text);
      lineBreak = false;
      justOpened = false;
    } else {
      if (lineBreak) newLine();
      lineBreak = false;
      justOpened = false;
      if (token.kind === 'colon') write(': ');
      else write(token.text);
      if (token.kind === 'open') {
        depth++;
        lineBreak = true;
        justOpened = true;
      } else if (token.kind === 'comma') {
        lineBreak = true;
      }
    }
    if (length > maxChars) return { text: cutAt(parts.join(''), maxChars), cut: true };
  }
  return { text: parts.join(''), cut: false };
}

/** The first `max` UTF-16 units, one fewer where that would split a character in two. */
export function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
