// `article-importer validate` as a pipeline or a support engineer runs it: the real binary,
// a real process, the sample exports; exit codes and outputs are its interface.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { jsonTestSuitePath, repoRoot, samplePath } from '../../test-support/reference-files';
import { readTextTable } from '../../test-support/text-table';
import type { Report } from '../../shared/report/report';

const bin = path.join(repoRoot, 'electron', 'cli', 'bin.cjs');

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}


describe('article-importer validate', () => {
  it('writes the report as a text table with --format csv: UTF-16 with tabs, the file\'s facts, then a row per finding', () => {
    const result = spawnSync(process.execPath, [bin, 'validate', samplePath('with-errors.json'), '--format', 'csv', '--lang', 'de'], { env: { ...process.env, NO_COLOR: '1' } });
    expect(result.status).toBe(1);
    expect([...result.stdout.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    const rows = readTextTable(result.stdout);
    const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    expect(rows[0]).toEqual(['Datei', samplePath('with-errors.json')]);
    expect(rows[2]![1]).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[3]![0]).toBe('Geprüft am');
    expect(rows[4]).toEqual(['Geprüft mit', `Article Importer ${version}`]);
    expect(rows).toContainEqual(['Befunde', '13 Fehler, 5 Warnungen, 1 Hinweis']);
    const header = rows.findIndex((row) => row[0] === 'Datensatz-Nr.');
    expect(rows[header]).toEqual(['Datensatz-Nr.', 'Art', 'Artikelnummer', 'Feld', 'Wert in der Datei', 'Code', 'Schweregrad', 'Meldung', 'Zeile', 'Spalte', 'JSON-Pointer']);
    const findings = rows.slice(header + 1);
    expect(findings).toHaveLength(19);
    expect(findings.every((row) => row.length === 11)).toBe(true);
    // Numbered from 1, with the field and the value as written (text that stays text), the severity in German.
    expect(findings.find((row) => row[5] === 'price.amount.type')).toEqual([
      '2', 'Preis', 'CH-1001', 'amount', '"12,50"', 'price.amount.type', 'Fehler', expect.stringMatching(/^Preis 2 zu Artikel CH-1001/), '11', '64', '/prices/1/amount',
    ]);
    expect(findings.find((row) => row[5] === 'price.amount.precision')?.slice(0, 5)).toEqual(['5', 'Preis', 'LP-0301', 'amount', "'10.123"]);
  });

  it('writes the report\'s time as the region of LC_TIME does where it speaks the report\'s language, else the language\'s own way', () => {
    const checkedAt = (env: Record<string, string>, lang: string) => {
      const result = spawnSync(process.execPath, [bin, 'validate', samplePath('valid-small.json'), '--format', 'csv', '--lang', lang], { env: { ...process.env, LC_ALL: '', LANG: '', NO_COLOR: '1', ...env } });
      return readTextTable(result.stdout)[3]![1]!;
    };
    // "29 Nov 2026, 14:05:07 CET" on a British system; "Nov 29, 2026, …" for English elsewhere (a French region).
    expect(checkedAt({ LC_TIME: 'en_GB.UTF-8' }, 'en')).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, /);
    expect(checkedAt({ LC_TIME: 'fr_FR.UTF-8' }, 'en')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, /);
    // German on a Swiss system, the Swiss way ("29.11.2026, 14:05:07 MEZ"), never the English one.
    expect(checkedAt({ LC_TIME: 'de_CH.UTF-8' }, 'de')).toMatch(/^\d{2}\.\d{2}\.\d{4}, /);
  });

  it('writes control characters in CSV cells as \\uXXXX, and cuts a cell beyond Excel\'s 32,767 characters with a marker', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'validate-csv-'));
    const file = path.join(dir, 'control.json');
    const long = `L-${'x'.repeat(40_000)}`;
    writeFileSync(file, JSON.stringify({ articles: [{ articleNumber: 'A\u0007B\u001b[31m', name: { de: 'Stuhl' } }, { articleNumber: long, name: { de: 'Tisch' } }] }));
    const result = spawnSync(process.execPath, [bin, 'validate', file, '--format', 'csv', '--lang', 'en'], { env: { ...process.env, NO_COLOR: '1' } });
    expect(result.status).toBe(1);
    const text = new TextDecoder('utf-16le').decode(result.stdout.subarray(2));
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
    const rows = readTextTable(result.stdout);
    const control = rows.find((row) => row[5] === 'article.articleNumber.format' && row[0] === '1')!;
    expect(control[2]).toBe('A\\u0007B\\u001b[31m');
    expect(control[7]).toContain('Article 1 (A\\u0007B\\u001b[31m)');
    const cells = rows.flat();
    expect(Math.max(...cells.map((cell) => cell.length))).toBe(32_767);
    const cut = cells.find((cell) => cell.startsWith('L-'))!;
    expect(cut).toHaveLength(32_767);
    expect(cut.endsWith('x…[cut]')).toBe(true);
  });

  it('writes the report as an Excel workbook with --format xlsx --output, and says where on stderr', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'validate-xlsx-'));
    const output = path.join(dir, 'week.report.xlsx');
    const { code, stdout, stderr } = run('validate', samplePath('with-errors.json'), '--format', 'xlsx', '--output', output, '--lang', 'en');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(`The report of ${samplePath('with-errors.json')} is in ${output}.\n`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(output);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Findings', 'File']);
    const findings = workbook.getWorksheet('Findings')!;
    expect(findings.rowCount).toBe(20);
    expect(findings.getRow(1).getCell(5).value).toBe('Value as written');
    const amount = findings.getRows(2, 19)!.find((row) => row.getCell(6).value === 'price.amount.type')!;
    expect([1, 2, 4, 5, 7, 9].map((column) => amount.getCell(column).value)).toEqual([2, 'Price', 'amount', '"12,50"', 'Error', '11:64']);
    const facts = workbook.getWorksheet('File')!;
    expect(facts.getRow(1).values).toEqual([undefined, 'File', samplePath('with-errors.json')]);
    // A clean file: exit 0, a workbook with the heading row only.
    const clean = path.join(dir, 'clean.xlsx');
    expect(run('validate', samplePath('valid-small.json'), '--format', 'xlsx', '--output', clean).code).toBe(0);
    const empty = new ExcelJS.Workbook();
    await empty.xlsx.readFile(clean);
    expect(empty.getWorksheet('Findings')!.rowCount).toBe(1);
  });

  it('refuses a workbook without --output (exit 64: no binary to a terminal or a pipe), --output for text, and the checked file as output', () => {
    const bare = run('validate', samplePath('with-errors.json'), '--format', 'xlsx');
    expect(bare.code).toBe(64);
    expect(bare.stdout).toBe('');
    expect(bare.stderr).toContain('--format xlsx writes a workbook, which is not text for a terminal or a pipe: name its file with --output');
    const german = run('validate', samplePath('with-errors.json'), '--format', 'xlsx', '--lang', 'de');
    expect(german.code).toBe(64);
    expect(german.stderr).toContain('Nennen Sie ihre Datei mit --output');
    expect(run('validate', samplePath('with-errors.json'), '--output', 'x.xlsx').stderr).toContain('--output is for the report as a table');
    expect(run('validate', samplePath('with-errors.json'), '--format', 'xlsx', '--output', '').code).toBe(64);
    const itself = run('validate', samplePath('with-errors.json'), '--format', 'csv', '--output', samplePath('with-errors.json'));
    expect(itself.code).toBe(64);
    expect(readFileSync(samplePath('with-errors.json'), 'utf8')).toContain('"articles"');
  });

  it('cannot write the report into a folder (exit 73) or where no file can be created (exit 73), and leaves nothing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'validate-out-'));
    const folder = run('validate', samplePath('with-errors.json'), '--format', 'xlsx', '--output', dir);
    expect(folder.code).toBe(73);
    expect(folder.stderr).toContain('is a folder');
    const missing = run('validate', samplePath('with-errors.json'), '--format', 'csv', '--output', path.join(dir, 'no-such-folder', 'r.csv'));
    expect(missing.code).toBe(73);
    expect(missing.stderr).toContain('No report was written');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('says a clean export is ready to send, exit 0', () => {
    const { code, stdout } = run('validate', samplePath('valid-small.json'));
    expect(code).toBe(0);
    expect(stdout).toContain('3 articles, 5 prices');
    expect(stdout).toContain('Ready to send: no errors');
  });

  it('lists every problem of with-errors.json with line:column and what to do, exit 1', () => {
    const { code, stdout } = run('validate', samplePath('with-errors.json'));
    expect(code).toBe(1);
    expect(stdout).toMatch(/Not ready: \d+ errors to fix/);
    expect(stdout).toMatch(/price\.amount\.type \(1\)\n\s+11:64\s+Price 2 of article CH-1001: the amount "12,50" is text\. Write it as a number with a dot: 12\.50/);
    for (const code of ['article.articleNumber.duplicate', 'article.active.type', 'article.articleNumber.type', 'article.name.type', 'article.imageUrl.format',
      'price.currency.invalid', 'price.amount.range', 'price.validity.order', 'price.validFrom.format', 'article.gtin.checksum', 'price.amount.zero',
      'price.amount.precision', 'price.articleNumber.unknown', 'article.text.suspicious', 'article.unknownField']) {
      expect(stdout).toContain(code);
    }
    expect(stdout.indexOf('Errors')).toBeLessThan(stdout.indexOf('Warnings'));
    expect(stdout.indexOf('Warnings')).toBeLessThan(stdout.indexOf('Notes'));
  });

  it('prints the report of the spec with --format json, and nothing else on stdout', () => {
    const { code, stdout } = run('validate', samplePath('with-errors.json'), '--format', 'json');
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as Report;
    // The spec's keys, then the rules the verdict was reached with (the built-in default here).
    expect(Object.keys(report)).toEqual(['file', 'bytes', 'sha256', 'articles', 'prices', 'counts', 'byCode', 'findings', 'truncated', 'rules']);
    expect(report).toMatchObject({ articles: 5, prices: 8, truncated: false, rules: { name: 'default' } });
    expect(report.counts.error).toBe(Object.entries(report.byCode).filter(([c]) => report.findings.find((f) => f.code === c)?.severity === 'error').reduce((n, [, k]) => n + k!, 0));
    expect(report.findings.find((f) => f.code === 'price.amount.type')).toEqual({
      severity: 'error', code: 'price.amount.type', pointer: '/prices/1/amount', line: 11, column: 64, kind: 'price', index: 1, articleNumber: 'CH-1001',
      message: 'Price 2 of article CH-1001: the amount "12,50" is text. Write it as a number with a dot: 12.50',
    });
  });

  it('passes a prices-only export with warnings, exit 0', () => {
    const { code, stdout } = run('validate', samplePath('prices-only.json'), '--format', 'json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout).byCode).toEqual({ 'price.articleNumber.unknown': 2 });
  });

  it('exits 2 for a file it cannot read or that is not JSON', () => {
    const missing = run('validate', path.join(tmpdir(), 'no-such-export.json'));
    expect(missing.code).toBe(2);
    expect(missing.stdout).toContain('there is no file at this path');
    expect(run('validate', tmpdir()).code).toBe(2);
    const broken = run('validate', jsonTestSuitePath('n_object_trailing_comma.json'));
    expect(broken.code).toBe(2);
    expect(broken.stdout).toMatch(/1:9\s+The file is not valid JSON\. The comma at line 1, column 8 stands before the closing brace \(\}\) of an object: remove that comma\./);
    expect(broken.stdout).toContain('│ {"id":0,}\n');
  });

  it('shows a syntax error with its excerpt and caret', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cli-'));
    const file = path.join(dir, 'cut.json');
    writeFileSync(file, '{\n  "articles": [\n    { "articleNumber": "A-1" "name": "Chair" }\n  ]\n}\n');
    const { code, stdout } = run('validate', file);
    expect(code).toBe(2);
    expect(stdout).toContain('3:30');
    expect(stdout).toContain('│     { "articleNumber": "A-1" "name": "Chair" }\n');
    expect(stdout).toMatch(/│ {30}\^\n/); // "│ " then the caret under column 30
  });

  it('names the likely cause of a syntax error and how many records were read before it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cli-'));
    const file = path.join(dir, 'quote.json');
    const good = Array.from({ length: 3 }, (_, i) => `    {"articleNumber": "A-${i + 1}", "name": "Stuhl"},`);
    writeFileSync(file, ['{', '  "articles": [', ...good, '    {"articleNumber": "M-27", "name": "Monitorarm 27" breit"},', '    {"articleNumber": "Z", "name": "z"}', '  ]', '}'].join('\n'));
    const { code, stdout } = run('validate', file);
    expect(code).toBe(2);
    expect(stdout).toContain('6:55');
    expect(stdout).toContain('The error is in Article 4 (M-27). The text that starts at line 6, column 39 probably contains a quote (")');
    expect(stdout).toContain('3 articles were read before the error');
    const german = run('validate', file, '--lang', 'de');
    expect(german.stdout).toContain('3 Artikel wurden vor dem Fehler gelesen');
  });

  it('exits 64 with a sentence for usage errors', () => {
    expect(run().code).toBe(64);
    expect(run('validate').code).toBe(64);
    expect(run('validate', 'a.json', 'b.json').code).toBe(64);
    const format = run('validate', samplePath('valid-small.json'), '--format', 'xml');
    expect(format.code).toBe(64);
    expect(format.stderr).toContain('--format must be "text", "json", "csv" or "xlsx"');
    expect(run('validate', samplePath('valid-small.json'), '--colour').code).toBe(64);
    const unknown = run('frobnicate');
    expect(unknown.code).toBe(64);
    expect(unknown.stderr).toContain('Unknown command "frobnicate"');
    expect(run('--help').code).toBe(0);
  });
});
