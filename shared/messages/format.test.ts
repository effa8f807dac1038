import { describe, expect, it } from 'vitest';
import { format, formatParts, formatText } from './format';
import { text } from './text';

describe('format', () => {
  it('chooses the plural form and groups the number per language', () => {
    expect(format('en', 'state.errorsToFix', { count: 1 })).toBe('1 error to fix');
    expect(format('en', 'state.errorsToFix', { count: 12345 })).toBe('12,345 errors to fix');
    expect(format('de', 'state.errorsToFix', { count: 12345 })).toMatch(/^12\.345 /);
  });

  it('leaves identifiers ungrouped', () => {
    expect(format('de', 'result.targetValue', { appId: 4711, baseUrl: 'https://cfg.example' })).toContain('4711');
  });

  it('words nested messages, sizes, durations and lists in the same language', () => {
    const message = text('finding.article.articleNumber.duplicate', {
      record: text('record.article', { number: 1234, articleNumber: 'CH-1' }),
      value: '"CH-1"',
      count: 3,
      other: [text('record.articleNoNumber', { number: 5 }), text('record.articleNoNumber', { number: 9 })],
    });
    expect(formatText('en', message)).toBe(
      'Article 1,234 (CH-1): the article number "CH-1" is used by 3 articles (Article 5, Article 9). Each article number must be unique: remove or renumber the copies.',
    );
    expect(formatText('de', message)).toMatch(/^Artikel 1\.234 \(CH-1\)/);
    expect(format('de', 'outcome.tooLarge', { size: { bytes: 2_500_000 } })).toContain('2,5 MB');
    expect(format('en', 'outcome.connectTimeout', { host: 'h', timeout: { ms: 1500 } })).toContain('within 1.5 seconds');
    expect(format('de', 'outcome.connectTimeout', { host: 'h', timeout: { ms: 1500 } })).toContain('1,5 Sekunden');
  });

  it('puts rich values where their placeholders stand', () => {
    const bold = { tag: 'strong' };
    expect(formatParts('en', 'target.appIdFromAddress', {}, { appId: bold })).toEqual(['Configurator ID ', bold, ' taken from the address']);
  });

  it('falls back to English, then to the key, rather than fail when a value is missing', () => {
    expect(format('en', 'state.checkingName')).toMatch(/^state\.checkingName \(/);
  });
});
