// The records of one kind as a virtualised table: only the rows in view (plus a margin) are in
// the DOM, and their pages are fetched from main as they come into view, so 100,000 records
// scroll like 100. Columns: the row number, the known fields, then fields the app does not know.
import { memo, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { call, type Column, type RecordKind, type RecordView, type Row } from '../../api';
import { t } from '../../i18n';
import { useRowPages } from '../../hooks/use-row-pages';
import { keepsFileOrder } from '../../../shared/ipc/record-view';
import { FindingLinks, FindingsTooltip, GridCell, useTooltipAnchor, worstOf, type FindingLinkActions } from './grid-cell';
import { SeverityIcon } from '../common/severity-icon';
import { columnWidth, isNumericColumn } from './column-widths';
import { RecordDetailsButton } from './record-details-opener';

const ROW_HEIGHT = 30;

/** A record to scroll to and mark (from the findings list); `nonce` repeats the same reveal. */
export interface Reveal {
  kind: RecordKind;
  index: number;
  column?: string;
  nonce: number;
}

export interface GridView {
  /** undefined: every record in file order (a file still being checked has no views). */
  view: RecordView | undefined;
  onSort(column: string): void;
  /** A record to reveal is not in the view: the view lets go of its search and filters. */
  onLeftOut(): void;
  /** Records in the view, once known, and whether a new view is still being worked out. */
  onCounted(matched: number, pending: boolean): void;
}

export function RecordGrid(props: { documentId: string; kind: RecordKind; total: number; reveal?: Reveal; views?: GridView; links?: FindingLinkActions }) {
  const { documentId, kind, total, reveal, views } = props;
  const view = views?.view;
  const pages = useRowPages(documentId, kind, total, view);
  const count = pages.matched;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    // Six rows beyond each edge: enough for a wheel tick, few to draw when a flick jumps far.
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  const { ensure } = pages;
  useEffect(() => ensure(first, last), [ensure, first, last]);

  // Fixed widths, summed for the table's width: sized by its content instead (max-content), the
  // browser measured every cell's text on each scroll, which took over 50 ms a frame.
  const widths = useMemo(() => ['4.5rem', ...pages.columns.map((column) => columnWidth(kind, column))], [pages.columns, kind]);
  const template = widths.join(' ');
  const width = `calc(${widths.join(' + ')})`;

  const onCounted = views?.onCounted;
  useEffect(() => onCounted?.(pages.matched, pages.pending), [onCounted, pages.matched, pages.pending]);

  // Reveal: find the record's place in the view, scroll it into the middle, then focus its
  // cell (or row) once it is drawn. Once per reveal: a later search or sort stays where the
  // user scrolled (the record stays marked).
  const wanted = reveal && reveal.kind === kind ? reveal : undefined;
  const position = usePositionOf(documentId, wanted, view, views?.onLeftOut);
  const active = wanted && position !== undefined ? wanted : undefined;
  const scrolledFor = useRef<Reveal>(undefined);
  const revealing = useRef(false);
  const { links } = props;
  const cellLinks = useMemo(
    () =>
      links && {
        show: links.show,
        reached(places: readonly number[]) {
          if (!revealing.current) links.reached(places);
        },
      },
    [links],
  );
  const focusedFor = useRef<Reveal>(undefined);
  useEffect(() => {
    if (!active || position === undefined || scrolledFor.current === active) return;
    scrolledFor.current = active;
    virtualizer.scrollToIndex(position, { align: 'center' });
  }, [active, position, virtualizer]);
  const revealedRow = active && position !== undefined ? pages.row(position) : undefined;
  useEffect(() => {
    if (!active || !revealedRow || focusedFor.current === active) return;
    const frame = requestAnimationFrame(() => {
      focusedFor.current = active;
      const row = scroller.current?.querySelector<HTMLElement>(`[data-index="${position}"]`);
      const cell = active.column ? row?.querySelector<HTMLElement>(`[data-column="${CSS.escape(active.column)}"]`) : undefined;
      const target = cell?.tabIndex === 0 ? cell : row;
      // The walk (or a finding's link) put the user here: not a place they chose to go on from.
      revealing.current = true;
      target?.focus({ preventScroll: true });
      revealing.current = false;
      if (cell && scroller.current) scrollColumnIntoView(scroller.current, cell);
    });
    return () => cancelAnimationFrame(frame);
  }, [active, position, revealedRow]);

  const label = kind === 'article' ? t('preview.tableLabel.article') : t('preview.tableLabel.price');
  return (
    <div className="record-grid">
      {pages.error && (
        <div className="inline-alert" role="alert">
          <span>{t('preview.loadFailed', { message: pages.error })}</span>
          <button type="button" className="button small" onClick={pages.retry}>{t('preview.retry')}</button>
        </div>
      )}
      {/* The table is the scrolling area, focusable so keyboard users can scroll it. */}
      <div
        className="grid-scroll"
        ref={scroller}
        tabIndex={0}
        role="table"
        aria-label={label}
        aria-rowcount={count + 1}
        aria-busy={pages.pending || undefined}
        aria-colcount={pages.columns.length + 1}
      >
        <div className="grid-inner" style={{ '--grid-columns': template, width } as CSSProperties}>
          <div role="rowgroup" className="grid-head">
            <div role="row" aria-rowindex={1} className="grid-row head">
              <div role="columnheader" className="grid-cell rownum">{t('preview.rowHeader')}</div>
              {pages.columns.map((column) => <ColumnHeader key={column.key} column={column} sort={views && { view: views.view, onSort: views.onSort }} />)}
            </div>
          </div>
          <div role="rowgroup" className="grid-body" style={{ height: virtualizer.getTotalSize() }}>
            <FindingLinks value={cellLinks}>
            {items.map((item) => (
              <GridRow
                key={item.key}
                index={item.index}
                top={item.start}
                row={pages.row(item.index)}
                columns={pages.columns}
                documentId={documentId}
                kind={kind}
                highlight={active && position === item.index ? active : undefined}
              />
            ))}
            </FindingLinks>
          </div>
        </div>
      </div>
    </div>
  );
}

/** Scrolls the table sideways so the cell is in view beside the row numbers, which stay put. */
function scrollColumnIntoView(area: HTMLElement, cell: HTMLElement): void {
  const box = cell.getBoundingClientRect();
  const view = area.getBoundingClientRect();
  const numbers = cell.parentElement?.querySelector('.rownum')?.getBoundingClientRect().width ?? 0;
  if (box.left < view.left + numbers) area.scrollLeft -= view.left + numbers - box.left;
  else if (box.right > view.right) area.scrollLeft += Math.min(box.right - view.right, box.left - view.left - numbers);
}

/** Where a record to reveal stands in the view: its index without one, else asked of main. */
function usePositionOf(documentId: string, wanted: Reveal | undefined, view: RecordView | undefined, onLeftOut?: () => void): number | undefined {
  const [found, setFound] = useState<{ reveal: Reveal; view: RecordView | undefined; position: number }>();
  useEffect(() => {
    if (!wanted || !view || keepsFileOrder(view)) return;
    let current = true;
    call((a) => a.locateRecord({ documentId, kind: wanted.kind, index: wanted.index, view })).then(
      ({ position }) => {
        if (!current) return;
        if (position === null) onLeftOut?.();
        else setFound({ reveal: wanted, view, position });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [documentId, wanted, view, onLeftOut]);
  if (!wanted) return undefined;
  if (!view || keepsFileOrder(view)) return wanted.index;
  return found?.reveal === wanted && found.view === view ? found.position : undefined;
}

function ColumnHeader({ column, sort }: { column: Column; sort?: { view: RecordView | undefined; onSort(column: string): void } }) {
  const sorted = sort?.view?.sort?.column === column.key ? sort.view.sort : undefined;
  const ariaSort = sorted ? (sorted.descending ? 'descending' : 'ascending') : undefined;
  const name = column.known ? (
    column.key
  ) : (
    <>
      <span className="cell-text">{column.key}</span>
      <span className="extra-badge" aria-hidden="true">{t('preview.extraColumnShort')}</span>
      <span className="visually-hidden">{t('preview.extraColumn')}</span>
    </>
  );
  const className = `grid-cell${column.known ? '' : ' extra-column'}`;
  const title = column.known ? undefined : t('preview.extraColumn');
  if (!sort) return <div role="columnheader" className={className} title={title}>{name}</div>;
  return (
    <div role="columnheader" className={`${className} sortable`} aria-sort={ariaSort}>
      <button
        type="button"
        className="sort-button"
        title={title ?? t(sorted && !sorted.descending ? 'preview.sort.descending' : 'preview.sort.ascending', { column: column.key })}
        onClick={() => sort.onSort(column.key)}
      >
        {name}
        <span className={`sort-mark${sorted ? ` sorted-${ariaSort}` : ''}`} aria-hidden="true" />
      </button>
    </div>
  );
}

// Memoised: a scroll or an arriving page re-renders the grid, and only rows whose place or
// data changed need drawing again (drawing every row in view took over 50 ms on a busy machine).
const GridRow = memo(function GridRow(props: {
  index: number;
  top: number;
  row: Row | undefined;
  columns: Column[];
  documentId: string;
  kind: RecordKind;
  highlight?: Reveal;
}) {
  const { index, row, columns, highlight } = props;
  const idBase = `${props.documentId}-${props.kind}-${index}`.replace(/[^\w-]/g, '_');
  const classes = ['grid-row'];
  if (row?.worst) classes.push(`worst-${row.worst}`);
  if (highlight) classes.push('revealed');
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      className={classes.join(' ')}
      tabIndex={highlight ? -1 : undefined}
      style={{ transform: `translateY(${props.top}px)` }}
    >
      <RowHeader index={row?.index ?? index} row={row} tipId={`${idBase}-record`} />
      {row
        ? columns.map((column) => (
            <GridCell
              key={column.key}
              cell={row.cells[column.key]}
              columnKey={column.key}
              tipId={`${idBase}-${column.key.replace(/[^\w-]/g, '_')}`}
              highlighted={highlight?.column === column.key}
              numeric={isNumericColumn(props.kind, column.key)}
            />
          ))
        : columns.map((column) => (
            <div key={column.key} role="cell" className="grid-cell loading">
              <span className="skeleton" aria-hidden="true" />
            </div>
          ))}
    </div>
  );
});

/** The row number, which opens the record's details; marked when the record has findings no column shows (e.g. a missing field). */
function RowHeader({ index, row, tipId }: { index: number; row: Row | undefined; tipId: string }) {
  const anchor = useTooltipAnchor();
  const findings = row?.findings ?? [];
  const worst = worstOf(findings);
  if (!worst) return <div role="rowheader" className="grid-cell rownum"><RecordDetailsButton index={index} /></div>;
  return (
    <div
      role="rowheader"
      className={`grid-cell rownum flagged flagged-${worst} ${anchor.className}`}
      {...anchor.handlers}
    >
      <SeverityIcon severity={worst} labelled />
      <RecordDetailsButton index={index} describedBy={tipId} />
      <FindingsTooltip id={tipId} findings={findings} />
    </div>
  );
}
