// The excerpt under a syntax error.
import { describe, expect, it } from 'vitest';
import { windowExcerpt } from './text-positions';

/** The excerpt at an offset of a text that is the whole file. */
const whole = (text: string) => ({ excerpt: (offset: number) => windowExcerpt(text, offset, { startsFile: true, endsFile: true }) });

describe('windowExcerpt of a whole text', () => {
  it('shows the line and a caret under the offset', () => {
    const text = '{\n  "a": tru\n}';
    expect(whole(text).excerpt(text.indexOf('tru'))).toBe('  "a": tru\n       ^');
  });

  it('drops the carriage return of a CRLF line and shows tabs as spaces', () => {
    const text = '{\r\n\t"a": ?\r\n}';
    expect(whole(text).excerpt(text.indexOf('?'))).toBe(' "a": ?\n      ^');
  });

  it('cuts a long line around the offset and marks the cuts', () => {
    const text = `${'a'.repeat(200)}!${'b'.repeat(200)}`;
    const [shown, caret] = whole(text).excerpt(200).split('\n');
    expect(shown!.startsWith('…')).toBe(true);
    expect(shown!.endsWith('…')).toBe(true);
    expect(shown!.length).toBeLessThanOrEqual(74);
    expect(shown![caret!.indexOf('^')]).toBe('!');
  });

  it('puts the caret after the last character for the end of the text', () => {
    expect(whole('[1, 2').excerpt(5)).toBe('[1, 2\n     ^');
  });
});

describe('windowExcerpt of characters one cannot see', () => {
  it('shows them by their code point, with the caret under the one at the offset', () => {
    const text = '{"a":\u00a01,\u0000"b": 2}';
    expect(whole(text).excerpt(text.indexOf('\u0000'))).toBe('{"a":⟨U+00A0⟩1,⟨U+0000⟩"b": 2}\n               ^');
  });
});
