// The report export channel: the open document's report as a table to hand over, saved where
// the user chooses in the OS's save dialog. The path comes from that dialog (main's), never from
// the window; the table is made by the document's worker, which holds the report.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChannelRequest, ChannelResponse } from '../../shared/ipc/contract';
import type { DocumentStore } from './document-store';
import type { ChooseSaveFile } from './file-tasks';

export interface ReportExportDeps {
  documents: DocumentStore;
  /** The OS save dialog; undefined when the user cancels it. */
  chooseSaveFile: ChooseSaveFile;
  version: string;
}

/** "week-47.json" → "week-47-report.csv". */
function reportFileName(fileName: string): string {
  return `${path.basename(fileName, path.extname(fileName)) || 'export'}-report.csv`;
}

export function createReportExport({ documents, chooseSaveFile, version }: ReportExportDeps) {
  return async ({ documentId, locale }: ChannelRequest<'exportReport'>): Promise<ChannelResponse<'exportReport'>> => {
    const document = documents.require(documentId);
    const chosen = await chooseSaveFile({ defaultPath: reportFileName(document.name), format: 'csv' });
    if (chosen === undefined) return { saved: false };
    const bytes = await documents.ask(documentId, (session) => session.reportTable({ checkedAt: document.checkedAt, appVersion: version }, locale));
    await writeFile(chosen, bytes);
    return { saved: true, path: chosen };
  };
}
