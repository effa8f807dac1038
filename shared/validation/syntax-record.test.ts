// The record a syntax error stands in is named by its article number only where that is
// certain: read whole before the error, and the only articleNumber of the record so far.
import { describe, expect, it } from 'vitest';
import { onlyFinding, validateText } from '../../test-support/validation-helpers';

async function syntaxIn(text: string) {
  const outcome = await validateText(text);
  return onlyFinding(outcome.report, 'json.syntax');
}

describe('the record of a syntax error', () => {
  it('is named by its article number when it was read whole before the error', async () => {
    const finding = await syntaxIn('{"articles":[{"articleNumber":"CH-1001","name":"x"}, {"articleNumber":"CH-1002","name":"y" "active":true}]}');
    expect(finding).toMatchObject({ kind: 'article', index: 1, articleNumber: 'CH-1002' });
    expect(finding.message).toContain('The error is in Article 2 (CH-1002).');
  });

  it('is not named by it when the record has the key twice before the error: a reader keeps the last', async () => {
    const finding = await syntaxIn('{"articles":[{"articleNumber":"CH-1001","articleNumber":"CH-9" "name":"x"}]}');
    expect(finding.articleNumber).toBeUndefined();
    expect(finding.message).toContain('The error is in Article 1.');
    expect(finding.message).not.toContain('CH-');
  });

  it('is not named by it either when the second value was read whole', async () => {
    const finding = await syntaxIn('{"articles":[{"articleNumber":"CH-1001","articleNumber":"CH-9","name":"x" "active":true}]}');
    expect(finding.articleNumber).toBeUndefined();
    expect(finding.message).toContain('The error is in Article 1.');
  });

  it('names a price by its article the same way', async () => {
    const head = '{"articles":[{"articleNumber":"A1"}],"prices":[{"articleNumber":"A1","amount":1},';
    const named = await syntaxIn(`${head}{"articleNumber":"A1","amount":2 "currency":"EUR"}]}`);
    expect(named).toMatchObject({ kind: 'price', index: 1, articleNumber: 'A1' });
    expect(named.message).toContain('The error is in Price 2 of article A1.');
    const twice = await syntaxIn(`${head}{"articleNumber":"A1","articleNumber":"A2","amount":2 "currency":"EUR"}]}`);
    expect(twice.articleNumber).toBeUndefined();
    expect(twice.message).toContain('The error is in Price 2.');
  });
});
