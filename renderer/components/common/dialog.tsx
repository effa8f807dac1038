// A modal dialog on the native <dialog> element: showModal() makes the rest of the window
// inert (focus stays inside), Escape closes it, and focus returns to where it was. A dialog
// opened from another (the confirmation's lists) sits above it; Escape closes the top one only.
import { useEffect, useId, useRef, type ReactNode } from 'react';

export function Dialog(props: {
  open: boolean;
  title: ReactNode;
  /** Called on Escape and on the caller's own cancel buttons. */
  onClose(): void;
  children: ReactNode;
  footer: ReactNode;
  className?: string;
  /** Id of the element to focus first (default: the first focusable one, per the browser). */
  initialFocus?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { open, onClose, initialFocus } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    if (initialFocus) document.getElementById(initialFocus)?.focus();
    return () => {
      dialog.close();
      // Back to where the user was, unless that control went away with the dialog's action.
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`dialog ${props.className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React's state close it, so the state and the element agree.
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
    >
      <h2 id={titleId} className="dialog-title">{props.title}</h2>
      <div className="dialog-body">{props.children}</div>
      <div className="dialog-footer">{props.footer}</div>
    </dialog>
  );
}
