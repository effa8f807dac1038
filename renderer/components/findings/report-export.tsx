// Export the report: the open file's report as a table to hand over to the ERP team, saved
// where the user chooses (main shows the OS's save dialog and writes it). Says where it went.
import { useState } from 'react';
import type { Text } from '../../../shared/messages/text';
import { call, errorMessage } from '../../api';
import { currentLocale, t } from '../../i18n';

type ExportState = { status: 'idle' } | { status: 'saving' } | { status: 'saved'; path: string } | { status: 'failed'; message: Text };

export function ReportExport(props: { documentId: string }) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const save = () => {
    setState({ status: 'saving' });
    call((a) => a.exportReport({ documentId: props.documentId, locale: currentLocale() })).then(
      (answer) => setState(answer.saved && answer.path !== undefined ? { status: 'saved', path: answer.path } : { status: 'idle' }),
      (failure: unknown) => setState({ status: 'failed', message: errorMessage(failure) }),
    );
  };
  return (
    <div className="report-export">
      <button type="button" className="button small" onClick={save} disabled={state.status === 'saving'} title={t('findings.export.hint')}>
        {t('findings.export.button')}
      </button>
      <p className="report-export-status muted small" role="status">
        {state.status === 'saved' && t('findings.export.saved', { path: state.path })}
        {state.status === 'failed' && t(state.message)}
      </p>
    </div>
  );
}
