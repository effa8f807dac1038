// One cell of the preview grid. A cell with findings is outlined and carries the worst
// severity's icon (not colour alone); its messages are part of its accessible name (read with
// the row, without focusing it) and show as a tooltip on hover and on focus. Enter (or a double
// click) leads to its findings in the Findings tab; focusing it makes it the place next /
// previous problem go on from. Every cell is focusable from code (tabIndex -1), the grid's
// active one by Tab (0): see grid-navigation.ts.
import { createContext, useContext, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { Severity } from '../../../shared/report/finding-codes';
import type { Cell, CellFinding } from '../../api';
import { t } from '../../i18n';
import { SeverityIcon, severityLabel } from '../common/severity-icon';

const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

export function worstOf(findings: readonly Pick<CellFinding, 'severity'>[]): Severity | undefined {
  let worst: Severity | undefined;
  for (const finding of findings) if (worst === undefined || RANK[finding.severity] < RANK[worst]) worst = finding.severity;
  return worst;
}

/** Where the tooltip goes: below the cell, unless that would leave the scrolling area. */
type Placement = 'below' | 'above';

function placementFor(target: HTMLElement): { vertical: Placement; alignEnd: boolean } {
  const scroller = target.closest('.grid-scroll');
  const box = target.getBoundingClientRect();
  const area = scroller?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight, left: 0, right: window.innerWidth };
  return {
    vertical: area.bottom - box.bottom < 140 && box.top - area.top > area.bottom - box.bottom ? 'above' : 'below',
    alignEnd: box.left + 320 > area.right,
  };
}

/** What a marked cell can do with its findings; none while the file is still being checked. */
export interface FindingLinkActions {
  /** Go to one of the findings at these places in file order (the one the walk is at, else the first) in the Findings tab. */
  show(places: readonly number[]): void;
  /** The user is at a cell with the findings at these places: the walk through the problems goes on from here. */
  reached(places: readonly number[]): void;
}

/** The actions, and the id of the hint a marked cell is described by ("Enter: show in Findings"). */
interface CellLinks extends FindingLinkActions {
  hintId: string;
}

// A context, not props: the rows are memoised, and these actions are the same for every cell.
const LinksContext = createContext<CellLinks | undefined>(undefined);
export const FindingLinks = LinksContext.Provider;
const useFindingLinks = () => useContext(LinksContext);

/** The hint marked cells are described by: once per grid, not once per cell. */
export function FindingLinksHint() {
  const links = useFindingLinks();
  return links ? <span id={links.hintId} hidden>{t('preview.showInFindings')}</span> : null;
}

/**
 * The messages, shown on hover and focus. A row number's describes its button (`id`); a cell's
 * is for the eye only (`decorative`): the cell's name holds its messages already.
 * `leadsToFindings`: Enter on its cell goes to Findings, and the tooltip says so.
 */
export function FindingsTooltip(props: { id?: string; findings: readonly CellFinding[]; leadsToFindings?: boolean; decorative?: boolean }) {
  const links = useFindingLinks();
  return (
    <span {...(props.decorative ? { 'aria-hidden': true } : { role: 'tooltip', id: props.id })} className="tooltip">
      {props.findings.map((finding, i) => (
        <span key={i} className="tooltip-line">
          <SeverityIcon severity={finding.severity} />
          <span className="visually-hidden">{severityLabel(finding.severity)}: </span>
          <span>{t(finding.message)}</span>
        </span>
      ))}
      {links && props.leadsToFindings && <span className="tooltip-hint">{t('preview.showInFindings')}</span>}
    </span>
  );
}

/** Focus, Enter and double click on a marked cell: the handlers for its findings. */
function useFindingHandlers(findings: readonly CellFinding[]) {
  const links = useFindingLinks();
  if (!links || findings.length === 0) return {};
  const places = findings.map((finding) => finding.at);
  return {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
      event.preventDefault();
      links.show(places);
    },
    onDoubleClick: () => links.show(places),
    onFocusCapture: () => links.reached(places),
    'aria-describedby': links.hintId,
  };
}

/** Hover and focus state for an element that shows a findings tooltip. */
export function useTooltipAnchor() {
  const [placement, setPlacement] = useState<{ vertical: Placement; alignEnd: boolean }>({ vertical: 'below', alignEnd: false });
  const onShow = (event: FocusEvent<HTMLElement> | MouseEvent<HTMLElement>) => setPlacement(placementFor(event.currentTarget));
  return {
    className: `tip-${placement.vertical}${placement.alignEnd ? ' tip-end' : ''}`,
    handlers: { onFocus: onShow, onMouseEnter: onShow },
  };
}

/** What a screen reader hears after the value: "Error: …; Warning: …" (the cell's flex items are read apart). */
function spokenFindings(findings: readonly CellFinding[]): string {
  return findings.map((finding) => `${severityLabel(finding.severity)}: ${t(finding.message)}`).join('; ');
}

/**
 * One cell. Its element stays the same while its row loads, and when it turns out to be
 * marked: a focused cell (the grid's active one) keeps its focus.
 */
export function GridCell(props: {
  cell: Cell | undefined;
  /** The row's page has not come yet. */
  loading: boolean;
  columnKey: string;
  /** aria-colindex: 1 is the row numbers. */
  column: number;
  /** The grid's active cell: the one Tab reaches. */
  active: boolean;
  highlighted: boolean;
  numeric: boolean;
}) {
  const { cell, loading, highlighted } = props;
  const findings = cell?.findings ?? [];
  const worst = worstOf(findings);
  const anchor = useTooltipAnchor();
  const findingHandlers = useFindingHandlers(findings);
  const classes = ['grid-cell', loading ? 'loading' : `type-${cell?.type ?? 'absent'}`];
  if (props.numeric) classes.push('numeric');
  if (highlighted) classes.push('highlighted');
  if (worst) classes.push('flagged', `flagged-${worst}`, anchor.className);

  let content: ReactNode;
  if (loading) {
    content = <span className="skeleton" aria-hidden="true" />;
  } else if (!cell || cell.type === 'absent') {
    content = (
      <>
        <span aria-hidden="true" className="absent-mark">–</span>
        <span className="visually-hidden">{t('preview.absent')}</span>
      </>
    );
  } else {
    content = (
      <span className="cell-text" title={cell.clipped ? t('preview.clipped') : undefined}>
        {cell.text}
        {cell.clipped && <span aria-hidden="true">…</span>}
      </span>
    );
  }

  return (
    <div
      role="gridcell"
      className={classes.join(' ')}
      data-column={props.columnKey}
      aria-colindex={props.column}
      tabIndex={props.active ? 0 : -1}
      {...(worst ? { ...anchor.handlers, ...findingHandlers } : {})}
    >
      {worst && <SeverityIcon severity={worst} />}
      {content}
      {worst && <span className="visually-hidden">{spokenFindings(findings)}</span>}
      {worst && <FindingsTooltip findings={findings} leadsToFindings decorative />}
    </div>
  );
}
