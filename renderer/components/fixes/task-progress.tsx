// The progress of a file task in its dialog (a fix plan, a corrected copy, a set-aside): what
// is being done, how far (bytes read, or records written), and Cancel in the dialog's footer.
import type { MessageKey } from '../../../shared/messages/catalogue';
import type { FileTaskProgress } from '../../api';
import { formatBytesOf, formatPercent, t } from '../../i18n';

export function TaskProgress(props: { title: string; progress: FileTaskProgress | undefined }) {
  const { progress } = props;
  const fraction = progress && progress.total > 0 ? Math.min(1, progress.done / progress.total) : undefined;
  const key: MessageKey = progress?.unit === 'records' ? 'fixes.progressRecords' : 'fixes.progressBytes';
  const detail = progress === undefined ? '' : progress.unit === 'records' ? t(key, { done: progress.done, total: progress.total }) : t(key, formatBytesOf(progress.done, progress.total));
  return (
    <div className="file-task-progress" aria-busy="true">
      <p>{props.title}</p>
      <div
        className={`progress-bar${fraction === undefined ? ' indeterminate' : ''}`}
        role="progressbar"
        aria-label={t('fixes.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={fraction === undefined ? undefined : Math.round(fraction * 100)}
        aria-valuetext={fraction === undefined ? props.title : formatPercent(fraction)}
      >
        <div className="progress-fill" style={{ width: fraction === undefined ? undefined : `${fraction * 100}%` }} />
      </div>
      <p className="muted small">{detail}</p>
    </div>
  );
}
