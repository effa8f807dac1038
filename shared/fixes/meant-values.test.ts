import { describe, expect, it } from 'vitest';
import { currencyMeant } from '../payload/currencies';
import { booleanMeant, germanDateMeant, numberMeant } from './meant-values';

describe('what a value written the wrong way means', () => {
  it('reads a number written as text only where its reading is certain', () => {
    expect(numberMeant('12,50')).toBe('12.50');
    expect(numberMeant(' 249.90 ')).toBe('249.90');
    expect(numberMeant('1.234,50')).toBe('1234.50');
    expect(numberMeant('1,234.50')).toBe('1234.50');
    expect(numberMeant('1.234.567')).toBe('1234567');
    expect(numberMeant('12.345.678,9')).toBe('12345678.9');
    expect(numberMeant('0,125')).toBe('0.125');
    expect(numberMeant('1234,567')).toBe('1234.567');
    expect(numberMeant('007,50')).toBe('7.50');
    expect(numberMeant('-3')).toBe('-3');
    expect(numberMeant('10')).toBe('10');
    // A thousand, or one point two three four: not certain.
    expect(numberMeant('1.234')).toBeUndefined();
    expect(numberMeant('1,234')).toBeUndefined();
    // Mixed or broken groupings, words, units.
    expect(numberMeant('1.234,567.8')).toBeUndefined();
    expect(numberMeant('1.23,50')).toBeUndefined();
    expect(numberMeant('12,50 €')).toBeUndefined();
    expect(numberMeant('on request')).toBeUndefined();
    expect(numberMeant('')).toBeUndefined();
  });

  it('reads yes and no in English and German, and true/false/1/0 written as text', () => {
    for (const yes of ['yes', 'Ja', 'TRUE', ' 1 ', 1]) expect(booleanMeant(yes), String(yes)).toBe(true);
    for (const no of ['no', 'NEIN', 'false', '0', 0]) expect(booleanMeant(no), String(no)).toBe(false);
    for (const other of ['maybe', '', 2, null, 'y']) expect(booleanMeant(other), String(other)).toBeUndefined();
  });

  it('reads German dates day first, with a four-digit year', () => {
    expect(germanDateMeant('31.12.2026')).toBe('2026-12-31');
    expect(germanDateMeant('1.2.2026')).toBe('2026-02-01');
    expect(germanDateMeant('31.12.26')).toBeUndefined();
    expect(germanDateMeant('2026-12-31')).toBeUndefined();
    expect(germanDateMeant('12/31/2026')).toBeUndefined();
  });

  it('reads a currency in another case or by its name or sign as certain, and one letter off as a guess', () => {
    expect(currencyMeant('eur')).toEqual({ code: 'EUR', certain: true });
    expect(currencyMeant(' EUR ')).toEqual({ code: 'EUR', certain: true });
    expect(currencyMeant('EURO')).toEqual({ code: 'EUR', certain: true });
    expect(currencyMeant('€')).toEqual({ code: 'EUR', certain: true });
    expect(currencyMeant('EUT')).toEqual({ code: 'EUR', certain: false });
    expect(currencyMeant('usdx')).toEqual({ code: 'USD', certain: false });
    // CHF, CHE and CHW are all one letter from CHX: no guess.
    expect(currencyMeant('CHX')).toBeUndefined();
    expect(currencyMeant('$')).toBeUndefined();
    expect(currencyMeant('DEM')).toBeUndefined();
  });
});
