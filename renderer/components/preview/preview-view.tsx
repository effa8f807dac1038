// The Preview tab: Articles and Prices as two tabs over the virtualised table, with a search
// and the problem filters above it and sorting in its headers. While the file is still being
// checked it shows the records found so far, whole pages of them, without their findings
// (they are marked once the check is done) and without search, filters or sorting.
import { useCallback, useEffect, useState } from 'react';
import type { FindingGroup, WindowDocument, RecordKind, RecordView } from '../../api';
import { formatNumber, t } from '../../i18n';
import { TabList, TabPanel } from '../common/tabs';
import { PAGE_SIZE } from '../../hooks/use-row-pages';
import { RecordGrid, type Reveal } from './record-grid';
import { RecordDetailsHost } from './record-details-opener';
import type { FindingLinkActions } from './grid-cell';
import { PreviewFilters } from './preview-filters';
import { SeverityIcon } from '../common/severity-icon';
import type { FocusRequest } from '../../hooks/use-content-focus';

/** The view of each kind: kept while the user switches tabs, dropped with the document. */
export type PreviewViews = Record<RecordKind, RecordView>;
export const NO_VIEWS: PreviewViews = { article: {}, price: {} };

/** What the checked document's preview can do beyond showing rows. */
export interface PreviewTools {
  views: PreviewViews;
  onViewsChange(update: (views: PreviewViews) => PreviewViews): void;
  groups: readonly FindingGroup[];
  links: FindingLinkActions;
}

export interface PreviewSource {
  documentId: string;
  parsed: boolean;
  articles: number;
  prices: number;
  /** Still being checked: the counts grow, and no finding is known yet. */
  checking: boolean;
  /** The file is not JSON: these are the records read before its syntax error, on this line. */
  beforeError?: { line: number | undefined };
}

export function previewOf(document: WindowDocument): PreviewSource {
  const { report } = document;
  const before = report.readBeforeError;
  if (!document.parsed && before) {
    return { documentId: document.documentId, parsed: true, articles: before.articles, prices: before.prices, checking: false, beforeError: { line: report.syntaxError?.line } };
  }
  return { documentId: document.documentId, parsed: document.parsed, articles: report.articles, prices: report.prices, checking: false };
}

/** The records a check has found so far, in whole pages (a page is read once, so it must be complete). */
export function previewWhileChecking(documentId: string, found: { articles: number; prices: number }): PreviewSource | undefined {
  const whole = (count: number) => count - (count % PAGE_SIZE);
  if (whole(found.articles) === 0 && whole(found.prices) === 0) return undefined;
  return { documentId, parsed: true, articles: whole(found.articles), prices: whole(found.prices), checking: true };
}

export function PreviewView(props: {
  source: PreviewSource;
  kind: RecordKind;
  onKindChange(kind: RecordKind): void;
  reveal?: Reveal;
  tools?: PreviewTools;
  /** A file just opened: its grid takes focus. */
  focusRequest?: FocusRequest | undefined;
}) {
  const { source, kind, onKindChange, reveal, tools, focusRequest } = props;
  const [counted, setCounted] = useState({ matched: 0, pending: false });
  const onViewsChange = tools?.onViewsChange;
  const setView = useCallback((view: RecordView) => onViewsChange?.((views) => ({ ...views, [kind]: view })), [onViewsChange, kind]);
  const onLeftOut = useCallback(() => setView({}), [setView]);
  const onCounted = useCallback((matched: number, pending: boolean) => setCounted({ matched, pending }), []);
  const view = tools?.views[kind];
  const onSort = useCallback(
    (column: string) => {
      const current = view?.sort;
      // A first click sorts ascending, a second descending, a third goes back to file order.
      const sort = current?.column !== column ? { column, descending: false } : !current.descending ? { column, descending: true } : undefined;
      const { sort: _old, ...rest } = view ?? {};
      setView(sort ? { ...rest, sort } : rest);
    },
    [view, setView],
  );
  const total = kind === 'article' ? source.articles : source.prices;
  // No grid to take focus (nothing to show): the request is spent all the same.
  const gridless = !source.parsed || total === 0;
  useEffect(() => {
    if (focusRequest && gridless) focusRequest.done();
  }, [focusRequest, gridless]);
  if (!source.parsed) {
    return <p className="empty-note">{t('preview.notParsed')}</p>;
  }
  const count = (n: number) => (source.checking ? t('preview.countSoFar', { count: formatNumber(n) }) : formatNumber(n));
  return (
    <div className="preview">
      {source.beforeError && (
        <p className="preview-before-error" role="note">
          <SeverityIcon severity="error" />
          <span>
            {source.beforeError.line === undefined
              ? t('preview.beforeErrorNoLine')
              : t('preview.beforeError', { line: source.beforeError.line })}
          </span>
        </p>
      )}
      <TabList
        group="preview"
        label={t('preview.kindTabs')}
        className="sub-tabs"
        selected={kind}
        onSelect={onKindChange}
        tabs={[
          { id: 'article', label: <>{t('preview.articles')}{' '}<span className="count-badge">{count(source.articles)}</span></> },
          { id: 'price', label: <>{t('preview.prices')}{' '}<span className="count-badge">{count(source.prices)}</span></> },
        ]}
      />
      <TabPanel group="preview" id={kind} className="preview-panel">
        {total === 0 ? (
          <p className="empty-note">
            {source.checking ? t('preview.notYet') : source.beforeError ? t(kind === 'article' ? 'preview.noneBeforeError.article' : 'preview.noneBeforeError.price') : kind === 'article' ? t('preview.empty.article') : t('preview.empty.price')}
          </p>
        ) : (
          <>
            {tools && view && (
              <PreviewFilters kind={kind} view={view} onChange={setView} groups={tools.groups} total={total} matched={counted.matched} pending={counted.pending} />
            )}
            {tools && view && counted.matched === 0 && !counted.pending && <p className="empty-note">{t('preview.noMatch')}</p>}
            <RecordDetailsHost key={source.documentId} documentId={source.documentId} kind={kind}>
              <RecordGrid
                key={`${source.documentId}-${kind}-${source.checking ? 'checking' : 'checked'}`}
                documentId={source.documentId}
                kind={kind}
                total={total}
                reveal={reveal}
                {...(focusRequest ? { focusRequest } : {})}
                {...(tools && view ? { views: { view, onSort, onLeftOut, onCounted }, links: tools.links } : {})}
              />
            </RecordDetailsHost>
          </>
        )}
      </TabPanel>
    </div>
  );
}
