// Offsets → 1-based line and column, and the excerpt under a syntax error.
import { describe, expect, it } from 'vitest';
import { TextPositions } from './text-positions';

describe('TextPositions.at', () => {
  const text = 'ab\ncd\r\n\nxyz';
  const positions = new TextPositions(text);

  it('counts lines and columns from 1', () => {
    expect(positions.at(0)).toEqual({ line: 1, column: 1 });
    expect(positions.at(1)).toEqual({ line: 1, column: 2 });
    expect(positions.at(2)).toEqual({ line: 1, column: 3 }); // the line break itself
    expect(positions.at(3)).toEqual({ line: 2, column: 1 });
    expect(positions.at(7)).toEqual({ line: 3, column: 1 }); // after a CRLF
    expect(positions.at(8)).toEqual({ line: 4, column: 1 });
    expect(positions.at(10)).toEqual({ line: 4, column: 3 });
    expect(positions.at(11)).toEqual({ line: 4, column: 4 }); // the end of the text
  });

  it('counts columns in UTF-16 code units, as editors do', () => {
    expect(new TextPositions('😀x').at(2)).toEqual({ line: 1, column: 3 });
  });

  it('handles a text without line breaks and an empty text', () => {
    expect(new TextPositions('').at(0)).toEqual({ line: 1, column: 1 });
    expect(new TextPositions('x'.repeat(1000)).at(999)).toEqual({ line: 1, column: 1000 });
  });
});

describe('TextPositions.excerpt', () => {
  it('shows the line and a caret under the offset', () => {
    const text = '{\n  "a": tru\n}';
    expect(new TextPositions(text).excerpt(text.indexOf('tru'))).toBe('  "a": tru\n       ^');
  });

  it('drops the carriage return of a CRLF line and shows tabs as spaces', () => {
    const text = '{\r\n\t"a": ?\r\n}';
    expect(new TextPositions(text).excerpt(text.indexOf('?'))).toBe(' "a": ?\n      ^');
  });

  it('cuts a long line around the offset and marks the cuts', () => {
    const text = `${'a'.repeat(200)}!${'b'.repeat(200)}`;
    const [shown, caret] = new TextPositions(text).excerpt(200).split('\n');
    expect(shown!.startsWith('…')).toBe(true);
    expect(shown!.endsWith('…')).toBe(true);
    expect(shown!.length).toBeLessThanOrEqual(74);
    expect(shown![caret!.indexOf('^')]).toBe('!');
  });

  it('puts the caret after the last character for the end of the text', () => {
    expect(new TextPositions('[1, 2').excerpt(5)).toBe('[1, 2\n     ^');
  });
});
