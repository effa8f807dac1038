// Findings › Fix automatically…: the plan of the open document's file (nothing written), then
// the corrected copy where the user chooses in the OS's save dialog (main's: the window names
// no path; NAME.fixed.json beside the original is proposed, the original itself is refused, an
// existing file only after the dialog's own question), the record of the copy for the history,
// and the copy opened and checked like any file, so what is sent is exactly that checked copy.
import path from 'node:path';
import type { ChannelRequest, ChannelResponse } from '../../shared/ipc/contract';
import { IpcFailure } from '../../shared/ipc/result';
import { text, type Text } from '../../shared/messages/text';
import { SourceChangedError } from '../files/edited-copy';
import { sameStamp } from '../files/file-stamp';
import { OriginalUnreadable, planFixes, writeFixedCopy, type PlannedFixes } from '../fixes/fix-file';
import { recordFixedCopy } from '../fixes/record-copy';
import { historyProblemText } from '../history/history-problem';
import type { DocumentStore, StoredDocument } from './document-store';
import { besideOriginal, exists, refuseOriginal, unwritable, type ChooseSaveFile, type FileTasks } from './file-tasks';

export interface FixDeps {
  documents: DocumentStore;
  tasks: FileTasks;
  chooseSaveFile: ChooseSaveFile;
  /** Where the record of each copy is kept. */
  dataDir: string;
  /** Opens and checks a file as any open does; answers the id of its check. */
  open: (filePath: string) => string;
  log?: (message: string) => void;
}

/** The original gone or changed since its check: the copy would not be of the file checked. */
function changedSince(document: StoredDocument, error: unknown): unknown {
  if (error instanceof OriginalUnreadable || error instanceof SourceChangedError) {
    return new IpcFailure('document.changed', text('shell.output.originalChanged', { name: document.name }));
  }
  return error;
}

export function createFixHandlers({ documents, tasks, chooseSaveFile, dataDir, open, log }: FixDeps) {
  // The last plan, kept in main (its record offsets do not cross IPC): the copy after it reads
  // only the values to fix instead of checking the whole file again.
  let lastPlan: { documentId: string; planned: PlannedFixes } | undefined;
  /** The plan of the file as checked, when the user's copy follows it. */
  const planOf = (documentId: string, document: StoredDocument): PlannedFixes | undefined => {
    const planned = lastPlan?.documentId === documentId ? lastPlan.planned : undefined;
    return planned !== undefined && document.stamp !== undefined && sameStamp(planned.original.stamp, document.stamp) ? planned : undefined;
  };
  return {
    async planFixes({ documentId }: ChannelRequest<'planFixes'>): Promise<ChannelResponse<'planFixes'>> {
      const document = documents.require(documentId);
      return tasks.run('planFixes', async (signal, progress) => {
        try {
          const planned = await planFixes(document.path, { signal, onProgress: ({ bytesRead, totalBytes }) => progress('bytes', bytesRead, totalBytes) });
          lastPlan = { documentId, planned };
          return { plan: planned.plan };
        } catch (error) {
          throw changedSince(document, error);
        }
      });
    },

    async saveFixedCopy({ documentId, kinds }: ChannelRequest<'saveFixedCopy'>): Promise<ChannelResponse<'saveFixedCopy'>> {
      const document = documents.require(documentId);
      const chosen = await chooseSaveFile({ defaultPath: besideOriginal(document.path, 'fixed'), format: 'json' });
      if (chosen === undefined) return { saved: false };
      await refuseOriginal(document.path, chosen);
      // An existing file was confirmed in the dialog (the OS asks before it gives its name).
      const overwrite = await exists(chosen);
      const planned = planOf(documentId, document);
      const outcome = await tasks.run('saveFixedCopy', async (signal, progress) => {
        try {
          return await writeFixedCopy(document.path, chosen, {
            kinds, overwrite, signal,
            // The file as checked: the plan the user saw was of it.
            ...(planned !== undefined ? { planned } : document.stamp === undefined ? {} : { expectedStamp: document.stamp }),
            onProgress: ({ bytesRead, totalBytes }) => progress('bytes', bytesRead, totalBytes),
          });
        } catch (error) {
          throw unwritable(changedSince(document, error), chosen);
        }
      });
      const copy = outcome.copy;
      if (copy === undefined) throw new IpcFailure('fix.unreadable', text('shell.fix.unreadable', { name: document.name }));

      let notRecorded: Text | undefined;
      try {
        await recordFixedCopy(dataDir, document.path, chosen, outcome);
      } catch (error) {
        // The copy stands; only the history's note about it is missing.
        log?.(`corrected copy record: ${String(error)}`);
        notRecorded = historyProblemText((error as NodeJS.ErrnoException).code ?? 'EIO');
      }
      // A kind whose values were all held back changed nothing.
      const applied = outcome.plan.kinds.filter((kind) => kind.applied && kind.count > 0);
      return {
        saved: true,
        original: { name: document.name, sha256: outcome.original.sha256 },
        copy: { path: chosen, name: path.basename(chosen), bytes: copy.bytes, sha256: copy.sha256 },
        fixes: copy.edits,
        kinds: applied.length,
        ...(notRecorded === undefined ? {} : { notRecorded }),
        documentId: open(chosen),
      };
    },
  };
}
