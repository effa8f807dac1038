// The Preview tab: Articles and Prices as two tabs over the virtualised table.
import type { OpenedDocument, RecordKind } from '../../api';
import { formatNumber, t } from '../../i18n';
import { TabList, TabPanel } from '../common/tabs';
import { RecordGrid, type Reveal } from './record-grid';

export function PreviewView(props: {
  document: OpenedDocument;
  kind: RecordKind;
  onKindChange(kind: RecordKind): void;
  reveal?: Reveal;
}) {
  const { document, kind, onKindChange, reveal } = props;
  if (!document.parsed) {
    return <p className="empty-note">{t('preview.notParsed')}</p>;
  }
  const total = kind === 'article' ? document.report.articles : document.report.prices;
  return (
    <div className="preview">
      <TabList
        group="preview"
        label={t('preview.kindTabs')}
        className="sub-tabs"
        selected={kind}
        onSelect={onKindChange}
        tabs={[
          { id: 'article', label: <>{t('preview.articles')}{' '}<span className="count-badge">{formatNumber(document.report.articles)}</span></> },
          { id: 'price', label: <>{t('preview.prices')}{' '}<span className="count-badge">{formatNumber(document.report.prices)}</span></> },
        ]}
      />
      <TabPanel group="preview" id={kind} className="preview-panel">
        {total === 0 ? (
          <p className="empty-note">{kind === 'article' ? t('preview.empty.article') : t('preview.empty.price')}</p>
        ) : (
          <RecordGrid key={`${document.documentId}-${kind}`} documentId={document.documentId} kind={kind} total={total} reveal={reveal} />
        )}
      </TabPanel>
    </div>
  );
}
