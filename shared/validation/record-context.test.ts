import { describe, expect, it } from 'vitest';
import { ARTICLE_FIELDS, PRICE_FIELDS, TOP_LEVEL_KEYS } from '../payload/payload-schema';

describe('field presence', () => {
  it('no field name of the format is inherited from Object.prototype, so `record.field !== undefined` means present', () => {
    for (const field of [...ARTICLE_FIELDS, ...PRICE_FIELDS, ...TOP_LEVEL_KEYS]) {
      expect((Object.prototype as Record<string, unknown>)[field], field).toBeUndefined();
    }
  });
});
