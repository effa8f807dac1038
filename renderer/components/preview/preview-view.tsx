// The Preview tab: Articles and Prices as two tabs over the virtualised table. While the file
// is still being checked it shows the records found so far, whole pages of them, without
// their findings (they are marked once the check is done).
import type { OpenedDocument, RecordKind } from '../../api';
import { formatNumber, t } from '../../i18n';
import { TabList, TabPanel } from '../common/tabs';
import { PAGE_SIZE } from '../../hooks/use-row-pages';
import { RecordGrid, type Reveal } from './record-grid';
import { RecordDetailsHost } from './record-details-opener';

export interface PreviewSource {
  documentId: string;
  parsed: boolean;
  articles: number;
  prices: number;
  /** Still being checked: the counts grow, and no finding is known yet. */
  checking: boolean;
}

export function previewOf(document: OpenedDocument): PreviewSource {
  return { documentId: document.documentId, parsed: document.parsed, articles: document.report.articles, prices: document.report.prices, checking: false };
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
}) {
  const { source, kind, onKindChange, reveal } = props;
  if (!source.parsed) {
    return <p className="empty-note">{t('preview.notParsed')}</p>;
  }
  const total = kind === 'article' ? source.articles : source.prices;
  const count = (n: number) => (source.checking ? t('preview.countSoFar', { count: formatNumber(n) }) : formatNumber(n));
  return (
    <div className="preview">
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
          <p className="empty-note">{source.checking ? t('preview.notYet') : kind === 'article' ? t('preview.empty.article') : t('preview.empty.price')}</p>
        ) : (
          <RecordDetailsHost key={source.documentId} documentId={source.documentId} kind={kind}>
            <RecordGrid key={`${source.documentId}-${kind}-${source.checking ? 'checking' : 'checked'}`} documentId={source.documentId} kind={kind} total={total} reveal={reveal} />
          </RecordDetailsHost>
        )}
      </TabPanel>
    </div>
  );
}
