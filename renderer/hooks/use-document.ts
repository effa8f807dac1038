// The open file: opening it (dialog, drop, recent list, menu), the validation progress main
// reports while its worker reads and checks it, and the summary once it is done. The parsed
// document itself stays in main's worker; this holds only its summary and its id.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, call, errorMessage, subscribe, type OpenResult, type OpenedDocument, type ValidationProgress } from '../api';
import type { DroppedFile } from '../../shared/ipc/api';

export type DocumentState =
  | { status: 'empty' }
  | { status: 'opening'; progress?: ValidationProgress }
  | { status: 'open'; document: OpenedDocument };

export interface DocumentControls {
  state: DocumentState;
  /** The last failure to open, in plain language (cleared by the next open). */
  error?: string;
  openDialog(): void;
  openDropped(file: DroppedFile): void;
  openRecent(path: string): void;
  /** Reads and checks the open file again (e.g. after it changed on disk). */
  reload(): void;
  close(): void;
  dismissError(): void;
}

export function useDocument(): DocumentControls {
  const [state, setState] = useState<DocumentState>({ status: 'empty' });
  const [error, setError] = useState<string>();
  // Only the newest open may set the state: a slow validation of a file that has since been
  // replaced must not overwrite the newer one.
  const generation = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;

  const run = useCallback((open: () => Promise<OpenResult>) => {
    const mine = ++generation.current;
    const previous = stateRef.current;
    setError(undefined);
    setState({ status: 'opening' });
    open().then(
      (result) => {
        if (mine !== generation.current) return;
        setState(result.status === 'opened' ? { status: 'open', document: result.document } : previous);
      },
      (failure: unknown) => {
        if (mine !== generation.current) return;
        setState(previous);
        setError(errorMessage(failure));
      },
    );
  }, []);

  useEffect(() => {
    const offProgress = subscribe('validationProgress', (progress) => {
      setState((current) => (current.status === 'opening' ? { status: 'opening', progress } : current));
    });
    // Opened from outside the page: the menu, Open Recent, a second start of the app.
    const offOpened = subscribe('documentOpened', (document) => {
      generation.current += 1;
      setError(undefined);
      setState({ status: 'open', document });
    });
    // After a reload of the window, main still knows the open file.
    const mine = generation.current;
    call((a) => a.getCurrentDocument()).then(
      ({ document }) => {
        if (document && mine === generation.current) setState({ status: 'open', document });
      },
      () => undefined,
    );
    return () => {
      offProgress();
      offOpened();
    };
  }, []);

  const openDialog = useCallback(() => run(() => call((a) => a.openFileDialog())), [run]);
  const openDropped = useCallback((file: DroppedFile) => run(() => call((a) => a.openDroppedFile(file))), [run]);
  const openRecent = useCallback((path: string) => run(() => call((a) => a.openRecentFile({ path }))), [run]);
  // By the document's id: main re-reads the path it validated (the window never names it).
  const reload = useCallback(() => {
    const current = stateRef.current;
    if (current.status !== 'open') return;
    const { documentId } = current.document;
    run(() => call((a) => a.reloadDocument({ documentId })));
  }, [run]);
  const close = useCallback(() => {
    generation.current += 1;
    setState({ status: 'empty' });
    call((a) => a.closeDocument()).catch(() => undefined);
  }, []);
  const dismissError = useCallback(() => setError(undefined), []);

  return { state, error, openDialog, openDropped, openRecent, reload, close, dismissError };
}

export function isStale(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'document.stale';
}
