// After a file opens, focus goes into its content (the preview's grid, or the findings: the
// syntax error of a file that could not be read), so the keyboard starts where the file is.
// The app asks; the view that shows the file takes focus once it is drawn and says it is done,
// so a later visit to the same view does not move focus again.
import { useCallback, useMemo, useState } from 'react';

export interface FocusRequest {
  /** The view took focus (or chose not to): the request is spent. */
  done(): void;
}

export function useContentFocus(): { request: FocusRequest | undefined; ask(): void } {
  const [asked, setAsked] = useState(0);
  const [spent, setSpent] = useState(0);
  const done = useCallback(() => setSpent(asked), [asked]);
  const request = useMemo(() => (asked > spent ? { done } : undefined), [asked, spent, done]);
  const ask = useCallback(() => setAsked((n) => n + 1), []);
  return { request, ask };
}

/**
 * Whether focus may move into the content: it is nowhere (on the page itself, as after a drop
 * or once the progress's Cancel button is gone), or in the main area or the header (Open,
 * Reload, the start screen). Not while the user is typing in the side panel or a dialog is
 * open: a large file's check ends while they work there.
 */
export function mayMoveFocus(): boolean {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return true;
  return focused.closest('dialog') === null && focused.closest('main, header') !== null;
}
