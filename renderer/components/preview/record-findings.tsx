// The findings about one record, in file order: severity, message, and the field each is about
// with its place in the file. Says when the list may be incomplete (still checking, or the
// report's cap per code).
import type { Finding, RecordDetails } from '../../api';
import { t } from '../../i18n';
import { LIMITS } from '../../../shared/payload/payload-schema';
import { SeverityIcon, severityLabel } from '../common/severity-icon';
import { fieldPath } from './field-path';

export function RecordFindings({ details }: { details: RecordDetails }) {
  if (details.findingsState === 'checking') return <p className="muted">{t('details.findingsChecking')}</p>;
  return (
    <>
      {details.findings.length === 0 ? (
        <p className="muted">{t('details.findingsNone')}</p>
      ) : (
        <ul className="record-findings">
          {details.findings.map((finding, i) => (
            <li key={i} className="record-finding">
              <SeverityIcon severity={finding.severity} />
              <span className="visually-hidden">{severityLabel(finding.severity)}: </span>
              <span className="record-finding-text">
                <span>{t(finding.message)}</span>
                <span className="record-finding-where">
                  <FindingField finding={finding} recordPointer={details.pointer} />
                  {finding.line !== undefined && finding.column !== undefined && (
                    <> · {t('findings.place', { line: finding.line, column: finding.column })}</>
                  )}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {details.findingsState === 'capped' && <p className="muted small">{t('details.findingsCapped', { limit: LIMITS.findingsPerCode })}</p>}
    </>
  );
}

/** The field a finding is about, as a path into the record (`name › de`), or the record itself. */
function FindingField({ finding, recordPointer }: { finding: Finding; recordPointer: string }) {
  const path = fieldPath(finding.pointer, recordPointer);
  return path.length === 0 ? <>{t('details.wholeRecord')}</> : <code className="record-finding-field">{path.join(' › ')}</code>;
}
