// The one progress bar (checking a file, sending it, a file task): a share when it is known,
// else the moving bar, with what a screen reader says of it either way.
import { formatPercent } from '../../i18n';

export function ProgressBar(props: { label: string; fraction: number | undefined; textWhileUnknown: string }) {
  const { fraction } = props;
  return (
    <div
      className={`progress-bar${fraction === undefined ? ' indeterminate' : ''}`}
      role="progressbar"
      aria-label={props.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={fraction === undefined ? undefined : Math.round(fraction * 100)}
      aria-valuetext={fraction === undefined ? props.textWhileUnknown : formatPercent(fraction)}
    >
      <div className="progress-fill" style={{ width: fraction === undefined ? undefined : `${fraction * 100}%` }} />
    </div>
  );
}
