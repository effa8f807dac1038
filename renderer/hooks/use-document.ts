// The open file: opening it (dialog, drop, recent list, reload; or from outside the page: the
// menu, Open Recent, a second start of the app), the validation progress main reports while
// its worker reads and checks it, and the summary once it is done. The parsed document itself
// stays in main's worker; this holds only its summary and its id.
//
// Main tells every validation, whoever started it: validationStarted, validationProgress, then
// documentOpened or validationStopped, all with the document's id. Those events drive the
// progress screen, so a file opened from the menu shows it as one opened here does. The
// window's own opens also get the channel's answer; whichever of answer and event comes first
// wins, the other is recognised by the id and ignored (in the browser harness events and
// answers travel on different connections, so their order is not fixed).
import type { Text } from '../../shared/messages/text';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { call, errorMessage, failedWith, subscribe, type OpenResult, type OpenedDocument, type ValidationProgress } from '../api';
import type { DroppedFile } from '../../shared/ipc/api';

/** A validation under way: before main has said which (the window's own open, e.g. while the
 *  harness uploads a dropped file) it has no id and no name yet. */
export interface Opening {
  documentId?: string;
  name?: string;
  progress?: ValidationProgress;
  /** Cancel was asked for; main's answer is awaited. */
  cancelling?: boolean;
}

/** A check the user cancelled: which file, and which one is still open (if any). */
export interface Cancelled {
  name: string;
  kept?: string;
}

type Settled = { status: 'empty' } | { status: 'open'; document: OpenedDocument };

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
  const [cancelled, setCancelled] = useState<Cancelled>();
  // What main's events and the callbacks below read, kept current at each commit (not while
  // rendering: a render React discards must not change what they see).
  const openingRef = useRef(opening);
  const settledRef = useRef(settled);
  useLayoutEffect(() => {
    openingRef.current = opening;
    settledRef.current = settled;
  });
  /** The window's own opens still waiting for their answer. */
  const ownPending = useRef(0);
  /** Validations already settled here (opened, stopped, or answered), so a late event or answer
   *  about one of them changes nothing. */
  const ended = useRef(new Set<string>());
  /** Anything happened since the window loaded (then main's current file is not news). */
  const touched = useRef(false);

  /** Shows `document` as the open file, once per id. */
  const settle = useCallback((document: OpenedDocument) => {
    touched.current = true;
    if (ended.current.has(document.documentId)) return;
    ended.current.add(document.documentId);
    setSettled({ status: 'open', document });
    setError(undefined);
    setCancelled(undefined);
    setOpening((current) => (current?.documentId === document.documentId ? undefined : current));
  }, []);

  const run = useCallback(
    (open: () => Promise<OpenResult>) => {
      touched.current = true;
      ownPending.current += 1;
      setError(undefined);
      setCancelled(undefined);
      // Until main says which validation this is, the progress screen has no name.
      setOpening({});
      const done = (documentId?: string) => {
        ownPending.current -= 1;
        setOpening((current) => {
          if (current === undefined) return current;
          // Nameless: waiting for the window's own opens. Named: main's events end it, or this answer.
          const over = current.documentId === undefined ? ownPending.current === 0 : current.documentId === documentId;
          return over ? undefined : current;
        });
      };
      open().then(
        (result) => {
          if (result.status === 'opened') settle(result.document);
          done(result.status === 'opened' ? result.document.documentId : undefined);
        },
        (failure: unknown) => {
          done();
          // Replaced by a newer open (its events take over), or cancelled (validationStopped
          // says so), as every open channel declares. Anything else is shown.
          const told = failedWith(failure, 'openDroppedFile', 'document.stale', 'validation.cancelled');
          if (!told) setError(errorMessage(failure));
        },
      );
    },
    [settle],
  );

  useEffect(() => {
    const offStarted = subscribe('validationStarted', ({ documentId, name }) => {
      if (ended.current.has(documentId)) return;
      touched.current = true;
      setError(undefined);
      setCancelled(undefined);
      setOpening({ documentId, name });
    });
    const offProgress = subscribe('validationProgress', (progress) => {
      setOpening((current) => (current?.documentId === progress.documentId ? { ...current, progress } : current));
    });
    const offOpened = subscribe('documentOpened', settle);
    const offStopped = subscribe('validationStopped', ({ documentId, name, reason, message }) => {
      if (ended.current.has(documentId)) return;
      ended.current.add(documentId);
      setOpening((current) => (current?.documentId === documentId ? undefined : current));
      if (reason === 'failed' && message) setError(message);
      if (reason === 'cancelled') {
        const kept = settledRef.current;
        setCancelled({ name, ...(kept.status === 'open' ? { kept: kept.document.name } : {}) });
      }
    });
    // After a reload of the window, main still knows the open file.
    call((a) => a.getCurrentDocument()).then(
      ({ document }) => {
        if (document && !touched.current) settle(document);
      },
      () => undefined,
    );
    return () => {
      offStarted();
      offProgress();
      offOpened();
      offStopped();
    };
  }, [settle]);

  const openDialog = useCallback(() => run(() => call((a) => a.openFileDialog())), [run]);
  const openDropped = useCallback((file: DroppedFile) => run(() => call((a) => a.openDroppedFile(file))), [run]);
  const openRecent = useCallback((path: string) => run(() => call((a) => a.openRecentFile({ path }))), [run]);
  // By the document's id: main re-reads the path it validated (the window never names it).
  const reload = useCallback(() => {
    const current = settledRef.current;
    if (current.status !== 'open') return;
    const { documentId } = current.document;
    run(() => call((a) => a.reloadDocument({ documentId })));
  }, [run]);
  const cancel = useCallback(() => {
    const documentId = openingRef.current?.documentId;
    if (documentId === undefined || openingRef.current?.cancelling) return;
    const cancelling = (on: boolean) =>
      setOpening((current) => (current?.documentId === documentId ? { ...current, cancelling: on } : current));
    cancelling(true);
    // validationStopped (cancelled) ends the progress; `false` means the check ended first and
    // its own event (opened or stopped) tells how.
    call((a) => a.cancelValidation({ documentId })).then(
      ({ cancelled: stopped }) => {
        if (!stopped) cancelling(false);
      },
      (failure: unknown) => {
        cancelling(false);
        setError(errorMessage(failure));
      },
    );
  }, []);
  const close = useCallback(() => {
    touched.current = true;
    setSettled({ status: 'empty' });
    setOpening(undefined);
    call((a) => a.closeDocument()).catch(() => undefined);
  }, []);
  const dismissError = useCallback(() => {
    setError(undefined);
    setCancelled(undefined);
  }, []);

  const state: DocumentState = opening ? { status: 'opening', ...opening } : settled;
  return { state, error, cancelled, openDialog, openDropped, openRecent, reload, cancel, close, dismissError };
}

export function isStale(error: unknown): boolean {
  return failedWith(error, 'getRows', 'document.stale');
}
