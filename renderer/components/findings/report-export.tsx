// Export the report: the open file's report to hand over to the ERP team, saved where the user
// chooses (main shows the OS's save dialog and writes it): an Excel workbook by default, or
// the text table. Says where it went, and offers to open it or show it in its folder (main
// does either only for the report it saved last).
import { useState } from 'react';
import type { Text } from '../../../shared/messages/text';
import { call, errorMessage } from '../../api';
import { currentLocale, t } from '../../i18n';

type ExportState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; path: string; problem?: Text }
  | { status: 'failed'; message: Text };

export function ReportExport(props: { documentId: string }) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const save = (format: 'xlsx' | 'text') => {
    setState({ status: 'saving' });
    call((a) => a.exportReport({ documentId: props.documentId, locale: currentLocale(), format })).then(
      (answer) => setState(answer.saved && answer.path !== undefined ? { status: 'saved', path: answer.path } : { status: 'idle' }),
      (failure: unknown) => setState({ status: 'failed', message: errorMessage(failure) }),
    );
  };
  const afterSave = (path: string, ask: (path: string) => Promise<unknown>) => {
    setState({ status: 'saved', path });
    ask(path).catch((failure: unknown) => setState({ status: 'saved', path, problem: errorMessage(failure) }));
  };
  return (
    <div className="report-export">
      <button type="button" className="button small" onClick={() => save('xlsx')} disabled={state.status === 'saving'} title={t('findings.export.hint')}>
        {t('findings.export.button')}
      </button>
      <button type="button" className="button small quiet" onClick={() => save('text')} disabled={state.status === 'saving'} title={t('findings.export.textHint')}>
        {t('findings.export.textButton')}
      </button>
      {/* Its own line once there is something to say: where the report went, and what to do with it. */}
      <div className={state.status === 'idle' || state.status === 'saving' ? 'report-export-result' : 'report-export-result shown'}>
        <p className="report-export-status muted small" role="status">
          {state.status === 'saved' && t('findings.export.saved', { path: state.path })}
          {state.status === 'saved' && state.problem && <span className="report-export-problem"> {t(state.problem)}</span>}
          {state.status === 'failed' && t(state.message)}
        </p>
        {state.status === 'saved' && (
          <span className="report-export-saved">
            <button type="button" className="button small" onClick={() => afterSave(state.path, (path) => call((a) => a.openSavedReport({ path })))}>
              {t('findings.export.open')}
            </button>
            <button type="button" className="button small quiet" onClick={() => afterSave(state.path, (path) => call((a) => a.showSavedReport({ path })))}>
              {t('findings.export.showInFolder')}
            </button>
          </span>
        )}
      </div>
    </div>
  );
}
