// The History tab: every send and every refusal to send, newest first, as recorded by main.
import type { HistoryEntry } from '../../api';
import type { HistoryList } from '../../hooks/use-history';
import { formatBytes, formatDateTime, formatDuration, t } from '../../i18n';

const VERDICT = {
  accepted: 'verdict.accepted',
  rejected: 'verdict.rejected',
  failed: 'verdict.failed',
  unknown: 'verdict.unknown',
  refused: 'verdict.refused',
  cancelled: 'verdict.cancelled',
} as const;

export function HistoryView(props: { history: HistoryList }) {
  const { history } = props;
  return (
    <div className="history">
      <div className="toolbar">
        {history.total !== undefined && <span className="muted">{t('history.total', { count: history.total })}</span>}
        <button type="button" className="button small" onClick={history.refresh} disabled={history.loading}>{t('history.refresh')}</button>
      </div>
      {history.error && <p className="inline-alert" role="alert">{t('history.loadFailed', { message: history.error })}</p>}
      {history.total === 0 ? (
        <p className="empty-note">{t('history.empty')}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('history.tableLabel')}>
          <table className="history-table">
            <thead>
              <tr>
                <th scope="col">{t('history.time')}</th>
                <th scope="col">{t('history.outcome')}</th>
                <th scope="col">{t('history.file')}</th>
                <th scope="col">{t('history.target')}</th>
                <th scope="col" className="numeric">{t('history.status')}</th>
                <th scope="col">{t('history.counts')}</th>
                <th scope="col" className="numeric">{t('history.duration')}</th>
              </tr>
            </thead>
            <tbody>
              {history.entries.map((entry, i) => <HistoryRow key={`${entry.time}-${i}`} entry={entry} />)}
            </tbody>
          </table>
        </div>
      )}
      {history.hasMore && (
        <button type="button" className="button small" onClick={history.more} disabled={history.loading}>{t('history.more')}</button>
      )}
    </div>
  );
}

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const verdict = entry.verdict ?? 'unknown';
  const counts = entry.counts && countsText(entry.counts);
  return (
    <tr>
      <td className="nowrap">{formatDateTime(entry.time)}</td>
      <td>
        <span className={`verdict verdict-${verdict}`}>{t(VERDICT[verdict])}</span>
        {entry.digest && (
          // Words, not only a mark: the tooltip explains, the text itself says it.
          <div className="digest-mark" title={t('history.digestHint')}>
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false"><path d="M4.5 2.5h7v11L8 10.8l-3.5 2.7z" className="icon-stroke" /></svg>
            <span>{t('history.digest')}</span>
            <span className="visually-hidden">: {t('history.digestHint')}</span>
          </div>
        )}
        {entry.message && <div className="muted small history-message">{t(entry.message)}</div>}
      </td>
      <td className="file-cell">
        <div className="break">{entry.file}</div>
        {entry.correctedCopyOf && <div className="muted small break">{t('history.correctedCopy', entry.correctedCopyOf)}</div>}
        {entry.bytes !== undefined && <div className="muted small">{formatBytes(entry.bytes)}</div>}
      </td>
      <td className="break target-cell">
        {entry.baseUrl !== undefined && entry.appId !== undefined
          ? t('history.targetValue', { appId: String(entry.appId), baseUrl: entry.baseUrl })
          : entry.baseUrl ?? ''}
      </td>
      <td className="numeric mono">{entry.status ?? ''}</td>
      {/* Spelled out, so it wraps between the counts (each count keeps its number and noun together). */}
      <td className="counts-cell">{counts}</td>
      <td className="numeric nowrap">{entry.durationMs !== undefined && entry.attempts !== 0 ? formatDuration(entry.durationMs) : ''}</td>
    </tr>
  );
}

/** The findings figures spelled out ("3 errors, 0 warnings"); the notes only when the entry has
 *  them (the history file records errors and warnings, so `info` is usually absent). */
function countsText(counts: NonNullable<HistoryEntry['counts']>): string {
  const errors = counts.error;
  const warnings = counts.warning;
  if (counts.info === undefined) return t('history.countsValueNoNotes', { errors, warnings });
  return t('history.countsValue', { errors, warnings, notes: counts.info });
}
