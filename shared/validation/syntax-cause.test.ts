// json.syntax names the likeliest cause, where it starts and the record it stands in, and
// counts the records read before it; where no cause fits, it says what the strict reader found.
import { describe, expect, it } from 'vitest';
import { formatText } from '../messages/format';
import { onlyFinding, positionOf, utf8, validateText } from '../../test-support/validation-helpers';
import { ByteScanner } from './byte-scanner';
import { memorySource } from './record-reader';
import { scanFacts, sha256Hex, validateBytes, validateScan, type Scan } from './validate-bytes';

/** The sole json.syntax finding of a text, with the outcome's record counts. */
async function syntaxOf(text: string) {
  const outcome = await validateText(text);
  const finding = onlyFinding(outcome.report, 'json.syntax');
  expect(outcome.report.findings).toHaveLength(1);
  const before = outcome.recordsBeforeError?.index;
  return { finding, message: finding.message, report: outcome.report, records: outcome.records, before: { articles: before?.articles.count ?? 0, prices: before?.prices.count ?? 0 } };
}

/** Where `needle` (its first character) stands in `text`, as the messages say it: "line N, column M". */
function at(text: string, needle: string): string {
  const { line, column } = positionOf(text, needle);
  return `line ${line}, column ${column}`;
}

const LINES = (...lines: string[]) => lines.join('\n');

describe('a quote inside a text that is not written \\"', () => {
  const text = LINES(
    '{',
    '  "articles": [',
    '    {"articleNumber": "A-1", "name": "Chair"},',
    '    {"articleNumber": "A-2", "name": "Monitorarm 27" breit", "active": true},',
    '    {"articleNumber": "A-3", "name": "Desk"}',
    '  ]',
    '}',
  );

  it('is named at the quote that opens the text, in its record, with the records read before it', async () => {
    const { finding, message, report, records, before } = await syntaxOf(text);
    // The place stays that of the character where the file stops being JSON, as before.
    expect(finding).toMatchObject({ line: 4, column: positionOf(text, 'breit').column, pointer: '', kind: 'article', index: 1, articleNumber: 'A-2' });
    expect(message).toContain(`The text that starts at ${at(text, '"Monitorarm')} probably contains a quote (")`);
    expect(message).toContain('write a quote as \\"');
    expect(message).toContain('The error is in Article 2 (A-2).');
    expect(message).toContain('1 article was read before the error');
    expect(message).toMatch(/Fix the file at this place/);
    expect(finding.excerpt).toContain('"Monitorarm 27" breit"');
    // The report counts no records (payload-format.md: 0 when the file could not be parsed).
    expect(report).toMatchObject({ articles: 0, prices: 0 });
    expect(records).toBeUndefined();
    expect(before).toEqual({ articles: 1, prices: 0 });
  });

  it('is said in German too', async () => {
    const { report } = await validateBytes(utf8(text), { file: 'x.json' });
    const german = formatText('de', report.findings[0]!.message);
    const { line, column } = positionOf(text, '"Monitorarm');
    expect(german).toBe(
      'Die Datei ist kein gültiges JSON. Der Fehler steht in Artikel 2 (A-2). ' +
        `Der Text, der in Zeile ${line}, Spalte ${column} beginnt, enthält vermutlich ein Anführungszeichen ("), das ihn zu früh beendet. ` +
        'Schreiben Sie ein Anführungszeichen innerhalb eines Texts als \\", z. B. "Monitorarm 27\\" breit". ' +
        '1 Artikel wurde vor dem Fehler gelesen; alles danach ist nicht lesbar, daher kann die Datei nicht gesendet werden. ' +
        'Korrigieren Sie die Datei an dieser Stelle und laden Sie sie erneut.',
    );
  });

  it.each([
    ['doubled, as CSV writes it', '{"articles": [{"articleNumber": "A-1", "name": "Monitorarm 27"" breit"}]}', '"Monitorarm'],
    ['around a word', '{"articles": [{"articleNumber": "A-1", "name": "Stuhl "Komfort" schwarz", "active": true}]}', '"Stuhl'],
    ['at the end of its line', '{"articles": [{"articleNumber": "A-1",\n "name": "27" wide"\n}]}', '"27"'],
    ['in a field name', '{"articles": [{"articleNumber": "A-1", "na"me": "x"}]}', '"na"'],
    ['in a list', '{"articles": [{"articleNumber": "A-1", "tags": ["27" wide", "x"]}]}', '"27"'],
  ])('is named %s', async (_name, broken, opening) => {
    const { message } = await syntaxOf(broken);
    expect(message).toContain(`The text that starts at ${at(broken, opening)} probably contains a quote`);
  });

  it('is not named where the text opens before what is read back around the error', async () => {
    const broken = `{"articles": [{"articleNumber": "A-1", "name": "${'x'.repeat(6000)} 27" wide"}]}`;
    const { message } = await syntaxOf(broken);
    expect(message).not.toMatch(/quote|probably/);
    expect(message).toContain("A comma (,) or a closing brace (}) was expected after this value.");
  });

  it('is found in a record that seems too long to hold: the quote swapped text and the rest up to the end', async () => {
    const rest = Array.from({ length: 40 }, (_, i) => `{"articleNumber": "T-${i}", "name": "Tisch ${i}"}`).join(',\n');
    const text = `{"articles": [\n{"articleNumber": "A-1", "name": "Chair"},\n{"articleNumber": "A-2", "name": "Monitorarm 27" breit"},\n${rest}\n]}`;
    const bytes = utf8(text);
    // A limit on one value's size small enough for this file (64 MiB in the app).
    const scan: Scan = async (sink, options) => {
      const scanner = new ByteScanner(sink, { ...options, maxValueBytes: 400 });
      for (let at = 0; at < bytes.length; at += 64) scanner.push(bytes.subarray(at, at + 64), at + 64 >= bytes.length);
      return { bytes: bytes.length, sha256: await sha256Hex(bytes), ...scanFacts(scanner) };
    };
    const outcome = await validateScan(scan, memorySource(bytes), { file: 'x.json' });
    expect(outcome.report.byCode).toEqual({ 'json.syntax': 1 });
    const finding = outcome.report.findings[0]!;
    expect(finding).toMatchObject({ ...positionOf(text, 'breit'), kind: 'article', index: 1, articleNumber: 'A-2' });
    expect(formatText('en', finding.message)).toContain(`The text that starts at ${at(text, '"Monitorarm')} probably contains a quote`);
    expect(outcome.recordsBeforeError?.index.articles.count).toBe(1);
  });

  it('does not name the article number when it is the text that broke', async () => {
    const { finding, message } = await syntaxOf('{"articles": [{"articleNumber": "CH-"1001", "name": "x"}]}');
    expect(finding.articleNumber).toBeUndefined();
    expect(message).toContain('The error is in Article 1.');
    expect(message).toContain('probably contains a quote');
  });
});

describe('a missing comma', () => {
  it('between two records is said after the record before it, at the next one', async () => {
    const text = LINES('{"articles": [', '  {"articleNumber": "A"},', '  {"articleNumber": "B"}', '  {"articleNumber": "C"}', ']}');
    const { finding, message, before } = await syntaxOf(text);
    expect(finding).toMatchObject({ line: 4, column: 3 });
    expect(finding.kind).toBeUndefined();
    expect(message).toContain('A comma is probably missing after Article 2 (B): the records of a list are separated by commas.');
    expect(message).toContain('2 articles were read before the error');
    expect(before).toEqual({ articles: 2, prices: 0 });
  });

  it('before the first record, when there is none before it, is said without one', async () => {
    const { message } = await syntaxOf('{"articles": [{"articleNumber": "A"}], "prices": [{"articleNumber": "A", "amount": 1} {"articleNumber": "A", "amount": 2}]}');
    expect(message).toContain('A comma is probably missing after Price 1 of article A');
    expect(message).toContain('1 article and 1 price were read before the error');
  });

  it.each([
    ['on the same line', '{"articles": [{"articleNumber": "A" "name": "x"}]}'],
    ['at the end of a line', '{"articles": [{\n  "articleNumber": "A"\n  "name": "x"\n}]}'],
  ])('between two fields is said before the field, %s', async (_name, text) => {
    const { finding, message } = await syntaxOf(text);
    expect(finding).toMatchObject(positionOf(text, '"name"'));
    expect(message).toContain('A comma is probably missing before the field "name"');
    // The article number was not followed by its comma: it is not named as certain.
    expect(message).toContain('The error is in Article 1.');
  });

  it('between two values of a list', async () => {
    const { message } = await syntaxOf('{"articles": [{"articleNumber": "A", "tags": [1 2]}]}');
    expect(message).toContain('A comma is probably missing before this value');
  });
});

describe('a list or a record not closed', () => {
  it('names the list of articles not closed with ] before "prices", where it opens', async () => {
    const text = '{"articles":[{"articleNumber":"A1","name":"x"},{"articleNumber":"A2","name":"y"}\n\n "prices": [ {"articleNumber":"A1","amount":1,"currency":"EUR"} ]}';
    const { finding, message, before } = await syntaxOf(text);
    expect(finding).toMatchObject(positionOf(text, '"prices"'));
    expect(message).toContain(`The list of articles that starts at ${at(text, '[{')} is probably not closed: its closing bracket (]) is missing before "prices".`);
    expect(message).not.toContain('comma is probably missing');
    expect(before).toEqual({ articles: 2, prices: 0 });
  });

  it('names it too where a comma before "prices" made the name read as a record, which is not counted', async () => {
    const text = '{"articles":[{"articleNumber":"A1"},{"articleNumber":"A2"},\n "prices": [{"articleNumber":"A1","amount":1}]}';
    const { message, before } = await syntaxOf(text);
    expect(message).toContain(`The list of articles that starts at ${at(text, '[{')} is probably not closed: its closing bracket (]) is missing before "prices".`);
    expect(message).toContain('2 articles were read before the error');
    expect(before).toEqual({ articles: 2, prices: 0 });
  });

  it('names a list inside a record not closed before the next field', async () => {
    const text = '{"articles":[{"articleNumber":"A1","tags":["a","b" "name":"x"}]}';
    const { message } = await syntaxOf(text);
    expect(message).toContain(`The list that starts at ${at(text, '["a"')} is probably not closed: its closing bracket (]) is missing before "name".`);
  });

  it.each([
    ['after a nested name, with no comma', '{"articles":[{"articleNumber":"A1","name":{"de":"x","en":"y"}\n {"articleNumber":"A2","name":"z"}]}'],
    ['at its end, the comma on the next line', '{"articles":[{"articleNumber":"A1","name":"x"\n,{"articleNumber":"A2","name":"z"}]}'],
    ['at its end, with no comma', '{"articles":[{"articleNumber":"A1","name":"x"\n{"articleNumber":"A2","name":"z"}]}'],
  ])('names the record missing its closing brace %s, where it opens', async (_name, text) => {
    const { finding, message } = await syntaxOf(text);
    expect(finding).toMatchObject(positionOf(text, '{"articleNumber":"A2"'));
    expect(message).toContain(`The record that starts at ${at(text, '{"articleNumber":"A1"')} is probably missing its closing brace (}): the next record starts here.`);
    expect(message).not.toContain('comma is probably missing');
  });

  it('names a price missing its closing brace the same way', async () => {
    const text = '{"articles":[{"articleNumber":"A1"}],"prices":[{"articleNumber":"A1","amount":1\n,{"articleNumber":"A1","amount":2}]}';
    const { message } = await syntaxOf(text);
    expect(message).toContain('The error is in Price 1 of article A1.');
    expect(message).toContain(`The record that starts at ${at(text, '{"articleNumber":"A1","amount":1')} is probably missing its closing brace`);
  });

  it.each([
    ['an object after a value in a record: a field name may be missing as well', '{"articles":[{"articleNumber":"A1","name":"x" {"de":"y"}}]}'],
    ['a list after a value in a record', '{"articles":[{"articleNumber":"A1","name":"x" ["y"]}]}'],
    ['a record after a nested object not closed: two braces are missing', '{"articles":[{"articleNumber":"A1","name":{"de":"x"\n{"articleNumber":"A2"}]}'],
  ])('says no cause where it is not likely: %s', async (_name, text) => {
    const { message } = await syntaxOf(text);
    expect(message).toContain("A comma (,) or a closing brace (}) was expected after this value.");
    expect(message).not.toMatch(/probably/);
  });
});

describe('a decimal comma', () => {
  it.each([
    ['12,50', '12.50'],
    ['-0,5', '-0.5'],
    ['1.234,50', '1234.50'],
  ])('is named in %s, with the number as JSON writes it', async (written, fixed) => {
    const text = `{"articles":[{"articleNumber":"A1"}],"prices":[{"articleNumber":"A1","amount": ${written},"currency":"EUR"}]}`;
    const { finding, message } = await syntaxOf(text);
    expect(finding).toMatchObject({ line: 1, column: positionOf(text, written).column + written.indexOf(',') + 1 });
    expect(message).toContain(`The number ${written} probably uses a decimal comma; JSON writes the decimal mark as a dot: write ${fixed}.`);
    expect(message).toContain('The error is in Price 1 of article A1.');
  });

  it('is said in German too', async () => {
    const { report } = await validateBytes(utf8('{"prices":[{"articleNumber":"A1","amount":12,50}]}'), { file: 'x.json' });
    expect(formatText('de', report.findings[0]!.message)).toContain('Die Zahl 12,50 ist vermutlich mit Dezimalkomma geschrieben; JSON trennt die Nachkommastellen mit einem Punkt: Schreiben Sie 12.50.');
  });

  it.each([
    ['with a space after the comma', '{"prices":[{"articleNumber":"A1","amount":12, 50}]}'],
    ['where the grouping is not that of thousands', '{"prices":[{"articleNumber":"A1","amount":1.23,50}]}'],
    ['where more than digits follow', '{"prices":[{"articleNumber":"A1","amount":12,50x}]}'],
  ])('is not named %s', async (_name, text) => {
    const { message } = await syntaxOf(text);
    expect(message).not.toMatch(/decimal comma|probably/);
  });
});

describe('a comma before a closing bracket', () => {
  it('of the list of records is said at the comma', async () => {
    const text = LINES('{', '  "articles": [', '    {"articleNumber": "A", "name": "x"},', '  ]', '}');
    const { finding, message } = await syntaxOf(text);
    expect(finding).toMatchObject({ line: 4, column: 3 });
    expect(message).toContain(`The comma at line 3, column ${text.split('\n')[2]!.length} stands before the closing bracket (]) of a list: remove that comma.`);
  });

  it('of an object is said at the comma', async () => {
    const text = '{"articles": [{"articleNumber": "A", "name": "x",}]}';
    const { message } = await syntaxOf(text);
    expect(message).toContain(`The comma at ${at(text, ',}')} stands before the closing brace (}) of an object: remove that comma.`);
  });
});

describe('a file that ends too early', () => {
  it('inside a text: where the text starts and how many brackets are open', async () => {
    const text = '{\n  "articles": [\n    {"articleNumber": "CH-1001", "na';
    const { finding, message } = await syntaxOf(text);
    expect(finding).toMatchObject({ line: 3, column: text.split('\n')[2]!.length + 1 });
    expect(message).toContain(`The file ends too early, inside the text that starts at ${at(text, '"na')}, with 3 brackets or braces still open. The export was probably cut off`);
    expect(message).toContain('The error is in Article 1 (CH-1001).');
  });

  it('after a whole record: which one', async () => {
    for (const text of ['{"articles": [{"articleNumber": "A"}, {"articleNumber": "B"}', '{"articles": [{"articleNumber": "A"}, {"articleNumber": "B"},\n']) {
      const { message, before } = await syntaxOf(text);
      expect(message).toContain('The file ends too early, right after Article 2 (B), with 2 brackets or braces still open. The export was probably cut off');
      expect(before).toEqual({ articles: 2, prices: 0 });
    }
  });

  it('between the fields of a record', async () => {
    const { message } = await syntaxOf('{"articles": [{"articleNumber": "A", "attributes": {"h": 1,');
    expect(message).toContain('The file ends too early, with 4 brackets or braces still open.');
  });
});

describe('the other reasons', () => {
  it('say a line break inside a text where the text starts', async () => {
    const text = '{"articles": [{"articleNumber": "A", "name": "Chair,\n  "active": true}]}';
    const { message } = await syntaxOf(text);
    expect(message).toContain(`The text that starts at ${at(text, '"Chair')} goes on past the end of its line.`);
    expect(message).toContain('its closing quote (") is missing');
  });

  it.each([
    ['single quotes', "{'articles': []}", 'Text must be in double quotes'],
    ['a comment', '{"articles": [] // weekly\n}', 'JSON does not allow comments'],
    ['a bad escape', String.raw`{"articles": [{"name": "C:\temp\x"}]}`, 'This backslash does not start a valid escape'],
    ['a value that reads as nothing', '{"articles": [{"name": "a" b}]}', "A comma (,) or a closing brace (}) was expected after this value."],
  ])('keep their wording: %s', async (_name, text, words) => {
    const { message } = await syntaxOf(text);
    expect(message).toContain(words);
    expect(message).not.toMatch(/probably/);
  });
});
