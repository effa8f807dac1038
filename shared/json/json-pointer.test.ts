import { describe, expect, it } from 'vitest';
import { escapePointerSegment, pointerSegments, unescapePointerSegment } from './json-pointer';

describe('JSON Pointer segments', () => {
  it('escape ~ and / and read them back, ~01 being ~1 and not /', () => {
    expect(escapePointerSegment('a/b~c')).toBe('a~1b~0c');
    expect(unescapePointerSegment('a~1b~0c')).toBe('a/b~c');
    expect(unescapePointerSegment('~01')).toBe('~1');
    expect(pointerSegments('/articles/3/name~1de')).toEqual(['articles', '3', 'name/de']);
    expect(pointerSegments('')).toEqual([]);
    expect(pointerSegments('/')).toEqual(['']);
  });
});
