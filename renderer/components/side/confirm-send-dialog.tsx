// The one explicit confirmation before anything is sent: what (file, size, counts), where
// (address and app ID), how many warnings are being accepted, and what the server does not
// document. Cancel is focused first, so Enter alone never sends.
import type { OpenedDocument } from '../../api';
import { formatBytes, formatNumber, t } from '../../i18n';
import { Dialog } from '../common/dialog';
import { SeverityIcon } from '../common/severity-icon';

export function ConfirmSendDialog(props: {
  open: boolean;
  document: OpenedDocument;
  target: { baseUrl: string; appId: number };
  onCancel(): void;
  onConfirm(): void;
}) {
  const { document, target } = props;
  const { report } = document;
  const warnings = report.counts.warning;
  return (
    <Dialog
      open={props.open}
      title={t('confirm.title')}
      onClose={props.onCancel}
      initialFocus="confirm-cancel"
      className="confirm-dialog"
      footer={
        <>
          <button id="confirm-cancel" type="button" className="button" onClick={props.onCancel}>{t('confirm.cancel')}</button>
          <button type="button" className="button primary" onClick={props.onConfirm}>
            {warnings > 0 ? t('confirm.sendWithWarnings', { count: warnings }) : t('confirm.send')}
          </button>
        </>
      }
    >
      <dl className="facts">
        <dt>{t('confirm.file')}</dt>
        <dd className="break">{document.name}</dd>
        <dt>{t('confirm.size')}</dt>
        <dd>{formatBytes(report.bytes)}</dd>
        <dt>{t('confirm.articles')}</dt>
        <dd>{formatNumber(report.articles)}</dd>
        <dt>{t('confirm.prices')}</dt>
        <dd>{formatNumber(report.prices)}</dd>
        <dt>{t('confirm.baseUrl')}</dt>
        <dd className="break mono">{target.baseUrl}</dd>
        <dt>{t('confirm.appId')}</dt>
        <dd className="mono">{String(target.appId)}</dd>
        <dt>{t('confirm.warnings')}</dt>
        <dd>{formatNumber(warnings)}</dd>
      </dl>
      {warnings > 0 && (
        <p className="notice warning-notice">
          <SeverityIcon severity="warning" />
          <span>{t('confirm.warningsNote', { count: warnings })}</span>
        </p>
      )}
      <p className="notice">{t('confirm.undocumented')}</p>
    </Dialog>
  );
}
