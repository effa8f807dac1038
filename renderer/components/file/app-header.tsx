// The header: the open file, its numbers, and its one state (ready to send, or how many errors
// are to be fixed), with the file actions beside it and the language switch at its end. One line
// at 1280 pixels in German: with a file open the app's name is left to the window's title (it
// says "with-errors.json – Article Importer"), and Reload and Close are icons beside the name.
// In a narrower header (900×600, 200 % zoom) secondary words give way (layout.css): the counts'
// labels under their icons, the language's name beside the globe, then the article and price
// counts (the Preview's tabs show them) and the words of Open file (its icon stays, named).
import type { ReactNode, Ref } from 'react';
import type { Severity } from '../../../shared/report/finding-codes';
import type { DocumentState } from '../../hooks/use-document';
import { formatBytes, formatClock, formatNumber, t } from '../../i18n';
import { targetName } from '../../../shared/targets/target-name';
import { SeverityIcon } from '../common/severity-icon';

const COUNT_LABEL = { error: 'summary.errors', warning: 'summary.warnings', info: 'summary.notes' } as const;

/** The open file's last send, as its state says it ("Sent to Staging 4711 at 15:47"). */
export interface SentState {
  verdict: 'accepted' | 'rejected' | 'failed' | 'unknown' | 'refused' | 'cancelled';
  baseUrl: string;
  appId: number;
  label?: string | undefined;
  time: string;
}

interface AppHeaderProps {
  state: DocumentState;
  onOpen(): void;
  onReload(): void;
  onClose(): void;
  shortcut: string;
  /** The open file's last send, when it was sent. */
  sent?: SentState | undefined;
  /** At the header's end (the language switch). */
  end?: ReactNode;
  /** The header is the window's "file" region: F6 and the skip links focus it (tabindex -1). */
  ref?: Ref<HTMLElement>;
}

export function AppHeader(props: AppHeaderProps) {
  const { state, ref } = props;
  const document = state.status === 'open' ? state.document : undefined;
  const report = document?.report;
  // A file that is not JSON: its records read before the error are counted as such.
  const before = report?.readBeforeError;
  return (
    <header className={`app-header${document ? ' has-file' : ''}`} ref={ref} tabIndex={-1}>
      <h1 className="app-title">{t('app.title')}</h1>
      <div className="file-summary" role="group" aria-label={t('summary.label')}>
        {document && report ? (
          <>
            <div className="file-name-row">
              <div className="file-name-block">
                <span className="file-name" title={document.path}>{document.name}</span>
                <span className="file-size muted">{formatBytes(report.bytes)}</span>
              </div>
              <button type="button" className="icon-button" onClick={props.onReload} aria-label={t('file.reload')} title={t('file.reloadHint')}>
                <svg viewBox="0 0 16 16" width="15" height="15" aria-hidden="true" focusable="false">
                  <path d="M13 8a5 5 0 1 1-1.5-3.6M13 2.5v3h-3" className="icon-stroke" />
                </svg>
              </button>
              <button type="button" className="icon-button" onClick={props.onClose} aria-label={t('file.close')} title={t('file.close')}>
                <svg viewBox="0 0 16 16" width="15" height="15" aria-hidden="true" focusable="false">
                  <path d="M4 4l8 8M12 4l-8 8" className="icon-stroke" />
                </svg>
              </button>
            </div>
            <dl className="stats">
              {before ? (
                // One stat for both: what is counted is only what was read before the error.
                <div className="stat stat-count">
                  <dt>{t('summary.beforeError')}</dt>
                  <dd>{t('summary.beforeErrorCounts', { articles: before.articles, prices: before.prices })}</dd>
                </div>
              ) : (
                <>
                  <div className="stat stat-count">
                    <dt>{t('summary.articles')}</dt>
                    <dd>{formatNumber(report.articles)}</dd>
                  </div>
                  <div className="stat stat-count">
                    <dt>{t('summary.prices')}</dt>
                    <dd>{formatNumber(report.prices)}</dd>
                  </div>
                </>
              )}
              {(['error', 'warning', 'info'] as Severity[]).map((severity) => (
                <div key={severity} className={`stat stat-${severity}${report.counts[severity] > 0 ? ' nonzero' : ''}`}>
                  <dt>
                    <SeverityIcon severity={severity} />
                    <span className="stat-label">{t(COUNT_LABEL[severity])}</span>
                  </dt>
                  <dd>{formatNumber(report.counts[severity])}</dd>
                </div>
              ))}
            </dl>
            <StatePill errors={report.counts.error} warnings={report.counts.warning} unreadableFrom={report.syntaxError?.line} sent={props.sent} />
          </>
        ) : state.status === 'opening' ? (
          <span className="muted">{state.name !== undefined ? t('state.checkingName', { name: state.name }) : t('state.checking')}</span>
        ) : (
          <span className="muted">{t('summary.noFile')}</span>
        )}
      </div>
      <div className="header-actions">
        <button type="button" className="button open-button" onClick={props.onOpen} title={t('file.openShortcut', { shortcut: props.shortcut })} disabled={state.status === 'opening'}>
          <svg className="open-icon" viewBox="0 0 16 16" width="15" height="15" aria-hidden="true" focusable="false">
            <path d="M1.5 4.5v8h11l2-5.5h-11M1.5 4.5V3h4l1.5 1.5h5.5V7" className="icon-stroke" />
          </svg>
          <span className="open-label">{t('file.open')}</span>
        </button>
        {props.end}
      </div>
    </header>
  );
}

/** What the last send of the file says of its state; undefined when nothing reached the target (the file is still ready to send). */
function sentText(sent: SentState | undefined): { text: string; accepted: boolean } | undefined {
  if (sent === undefined) return undefined;
  const values = { target: t(targetName(sent)), time: formatClock(sent.time) };
  if (sent.verdict === 'accepted') return { text: t('state.sentTo', values), accepted: true };
  if (sent.verdict === 'rejected') return { text: t('state.rejectedBy', values), accepted: false };
  if (sent.verdict === 'unknown') return { text: t('state.sentUnknown', values), accepted: false };
  return undefined;
}

function StatePill(props: { errors: number; warnings: number; unreadableFrom: number | undefined; sent: SentState | undefined }) {
  // One state, said in words (and shape), never by colour alone.
  if (props.errors > 0) {
    const pill = (
      <p className="state-pill state-blocked" role="status" data-testid="file-state">
        <SeverityIcon severity="error" />
        {t('state.errorsToFix', { count: props.errors })}
      </p>
    );
    if (props.unreadableFrom === undefined) return pill;
    return (
      <div className="state-block">
        {pill}
        <p className="state-sub state-sub-error">
          {t('state.unreadablePast', { line: props.unreadableFrom })}
          <br />
          {t('state.notSendable')}
        </p>
      </div>
    );
  }
  const sent = sentText(props.sent);
  if (sent !== undefined && !sent.accepted) {
    return (
      <p className="state-pill state-blocked" role="status" data-testid="file-state">
        <SeverityIcon severity={props.sent?.verdict === 'unknown' ? 'warning' : 'error'} />
        {sent.text}
      </p>
    );
  }
  return (
    <div className="state-block">
      <p className="state-pill state-ready" role="status" data-testid="file-state">
        <svg className="ready-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7" className="icon-fill" />
          <path d="M4.6 8.3l2.2 2.2 4.6-4.8" className="icon-mark" />
        </svg>
        {sent?.text ?? t('state.ready')}
      </p>
      {props.warnings > 0 && sent === undefined && <p className="state-sub">{t('state.warningsToReview', { count: props.warnings })}</p>}
    </div>
  );
}
