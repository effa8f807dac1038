// The open file: opening it (dialog, drop, recent list, reload; or from outside the page: the
// menu, Open Recent, a second start of the app), the validation progress main reports while
// its worker reads and checks it, and the summary once it is done. The parsed document itself
// stays in main's worker; this holds only its summary and its id.
//
// Main tells every validation, whoever started it, and only as events: validationStarted,
// validationProgress, then documentOpened or validationStopped, all with the document's id.
// Those events alone drive the progress screen and the open file, so a file opened from the
// menu shows as one opened here does. The window's own opens answer only that a validation
// started (or that the dialog was closed, or why nothing could start).
import type { Text } from '../../shared/messages/text';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { call, errorMessage, failedWith, subscribe, type OpenResult, type WindowDocument, type ValidationProgress } from '../api';
import type { DroppedFile } from '../../shared/ipc/api';

/** A validation under way: before main has said which (the window's own open, e.g. while the
 *  harness uploads a dropped file) it has no id and no name yet. */
interface Opening {
  documentId?: string;
  name?: string;
  progress?: ValidationProgress;
  /** Cancel was asked for; main's answer is awaited. */
  cancelling?: boolean;
}

/** A check the user cancelled: which file, and which one is still open (if any). */
interface Cancelled {
  name: string;
  kept?: string;
}

type Settled = { status: 'empty' } | { status: 'open'; document: WindowDocument };

export type DocumentState = Settled | ({ status: 'opening' } & Opening);

export interface DocumentControls {
  state: DocumentState;
  /** The last failure to open, in plain language (cleared by the next open). */
  error?: Text;
  /** The last check the user cancelled (cleared by the next open). */
  cancelled?: Cancelled;
  openDialog(): void;
  openDropped(file: DroppedFile): void;
  openRecent(path: string): void;
  /** Reads and checks the open file again (e.g. after it changed on disk). */
  reload(): void;
  /** Stops the check under way (once main has said which it is); the previous state returns. */
  cancel(): void;
  close(): void;
  dismissError(): void;
}

export function useDocument(): DocumentControls {
  const [settled, setSettled] = useState<Settled>({ status: 'empty' });
  const [opening, setOpening] = useState<Opening>();
  const [error, setError] = useState<Text>();
  /** The name of the file whose check the user cancelled. */
  const [cancelledName, setCancelledName] = useState<string>();

  useEffect(() => {
    /** Main told of a validation since the page loaded: its current file is then old news. */
    let told = false;
    const offStarted = subscribe('validationStarted', ({ documentId, name }) => {
      told = true;
      setError(undefined);
      setCancelledName(undefined);
      setOpening({ documentId, name });
    });
    // Not urgent: the window (with the first rows while the check goes on) draws it in slices
    // between scrolls and keys, not in one task of its own.
    const offProgress = subscribe('validationProgress', (progress) => {
      startTransition(() => setOpening((current) => (current?.documentId === progress.documentId ? { ...current, progress } : current)));
    });
    const offOpened = subscribe('documentOpened', (document) => {
      told = true;
      setSettled({ status: 'open', document });
      setError(undefined);
      setCancelledName(undefined);
      setOpening((current) => (current?.documentId === document.documentId ? undefined : current));
    });
    const offStopped = subscribe('validationStopped', ({ documentId, name, reason, message }) => {
      told = true;
      setOpening((current) => (current?.documentId === documentId ? undefined : current));
      if (reason === 'failed' && message) setError(message);
      if (reason === 'cancelled') setCancelledName(name);
    });
    // After a reload of the window, main still knows the open file.
    call((a) => a.getCurrentDocument()).then(
      ({ document }) => {
        if (document && !told) setSettled({ status: 'open', document });
      },
      () => undefined,
    );
    return () => {
      offStarted();
      offProgress();
      offOpened();
      offStopped();
    };
  }, []);

  const run = useCallback((open: () => Promise<OpenResult>) => {
    setError(undefined);
    setCancelledName(undefined);
    // Until main says which validation this is (validationStarted), the progress screen has no name.
    setOpening({});
    /** Nothing started (the dialog was closed, or the open was refused): the nameless wait ends. */
    const nothingStarted = () => setOpening((current) => (current?.documentId === undefined ? undefined : current));
    open().then(
      (result) => {
        if (result.status === 'canceled') nothingStarted();
      },
      (failure: unknown) => {
        nothingStarted();
        // A reload of a file another open replaced meanwhile: that open's events take over.
        if (!isStale(failure)) setError(errorMessage(failure));
      },
    );
  }, []);

  const openDialog = useCallback(() => run(() => call((a) => a.openFileDialog())), [run]);
  const openDropped = useCallback((file: DroppedFile) => run(() => call((a) => a.openDroppedFile(file))), [run]);
  const openRecent = useCallback((path: string) => run(() => call((a) => a.openRecentFile({ path }))), [run]);
  // By the document's id: main re-reads the path it validated (the window never names it).
  const openDocumentId = settled.status === 'open' ? settled.document.documentId : undefined;
  const reload = useCallback(() => {
    if (openDocumentId !== undefined) run(() => call((a) => a.reloadDocument({ documentId: openDocumentId })));
  }, [run, openDocumentId]);
  const checkingId = opening?.documentId;
  const cancelling = opening?.cancelling === true;
  const cancel = useCallback(() => {
    const documentId = checkingId;
    if (documentId === undefined || cancelling) return;
    const mark = (on: boolean) =>
      setOpening((current) => (current?.documentId === documentId ? { ...current, cancelling: on } : current));
    mark(true);
    // validationStopped (cancelled) ends the progress; `false` means the check ended first and
    // its own event (opened or stopped) tells how.
    call((a) => a.cancelValidation({ documentId })).then(
      ({ cancelled: stopped }) => {
        if (!stopped) mark(false);
      },
      (failure: unknown) => {
        mark(false);
        setError(errorMessage(failure));
      },
    );
  }, [checkingId, cancelling]);
  const close = useCallback(() => {
    setSettled({ status: 'empty' });
    setOpening(undefined);
    call((a) => a.closeDocument()).catch(() => undefined);
  }, []);
  const dismissError = useCallback(() => {
    setError(undefined);
    setCancelledName(undefined);
  }, []);

  const state: DocumentState = opening ? { status: 'opening', ...opening } : settled;
  // The file still open after a cancel is the one open now. Kept as one object while it says
  // the same (the window focuses its banner when it changes).
  const keptName = settled.status === 'open' ? settled.document.name : undefined;
  const cancelled = useMemo<Cancelled | undefined>(
    () => (cancelledName === undefined ? undefined : { name: cancelledName, ...(keptName !== undefined ? { kept: keptName } : {}) }),
    [cancelledName, keptName],
  );
  return { state, error, cancelled, openDialog, openDropped, openRecent, reload, cancel, close, dismissError };
}

export function isStale(error: unknown): boolean {
  return failedWith(error, 'getRows', 'document.stale');
}
