import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n';
import { columnLabel } from './column-labels';

describe('columnLabel', () => {
  afterEach(() => setLocale('en'));

  it('names known fields for people, in the window’s language', () => {
    setLocale('en');
    expect(columnLabel('article', { key: 'articleNumber', known: true })).toBe('Article number');
    expect(columnLabel('price', { key: 'amount', known: true })).toBe('Price');
    setLocale('de');
    expect(columnLabel('article', { key: 'articleNumber', known: true })).toBe('Artikelnummer');
    expect(columnLabel('price', { key: 'minQuantity', known: true })).toBe('Mindestmenge');
  });

  it('has none for fields the app does not know, nor for another kind’s fields or an object’s own keys', () => {
    expect(columnLabel('article', { key: 'weightKg', known: false })).toBeUndefined();
    expect(columnLabel('price', { key: 'name', known: true })).toBeUndefined();
    expect(columnLabel('article', { key: 'toString', known: true })).toBeUndefined();
  });
});
