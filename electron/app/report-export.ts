// The report export channel: the open document's report as a table to hand over, saved where
// the user chooses in the OS's save dialog. The path comes from that dialog (main's), never from
// the window; the table is made by the document's worker, which holds the report.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChannelRequest, ChannelResponse } from '../../shared/ipc/contract';
import type { DocumentStore } from './document-store';

export interface ReportExportDeps {
  documents: DocumentStore;
  /** The OS save dialog, offering `suggestedName`; undefined when the user cancels it. */
  chooseSaveFile: (suggestedName: string) => Promise<string | undefined>;
  version: string;
}

/** "week-47.json" → "week-47-report.csv". */
function reportFileName(fileName: string): string {
  return `${path.basename(fileName, path.extname(fileName)) || 'export'}-report.csv`;
}

export function createReportExport({ documents, chooseSaveFile, version }: ReportExportDeps) {
  return async ({ documentId, locale }: ChannelRequest<'exportReport'>): Promise<ChannelResponse<'exportReport'>> => {
    const document = documents.require(documentId);
    const chosen = await chooseSaveFile(reportFileName(document.name));
    if (chosen === undefined) return { saved: false };
    const bytes = await documents.ask(documentId, (session) => session.reportTable({ checkedAt: document.checkedAt, appVersion: version }, locale));
    await writeFile(chosen, bytes);
    return { saved: true, path: chosen };
  };
}
