import { describe, expect, it } from 'vitest';
import { fieldPath } from './field-path';

describe('fieldPath', () => {
  it('gives the segments below the record, unescaped', () => {
    expect(fieldPath('/articles/3/name/de', '/articles/3')).toEqual(['name', 'de']);
    expect(fieldPath('/prices/0/valid~1From', '/prices/0')).toEqual(['valid/From']);
    expect(fieldPath('/prices/0/a~0b', '/prices/0')).toEqual(['a~b']);
    expect(fieldPath('/prices/0/', '/prices/0')).toEqual(['']);
  });

  it('has none for the record itself, or for another record that merely starts alike', () => {
    expect(fieldPath('/articles/3', '/articles/3')).toEqual([]);
    expect(fieldPath('/articles/31/name', '/articles/3')).toEqual([]);
  });
});
