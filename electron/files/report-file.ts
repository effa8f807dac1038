// The report saved as a file, in either form: the workbook (.xlsx) or the text table. It is
// written beside its destination under a temporary name and renamed into place when complete,
// so a failure (a full disk) leaves no half-written report and an earlier report under that
// name stands as it was. The user chose the name (the app's save dialog asked before an
// existing file is replaced; the command line names it with --output).
import { createWriteStream } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Locale } from '../../shared/messages/locale';
import type { Report } from '../../shared/report/report';
import type { FindingValues, ReportTableFacts } from '../../shared/report/report-table';
import { reportTextTable } from '../../shared/report/report-text-table';
import { utf16le } from '../../shared/report/spreadsheet-text';
import { drained } from './drained';
import { writeReportWorkbook } from './report-workbook';

export type ReportFileFormat = 'xlsx' | 'text';

export interface ReportContent {
  report: Report;
  facts: ReportTableFacts;
  locale: Locale;
  values: FindingValues;
}

/** Which form a chosen name asks for: a text table for .csv, .tsv or .txt, else `fallback`. */
export function reportFormatOf(filePath: string, fallback: ReportFileFormat): ReportFileFormat {
  const ending = path.extname(filePath).toLowerCase();
  if (ending === '.xlsx') return 'xlsx';
  return ending === '.csv' || ending === '.tsv' || ending === '.txt' ? 'text' : fallback;
}

export async function writeReportFile(outputPath: string, format: ReportFileFormat, content: ReportContent): Promise<void> {
  const draft = path.join(path.dirname(outputPath), `.${path.basename(outputPath)}.tmp-${process.pid}-${Date.now().toString(36)}`);
  try {
    const out = createWriteStream(draft, { flags: 'wx' });
    const opened = new Promise<void>((resolve, reject) => out.once('open', () => resolve()).once('error', reject));
    await opened;
    if (format === 'xlsx') await writeReportWorkbook(out, content.report, content.facts, content.locale, content.values);
    else await writeReportText(out, content);
    await finished(out);
    // Closed before it is renamed: Windows renames no open file.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await rename(draft, outputPath);
  } catch (error) {
    await unlink(draft).catch(() => undefined);
    throw error;
  }
}

/** The text table to a stream (a file, or the command line's standard output); ends the stream when it is a file's. */
export async function writeReportText(out: Writable, content: ReportContent, { end = true } = {}): Promise<void> {
  for await (const part of reportTextTable(content.report, content.facts, content.locale, content.values)) {
    if (!out.write(utf16le(part))) await drained(out);
  }
  if (end) out.end();
}
