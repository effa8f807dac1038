// The public JSONTestSuite (nst/JSONTestSuite): y_ files must parse, n_ files must be
// rejected with a located finding, i_ files follow our policy (test-support/conformance/README.md).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonTestSuitePath } from '../../test-support/reference-files';
import { validateBytes } from './validate-bytes';

const dir = jsonTestSuitePath();
const files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
const REJECTIONS = ['json.syntax', 'file.encoding', 'file.empty', 'json.depth'];

async function validate(name: string) {
  return (await validateBytes(new Uint8Array(readFileSync(`${dir}/${name}`)), { file: name })).report;
}

const rejection = (report: Awaited<ReturnType<typeof validate>>) => report.findings.find((f) => REJECTIONS.includes(f.code));

describe('JSONTestSuite', () => {
  it('has the suite beside the checkout', () => {
    expect(files.filter((n) => n.startsWith('y_')).length).toBeGreaterThan(90);
    expect(files.filter((n) => n.startsWith('n_')).length).toBeGreaterThan(180);
  });

  it.each(files.filter((n) => n.startsWith('y_')))('%s parses', async (name) => {
    const report = await validate(name);
    expect(rejection(report)).toBeUndefined();
    expect(report.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each(files.filter((n) => n.startsWith('n_')))('%s is rejected with a place', async (name) => {
    const report = await validate(name);
    const finding = rejection(report);
    expect(finding, JSON.stringify(report.findings)).toBeDefined();
    expect(finding!.severity).toBe('error');
    expect(finding!.line).toBeGreaterThanOrEqual(1);
    expect(finding!.column).toBeGreaterThanOrEqual(1);
    if (finding!.code === 'json.syntax') expect(finding!.excerpt).toMatch(/\n *\^$/);
  });

  describe('implementation-defined files, by our policy', () => {
    const i = files.filter((n) => n.startsWith('i_'));
    it.each(i.filter((n) => /overflow|huge_exp|too_big|very_big/.test(n) && !n.includes('neg_exp')))('%s: overflow or lost precision is json.unsafeNumber', async (name) => {
      const report = await validate(name);
      expect(report.byCode['json.unsafeNumber']).toBe(1);
      expect(rejection(report)).toBeUndefined();
    });
    it.each(i.filter((n) => /UTF-?16|utf16|invalid_utf-8|UTF-8_invalid|U\+D800|iso_latin|continuation|not_in_unicode|overlong|truncated-utf-8/i.test(n)))(
      '%s: not UTF-8 is file.encoding',
      async (name) => {
        const report = await validate(name);
        expect(report.findings[0]?.code).toBe('file.encoding');
      },
    );
    it('a UTF-8 byte-order mark is tolerated and reported', async () => {
      const report = await validate('i_structure_UTF-8_BOM_empty_object.json');
      expect(report.byCode['file.bom']).toBe(1);
      expect(rejection(report)).toBeUndefined();
    });
    it('500 nested arrays exceed the depth guard', async () => {
      const report = await validate('i_structure_500_nested_arrays.json');
      expect(report.findings[0]).toMatchObject({ code: 'json.depth', line: 1, column: 65 });
    });
    it.each(i.filter((n) => /surrogate/.test(n) && !n.includes('UTF8_surrogate')))('%s: escaped lone surrogates are JSON and parse', async (name) => {
      expect(rejection(await validate(name))).toBeUndefined();
    });
  });
});
