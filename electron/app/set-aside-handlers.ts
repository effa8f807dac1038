// Set aside the records with errors…: the open document's file checked for a set-aside (the
// counts, or why it cannot be done), then the two files where the user chooses in the OS's save
// dialogs (NAME.sendable.json and NAME.rejected.json beside the original proposed; never the
// original), both written or neither, and the sendable one opened and checked like any file.
// The check that decides which records go is kept here, in main, for the one document it is
// about; the window gets its counts only.
import path from 'node:path';
import type { ChannelRequest, ChannelResponse } from '../../shared/ipc/contract';
import { IpcFailure } from '../../shared/ipc/result';
import { text } from '../../shared/messages/text';
import { SourceChangedError } from '../files/edited-copy';
import { sameStamp } from '../files/file-stamp';
import { checkForSetAside, SetAsideOutputProblem, writeSetAside, type ReadyForSetAside, type WrittenFile } from '../files/set-aside-file';
import type { DocumentStore, StoredDocument } from './document-store';
import { besideOriginal, exists, refuseOriginal, unwritable, type ChooseSaveFile, type FileTasks } from './file-tasks';

export interface SetAsideDeps {
  documents: DocumentStore;
  tasks: FileTasks;
  chooseSaveFile: ChooseSaveFile;
  /** Opens and checks a file as any open does; answers the id of its check. */
  open: (filePath: string) => string;
}

function changedSince(document: StoredDocument): IpcFailure {
  return new IpcFailure('document.changed', text('shell.output.originalChanged', { name: document.name }));
}

export function createSetAsideHandlers({ documents, tasks, chooseSaveFile, open }: SetAsideDeps) {
  /** The last check that found a document ready, for that document only. */
  let kept: { documentId: string; ready: ReadyForSetAside } | undefined;

  return {
    async checkSetAside({ documentId }: ChannelRequest<'checkSetAside'>): Promise<ChannelResponse<'checkSetAside'>> {
      const document = documents.require(documentId);
      kept = undefined;
      const check = await tasks.run('checkSetAside', (signal, progress) =>
        // With the rules the window's counts came from: what they call an error goes aside.
        checkForSetAside(document.path, { displayName: document.name, rules: document.checkedWith, signal, onProgress: (p) => progress('bytes', p.bytesRead, p.totalBytes) }));
      if (check.state === 'unreadable') return { state: 'unreadable' };
      if (check.state === 'documentErrors') {
        // The errors about the file as a whole (a record's errors have its kind).
        return { state: 'documentErrors', errors: check.report.findings.filter((f) => f.severity === 'error' && f.kind === undefined).length };
      }
      // Counts of another file than the one shown would mislead.
      if (document.stamp !== undefined && !sameStamp(document.stamp, check.source.stamp)) throw changedSince(document);
      kept = { documentId, ready: check };
      return { state: 'ready', article: check.counts.article, price: check.counts.price };
    },

    async saveSetAside({ documentId, locale }: ChannelRequest<'saveSetAside'>): Promise<ChannelResponse<'saveSetAside'>> {
      const document = documents.require(documentId);
      const ready = kept?.documentId === documentId ? kept.ready : undefined;
      if (ready === undefined) throw new IpcFailure('setAside.notChecked', text('shell.setAside.notChecked'));
      const anySendable = ready.counts.article.sendable + ready.counts.price.sendable > 0;
      // No file of records to send when none can be (it would not pass the check): only the rejected one is asked for.
      const sendable = anySendable
        ? await chooseSaveFile({ defaultPath: besideOriginal(document.path, 'sendable'), format: 'json', title: 'shell.setAside.chooseSendable' })
        : besideOriginal(document.path, 'sendable');
      if (sendable === undefined) return { saved: false };
      const rejected = await chooseSaveFile({ defaultPath: besideOriginal(document.path, 'rejected'), format: 'json', title: 'shell.setAside.chooseRejected' });
      if (rejected === undefined) return { saved: false };
      if (anySendable) await refuseOriginal(document.path, sendable);
      await refuseOriginal(document.path, rejected);
      // A file that exists was confirmed in the dialog (the OS asks before it gives its name); an unasked-for sendable name is never written.
      const overwrite = !anySendable || (await exists(sendable)) || (await exists(rejected));

      const written = await tasks.run('saveSetAside', async (signal, progress) => {
        try {
          return await writeSetAside(ready, {
            sendable, rejected, overwrite, locale, signal,
            onProgress: ({ phase, done, total }) => progress(phase === 'rejected' ? 'records' : 'bytes', done, total),
          });
        } catch (error) {
          if (error instanceof SetAsideOutputProblem) {
            if (error.problem === 'same') throw new IpcFailure('setAside.sameOutputs', text('shell.setAside.sameOutputs', { name: path.basename(error.path) }));
            if (error.problem === 'original') throw new IpcFailure('output.isOriginal', text('shell.output.isOriginal', { name: document.name }));
            // Another program took the name while the files were written.
            throw new IpcFailure('output.unwritable', text('shell.output.takenMeanwhile', { name: path.basename(error.path) }));
          }
          if (error instanceof SourceChangedError) throw changedSince(document);
          throw unwritable(error, rejected);
        }
      });
      kept = undefined;
      const shown = (file: WrittenFile) => ({ ...file, name: path.basename(file.path) });
      return {
        saved: true,
        original: { name: document.name },
        sendable: written.sendable === undefined ? null : shown(written.sendable),
        rejected: shown(written.rejected),
        ...(written.sendable === undefined ? {} : { documentId: open(written.sendable.path) }),
      };
    },
  };
}
