// Set aside the records with errors…: main's check first (with progress and Cancel), then the
// counts (articles and prices that can be sent and that are set aside) or why it cannot be
// done; "Save both files…" lets main ask for the two files and write them.
import type { SetAsideFlow } from '../../hooks/use-set-aside';
import { currentLocale, formatNumber, t } from '../../i18n';
import { Dialog } from '../common/dialog';
import { TaskProgress } from './task-progress';

export function SetAsideDialog(props: { flow: SetAsideFlow }) {
  const { flow } = props;
  const { state } = flow;
  if (state.step === 'closed') return null;
  const saving = state.step === 'saving';
  const busy = state.step === 'checking' || saving;
  const checked = state.step === 'checked' || state.step === 'saving' ? state : undefined;
  const ready = checked?.check.state === 'ready' ? checked.check : undefined;
  const anySendable = ready !== undefined && ready.article.sendable + ready.price.sendable > 0;

  return (
    <Dialog
      open
      className="set-aside-dialog"
      title={t('fixes.setAside.title', { name: state.name })}
      onClose={flow.cancel}
      footer={
        <>
          <button type="button" className="button" onClick={flow.cancel}>{busy || ready ? t('fixes.cancel') : t('fixes.close')}</button>
          {ready && (
            <button type="button" className="button primary" onClick={() => flow.save(currentLocale())} disabled={saving}>
              {anySendable ? t('fixes.setAside.save') : t('fixes.setAside.saveRejected')}
            </button>
          )}
        </>
      }
    >
      {state.step === 'checking' && <TaskProgress title={t('fixes.setAside.checking', { name: state.name })} progress={flow.progress} />}
      {state.step === 'failed' && <p className="inline-alert" role="alert">{t(state.failure)}</p>}
      {checked?.check.state === 'unreadable' && <p>{t('fixes.setAside.unreadable', { name: checked.name })}</p>}
      {checked?.check.state === 'documentErrors' && <p>{t('fixes.setAside.documentErrors', { name: checked.name, count: checked.check.errors })}</p>}
      {saving && <TaskProgress title={t('fixes.setAside.saving')} progress={flow.progress} />}
      {ready && !saving && (
        <>
          <p>{t('fixes.setAside.intro', { name: checked!.name })}</p>
          {checked!.failure && <p className="inline-alert" role="alert">{t(checked!.failure)}</p>}
          <table className="set-aside-counts">
            <caption className="visually-hidden">{t('fixes.setAside.countsLabel')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fixes.setAside.records')}</th>
                <th scope="col" className="numeric">{t('fixes.setAside.sendable')}</th>
                <th scope="col" className="numeric">{t('fixes.setAside.setAside')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('summary.articles')}</th>
                <td className="numeric">{formatNumber(ready.article.sendable)}</td>
                <td className="numeric">{formatNumber(ready.article.setAside)}</td>
              </tr>
              <tr>
                <th scope="row">{t('summary.prices')}</th>
                <td className="numeric">{formatNumber(ready.price.sendable)}</td>
                <td className="numeric">{formatNumber(ready.price.setAside)}</td>
              </tr>
            </tbody>
          </table>
          {!anySendable && <p className="notice">{t('fixes.setAside.nothingSendable')}</p>}
        </>
      )}
    </Dialog>
  );
}
