// The report as LibreOffice opens it, in English and German settings: the text table through
// the import dialog's defaults lands in columns, one cell per value, text kept as text; the
// workbook loads. Only where LibreOffice is installed (`soffice`, e.g. apt-get install
// libreoffice-calc-nogui) and the two locales exist, and never in CI: it is a check of our
// choice of format against the real program, not of our code, which the other tests cover.
//
// The dialog cannot run headless, so its defaults are given as the filter's options, as LibreOffice
// 7.4's Calc.xcs sets them (CSVImport: separators "," ";" and tab, text delimiter ", no special
// numbers, no formulas; the language of the system) and its encoding as the dialog preselects it
// from the byte-order mark (UTF-16). Without options a headless conversion is no model of what a
// person gets: it splits at commas only and ignores the byte-order mark.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/messages/locale';
import { findingValues } from '../validation-worker/finding-values';
import { FileRecords } from '../validation-worker/file-records';
import { writeReportFile } from './report-file';
import { validateFile } from './validate-file';

const LOCALES: Record<Locale, string> = { en: 'en_US.UTF-8', de: 'de_DE.UTF-8' };

function missing(): string | undefined {
  if (process.env.CI) return 'not in CI';
  if (spawnSync('soffice', ['--version'], { encoding: 'utf8' }).status !== 0) return 'LibreOffice (soffice) is not installed';
  const installed = execFileSync('locale', ['-a'], { encoding: 'utf8' }).toLowerCase().replace(/utf-8/g, 'utf8');
  const absent = Object.values(LOCALES).filter((name) => !installed.includes(name.toLowerCase().replace('utf-8', 'utf8')));
  return absent.length === 0 ? undefined : `the locales ${absent.join(', ')} are not installed`;
}
const why = missing();

// A price with 10.123 (German settings would read 10123), an article number 0042 (zeros lost as a number),
// a name a spreadsheet would run as a formula, messages with commas and semicolons, umlauts and German quotes.
const EXPORT = JSON.stringify({
  articles: [{ articleNumber: '0042', name: { de: '=Bürostuhl „Größe L“; neu' } }, { articleNumber: 'CH-1001', name: '' }],
  prices: [{ articleNumber: '0042', currency: 'EUR', amount: 10.123 }, { articleNumber: 'CH-1001', currency: 'EUR', amount: '12,50' }],
}, null, 2);

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'report-libreoffice-'));
  await writeFile(path.join(dir, 'week.json'), EXPORT);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function writeReport(locale: Locale, format: 'xlsx' | 'text', name: string): Promise<string> {
  const file = path.join(dir, 'week.json');
  const outcome = await validateFile(file, { displayName: 'week.json' });
  const output = path.join(dir, name);
  const values = findingValues(new FileRecords(file, outcome.records!, outcome.stamp!));
  await writeReportFile(output, format, { report: outcome.report, facts: { checkedAt: new Date().toISOString(), appVersion: 'test', dateTag: locale }, locale, values });
  return output;
}

/** LibreOffice in `locale` converts `file` to .xlsx (in a folder of its own), with filter options or none. */
function convert(file: string, locale: Locale, into: string, filter?: string): void {
  const env = { ...process.env, LC_ALL: LOCALES[locale], LANG: LOCALES[locale] };
  const profile = `file://${path.join(dir, `profile-${locale}`)}`;
  const args = [`-env:UserInstallation=${profile}`, '--headless', ...(filter ? [`--infilter=${filter}`] : []), '--convert-to', 'xlsx', '--outdir', into, file];
  const run = spawnSync('soffice', args, { env, encoding: 'utf8', timeout: 120_000 });
  expect(run.status, run.stderr).toBe(0);
}

async function sheetRows(file: string, sheet = 0): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: unknown[][] = [];
  workbook.worksheets[sheet]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe.skipIf(why !== undefined)(`the report in LibreOffice${why ? ` (skipped: ${why})` : ''}`, () => {
  for (const locale of ['en', 'de'] as const) {
    it(`opens the text table as columns with the import dialog's defaults, in ${LOCALES[locale]}`, async () => {
      const table = await writeReport(locale, 'text', `week.${locale}.report.csv`);
      const into = path.join(dir, `table-${locale}`);
      convert(table, locale, into, 'Text - txt - csv (StarCalc):44/59/9,34,65535,1,,0,false,false,false,false');
      const rows = await sheetRows(path.join(into, (await readdir(into))[0]!));
      const header = rows.findIndex((row) => row.length === 11);
      expect(header).toBeGreaterThan(0);
      const findings = rows.slice(header + 1);
      expect(findings).toHaveLength(4);
      expect(findings.every((row) => row.length <= 11)).toBe(true);
      const amount = findings.find((row) => row[5] === 'price.amount.type')!;
      expect(amount.slice(0, 5)).toEqual([2, locale === 'de' ? 'Preis' : 'Price', 'CH-1001', 'amount', '"12,50"']);
      expect(String(amount[7])).toMatch(/12,50/);
      // Text stays text: the apostrophe that keeps it so is shown, the value is not read as a number.
      expect(findings.find((row) => row[5] === 'price.amount.precision')?.[4]).toBe("'10.123");
      expect(findings.find((row) => row[5] === 'price.amount.precision')?.[2]).toBe("'0042");
      expect(findings.find((row) => row[5] === 'article.text.suspicious')?.[4]).toBe('"=Bürostuhl „Größe L“; neu"');
      // A cell with commas and no quotes is one cell too (the dialog splits at commas as well).
      expect(rows).toContainEqual(locale === 'de' ? ['Befunde', '2 Fehler, 2 Warnungen, 0 Hinweise'] : ['Findings', '2 errors, 2 warnings, 0 notes']);
    }, 180_000);

    it(`loads the workbook, its two sheets and their columns, in ${LOCALES[locale]}`, async () => {
      const workbook = await writeReport(locale, 'xlsx', `week.${locale}.report.xlsx`);
      const into = path.join(dir, `workbook-${locale}`);
      convert(workbook, locale, into);
      const converted = path.join(into, (await readdir(into))[0]!);
      const findings = await sheetRows(converted, 0);
      expect(findings[0]).toHaveLength(10);
      expect(findings.find((row) => row[5] === 'price.amount.precision')?.slice(0, 5)).toEqual([1, locale === 'de' ? 'Preis' : 'Price', '0042', 'amount', '10.123']);
      expect((await sheetRows(converted, 1))[0]).toEqual([locale === 'de' ? 'Datei' : 'File', 'week.json']);
    }, 180_000);
  }
});
