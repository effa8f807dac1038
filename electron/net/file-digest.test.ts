import { describe, expect, it } from 'vitest';
import { sameDigest } from './file-digest';

describe('sameDigest', () => {
  it('compares hex digests regardless of case', () => {
    expect(sameDigest('ABcd', 'abCD')).toBe(true);
    expect(sameDigest('ab', 'ac')).toBe(false);
  });
});
