// One cell of the preview. A cell with findings is outlined and carries the worst severity's
// icon (not colour alone); it takes keyboard focus, and its messages are a tooltip that shows
// on hover and on focus and is the cell's accessible description (aria-describedby). Enter
// (or a double click) leads to its findings in the Findings tab; focusing it makes it the
// place next / previous problem go on from.
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

// A context, not props: the rows are memoised, and these actions are the same for every cell.
const LinksContext = createContext<FindingLinkActions | undefined>(undefined);
export const FindingLinks = LinksContext.Provider;
const useFindingLinks = () => useContext(LinksContext);

/** `leadsToFindings`: Enter on its cell goes to Findings, and the tooltip says so. */
export function FindingsTooltip(props: { id: string; findings: readonly CellFinding[]; leadsToFindings?: boolean }) {
  const links = useFindingLinks();
  return (
    <span role="tooltip" id={props.id} className="tooltip">
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

/** Focus, Enter and double click on a marked cell or row number: the handlers for its findings. */
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

export function GridCell(props: {
  cell: Cell | undefined;
  columnKey: string;
  tipId: string;
  highlighted: boolean;
  numeric: boolean;
}) {
  const { cell, tipId, highlighted } = props;
  const findings = cell?.findings ?? [];
  const worst = worstOf(findings);
  const anchor = useTooltipAnchor();
  const findingHandlers = useFindingHandlers(findings);
  const classes = ['grid-cell', `type-${cell?.type ?? 'absent'}`];
  if (props.numeric) classes.push('numeric');
  if (highlighted) classes.push('highlighted');

  let content: ReactNode;
  if (!cell || cell.type === 'absent') {
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

  if (!worst) {
    return (
      <div role="cell" className={classes.join(' ')} data-column={props.columnKey}>
        {content}
      </div>
    );
  }
  classes.push('flagged', `flagged-${worst}`, anchor.className);
  return (
    <div
      role="cell"
      className={classes.join(' ')}
      data-column={props.columnKey}
      tabIndex={0}
      aria-describedby={tipId}
      {...anchor.handlers}
      {...findingHandlers}
    >
      <SeverityIcon severity={worst} labelled />
      {content}
      <FindingsTooltip id={tipId} findings={findings} leadsToFindings />
    </div>
  );
}
