// Every language says everything, with the same placeholders: a key missing or extra in a
// language, a placeholder renamed or dropped, a template that does not parse or format, or a
// key in two areas fails here.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { AREAS_DE, AREAS_EN, CATALOGUES, type MessageKey } from './catalogue';
import { format } from './format';
import { LOCALES } from './locale';

/** Each placeholder with how it is used: `count:plural`, `errors:number`, `name:argument`. */
function placeholders(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) out.add(`${element.value}:argument`);
    if (element.type === TYPE.number) out.add(`${element.value}:number`);
    if (element.type === TYPE.date || element.type === TYPE.time) out.add(`${element.value}:date`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      out.add(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}:${Object.keys(element.options).sort().join('|')}`);
      for (const option of Object.values(element.options)) placeholders(option.value, out);
    }
  }
  return out;
}

const parsed = (template: string) => parse(template, { ignoreTag: true });
const keysOf = (catalogue: object) => Object.keys(catalogue).sort();

/** A value for each placeholder, of the kind its use needs. */
function sampleValues(template: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const entry of placeholders(parsed(template))) {
    const [name, use] = entry.split(':') as [string, string];
    values[name] = use === 'argument' ? `<${name}>` : 2;
  }
  return values;
}

describe('the catalogues', () => {
  it('have the same keys in every language, area by area', () => {
    expect(AREAS_DE).toHaveLength(AREAS_EN.length);
    AREAS_EN.forEach((area, i) => expect(keysOf(AREAS_DE[i]!)).toEqual(keysOf(area)));
    expect(keysOf(CATALOGUES.de)).toEqual(keysOf(CATALOGUES.en));
  });

  it('put each key in one area only', () => {
    const total = AREAS_EN.reduce((sum, area) => sum + Object.keys(area).length, 0);
    expect(Object.keys(CATALOGUES.en)).toHaveLength(total);
  });

  it.each(LOCALES)('parse in %s, with the placeholders English has', (locale) => {
    for (const key of Object.keys(CATALOGUES.en) as MessageKey[]) {
      const english = placeholders(parsed(CATALOGUES.en[key]));
      expect([...placeholders(parsed(CATALOGUES[locale][key]))].sort(), `${locale} ${key}`).toEqual([...english].sort());
    }
  });

  it.each(LOCALES)('format every message in %s, with no placeholder left over', (locale) => {
    for (const key of Object.keys(CATALOGUES.en) as MessageKey[]) {
      const words = format(locale, key, sampleValues(CATALOGUES.en[key]));
      expect(words, `${locale} ${key}`).not.toMatch(/\{\w+\}|undefined|NaN|\[object|was not provided/);
    }
  });

  it('give every menu label one access key, as English does', () => {
    for (const key of Object.keys(CATALOGUES.en).filter((k) => /^shell\.(menu|lifecycle)\./.test(k)) as MessageKey[]) {
      const marks = (text: string) => (text.match(/&(?!&)/g) ?? []).length;
      for (const locale of LOCALES) expect(marks(CATALOGUES[locale][key]), `${locale} ${key}`).toBe(marks(CATALOGUES.en[key]));
    }
  });
});
