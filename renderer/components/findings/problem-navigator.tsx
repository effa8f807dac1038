// Previous / next problem beside the tabs: which finding of how many the walk is at, and the
// keys that step (F8 and Shift+F8, as in code editors; the menu shows them too).
import type { ProblemWalk } from '../../hooks/use-problem-walk';
import { t } from '../../i18n';

const NEXT_PROBLEM_KEY = 'F8';
const PREVIOUS_PROBLEM_KEY = 'Shift+F8';

export function ProblemNavigator(props: { walk: ProblemWalk; total: number }) {
  const { walk, total } = props;
  if (total === 0) return null;
  return (
    <div className="problem-nav" role="group" aria-label={t('problems.label')}>
      <button
        type="button"
        className="button small quiet"
        title={t('problems.previousTip', { shortcut: PREVIOUS_PROBLEM_KEY })}
        aria-keyshortcuts={PREVIOUS_PROBLEM_KEY}
        onClick={walk.previous}
      >
        <span aria-hidden="true">↑</span><span className="problem-nav-label">{t('problems.previous')}</span>
      </button>
      <button
        type="button"
        className="button small quiet"
        title={t('problems.nextTip', { shortcut: NEXT_PROBLEM_KEY })}
        aria-keyshortcuts={NEXT_PROBLEM_KEY}
        onClick={walk.next}
      >
        <span aria-hidden="true">↓</span><span className="problem-nav-label">{t('problems.next')}</span>
      </button>
      <span className="problem-position muted small" role="status">
        {walk.current ? t('problems.position', { at: walk.current.at + 1, total }) : t('problems.count', { total })}
      </span>
    </div>
  );
}
