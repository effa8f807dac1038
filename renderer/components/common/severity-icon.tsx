// Severity is never shown by colour alone: each has its own shape (circle with a cross,
// triangle, circle with an "i"), and callers put the severity's name next to it or in a label.
import type { Severity } from '../../../shared/report/finding-codes';
import { t } from '../../i18n';

const LABEL = { error: 'severity.error', warning: 'severity.warning', info: 'severity.info' } as const;

export function severityLabel(severity: Severity): string {
  return t(LABEL[severity]);
}

/** The icon; `labelled` gives it the severity's name for screen readers when no text is beside it. */
export function SeverityIcon(props: { severity: Severity; labelled?: boolean }) {
  const { severity, labelled } = props;
  const a11y = labelled ? { role: 'img', 'aria-label': severityLabel(severity) } : { 'aria-hidden': true };
  return (
    <svg className={`severity-icon severity-${severity}`} viewBox="0 0 16 16" width="16" height="16" focusable="false" {...a11y}>
      {severity === 'error' && (
        <>
          <circle cx="8" cy="8" r="7" className="icon-fill" />
          <path d="M5.2 5.2l5.6 5.6M10.8 5.2l-5.6 5.6" className="icon-mark" />
        </>
      )}
      {severity === 'warning' && (
        <>
          <path d="M8 1.2l7 13H1z" className="icon-fill" />
          <path d="M8 6v4" className="icon-mark" />
          <circle cx="8" cy="12" r="0.9" className="icon-dot" />
        </>
      )}
      {severity === 'info' && (
        <>
          <circle cx="8" cy="8" r="7" className="icon-fill" />
          <path d="M8 7.2v4.4" className="icon-mark" />
          <circle cx="8" cy="4.8" r="0.9" className="icon-dot" />
        </>
      )}
    </svg>
  );
}
