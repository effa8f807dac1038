// Findings › Fix automatically…: the plan of the open file (main reads it; nothing is
// written), the kinds the user ticks (the certain ones at first, no suggestion), then the
// corrected copy, which main writes where the user chooses and opens. Progress and Cancel for
// both steps; once saved, the window is told what was written (the notice) and the dialog closes.
import { useCallback, useState } from 'react';
import type { FixKind } from '../../shared/fixes/fix-kinds';
import type { Text } from '../../shared/messages/text';
import { call, errorMessage, failedWith, type ChannelResponse, type FileTaskProgress } from '../api';
import { useFileTaskProgress } from './use-file-task-progress';

export type FixPlan = ChannelResponse<'planFixes'>['plan'];
export type SavedFixedCopy = Extract<ChannelResponse<'saveFixedCopy'>, { saved: true }>;

type FixFlowState =
  | { step: 'closed' }
  | { step: 'planning'; name: string }
  | { step: 'planned' | 'saving'; name: string; plan: FixPlan; chosen: ReadonlySet<FixKind>; failure?: Text }
  | { step: 'failed'; name: string; failure: Text };

export interface FixFlow {
  state: FixFlowState;
  progress: FileTaskProgress | undefined;
  start(document: { documentId: string; name: string }): void;
  toggle(kind: FixKind): void;
  save(): void;
  /** Stops the task under way, or closes the dialog. */
  cancel(): void;
}

export function useFixFlow(onSaved: (saved: SavedFixedCopy) => void): FixFlow {
  const [state, setState] = useState<FixFlowState>({ step: 'closed' });
  const [documentId, setDocumentId] = useState<string>();
  const busy = state.step === 'planning' || state.step === 'saving';
  const progress = useFileTaskProgress(busy);

  const start = useCallback((document: { documentId: string; name: string }) => {
    const { name } = document;
    setDocumentId(document.documentId);
    setState({ step: 'planning', name });
    call((a) => a.planFixes({ documentId: document.documentId })).then(
      ({ plan }) => setState({ step: 'planned', name, plan, chosen: new Set(plan.kinds.filter((kind) => kind.applied).map((kind) => kind.kind)) }),
      (failure: unknown) => setState(failedWith(failure, 'planFixes', 'fileTask.cancelled') ? { step: 'closed' } : { step: 'failed', name, failure: errorMessage(failure) }),
    );
  }, []);

  const toggle = useCallback((kind: FixKind) => {
    setState((current) => {
      if (current.step !== 'planned') return current;
      const chosen = new Set(current.chosen);
      if (!chosen.delete(kind)) chosen.add(kind);
      return { ...current, chosen };
    });
  }, []);

  const save = useCallback(() => {
    if (state.step !== 'planned' || documentId === undefined || state.chosen.size === 0) return;
    const planned = state;
    setState({ ...planned, step: 'saving' });
    const back = (failure?: Text) => setState({ ...planned, step: 'planned', ...(failure ? { failure } : {}) });
    call((a) => a.saveFixedCopy({ documentId, kinds: [...planned.chosen] })).then(
      (answer) => {
        if (!answer.saved) return back();
        setState({ step: 'closed' });
        onSaved(answer);
      },
      // Cancelled: nothing was written, and the plan is still there to choose again.
      (failure: unknown) => back(failedWith(failure, 'saveFixedCopy', 'fileTask.cancelled') ? undefined : errorMessage(failure)),
    );
  }, [state, documentId, onSaved]);

  const cancel = useCallback(() => {
    if (busy) void call((a) => a.cancelFileTask()).catch(() => undefined);
    else setState({ step: 'closed' });
  }, [busy]);

  return { state, progress, start, toggle, save, cancel };
}
