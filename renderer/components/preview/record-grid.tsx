// The records of one kind as a virtualised ARIA grid: only the rows in view (plus a margin)
// are in the DOM, and their pages are fetched from main as they come into view, so 100,000
// records scroll like 100. Columns: the row number, the known fields (their label for people
// over their name), then fields the app does not know; the row number and the first field stay
// in view sideways. One Tab stop; the keys move the active cell (grid-navigation.ts).
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual';
import { call, type Column, type RecordKind, type RecordView, type Row } from '../../api';
import { currentLocale, t } from '../../i18n';
import { useRowPages } from '../../hooks/use-row-pages';
import { mayMoveFocus, type FocusRequest } from '../../hooks/use-content-focus';
import { keepsFileOrder } from '../../../shared/ipc/record-view';
import { FindingLinks, FindingLinksHint, FindingsTooltip, GridCell, useTooltipAnchor, worstOf, type FindingLinkActions } from './grid-cell';
import { SeverityIcon } from '../common/severity-icon';
import { recordLabel } from '../findings/finding-group';
import { columnWidth, isNumericColumn } from './column-widths';
import { columnLabel } from './column-labels';
import { bringIntoView, focusTargetOf, ROW_HEIGHT, useGridNavigation } from './grid-navigation';
import { MoreColumnsCue } from './more-columns-cue';
import { RecordDetailsButton } from './record-details-opener';

const ROW_NUMBERS_WIDTH = '4.5rem';


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

export function RecordGrid(props: {
  documentId: string;
  kind: RecordKind;
  total: number;
  reveal?: Reveal;
  views?: GridView;
  links?: FindingLinkActions;
  /** Take focus once the first rows are drawn (a file just opened). */
  focusRequest?: FocusRequest;
}) {
  const { documentId, kind, total, reveal, views } = props;
  const view = views?.view;
  const pages = useRowPages(documentId, kind, total, view);
  const count = pages.matched;
  const scroller = useRef<HTMLDivElement>(null);
  const navigation = useGridNavigation(scroller, count, pages.columns.length + 1);
  const { active } = navigation;
  // The active row stays drawn when scrolled away, so the cell with focus is never removed.
  const pinned = active.row;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (pinned < 0 || pinned >= range.count || indexes.includes(pinned)) return indexes;
      return pinned < (indexes[0] ?? 0) ? [pinned, ...indexes] : [...indexes, pinned];
    },
    [pinned],
  );
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    // Six rows beyond each edge: enough for a wheel tick, few to draw when a flick jumps far.
    overscan: 6,
    rangeExtractor,
    // The rows a scroll brings are drawn in a task of their own, not inside the scroll event:
    // there React's render and the browser's style, layout and paint of the new rows made one
    // task of 60-100 ms per flick or drag (the frame after shows them).
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const { first, last } = rowsInView(items, pinned);
  const { ensure } = pages;
  useEffect(() => ensure(first, last), [ensure, first, last]);

  // Fixed widths, summed for the table's width: sized by its content instead (max-content), the
  // browser measured every cell's text on each scroll, which took over 50 ms a frame.
  const widths = useMemo(() => [ROW_NUMBERS_WIDTH, ...pages.columns.map((column) => columnWidth(kind, column))], [pages.columns, kind]);
  const template = widths.join(' ');
  const width = `calc(${widths.join(' + ')})`;

  const onCounted = views?.onCounted;
  useEffect(() => onCounted?.(pages.matched, pages.pending), [onCounted, pages.matched, pages.pending]);

  // Reveal: find the record's place in the view, scroll it into the middle, then focus its
  // cell (or its number) once it is drawn. Once per reveal: a later search or sort stays where
  // the user scrolled (the record stays marked).
  const wanted = reveal && reveal.kind === kind ? reveal : undefined;
  const position = usePositionOf(documentId, wanted, view, views?.onLeftOut);
  const shown = wanted && position !== undefined ? wanted : undefined;
  const scrolledFor = useRef<Reveal>(undefined);
  const revealing = useRef(false);
  const { links } = props;
  const hintId = `${useId()}-hint`;
  const cellLinks = useMemo(
    () =>
      links && {
        show: links.show,
        reached(places: readonly number[]) {
          if (!revealing.current) links.reached(places);
        },
        hintId,
      },
    [links, hintId],
  );
  const focusedFor = useRef<Reveal>(undefined);
  useEffect(() => {
    if (!shown || position === undefined || scrolledFor.current === shown) return;
    scrolledFor.current = shown;
    virtualizer.scrollToIndex(position, { align: 'center' });
  }, [shown, position, virtualizer]);
  // Once its row is drawn (in the rows in view, its page come): a page read before is there
  // at once, before the grid has scrolled to it.
  const revealedRow = shown && position !== undefined && position >= first && position <= last ? pages.row(position) : undefined;
  useEffect(() => {
    if (!shown || !revealedRow || focusedFor.current === shown) return;
    const frame = requestAnimationFrame(() => {
      focusedFor.current = shown;
      const area = scroller.current;
      const row = area?.querySelector<HTMLElement>(`.grid-body [data-index="${position}"]`);
      const cell = (shown.column ? row?.querySelector<HTMLElement>(`[data-column="${CSS.escape(shown.column)}"]`) : undefined) ?? row?.querySelector<HTMLElement>(':scope > [aria-colindex="1"]');
      if (!area || !cell) return;
      // The walk (or a finding's link) put the user here: not a place they chose to go on from.
      revealing.current = true;
      focusTargetOf(cell).focus({ preventScroll: true });
      revealing.current = false;
      bringIntoView(area, cell);
      // The table itself in view too: under a send's result at 200 % zoom it can be below the
      // main area's fold, and the row shown would be out of sight.
      area.scrollIntoView({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, position, revealedRow]);

  // A file just opened: focus its first field once the first page brought the columns.
  const { focusRequest } = props;
  const { focusActive } = navigation;
  const drawn = pages.columns.length > 0;
  useEffect(() => {
    if (!focusRequest || !drawn) return;
    if (mayMoveFocus()) {
      // Not a place the user chose: the walk through the problems still starts at the first.
      revealing.current = true;
      focusActive();
      revealing.current = false;
    }
    focusRequest.done();
  }, [focusRequest, drawn, focusActive]);

  const label = kind === 'article' ? t('preview.tableLabel.article') : t('preview.tableLabel.price');
  const locale = currentLocale();
  return (
    <div className="record-grid">
      {pages.error && (
        <div className="inline-alert" role="alert">
          <span>{t('preview.loadFailed', { message: pages.error })}</span>
          <button type="button" className="button small" onClick={pages.retry}>{t('preview.retry')}</button>
        </div>
      )}
      <FindingLinks value={cellLinks}>
        <FindingLinksHint />
        <div className="grid-frame">
          {/* One Tab stop: the active cell; the keys move it (grid-navigation.ts). */}
          <div
            className="grid-scroll"
            ref={scroller}
            role="grid"
            aria-label={label}
            aria-readonly="true"
            aria-rowcount={count + 1}
            aria-busy={pages.pending || undefined}
            aria-colcount={pages.columns.length + 1}
            onKeyDown={navigation.onKeyDown}
            onFocus={navigation.onFocus}
          >
            <div className="grid-inner" style={{ '--grid-columns': template, '--row-numbers-width': ROW_NUMBERS_WIDTH, width } as CSSProperties}>
              <GridHead
                kind={kind}
                columns={pages.columns}
                active={active.row === -1 ? active.column : undefined}
                view={views?.view}
                onSort={views?.onSort}
                locale={locale}
              />
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
                    highlight={shown && position === item.index ? shown : undefined}
                    active={active.row === item.index ? active.column : undefined}
                    locale={locale}
                  />
                ))}
              </div>
            </div>
          </div>
          <MoreColumnsCue scroller={scroller} />
        </div>
      </FindingLinks>
    </div>
  );
}

/** The rows in view and their margin, without the active row pinned far from them. */
function rowsInView(items: readonly VirtualItem[], pinned: number): { first: number; last: number } {
  let from = 0;
  let to = items.length - 1;
  if (to > 0 && items[0]?.index === pinned && (items[1]?.index ?? 0) - pinned > 1) from = 1;
  if (to > from && items[to]?.index === pinned && pinned - (items[to - 1]?.index ?? 0) > 1) to -= 1;
  return { first: items[from]?.index ?? 0, last: items[to]?.index ?? 0 };
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

// Memoised: the grid draws again as it scrolls (another row range), its headers need not; with
// the sort buttons and their titles they were a part of each scrolling frame's work.
const GridHead = memo(function GridHead(props: {
  kind: RecordKind;
  columns: Column[];
  /** The active cell's column when it is in the header row. */
  active: number | undefined;
  view: RecordView | undefined;
  /** Undefined while the file is still being checked: no sorting yet. */
  onSort: ((column: string) => void) | undefined;
  /** The texts' language: the headers draw again when it changes. */
  locale: string;
}) {
  const { kind, columns, active, view, onSort } = props;
  return (
    <div role="rowgroup" className="grid-head">
      <div role="row" aria-rowindex={1} className="grid-row head">
        <div role="columnheader" aria-colindex={1} className="grid-cell rownum" tabIndex={active === 0 ? 0 : -1}>
          {t('preview.rowHeader')}
        </div>
        {columns.map((column, i) => (
          <ColumnHeader key={column.key} kind={kind} column={column} index={i + 2} active={active === i + 1} sort={onSort && { view, onSort }} />
        ))}
      </div>
    </div>
  );
});

function ColumnHeader(props: { kind: RecordKind; column: Column; index: number; active: boolean; sort?: { view: RecordView | undefined; onSort(column: string): void } | undefined }) {
  const { column, sort, active } = props;
  const sorted = sort?.view?.sort?.column === column.key ? sort.view.sort : undefined;
  const ariaSort = sorted ? (sorted.descending ? 'descending' : 'ascending') : undefined;
  const label = columnLabel(props.kind, column);
  // The label for people over the name in the file; a field without a label shows its name alone.
  const name = column.known ? (
    <span className="column-name">
      {label !== undefined && <span className="column-label">{label}</span>}
      <span className="column-field">{column.key}</span>
    </span>
  ) : (
    <>
      <span className="cell-text column-field">{column.key}</span>
      <span className="extra-badge" aria-hidden="true">{t('preview.extraColumnShort')}</span>
      <span className="visually-hidden">{t('preview.extraColumn')}</span>
    </>
  );
  const className = `grid-cell${column.known ? '' : ' extra-column'}`;
  const title = column.known ? label : t('preview.extraColumn');
  if (!sort) {
    return <div role="columnheader" aria-colindex={props.index} className={className} title={title} tabIndex={active ? 0 : -1}>{name}</div>;
  }
  return (
    <div role="columnheader" aria-colindex={props.index} className={`${className} sortable`} aria-sort={ariaSort}>
      <button
        type="button"
        className="sort-button"
        tabIndex={active ? 0 : -1}
        title={column.known ? t(sorted && !sorted.descending ? 'preview.sort.descending' : 'preview.sort.ascending', { column: label ?? column.key }) : title}
        onClick={() => sort.onSort(column.key)}
      >
        {name}
        <span className={`sort-mark${sorted ? ` sorted-${ariaSort}` : ''}`} aria-hidden="true" />
      </button>
    </div>
  );
}

// Memoised: a scroll or an arriving page re-renders the grid, and only rows whose place or
// data changed need drawing again (drawing every row in view took over 50 ms on a busy
// machine). Moving the active cell draws the two rows it leaves and enters.
const GridRow = memo(function GridRow(props: {
  index: number;
  top: number;
  row: Row | undefined;
  columns: Column[];
  documentId: string;
  kind: RecordKind;
  highlight?: Reveal;
  /** The active cell's column when it is in this row. */
  active: number | undefined;
  /** The texts' language: a memoised row draws again when it changes. */
  locale: string;
}) {
  const { index, row, columns, highlight, kind, active } = props;
  const idBase = `${props.documentId}-${kind}-${index}`.replace(/[^\w-]/g, '_');
  const classes = ['grid-row'];
  if (row?.worst) classes.push(`worst-${row.worst}`);
  if (highlight) classes.push('revealed');
  // Short: the record and its article number, not every cell of the row.
  const name = row && recordLabel({ kind, index: row.index, articleNumber: articleNumberOf(row) });
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-label={name}
      data-index={index}
      className={classes.join(' ')}
      style={{ transform: `translateY(${props.top}px)` }}
    >
      <RowHeader index={row?.index ?? index} row={row} tipId={`${idBase}-record`} active={active === 0} />
      {/* A row still loading draws plain placeholders (cheap while a flick brings dozens of rows),
          except the active row: its cells stay the same elements, so focus stays when its page comes. */}
      {row === undefined && active === undefined
        ? columns.map((column, i) => (
            <div key={column.key} role="gridcell" aria-colindex={i + 2} className="grid-cell loading">
              <span className="skeleton" aria-hidden="true" />
            </div>
          ))
        : columns.map((column, i) => (
            <GridCell
              key={column.key}
              cell={row?.cells[column.key]}
              loading={row === undefined}
              columnKey={column.key}
              column={i + 2}
              active={active === i + 1}
              highlighted={highlight?.column === column.key}
              numeric={isNumericColumn(kind, column.key)}
            />
          ))}
    </div>
  );
});

function articleNumberOf(row: Row): string | undefined {
  const cell = row.cells.articleNumber;
  return cell && cell.type !== 'absent' ? cell.text : undefined;
}

/**
 * The row number, which opens the record's details; marked when the record has findings no
 * column shows (e.g. a missing field). The same elements either way, so its button keeps focus
 * when the row's page arrives marked.
 */
function RowHeader({ index, row, tipId, active }: { index: number; row: Row | undefined; tipId: string; active: boolean }) {
  const anchor = useTooltipAnchor();
  const findings = row?.findings ?? [];
  const worst = worstOf(findings);
  return (
    <div
      role="rowheader"
      aria-colindex={1}
      className={worst ? `grid-cell rownum flagged flagged-${worst} ${anchor.className}` : 'grid-cell rownum'}
      {...(worst ? anchor.handlers : {})}
    >
      {worst && <SeverityIcon severity={worst} labelled />}
      <RecordDetailsButton index={index} active={active} {...(worst ? { describedBy: tipId } : {})} />
      {worst && <FindingsTooltip id={tipId} findings={findings} />}
    </div>
  );
}
