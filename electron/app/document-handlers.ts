// The file channels: open (dialog, drop, recent list), reload, cancel a check still running,
// close. (The open document's pages are its queries: document-queries.ts.) Paths from the
// window are only ever validated (read), never written or executed; a recent path must be
// on the recent list. Reloading names the document, not a path: main reads the path it
// validated before.
import type { ChannelRequest, ChannelResponse } from '../../shared/ipc/contract';
import { text } from '../../shared/messages/text';
import { IpcFailure } from '../../shared/ipc/result';
import { DocumentStore, type StoredDocument, type WindowDocument } from './document-store';
import { inOrder } from './in-order';
import type { RecentFiles } from './recent-files';

type OpenResult = ChannelResponse<'openFileDialog'>;

export interface DocumentDeps {
  documents: DocumentStore;
  recentFiles: RecentFiles;
  /** The OS open dialog; undefined when the user cancels it. */
  chooseFile: () => Promise<string | undefined>;
  log?: (message: string) => void;
}

/** An open under way: the channel's answer now, and when it has ended (told as events). */
export interface Opening {
  answer: Extract<OpenResult, { status: 'started' }>;
  ended: Promise<void>;
}

/**
 * What an open keeps of the file before the window is told it is open (DocumentStore'
 * onOpened): a file that could be read goes on the recent list. Never fails: the open stands.
 */
export function rememberOpened(recentFiles: RecentFiles, log?: (message: string) => void) {
  return async (document: StoredDocument): Promise<void> => {
    // A file that could not be read is not worth offering again.
    if (document.summary.byCode['file.unreadable'] !== undefined) return;
    await recentFiles.add(document.path).catch((error: unknown) => log?.(`recent files: ${String(error)}`));
  };
}

export function createDocumentHandlers({ documents, recentFiles, chooseFile, log }: DocumentDeps) {
  /**
   * Starts validating the file and answers which validation that is. How it ends (opened,
   * failed, cancelled, replaced) the window learns from the events alone, as for a file
   * opened from the menu, so it is told once.
   */
  function open(filePath: string, displayName?: string): Opening {
    const { documentId, name, opened } = documents.start(filePath, displayName);
    const ended = opened.then(
      () => undefined,
      (error: unknown) => {
        // Replaced by a newer open, or cancelled: nothing went wrong. Anything else the window was told.
        if (!(error instanceof IpcFailure && (error.code === 'document.stale' || error.code === 'validation.cancelled'))) {
          log?.(`open ${filePath}: ${error instanceof Error ? error.message : String(error)}`);
        }
      },
    );
    return { answer: { status: 'started', documentId, name }, ended };
  }

  /**
   * Opens asked for from the window start in the order they were asked, whatever their own
   * check before starting takes (reading the recent list): the file picked last is the one
   * that stays open, never one whose check merely answered later.
   */
  const inTurn = inOrder();

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
      return chosen === undefined ? { status: 'canceled' } : open(chosen).answer;
    },
    openDroppedFile({ path }: ChannelRequest<'openDroppedFile'>): Promise<OpenResult> {
      return inTurn(async () => open(path).answer);
    },
    openRecentFile({ path }: ChannelRequest<'openRecentFile'>): Promise<OpenResult> {
      return inTurn(async () => {
        if (!(await recentFiles.has(path))) throw new IpcFailure('recent.notListed', text('shell.document.notRecent'));
        return open(path).answer;
      });
    },
    async cancelValidation({ documentId }: ChannelRequest<'cancelValidation'>): Promise<ChannelResponse<'cancelValidation'>> {
      return { cancelled: await documents.cancel(documentId) };
    },
    reloadDocument({ documentId }: ChannelRequest<'reloadDocument'>): Promise<OpenResult> {
      return inTurn(async () => {
        const { path, name } = documents.require(documentId);
        return open(path, name).answer;
      });
    },
    async getRecentFiles(): Promise<ChannelResponse<'getRecentFiles'>> {
      return { files: await recentFiles.list() };
    },
    async getCurrentDocument(): Promise<{ document: WindowDocument | null }> {
      const current = documents.current;
      return { document: current ? DocumentStore.describe(current) : null };
    },
    async closeDocument(): Promise<{ closed: boolean }> {
      return { closed: await documents.close() };
    },
  };
}
