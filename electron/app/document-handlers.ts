// The file channels: open (dialog, drop, recent list), reload, cancel a check still running,
// close. (The open document's pages are its queries: document-queries.ts.) Paths from the
// window are only ever validated (read), never written or executed; a recent path must be
// on the recent list. Reloading names the document, not a path: main reads the path it
// validated before.
import type { ChannelRequest, ChannelResponse } from '../../shared/ipc/contract';
import { text } from '../../shared/messages/text';
import { IpcFailure } from '../../shared/ipc/result';
import { OpenDocuments, type OpenedDocument } from './open-documents';
import type { RecentFiles } from './recent-files';

type OpenResult = ChannelResponse<'openFileDialog'>;

export interface DocumentDeps {
  documents: OpenDocuments;
  recentFiles: RecentFiles;
  /** The OS open dialog; undefined when the user cancels it. */
  chooseFile: () => Promise<string | undefined>;
  log?: (message: string) => void;
  /** After every open: the recent list may have changed (Electron's Open Recent menu follows). */
  opened?: () => void;
}

export function createDocumentHandlers({ documents, recentFiles, chooseFile, log, opened }: DocumentDeps) {
  async function open(filePath: string, displayName?: string): Promise<OpenResult> {
    const document = await documents.open(filePath, displayName);
    // A file that could not be read is not worth offering again.
    if (document.summary.byCode['file.unreadable'] === undefined) {
      await recentFiles.add(filePath).catch((error: unknown) => log?.(`recent files: ${String(error)}`));
    }
    opened?.();
    return { status: 'opened', document: OpenDocuments.describe(document) };
  }

  return {
    open,
    async openFileDialog(): Promise<OpenResult> {
      let chosen: string | undefined;
      try {
        chosen = await chooseFile();
      } catch (error) {
        log?.(`open dialog: ${String(error)}`);
        throw new IpcFailure('dialog.failed', text('shell.document.dialogFailed'));
      }
      return chosen === undefined ? { status: 'canceled' } : open(chosen);
    },
    async openDroppedFile({ path }: ChannelRequest<'openDroppedFile'>): Promise<OpenResult> {
      return open(path);
    },
    async openRecentFile({ path }: ChannelRequest<'openRecentFile'>): Promise<OpenResult> {
      if (!(await recentFiles.has(path))) throw new IpcFailure('recent.notListed', text('shell.document.notRecent'));
      return open(path);
    },
    async cancelValidation({ documentId }: ChannelRequest<'cancelValidation'>): Promise<ChannelResponse<'cancelValidation'>> {
      return { cancelled: await documents.cancel(documentId) };
    },
    async reloadDocument({ documentId }: ChannelRequest<'reloadDocument'>): Promise<OpenResult> {
      const { path, name } = documents.require(documentId);
      return open(path, name);
    },
    async getRecentFiles(): Promise<ChannelResponse<'getRecentFiles'>> {
      return { files: await recentFiles.list() };
    },
    async getCurrentDocument(): Promise<{ document: OpenedDocument | null }> {
      const current = documents.current;
      return { document: current ? OpenDocuments.describe(current) : null };
    },
    async closeDocument(): Promise<{ closed: boolean }> {
      return { closed: await documents.close() };
    },
  };
}
