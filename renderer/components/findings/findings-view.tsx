// The Findings tab: a JSON syntax error first (it explains everything else), then the
// findings grouped by code, errors first, filterable by severity.
import { memo, useEffect, useRef, useState } from 'react';
import type { Severity } from '../../../shared/report/finding-codes';
import type { Finding, WindowDocument } from '../../api';
import type { Locale } from '../../../shared/messages/locale';
import { t } from '../../i18n';
import { SeverityIcon } from '../common/severity-icon';
import { FindingGroupSection, type FindingFocus } from './finding-group';
import { SyntaxErrorPanel } from './syntax-error-panel';
import { ReportExport } from './report-export';
import { PROTECTED_CODES } from '../../../shared/rules/ruleset-format';
import { mayMoveFocus, type FocusRequest } from '../../hooks/use-content-focus';

const SEVERITIES: Severity[] = ['error', 'warning', 'info'];
const FILTER_KEY = { error: 'findings.filter.error', warning: 'findings.filter.warning', info: 'findings.filter.info' } as const;
/** Groups open when the tab is first shown: enough to see the worst problems at once. */
const OPEN_AT_START = 3;

/** Fix automatically… (findings with a fix) and Set aside the records with errors… (errors). */
export interface FindingsActions {
  onFix?: () => void;
  onSetAside?: () => void;
}

/** A finding to show and focus in the list (next / previous problem, a marked cell's Enter). */
export interface FindingsFocus extends FindingFocus {
  code: Finding['code'];
}

// Memoised: it stays mounted behind the Preview, and the window re-renders on every step of
// the walk; drawing hundreds of listed findings again each time made each step slow. The
// language is a prop so that choosing another draws its texts again.
export const FindingsView = memo(function FindingsView(props: {
  document: WindowDocument;
  onReveal(finding: Finding): void;
  focus?: FindingsFocus;
  locale: Locale;
  /** What can be done about the findings here (absent: not for this file). */
  actions?: FindingsActions | undefined;
  /** Lowers an error's code to a warning for the chosen target (absent: no target chosen). */
  onTreatAsWarning?: ((code: Finding['code']) => void) | undefined;
  /** A file just opened on its findings: focus goes to its syntax error, else to the first group. */
  focusRequest?: FocusRequest | undefined;
}) {
  const { document, onReveal, focus, actions, onTreatAsWarning, focusRequest } = props;
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const content = root.current?.querySelector<HTMLElement>('.syntax-error, .group-toggle');
    if (content && mayMoveFocus()) content.focus();
    focusRequest.done();
  }, [focusRequest]);
  const { report } = document;
  const [shown, setShown] = useState<Record<Severity, boolean>>({ error: true, warning: true, info: true });
  // A finding of a severity the filter hides is shown all the same: the filter lets it through.
  const [shownFor, setShownFor] = useState<FindingsFocus>();
  if (focus && focus !== shownFor) {
    setShownFor(focus);
    const severity = report.groups.find((group) => group.code === focus.code)?.severity;
    if (severity && !shown[severity]) setShown({ ...shown, [severity]: true });
  }
  const groups = report.groups.filter((group) => shown[group.severity] && group.code !== 'json.syntax');
  const total = report.counts.error + report.counts.warning + report.counts.info;

  return (
    <div className="findings" ref={root}>
      <div className="findings-actions">
        {actions?.onFix && (
          <button type="button" className="button small" onClick={actions.onFix} title={t('fixes.fix.hint')}>{t('fixes.fix.button')}</button>
        )}
        {actions?.onSetAside && (
          <button type="button" className="button small" onClick={actions.onSetAside} title={t('fixes.setAside.hint')}>{t('fixes.setAside.button')}</button>
        )}
        <ReportExport documentId={document.documentId} />
      </div>
      {report.syntaxError && <SyntaxErrorPanel finding={report.syntaxError} />}
      {total === 0 || (report.syntaxError && total === 1) ? (
        report.syntaxError ? null : <p className="empty-note success-note">{t('findings.none')}</p>
      ) : (
        <>
          <div className="filter-bar" role="group" aria-label={t('findings.filterLabel')}>
            {SEVERITIES.map((severity) => (
              <button
                key={severity}
                type="button"
                className={`filter-toggle filter-${severity}`}
                aria-pressed={shown[severity] && report.counts[severity] > 0}
                disabled={report.counts[severity] === 0}
                onClick={() => setShown((current) => ({ ...current, [severity]: !current[severity] }))}
              >
                <span className="check" aria-hidden="true">
                  {shown[severity] && report.counts[severity] > 0 && (
                    <svg viewBox="0 0 12 12" width="12" height="12" focusable="false"><path d="M2.5 6.2l2.3 2.3 4.7-4.9" className="icon-stroke" /></svg>
                  )}
                </span>
                <SeverityIcon severity={severity} />
                {t(FILTER_KEY[severity], { count: report.counts[severity] })}
              </button>
            ))}
          </div>
          {groups.length === 0 ? (
            report.syntaxError ? null : <p className="empty-note">{t('findings.noneForFilter')}</p>
          ) : (
            <ul className="finding-groups">
              {groups.map((group, i) => (
                <FindingGroupSection
                  key={group.code}
                  documentId={document.documentId}
                  group={group}
                  initiallyOpen={i < OPEN_AT_START}
                  canReveal={document.parsed}
                  onReveal={onReveal}
                  {...(focus?.code === group.code ? { focus } : {})}
                  {...(onTreatAsWarning && group.severity === 'error' && !PROTECTED_CODES.has(group.code) ? { onTreatAsWarning } : {})}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
});
