// The progress of a file task in its dialog (a fix plan, a corrected copy, a set-aside): what
// is being done, how far (bytes read, or records written), and Cancel in the dialog's footer.
import type { MessageKey } from '../../../shared/messages/catalogue';
import type { FileTaskProgress } from '../../api';
import { formatBytesOf, t } from '../../i18n';
import { ProgressBar } from '../common/progress-bar';

export function TaskProgress(props: { title: string; progress: FileTaskProgress | undefined }) {
  const { progress } = props;
  const fraction = progress && progress.total > 0 ? Math.min(1, progress.done / progress.total) : undefined;
  const key: MessageKey = progress?.unit === 'records' ? 'fixes.progressRecords' : 'fixes.progressBytes';
  const detail = progress === undefined ? '' : progress.unit === 'records' ? t(key, { done: progress.done, total: progress.total }) : t(key, formatBytesOf(progress.done, progress.total));
  return (
    <div className="file-task-progress" aria-busy="true">
      <p>{props.title}</p>
      <ProgressBar label={t('fixes.progressLabel')} fraction={fraction} textWhileUnknown={props.title} />
      <p className="muted small">{detail}</p>
    </div>
  );
}
