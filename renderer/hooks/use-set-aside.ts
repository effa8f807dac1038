// Set aside the records with errors…: main checks the open file (the counts, or why it cannot
// be done; nothing written), then writes both files where the user chooses and opens the
// sendable one. Progress and Cancel for both steps; once saved, the window is told what was
// written where (the notice) and the dialog closes.
import { useCallback, useState } from 'react';
import type { Locale } from '../../shared/messages/locale';
import type { Text } from '../../shared/messages/text';
import { call, errorMessage, failedWith, type ChannelResponse, type FileTaskProgress } from '../api';
import { useFileTaskProgress } from './use-file-task-progress';

type SetAsideCheck = ChannelResponse<'checkSetAside'>;
export type SavedSetAside = Extract<ChannelResponse<'saveSetAside'>, { saved: true }>;

type SetAsideState =
  | { step: 'closed' }
  | { step: 'checking'; name: string }
  /** Checked: ready (counts) or why not (unreadable, documentErrors). */
  | { step: 'checked' | 'saving'; name: string; check: SetAsideCheck; failure?: Text }
  | { step: 'failed'; name: string; failure: Text };

export interface SetAsideFlow {
  state: SetAsideState;
  progress: FileTaskProgress | undefined;
  start(document: { documentId: string; name: string }): void;
  save(locale: Locale): void;
  /** Stops the task under way, or closes the dialog. */
  cancel(): void;
}

export function useSetAside(onSaved: (saved: SavedSetAside) => void): SetAsideFlow {
  const [state, setState] = useState<SetAsideState>({ step: 'closed' });
  const [documentId, setDocumentId] = useState<string>();
  const busy = state.step === 'checking' || state.step === 'saving';
  const progress = useFileTaskProgress(busy);

  const start = useCallback((document: { documentId: string; name: string }) => {
    const { name } = document;
    setDocumentId(document.documentId);
    setState({ step: 'checking', name });
    call((a) => a.checkSetAside({ documentId: document.documentId })).then(
      (check) => setState({ step: 'checked', name, check }),
      (failure: unknown) => setState(failedWith(failure, 'checkSetAside', 'fileTask.cancelled') ? { step: 'closed' } : { step: 'failed', name, failure: errorMessage(failure) }),
    );
  }, []);

  const save = useCallback((locale: Locale) => {
    if (state.step !== 'checked' || state.check.state !== 'ready' || documentId === undefined) return;
    const checked = state;
    setState({ ...checked, step: 'saving' });
    const back = (failure?: Text) => setState({ ...checked, step: 'checked', ...(failure ? { failure } : {}) });
    call((a) => a.saveSetAside({ documentId, locale })).then(
      (answer) => {
        if (!answer.saved) return back();
        setState({ step: 'closed' });
        onSaved(answer);
      },
      (failure: unknown) => back(failedWith(failure, 'saveSetAside', 'fileTask.cancelled') ? undefined : errorMessage(failure)),
    );
  }, [state, documentId, onSaved]);

  const cancel = useCallback(() => {
    if (busy) void call((a) => a.cancelFileTask()).catch(() => undefined);
    else setState({ step: 'closed' });
  }, [busy]);

  return { state, progress, start, save, cancel };
}
