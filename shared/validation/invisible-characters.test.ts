// A character one cannot see between the values of a file (a no-break space, a NUL byte, a
// byte-order mark in the middle) is named by its code point, and shown so in the excerpt.
import { describe, expect, it } from 'vitest';
import { formatText } from '../messages/format';
import { onlyFinding, utf8, validateText } from '../../test-support/validation-helpers';
import { validateBytes } from './validate-bytes';

describe('an invisible character between values', () => {
  it.each([
    ['a no-break space before a field', '{"articles":[{"articleNumber":"A1",\u00a0"name":"x"}]}', 'U+00A0 (no-break space)'],
    ['a NUL byte before a field', '{"articles":[{"articleNumber":"A1",\u0000"name":"x"}]}', 'U+0000 (null character)'],
    ['a byte-order mark between records', '{"articles":[{"articleNumber":"A1"},\ufeff{"articleNumber":"A2"}]}', 'U+FEFF (byte-order mark)'],
    ['a zero-width space before a value', '{"articles":[{"articleNumber":\u200b"A1"}]}', 'U+200B (zero-width space)'],
    ['a narrow no-break space after a value', '{"articles":[{"articleNumber":"A1"\u202f}]}', 'U+202F (narrow no-break space)'],
    ['NUL bytes after the document', '{"articles":[]}\u0000\u0000', 'U+0000 (null character)'],
  ])('is named by its code point: %s', async (_name, text, named) => {
    const outcome = await validateText(text);
    const finding = onlyFinding(outcome.report, 'json.syntax');
    expect(finding.message).toContain(`An invisible character, ${named}, stands here; JSON allows only spaces, tabs and line breaks between values.`);
    // The excerpt shows it, with the caret under it.
    const [line, caret] = finding.excerpt!.split('\n');
    const shown = `⟨${named.slice(0, 6)}⟩`;
    expect(line).toContain(shown);
    expect(caret!.indexOf('^')).toBe(line!.indexOf(shown));
  });

  it('is said in German too', async () => {
    const { report } = await validateBytes(utf8('{"articles":[{"articleNumber":"A1",\u00a0"name":"x"}]}'), { file: 'x.json' });
    expect(formatText('de', report.findings[0]!.message)).toContain(
      'Hier steht ein unsichtbares Zeichen, U+00A0 (geschütztes Leerzeichen); zwischen Werten erlaubt JSON nur Leerzeichen, Tabulatoren und Zeilenumbrüche.',
    );
  });

  it('is not named inside a text, where it is allowed, nor where the error is elsewhere', async () => {
    const outcome = await validateText('{"articles":[{"articleNumber":"A\u00a01" "name":"x"}]}');
    const finding = onlyFinding(outcome.report, 'json.syntax');
    expect(finding.message).not.toContain('invisible');
    expect(finding.message).toContain('A comma is probably missing before the field "name"');
    expect(finding.excerpt).toContain('"A⟨U+00A0⟩1"');
  });
});
