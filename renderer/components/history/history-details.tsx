// One history entry, opened: what was sent (file, size, short SHA-256, contents, findings,
// ruleset, fixes), what it would have changed at the target and what the user confirmed, and
// the server's answer with its items and the first part of its text.
import type { HistoryEntry } from '../../api';
import { formatBytes, t } from '../../i18n';
import { verdictWord } from '../common/verdict-word';
import { ServerItems } from '../send-result-panel';

/** Enough of a SHA-256 to tell two files apart by eye; the whole one is in the tooltip. */
const SHORT_SHA = 12;

export function HistoryDetails({ entry, counts }: { entry: HistoryEntry; counts: string | undefined }) {
  const verdict = verdictWord(entry.verdict ?? 'unknown');
  return (
    <div className="history-details">
      <section>
        <h3>{t('history.details.sent')}</h3>
        <dl className="result-facts">
          <dt>{t('result.file')}</dt>
          <dd className="break">{entry.file}</dd>
          {entry.bytes !== undefined && (
            <>
              <dt>{t('history.details.size')}</dt>
              <dd>{formatBytes(entry.bytes)}</dd>
            </>
          )}
          {entry.sha256 !== undefined && (
            <>
              <dt>{t('history.details.sha')}</dt>
              <dd className="mono" title={entry.sha256}>{entry.sha256.slice(0, SHORT_SHA)}</dd>
            </>
          )}
          {entry.articles !== undefined && entry.prices !== undefined && (
            <>
              <dt>{t('history.details.contents')}</dt>
              <dd>{t('history.details.contentsValue', { articles: entry.articles, prices: entry.prices })}</dd>
            </>
          )}
          {counts !== undefined && (
            <>
              <dt>{t('history.details.findings')}</dt>
              <dd>{counts}</dd>
            </>
          )}
          {entry.rules !== undefined && (
            <>
              <dt>{t('history.details.rules')}</dt>
              <dd title={entry.rules.sha256}>{t('history.details.rulesValue', { name: entry.rules.name, sha: entry.rules.sha256.slice(0, SHORT_SHA) })}</dd>
            </>
          )}
          {entry.correctedCopyOf !== undefined && (
            <>
              <dt>{t('history.details.fixes')}</dt>
              <dd>{t('history.correctedCopy', entry.correctedCopyOf)}</dd>
            </>
          )}
        </dl>
      </section>
      <section>
        <h3>{t('history.details.comparison')}</h3>
        <Comparison changes={entry.changes} />
        <h3>{t('history.details.confirmed')}</h3>
        <Confirmed confirmed={entry.confirmed} compared={entry.changes !== undefined} />
      </section>
      <section>
        <h3>{t('history.details.answer')}</h3>
        <p>{entry.status !== undefined ? t('result.answerStatus', { verdict, status: String(entry.status) }) : verdict}</p>
        {entry.message && <p className="muted small">{t(entry.message)}</p>}
        {entry.items && entry.items.length > 0 && <ServerItems items={entry.items} articles={entry.articles} />}
        {entry.responseExcerpt !== undefined && entry.responseExcerpt !== '' && (
          <details>
            <summary>{t('history.details.excerpt')}</summary>
            <pre className="response-body" tabIndex={0} role="region" aria-label={t('history.details.excerpt')}><code>{entry.responseExcerpt}</code></pre>
            {entry.responseTruncated && <p className="muted small">{t('result.responseTruncated')}</p>}
          </details>
        )}
      </section>
    </div>
  );
}

function Comparison({ changes }: { changes: HistoryEntry['changes'] }) {
  if (changes === undefined) return <p className="muted">{t('history.details.notRecorded')}</p>;
  if (changes.kind === 'first') return <p>{t('history.changes.first')}</p>;
  if (changes.kind === 'notComparable') return <p>{t('history.changes.notComparable', { reason: changes.reason })}</p>;
  if (changes.identical) return <p>{t('history.changes.identical')}</p>;
  return (
    <ul>
      <li>{t('history.changes.articles', changes.articles)}</li>
      <li>{t('history.changes.prices', changes.prices)}</li>
    </ul>
  );
}

/** Each question the user answered yes; "nothing needed confirming" only where the record would have said. */
function Confirmed({ confirmed, compared }: { confirmed: HistoryEntry['confirmed']; compared: boolean }) {
  if (confirmed === undefined) return <p className={compared ? undefined : 'muted'}>{t(compared ? 'history.confirmed.none' : 'history.details.notRecorded')}</p>;
  const said: string[] = [];
  if (confirmed.warnings !== undefined) said.push(t('history.confirmed.warnings', { count: confirmed.warnings }));
  if (confirmed.notComparable !== undefined) said.push(t('history.confirmed.notComparable'));
  if (confirmed.leftOut !== undefined) {
    said.push(t(confirmed.leftOut.of === 'prices' ? 'history.confirmed.leftOutPrices' : 'history.confirmed.leftOutArticles', { count: confirmed.leftOut.removed }));
  }
  if (confirmed.priceJumps !== undefined) said.push(t('history.confirmed.priceJumps', { count: confirmed.priceJumps }));
  if (confirmed.drift !== undefined) said.push(t('history.confirmed.drift', confirmed.drift));
  return <ul>{said.map((line) => <li key={line}>{line}</li>)}</ul>;
}
