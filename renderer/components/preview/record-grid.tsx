// The records of one kind as a virtualised table: only the rows in view (plus a margin) are in
// the DOM, and their pages are fetched from main as they come into view, so 100,000 records
// scroll like 100. Columns: the row number, the known fields, then fields the app does not know.
import { memo, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Column, RecordKind, Row } from '../../api';
import { t } from '../../i18n';
import { useRowPages } from '../../hooks/use-row-pages';
import { FindingsTooltip, GridCell, useTooltipAnchor, worstOf } from './grid-cell';
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

export function RecordGrid(props: { documentId: string; kind: RecordKind; total: number; reveal?: Reveal }) {
  const { documentId, kind, total, reveal } = props;
  const pages = useRowPages(documentId, kind, total);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: total,
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

  // Reveal: scroll the record into the middle, then focus its cell (or row) once it is drawn.
  const active = reveal && reveal.kind === kind ? reveal : undefined;
  useEffect(() => {
    if (active) virtualizer.scrollToIndex(active.index, { align: 'center' });
  }, [active, virtualizer]);
  const revealedRow = active ? pages.row(active.index) : undefined;
  useEffect(() => {
    if (!active || !revealedRow) return;
    const frame = requestAnimationFrame(() => {
      const row = scroller.current?.querySelector<HTMLElement>(`[data-index="${active.index}"]`);
      const cell = active.column ? row?.querySelector<HTMLElement>(`[data-column="${CSS.escape(active.column)}"]`) : undefined;
      const target = cell?.tabIndex === 0 ? cell : row;
      target?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [active, revealedRow]);

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
        aria-rowcount={total + 1}
        aria-colcount={pages.columns.length + 1}
      >
        <div className="grid-inner" style={{ '--grid-columns': template, width } as CSSProperties}>
          <div role="rowgroup" className="grid-head">
            <div role="row" aria-rowindex={1} className="grid-row head">
              <div role="columnheader" className="grid-cell rownum">{t('preview.rowHeader')}</div>
              {pages.columns.map((column) => <ColumnHeader key={column.key} column={column} />)}
            </div>
          </div>
          <div role="rowgroup" className="grid-body" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => (
              <GridRow
                key={item.key}
                index={item.index}
                top={item.start}
                row={pages.row(item.index)}
                columns={pages.columns}
                documentId={documentId}
                kind={kind}
                highlight={active?.index === item.index ? active : undefined}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

function ColumnHeader({ column }: { column: Column }) {
  if (column.known) return <div role="columnheader" className="grid-cell">{column.key}</div>;
  return (
    <div role="columnheader" className="grid-cell extra-column" title={t('preview.extraColumn')}>
      <span className="cell-text">{column.key}</span>
      <span className="extra-badge" aria-hidden="true">{t('preview.extraColumnShort')}</span>
      <span className="visually-hidden">{t('preview.extraColumn')}</span>
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
      <RowHeader index={index} row={row} tipId={`${idBase}-record`} />
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
