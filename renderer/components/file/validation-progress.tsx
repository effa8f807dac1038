// While main's worker reads and checks the file: the phases, the current one marked, how much
// of the file has been read, how many records are checked, about how long is left, and Cancel
// (once main has said which check this is).
import { useMemo } from 'react';
import type { ValidationProgress as Progress } from '../../api';
import { formatBytesOf, t } from '../../i18n';
import { TimeLeft } from '../../../shared/progress/time-left';
import { ProgressBar } from '../common/progress-bar';

const PHASES = ['reading', 'crossChecking', 'locating'] as const;
const PHASE_TEXT = {
  reading: 'progress.phase.reading',
  crossChecking: 'progress.phase.crossChecking',
  locating: 'progress.phase.locating',
} as const;

export function ValidationProgress(props: { name?: string; progress?: Progress; onCancel?: () => void; cancelling?: boolean; compact?: boolean }) {
  const { name, progress, onCancel, cancelling = false, compact = false } = props;
  // One estimate per check: a new document starts a new clock.
  const documentId = progress?.documentId;
  const timeLeft = useMemo(() => (documentId === undefined ? undefined : new TimeLeft()), [documentId]);
  const current = progress ? PHASES.indexOf(progress.phase) : 0;
  const reading = progress?.phase === 'reading' && progress.totalBytes > 0;
  const fraction = reading ? progress.bytesRead / progress.totalBytes : undefined;
  const left = reading ? timeLeft?.estimate(progress.bytesRead, progress.totalBytes) : undefined;
  return (
    <div className={compact ? 'validation-progress compact' : 'validation-progress'} aria-busy="true">
      <h2 className="progress-title">{name !== undefined ? t('progress.title', { name }) : t('state.checking')}</h2>
      <ProgressBar label={t('progress.label')} fraction={fraction} textWhileUnknown={t(PHASE_TEXT[PHASES[current] ?? 'reading'])} />
      <ol className="phases">
        {PHASES.map((phase, i) => (
          <li key={phase} className={i < current ? 'phase done' : i === current ? 'phase current' : 'phase'} aria-current={i === current ? 'step' : undefined}>
            <span className="phase-mark" aria-hidden="true" />
            {t(PHASE_TEXT[phase])}
            {i === current && reading && (
              <span className="muted small phase-bytes">
                {t('progress.bytes', formatBytesOf(progress.bytesRead, progress.totalBytes))}
                {' · '}
                {t('progress.records', { count: progress.records })}
                {left !== undefined && <>{' · '}{t('progress.timeLeft', { duration: { ms: left } })}</>}
              </span>
            )}
          </li>
        ))}
      </ol>
      {onCancel && (
        <div>
          <button type="button" className="button" onClick={onCancel} disabled={cancelling}>
            {cancelling ? t('progress.cancelling') : t('progress.cancel')}
          </button>
        </div>
      )}
    </div>
  );
}
