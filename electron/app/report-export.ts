// The report export channels: the open document's report saved where the user chooses in the
// OS's save dialog (an Excel workbook by default, or the text table), and then opened, or
// shown in its folder, by the system. The path comes from that dialog (main's), never from
// the window: the window may only name the report saved last, to open it or show it, and
// main checks that it is that one. The report is written by the document's worker, which holds it.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ChannelRequest, ChannelResponse } from '../../shared/ipc/contract';
import { IpcFailure } from '../../shared/ipc/result';
import { dateLocale } from '../../shared/messages/date-locale';
import { text } from '../../shared/messages/text';
import { reportFormatOf } from '../files/report-file';
import type { DocumentStore } from './document-store';
import { refuseOriginal, unwritable, type ChooseSaveFile } from './file-tasks';

export interface ReportExportDeps {
  documents: DocumentStore;
  /** The OS save dialog; undefined when the user cancels it. */
  chooseSaveFile: ChooseSaveFile;
  version: string;
  /** The OS's region format ("en-GB"), where main knows it: the report's time follows it, as the window's dates do. */
  systemRegion?: string | undefined;
  /** Opens a file with the system's program for it (Electron's shell.openPath): '' or why it could not. */
  openPath: (file: string) => Promise<string>;
  /** Shows a file selected in the system's file manager (Electron's shell.showItemInFolder). */
  showItemInFolder: (file: string) => void;
}

/** "week-47.json" → "week-47.report.xlsx" (or .csv for the text table). */
function reportFileName(fileName: string, format: 'xlsx' | 'text'): string {
  const base = path.basename(fileName, path.extname(fileName)) || 'export';
  return `${base}.report.${format === 'xlsx' ? 'xlsx' : 'csv'}`;
}

export function createReportExport({ documents, chooseSaveFile, version, systemRegion, openPath, showItemInFolder }: ReportExportDeps) {
  /** The report saved last: the only file the window may have opened or shown. */
  let saved: string | undefined;

  const savedOnly = async (file: string): Promise<string> => {
    if (saved === undefined || file !== saved) throw new IpcFailure('report.notSaved', text('shell.report.notSaved'));
    const there = await stat(file).then((stats) => stats.isFile(), () => false);
    if (!there) throw new IpcFailure('report.gone', text('shell.report.gone', { name: path.basename(file) }));
    return file;
  };

  return {
    exportReport: async ({ documentId, locale, format = 'xlsx' }: ChannelRequest<'exportReport'>): Promise<ChannelResponse<'exportReport'>> => {
      const document = documents.require(documentId);
      const chosen = await chooseSaveFile({ defaultPath: reportFileName(document.name, format), format: format === 'xlsx' ? 'xlsx' : 'csv' });
      if (chosen === undefined) return { saved: false };
      // Never the export itself: the dialog would have let the user "replace" it with its report.
      await refuseOriginal(document.path, chosen);
      // The name decides where the dialog's filter could not (GTK keeps a typed .csv under the workbook filter).
      const written = reportFormatOf(chosen, format);
      try {
        await documents.ask(documentId, (session) => session.writeReport(chosen, written, { checkedAt: document.checkedAt, appVersion: version, dateTag: dateLocale(locale, [systemRegion]) }, locale));
      } catch (error) {
        // The worker's own failures (the file changed, the document was replaced) are told as they are.
        throw error instanceof IpcFailure ? error : unwritable(error, chosen);
      }
      saved = chosen;
      return { saved: true, path: chosen, format: written };
    },
    openSavedReport: async ({ path: file }: ChannelRequest<'openSavedReport'>): Promise<ChannelResponse<'openSavedReport'>> => {
      const problem = await openPath(await savedOnly(file));
      if (problem !== '') throw new IpcFailure('report.openFailed', text('shell.report.openFailed', { name: path.basename(file), reason: problem }));
      return { opened: true };
    },
    showSavedReport: async ({ path: file }: ChannelRequest<'showSavedReport'>): Promise<ChannelResponse<'showSavedReport'>> => {
      showItemInFolder(await savedOnly(file));
      return { shown: true };
    },
  };
}
