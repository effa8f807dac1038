// One record, whole, in a dialog over the grid: where it stands in the file, the findings about
// it, every field, and its JSON re-indented with every value as the file writes it, to copy.
// Escape or Close hands focus back to the row number that opened it (common/dialog.tsx).
import { useId } from 'react';
import type { RecordDetails, RecordKind } from '../../api';
import { formatNumber, Message, t } from '../../i18n';
import { useRecordDetails } from '../../hooks/use-record-details';
import { Dialog } from '../common/dialog';
import { recordLabel } from '../findings/finding-group';
import { CopyJsonButton } from './copy-json-button';
import { JsonLines } from './json-lines';
import { RecordFields } from './record-fields';
import { RecordFindings } from './record-findings';

export function RecordDetailsDialog(props: { documentId: string; kind: RecordKind; index: number; onClose(): void }) {
  const { kind, index, onClose } = props;
  const { state, retry } = useRecordDetails(props.documentId, kind, index);
  const regionId = useId();
  const details = state.status === 'ready' ? state.details : undefined;
  return (
    <Dialog
      open
      title={recordLabel({ kind, index, articleNumber: details?.articleNumber })}
      onClose={onClose}
      initialFocus={regionId}
      className="record-details-dialog"
      footer={
        <>
          {details && <CopyJsonButton json={details.json} disabled={details.cut} />}
          <button type="button" className="button" onClick={onClose}>{t('details.close')}</button>
        </>
      }
    >
      {/* Focused first and focusable, so the record scrolls with the keyboard at once. */}
      <div id={regionId} className="record-details" tabIndex={0} role="region" aria-label={t('details.region')}>
        {state.status === 'loading' && <p className="muted" role="status">{t('details.loading')}</p>}
        {state.status === 'failed' && (
          <div className="inline-alert" role="alert">
            <span>{t('details.loadFailed', { message: state.message })}</span>
            <button type="button" className="button small" onClick={retry}>{t('details.retry')}</button>
          </div>
        )}
        {details && <RecordContents details={details} />}
      </div>
    </Dialog>
  );
}

function RecordContents({ details }: { details: RecordDetails }) {
  const findingsId = useId();
  const fieldsId = useId();
  const jsonId = useId();
  return (
    <>
      <p className="record-place">
        <Message id="details.place" values={{ line: details.line }} rich={{ pointer: <code>{details.pointer}</code> }} />
      </p>
      {details.cut && (
        <p className="notice warning-notice">{t('details.cut', { size: { bytes: details.bytes, exact: false }, line: details.line })}</p>
      )}
      <section className="record-section" aria-labelledby={findingsId}>
        <h3 id={findingsId} className="record-section-title">
          {t('details.findings')}
          {details.findings.length > 0 && <span className="count-badge">{formatNumber(details.findings.length)}</span>}
        </h3>
        <RecordFindings details={details} />
      </section>
      <section className="record-section" aria-labelledby={fieldsId}>
        <h3 id={fieldsId} className="record-section-title">{t('details.fields')}</h3>
        {details.type === 'object' ? <RecordFields details={details} /> : <p>{t('details.notObject')}</p>}
      </section>
      <section className="record-section" aria-labelledby={jsonId}>
        <h3 id={jsonId} className="record-section-title">{t('details.json')}</h3>
        <p className="muted small">{t('details.jsonNote')}</p>
        <pre className="record-json" tabIndex={0} role="region" aria-label={t('details.jsonLabel')}><JsonLines json={details.json} /></pre>
      </section>
    </>
  );
}
