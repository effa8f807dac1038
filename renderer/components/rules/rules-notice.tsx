// What the Rules view's last action came to: done (a status), failed, or a ruleset that could
// not be imported, with each problem at its place (an alert).
import type { RulesNotice } from '../../hooks/use-rules';
import { t } from '../../i18n';

export function RulesNoticeText(props: { notice: RulesNotice | undefined; onDismiss(): void }) {
  const { notice } = props;
  return (
    <div className="rules-notice">
      {/* Always there, so that screen readers hear what comes into it. */}
      <p className="muted small" role="status">{notice?.kind === 'done' ? t(notice.message) : ''}</p>
      {notice?.kind === 'failed' && (
        <div className="inline-alert" role="alert">
          <span>{t(notice.message)}</span>
          <button type="button" className="button small quiet" onClick={props.onDismiss}>{t('app.dismiss')}</button>
        </div>
      )}
      {notice?.kind === 'unusable' && (
        <div className="rules-unusable" role="alert">
          <p>{t('rules.importUnusable', { file: notice.file })}</p>
          <ul className="rules-problems">
            {notice.problems.map((problem, i) => <li key={i}>{t('rules.problem', { place: problem.place, message: problem.message })}</li>)}
          </ul>
          <button type="button" className="button small quiet" onClick={props.onDismiss}>{t('app.dismiss')}</button>
        </div>
      )}
    </div>
  );
}
