// How a record's details open from the grid: the row number is a button, and the host around
// the grid shows the dialog for the record it names. Through context, so the grid's memoised
// rows carry no new props and the dialog's state lives outside the grid.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { RecordKind } from '../../api';
import { t } from '../../i18n';
import { RecordDetailsDialog } from './record-details-dialog';

interface Opener {
  kind: RecordKind;
  open(index: number): void;
}

const OpenerContext = createContext<Opener | undefined>(undefined);

/** Around one grid (one document, one kind): shows the details of the record whose number was chosen. */
export function RecordDetailsHost(props: { documentId: string; kind: RecordKind; children: ReactNode }) {
  const { documentId, kind } = props;
  const [shown, setShown] = useState<number>();
  const open = useCallback((index: number) => setShown(index), []);
  const opener = useMemo(() => ({ kind, open }), [kind, open]);
  return (
    <OpenerContext.Provider value={opener}>
      {props.children}
      {shown !== undefined && (
        <RecordDetailsDialog key={`${kind}:${shown}`} documentId={documentId} kind={kind} index={shown} onClose={() => setShown(undefined)} />
      )}
    </OpenerContext.Provider>
  );
}

/** The row number, as a button that opens the record's details; Tab reaches it when it is the grid's active cell. */
export function RecordDetailsButton(props: { index: number; describedBy?: string; active: boolean }) {
  const opener = useContext(OpenerContext);
  if (!opener) throw new Error('A record grid needs a RecordDetailsHost around it.');
  const number = props.index + 1;
  // The visible number is part of the name (WCAG's label in name), so it is not grouped.
  const label = opener.kind === 'article' ? t('details.open.article', { number: String(number) }) : t('details.open.price', { number: String(number) });
  return (
    <button
      type="button"
      className="record-open"
      aria-label={label}
      // A flagged row's number shows its findings on hover instead; the others say what a click does.
      title={props.describedBy === undefined ? label : undefined}
      aria-describedby={props.describedBy}
      tabIndex={props.active ? 0 : -1}
      onClick={() => opener.open(props.index)}
    >
      {number}
    </button>
  );
}
