import { describe, expect, it } from 'vitest';
import { formatText } from '../messages/format';
import { targetName } from './target-name';

const named = (target: Parameters<typeof targetName>[0], locale: 'en' | 'de' = 'en') => formatText(locale, targetName(target));

describe('targetName', () => {
  it('is the label the user gave, trimmed', () => {
    expect(named({ baseUrl: 'https://staging.example.com', appId: 4711, label: ' Staging 4711 ' })).toBe('Staging 4711');
    expect(named({ baseUrl: 'https://staging.example.com', appId: 4711, label: 'Staging 4711' }, 'de')).toBe('Staging 4711');
  });

  it('is the configurator ID on the host without a label, or with a blank one', () => {
    expect(named({ baseUrl: 'https://staging.example.com', appId: 4711 })).toBe('4711 on staging.example.com');
    expect(named({ baseUrl: 'https://staging.example.com/shop', appId: 4711, label: '  ' })).toBe('4711 on staging.example.com');
    expect(named({ baseUrl: 'http://127.0.0.1:8787', appId: 12345, label: undefined }, 'de')).toBe('12345 auf 127.0.0.1:8787');
  });

  it('never groups the ID as a number', () => {
    expect(named({ baseUrl: 'https://cfg.example', appId: 1234567 }, 'de')).toBe('1234567 auf cfg.example');
  });

  it('names a base URL it cannot read as given', () => {
    expect(named({ baseUrl: 'not a url', appId: 1 })).toBe('1 on not a url');
  });
});
