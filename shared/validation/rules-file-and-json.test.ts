// The file and JSON rules of payload-format.md ("The file"): file.*, json.*. Every example is
// written inline; positions are 1-based and, for json.syntax, of the offending character.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../payload/payload-schema';
import type { WordedFinding as Finding } from '../report/report-in-language';

import { validateWorded, TEST_FILE, bytesOf, codesOf, findingsOf, onlyFinding, positionOf, reportOf, utf8, validateText } from '../../test-support/validation-helpers';

const BOM = [0xef, 0xbb, 0xbf];

const validate = (bytes: Uint8Array) => validateWorded(bytes, { file: TEST_FILE });

function utf16(text: string, order: 'le' | 'be', bom: boolean): Uint8Array {
  const out: number[] = bom ? (order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (order === 'le') out.push(unit & 0xff, unit >> 8);
    else out.push(unit >> 8, unit & 0xff);
  }
  return Uint8Array.from(out);
}

function utf32(text: string, order: 'le' | 'be', bom: boolean): Uint8Array {
  const out: number[] = [];
  const push = (c: number) => {
    const b = [(c >>> 24) & 0xff, (c >>> 16) & 0xff, (c >>> 8) & 0xff, c & 0xff];
    out.push(...(order === 'be' ? b : b.reverse()));
  };
  if (bom) push(0xfeff);
  for (const char of text) push(char.codePointAt(0)!);
  return Uint8Array.from(out);
}

const SMALL_DOC = '{"articles":[{"articleNumber":"CH-1001","name":"Stuhl"}]}';

/** The finding that blocks everything else: the report holds only it, and no records. */
function expectSoleFinding(findings: Finding[], code: Finding['code']): Finding {
  expect(findings.map((f) => f.code)).toEqual([code]);
  return findings[0]!;
}

describe('file.empty', () => {
  it('flags a file of zero bytes', async () => {
    const { report } = await validate(new Uint8Array(0));
    const finding = expectSoleFinding(report.findings, 'file.empty');
    expect(finding).toMatchObject({ severity: 'error', pointer: '' });
    expect(finding.message).toMatch(/empty/i);
    expect(finding.message).toMatch(/export/i); // says what to do
    expect(report).toMatchObject({ bytes: 0, articles: 0, prices: 0, counts: { error: 1, warning: 0, info: 0 } });
  });

  it('flags a file of only white space (spaces, tabs, line breaks)', async () => {
    const report = await reportOf(' \t\r\n  \n');
    expect(expectSoleFinding(report.findings, 'file.empty')).toMatchObject({ severity: 'error', pointer: '' });
  });

  it('flags a file that holds only a byte-order mark and white space', async () => {
    const { report } = await validate(bytesOf(BOM, '\n'));
    expect(codesOf(report)).toContain('file.empty');
    expect(report.counts.error).toBe(1);
  });

  it('drops one byte-order mark only: a second is text, and not JSON', async () => {
    const { report } = await validate(bytesOf(BOM, BOM, '{}'));
    expect(report.findings.map((f) => [f.code, f.line, f.column])).toEqual([['file.bom', 1, 1], ['json.syntax', 1, 1]]);
  });

  it('does not call a file with content empty', async () => {
    const report = await reportOf(' 0 ');
    expect(findingsOf(report, 'file.empty')).toEqual([]);
  });
});

describe('file.tooLarge', () => {
  it('refuses a file over the given cap without looking at it, and names the cap', async () => {
    const bytes = utf8('{"articles":[]}'); // 15 bytes
    const { report, records } = await validateWorded(bytes, { file: TEST_FILE, maxBytes: 14 });
    const finding = expectSoleFinding(report.findings, 'file.tooLarge');
    expect(finding).toMatchObject({ severity: 'error', pointer: '' });
    expect(finding.message).toContain('14 bytes');
    expect(finding.message).toMatch(/split/i);
    expect(records).toBeUndefined();
    expect(report).toMatchObject({ bytes: 15, articles: 0, prices: 0 });
  });

  it('accepts a file of exactly the cap', async () => {
    const bytes = utf8('{"articles":[]}');
    const { report } = await validateWorded(bytes, { file: TEST_FILE, maxBytes: 15 });
    expect(findingsOf(report, 'file.tooLarge')).toEqual([]);
  });

  it('has a default cap of 1 GiB, named in the message', async () => {
    expect(LIMITS.maxFileBytes).toBe(1024 ** 3);
    // A stand-in claiming to be one byte over the cap (no gigabyte is allocated).
    const huge = new Uint8Array(0);
    Object.defineProperty(huge, 'length', { value: 1024 ** 3 + 1 });
    const { report } = await validateWorded(huge, { file: TEST_FILE, sha256: Promise.resolve('0'.repeat(64)) });
    const finding = expectSoleFinding(report.findings, 'file.tooLarge');
    expect(finding.message).toContain('1 GiB');
  });
});

describe('file.encoding: UTF-16 and UTF-32', () => {
  const text = '{"articles":[]}';
  it.each([
    ['UTF-16 little-endian with BOM', utf16(text, 'le', true), /UTF-16.*little-endian/],
    ['UTF-16 big-endian with BOM', utf16(text, 'be', true), /UTF-16.*big-endian/],
    ['UTF-16 little-endian without BOM', utf16(text, 'le', false), /UTF-16.*little-endian/],
    ['UTF-16 big-endian without BOM', utf16(text, 'be', false), /UTF-16.*big-endian/],
    ['UTF-32 little-endian with BOM', utf32(text, 'le', true), /UTF-32.*little-endian/],
    ['UTF-32 big-endian with BOM', utf32(text, 'be', true), /UTF-32.*big-endian/],
    ['UTF-32 little-endian without BOM', utf32(text, 'le', false), /UTF-32.*little-endian/],
    ['UTF-32 big-endian without BOM', utf32(text, 'be', false), /UTF-32.*big-endian/],
  ])('names %s', async (_name, bytes, encoding) => {
    const { report, records } = await validate(bytes);
    const finding = expectSoleFinding(report.findings, 'file.encoding');
    expect(finding).toMatchObject({ severity: 'error', pointer: '' });
    expect(finding.message).toMatch(encoding);
    expect(finding.message).toMatch(/export it again as UTF-8/i);
    expect(records).toBeUndefined();
    expect(report).toMatchObject({ articles: 0, prices: 0 });
  });

  it('reports a stray NUL in UTF-8 at its place, not as UTF-16', async () => {
    const { report } = await validate(bytesOf('{', [0], '"articles":[{"articleNumber":"CH-1001","name":"Stuhl"}]}'));
    expect(codesOf(report)).not.toContain('file.encoding');
    expect(onlyFinding(report, 'json.syntax')).toMatchObject({ line: 1, column: 2 });
  });

  it('does not take a UTF-16 file with non-ASCII text for UTF-8', async () => {
    const { report } = await validate(utf16('{"articles":[{"name":"Bürostuhl"}]}', 'le', true));
    expect(onlyFinding(report, 'file.encoding').message).toMatch(/UTF-16/);
  });
});

describe('file.encoding: invalid UTF-8 sequences', () => {
  // Each case: the bytes, the byte offset of the first bad byte, and where it stands in the text.
  it.each([
    ['0xFF in the middle', bytesOf('{"a":"x', 0xff, 'y"}'), 7, 1, 8, '0xFF'],
    ['a Latin-1 byte on the second line', bytesOf('{\n  "name": "B', 0xfc, 'ro"\n}'), 14, 2, 13, '0xFC'],
    ['an overlong "/" (0xC0 0xAF)', bytesOf('{"a":"', [0xc0, 0xaf], '"}'), 6, 1, 7, '0xC0'],
    ['a lone continuation byte', bytesOf('{"a":"', 0x80, '"}'), 6, 1, 7, '0x80'],
    ['a sequence cut off at the end', bytesOf('{"a":"', [0xe2, 0x82]), 6, 1, 7, '0xE2'],
    ['an encoded surrogate (0xED 0xA0 0x80)', bytesOf('{"a":"', [0xed, 0xa0, 0x80], '"}'), 6, 1, 7, '0xED'],
    ['a code point above U+10FFFF (0xF4 0x90 0x80 0x80)', bytesOf('{"a":"', [0xf4, 0x90, 0x80, 0x80], '"}'), 6, 1, 7, '0xF4'],
    ['0xF5, never valid', bytesOf('{"a":"', 0xf5, '"}'), 6, 1, 7, '0xF5'],
    // Offsets count bytes, columns count characters: "€" is three bytes, one column.
    ['a bad byte after multi-byte characters', bytesOf('{"a":"€', 0xff, '"}'), 9, 1, 8, '0xFF'],
  ])('flags %s with its byte offset and position', async (_name, bytes, offset, line, column, value) => {
    const { report } = await validate(bytes);
    const finding = expectSoleFinding(report.findings, 'file.encoding');
    expect(finding).toMatchObject({ severity: 'error', pointer: '', line, column });
    expect(finding.message).toContain(`offset ${offset}`);
    expect(finding.message).toContain(value);
    expect(finding.message).toMatch(/UTF-8/);
    expect(report).toMatchObject({ articles: 0, prices: 0 });
  });

  it('counts the byte offset from the start of the file, byte-order mark included', async () => {
    const { report } = await validate(bytesOf(BOM, '{"a":"', 0xff, '"}'));
    const finding = onlyFinding(report, 'file.encoding');
    expect(finding.message).toContain('offset 9');
    expect(finding).toMatchObject({ line: 1, column: 7 });
  });

  it('accepts every well-formed UTF-8 character, up to four bytes', async () => {
    const report = await reportOf('{"articles":[{"articleNumber":"CH-1","name":"Stuhl ü € 中 😀 \u{10FFFF}"}]}');
    expect(report.findings).toEqual([]);
  });
});

describe('file.bom', () => {
  const text = '{\n  "articles": [\n    {"articleNumber": "CH-1001", "name": "Stuhl", "active": "yes"}\n  ]\n}';

  it('is info, drops three bytes from the body and leaves every position unchanged', async () => {
    const plain = await validate(utf8(text));
    const withBom = await validate(bytesOf(BOM, text));
    const bom = onlyFinding(withBom.report, 'file.bom');
    expect(bom).toMatchObject({ severity: 'info', pointer: '' });
    expect(bom.message).toMatch(/byte-order mark/i);
    expect(withBom.bodyOffset).toBe(3);
    expect(plain.bodyOffset).toBe(0);
    expect(withBom.report.counts).toEqual({ ...plain.report.counts, info: plain.report.counts.info + 1 });
    const others = withBom.report.findings.filter((f) => f.code !== 'file.bom');
    expect(others).toEqual(plain.report.findings);
    expect(findingsOf(plain.report, 'article.active.type')[0]).toMatchObject(positionOf(text, '"yes"'));
    expect(withBom.report.bytes).toBe(plain.report.bytes + 3);
    expect(withBom.report.articles).toBe(1);
  });

  it('keeps syntax-error positions unchanged too', async () => {
    const broken = '{\n  "articles": [,]\n}';
    const { report } = await validate(bytesOf(BOM, broken));
    expect(onlyFinding(report, 'json.syntax')).toMatchObject({ line: 2, column: 16 });
  });

  it('is not reported for a file without the mark', async () => {
    const report = await reportOf(SMALL_DOC);
    expect(findingsOf(report, 'file.bom')).toEqual([]);
  });
});

describe('json.syntax', () => {
  it.each([
    ['a trailing comma', '{\n  "articles": [\n    {"articleNumber": "A", "name": "x"},\n  ]\n}', 4, 3, /remove that comma/],
    ['single quotes', "{\n  'articles': []\n}", 2, 3, /double quotes/],
    ['a comment', '{\n  // weekly export\n  "articles": []\n}', 2, 3, /comments/],
    ['a missing colon', '{\n  "articles" []\n}', 2, 14, /colon/],
    ['a missing comma between records', '{"articles": [\n  {"articleNumber": "A"}\n  {"articleNumber": "B"}\n]}', 3, 3, /comma/],
    ['a leading zero', '{"prices": [{"amount": 012}]}', 1, 24, /number/],
    ['a decimal comma', '{"prices": [{"amount": 12,50}]}', 1, 27, /decimal comma.*write 12\.50/],
    ['True in capitals', '{"articles": [{"active": True}]}', 1, 26, /true, false and null/],
    ['NaN', '{"prices": [{"amount": NaN}]}', 1, 24, /true, false and null/],
    ['an unquoted key', '{\n  articles: []\n}', 2, 3, /field name/],
    ['a tab inside quotes', '{"articles": [{"name": "a\tb"}]}', 1, 26, /escape/],
    ['a line break inside quotes', '{"articles": [{"name": "a\nb"}]}', 1, 26, /escape/],
    ['a bad escape', String.raw`{"articles": [{"name": "C:\temp\x"}]}`, 1, 32, /backslash/],
    ['a second document after the first', '{"articles": []}\n{"prices": []}', 2, 1, /more content/],
  ])('locates %s at the offending character', async (_name, text, line, column, detail) => {
    const { report, records } = await validateText(text);
    const finding = expectSoleFinding(report.findings, 'json.syntax');
    expect(finding).toMatchObject({ severity: 'error', pointer: '', line, column });
    expect(finding.message).toMatch(/not valid JSON/);
    expect(finding.message).toMatch(detail);
    expect(finding.message).toMatch(/fix the file/i);
    // The excerpt shows the line and puts a caret under the character.
    const [shown, caret] = finding.excerpt!.split('\n');
    const lineText = text.split('\n')[line - 1]!.replace(/\t/g, ' ');
    expect(shown).toBe(lineText);
    expect(caret).toBe(' '.repeat(column - 1) + '^');
    expect(records).toBeUndefined();
    expect(report).toMatchObject({ articles: 0, prices: 0, truncated: false });
  });

  it('locates a file cut off in the middle at its end', async () => {
    const text = '{\n  "articles": [\n    {"articleNumber": "CH-1001", "na';
    const finding = onlyFinding(await reportOf(text), 'json.syntax');
    expect(finding).toMatchObject({ line: 3, column: text.split('\n')[2]!.length + 1 });
    expect(finding.message).toMatch(/ends too early/);
  });

  it('shortens the excerpt of a long line around the offending character', async () => {
    const text = `{"articles": [${'{"articleNumber": "A", "name": "x"}, '.repeat(20)}{"articleNumber": 'B'}]}`;
    const finding = onlyFinding(await reportOf(text), 'json.syntax');
    expect(finding).toMatchObject(positionOf(text, "'B'"));
    const [shown, caret] = finding.excerpt!.split('\n');
    expect(shown!.length).toBeLessThan(100);
    expect(shown![caret!.indexOf('^')]).toBe("'");
  });
});

describe('json.depth', () => {
  const nested = (levels: number) => `${'{"x":'.repeat(levels)}1${'}'.repeat(levels)}`;

  it('accepts 64 levels', async () => {
    const report = await reportOf(nested(64));
    expect(findingsOf(report, 'json.depth')).toEqual([]);
    expect(findingsOf(report, 'json.syntax')).toEqual([]);
  });

  it('flags 65 levels at the bracket that opens the 65th', async () => {
    const text = nested(65);
    const { report, records } = await validateText(text);
    const finding = expectSoleFinding(report.findings, 'json.depth');
    expect(finding).toMatchObject({ severity: 'error', line: 1, column: 5 * 64 + 1 });
    expect(finding.pointer).toMatch(/^(\/.*)?$/);
    expect(finding.message).toContain('64');
    expect(records).toBeUndefined();
  });

  it('counts arrays as levels too, and locates the level on its line', async () => {
    const text = `{\n  "articles": ${'['.repeat(63)}${']'.repeat(63)}\n}`;
    expect(findingsOf(await reportOf(text), 'json.depth')).toEqual([]);
    const deeper = `{\n  "articles": ${'['.repeat(64)}${']'.repeat(64)}\n}`;
    expect(onlyFinding(await reportOf(deeper), 'json.depth')).toMatchObject({ line: 2, column: 15 + 63 });
  });

  it('does not count brackets inside strings as levels', async () => {
    const text = `{"articles": [{"articleNumber": "A", "name": "${'[{'.repeat(100)}"}]}`;
    expect((await reportOf(text)).findings).toEqual([]);
  });

  it('survives 100,000 nested arrays (closed or not) with one finding and no crash', async () => {
    for (const text of ['['.repeat(100_000) + ']'.repeat(100_000), '['.repeat(100_000)]) {
      const report = await reportOf(text);
      expect(report.findings).toHaveLength(1);
      expect(['json.depth', 'json.syntax']).toContain(report.findings[0]!.code);
      expect(report.counts.error).toBe(1);
    }
  });
});

describe('json.duplicateKey', () => {
  it('flags a repeated field in a record, at the second key, with the pointer of the field', async () => {
    const text = [
      '{',
      '  "articles": [',
      '    {',
      '      "articleNumber": "CH-1001",',
      '      "name": "Stuhl",',
      '      "articleNumber": "CH-1002"',
      '    }',
      '  ]',
      '}',
    ].join('\n');
    const finding = onlyFinding(await reportOf(text), 'json.duplicateKey');
    expect(finding).toMatchObject({ severity: 'error', pointer: '/articles/0/articleNumber', line: 6, column: 7 });
    expect(finding.message).toContain('"articleNumber"');
    expect(finding.message).toMatch(/remove one/i);
  });

  it('sees through escapes: "name" and "n\\u0061me" are the same key', async () => {
    const text = String.raw`{"articles": [{"articleNumber": "A", "name": "x", "n\u0061me": "y"}]}`;
    const finding = onlyFinding(await reportOf(text), 'json.duplicateKey');
    expect(finding).toMatchObject({ pointer: '/articles/0/name', ...positionOf(text, String.raw`"n\u0061me"`) });
  });

  it('flags a repeated top-level key', async () => {
    const text = '{"articles": [],\n "articles": []}';
    const finding = onlyFinding(await reportOf(text), 'json.duplicateKey');
    expect(finding).toMatchObject({ pointer: '/articles', line: 2, column: 2 });
  });

  it('flags a repeated key nested in a record (a language, an attribute)', async () => {
    const text = '{"articles": [{"articleNumber": "A", "name": {"de": "Stuhl", "de": "Sessel"}, "attributes": {"color": "red", "color": "blue"}}]}';
    const found = findingsOf(await reportOf(text), 'json.duplicateKey');
    expect(found.map((f) => f.pointer)).toEqual(['/articles/0/name/de', '/articles/0/attributes/color']);
    expect(found[0]).toMatchObject(positionOf(text, '"de"', 2));
    expect(found[1]).toMatchObject(positionOf(text, '"color"', 2));
  });

  it('escapes "/" and "~" in the pointer (RFC 6901)', async () => {
    const text = '{"articles": [], "a/b~c": 1, "a/b~c": 2}';
    expect(onlyFinding(await reportOf(text), 'json.duplicateKey').pointer).toBe('/a~1b~0c');
  });

  it('flags every repeat of a key that occurs three times', async () => {
    const text = '{"articles": [{"articleNumber": "A", "name": "x", "unit": "pcs", "unit": "m", "unit": "kg"}]}';
    const found = findingsOf(await reportOf(text), 'json.duplicateKey');
    expect(found).toHaveLength(2);
    expect(found[0]).toMatchObject(positionOf(text, '"unit"', 2));
    expect(found[1]).toMatchObject(positionOf(text, '"unit"', 3));
  });

  it('flags a repeated "__proto__" key', async () => {
    const text = '{"articles": [{"articleNumber": "A", "name": "x", "__proto__": 1, "__proto__": 2}]}';
    expect(onlyFinding(await reportOf(text), 'json.duplicateKey').pointer).toBe('/articles/0/__proto__');
  });

  it('does not flag the same key in different objects or at different levels', async () => {
    const text = '{"articles": [{"articleNumber": "A", "name": {"name": "x"}}, {"articleNumber": "B", "name": "y"}]}';
    expect(findingsOf(await reportOf(text), 'json.duplicateKey')).toEqual([]);
  });

  it('does not take keys that differ in case or by an escape of another letter for duplicates', async () => {
    const text = String.raw`{"articles": [], "Meta": 1, "meta": 2, "met\u0062": 3}`;
    expect(findingsOf(await reportOf(text), 'json.duplicateKey')).toEqual([]);
  });
});

describe('json.unsafeNumber', () => {
  it('warns about an integer above 2^53, and the report still parses', async () => {
    const text = '{\n  "articles": [\n    {"articleNumber": "CH-1", "name": "Stuhl", "attributes": {"erpId": 12345678901234567890}}\n  ]\n}';
    const { report, records } = await validateText(text);
    const finding = onlyFinding(report, 'json.unsafeNumber');
    expect(finding).toMatchObject({ severity: 'warning', pointer: '/articles/0/attributes/erpId', ...positionOf(text, '12345678901234567890') });
    expect(finding.line).toBe(3);
    expect(finding.message).toContain('12345678901234567890');
    expect(finding.message).toMatch(/quotes/);
    expect(report.counts.error).toBe(0);
    expect(report.articles).toBe(1);
    expect(records?.index.articles.count).toBe(1);
  });

  it('draws the line at 2^53: 9007199254740991 is safe, 9007199254740993 is not', async () => {
    const safe = '{"articles": [{"articleNumber": "A", "name": "x", "attributes": {"n": 9007199254740991, "m": -9007199254740991}}]}';
    expect(findingsOf(await reportOf(safe), 'json.unsafeNumber')).toEqual([]);
    const unsafe = '{"articles": [{"articleNumber": "A", "name": "x", "attributes": {"n": 9007199254740993, "m": -9007199254740993}}]}';
    const found = findingsOf(await reportOf(unsafe), 'json.unsafeNumber');
    expect(found.map((f) => f.pointer)).toEqual(['/articles/0/attributes/n', '/articles/0/attributes/m']);
  });

  it('warns about a number that overflows to infinity, wherever it stands', async () => {
    const text = '{"articles": [], "meta": {"big": 1e400, "small": -1E+999, "fine": 1.7e308}}';
    const found = findingsOf(await reportOf(text), 'json.unsafeNumber');
    expect(found.map((f) => f.pointer)).toEqual(['/meta/big', '/meta/small']);
    expect(found[0]).toMatchObject(positionOf(text, '1e400'));
    expect(found[0]!.message).toContain('1e400');
  });

  it('does not warn about ordinary numbers', async () => {
    const text = '{"prices": [{"articleNumber": "A", "currency": "EUR", "amount": 249.90, "minQuantity": 100000}]}';
    expect(findingsOf(await reportOf(text), 'json.unsafeNumber')).toEqual([]);
  });
});
