// The History tab: every send and every refusal to send, newest first, as recorded by main.
// A filter keeps one target's entries; each entry opens (a disclosure under its row) to what
// was sent, the comparison and the confirmations given, and the server's answer and items.
// "Kept for comparison" marks only the entry each target's next send is compared with.
import { useId, useMemo, useState } from 'react';
import type { HistoryEntry } from '../../api';
import type { HistoryList } from '../../hooks/use-history';
import { formatBytes, formatDateTime, formatDuration, t } from '../../i18n';
import { verdictWord } from '../common/verdict-word';
import { targetName } from '../../../shared/targets/target-name';
import { HistoryDetails } from './history-details';

const COLUMNS = 7;
const ALL = '';

export function HistoryView(props: { history: HistoryList }) {
  const { history } = props;
  const [target, setTarget] = useState(ALL);
  const targets = useMemo(() => targetsIn(history.entries), [history.entries]);
  // A target no longer among the entries (the history was read again) shows them all.
  const chosen = targets.some((option) => option.key === target) ? target : ALL;
  const shown = chosen === ALL ? history.entries : history.entries.filter((entry) => targetKey(entry) === chosen);
  const filterId = useId();
  return (
    <div className="history">
      <div className="toolbar history-toolbar">
        {history.total !== undefined && <span className="muted">{t('history.total', { count: history.total })}</span>}
        {targets.length > 0 && (
          <div className="history-filter">
            <label htmlFor={filterId}>{t('history.filterLabel')}</label>
            <select id={filterId} className="input select" value={chosen} onChange={(event) => setTarget(event.target.value)}>
              <option value={ALL}>{t('history.allTargets')}</option>
              {targets.map((option) => <option key={option.key} value={option.key}>{option.name}</option>)}
            </select>
          </div>
        )}
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
              {shown.map((entry) => <HistoryRow key={entryKey(entry)} entry={entry} />)}
            </tbody>
          </table>
          {shown.length === 0 && history.entries.length > 0 && <p className="empty-note">{t('history.filteredNone')}</p>}
        </div>
      )}
      {history.hasMore && (
        <button type="button" className="button small" onClick={history.more} disabled={history.loading}>{t('history.more')}</button>
      )}
    </div>
  );
}

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const verdict = entry.verdict ?? 'unknown';
  const counts = entry.counts && countsText(entry.counts);
  return (
    <>
      <tr>
        <td className="nowrap">
          <div>{formatDateTime(entry.time)}</div>
          <button
            type="button"
            className="link-button small details-toggle"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={t('history.detailsOf', { file: entry.file, time: formatDateTime(entry.time) })}
            onClick={() => setOpen((was) => !was)}
          >
            <svg className="chevron" viewBox="0 0 16 16" width="10" height="10" aria-hidden="true" focusable="false"><path d="M6 3.5l4.5 4.5L6 12.5" className="icon-stroke" /></svg>
            {t('history.showDetails')}
          </button>
        </td>
        <td>
          <span className={`verdict verdict-${verdict}`}>{verdictWord(verdict)}</span>
          {entry.baseline && (
            // Words, not only a mark: the tooltip explains, the text itself says it.
            <div className="digest-mark" title={t('history.baselineHint')}>
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false"><path d="M4.5 2.5h7v11L8 10.8l-3.5 2.7z" className="icon-stroke" /></svg>
              <span>{t('history.digest')}</span>
              <span className="visually-hidden">: {t('history.baselineHint')}</span>
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
          {entry.baseUrl !== undefined && entry.appId !== undefined ? (
            <>
              <div>{t(targetName({ baseUrl: entry.baseUrl, appId: entry.appId, label: entry.label }))}</div>
              {entry.label !== undefined && <div className="muted small">{t('history.targetValue', { appId: String(entry.appId), baseUrl: entry.baseUrl })}</div>}
            </>
          ) : (entry.baseUrl ?? '')}
        </td>
        <td className="numeric mono">{entry.status ?? ''}</td>
        {/* Spelled out, so it wraps between the counts (each count keeps its number and noun together). */}
        <td className="counts-cell">{counts}</td>
        <td className="numeric nowrap">{entry.durationMs !== undefined && entry.attempts !== 0 ? formatDuration(entry.durationMs) : ''}</td>
      </tr>
      {open && (
        <tr className="details-row" id={detailsId}>
          <td colSpan={COLUMNS}>
            <HistoryDetails entry={entry} counts={counts} />
          </td>
        </tr>
      )}
    </>
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

/** A target as the filter tells it apart: its app ID and base URL (the label is only its name). */
function targetKey(entry: HistoryEntry): string | undefined {
  if (entry.baseUrl === undefined) return undefined;
  return `${entry.appId ?? ''} ${entry.baseUrl}`;
}

/** The targets present, each named as its newest entry names it, in the order people read names. */
function targetsIn(entries: readonly HistoryEntry[]): Array<{ key: string; name: string }> {
  const named = new Map<string, string>();
  for (const entry of entries) {
    const key = targetKey(entry);
    if (key === undefined || named.has(key)) continue;
    named.set(key, entry.appId !== undefined ? t(targetName({ baseUrl: entry.baseUrl!, appId: entry.appId, label: entry.label })) : entry.baseUrl!);
  }
  return [...named].map(([key, name]) => ({ key, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Stable across filtering, reading again and loading older pages: an entry keeps its row (and whether it is open). */
function entryKey(entry: HistoryEntry): string {
  return [entry.time, entry.kind, entry.outcome, entry.appId, entry.baseUrl, entry.file, entry.sha256].join('\u0000');
}
