// The outcome of a send, first in plain words: what was sent (the file, its articles and
// prices), to which target, when (local time) and the answer (accepted or not, the HTTP
// status, and main's sentence with the reason and the next step). Below it the items the
// server named, numbered from 1, each with a link to its row in the preview; then the server's
// answer as it came (pretty JSON, capped by main), collapsed. A file changed on disk gets its
// own message and a Reload action.
import { useEffect, useId, useRef } from 'react';
import type { SendResult } from '../api';
import { formatDateTime, formatDuration, t } from '../i18n';
import { verdictWord } from './common/verdict-word';
import { targetName } from '../../shared/targets/target-name';

const TITLE = {
  accepted: 'result.title.accepted',
  rejected: 'result.title.rejected',
  failed: 'result.title.failed',
  unknown: 'result.title.unknown',
  refused: 'result.title.refused',
  cancelled: 'result.title.cancelled',
} as const;

/** The UI's own cap on top of main's, so a huge answer cannot make the panel sluggish. */
const DISPLAY_CAP = 64 * 1024;

type ServerItem = NonNullable<SendResult['items']>[number];

export function SendResultPanel(props: { result: SendResult; onReload(): void; onDismiss(): void; onShowArticle?(index: number): void }) {
  const { result } = props;
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The progress (and its Cancel button, which had focus) is gone: the result takes focus so
  // it is read out and keyboard users continue from it.
  useEffect(() => heading.current?.focus(), [result]);
  // The file changed since it was validated (before or during the upload): it needs reloading.
  const changed = result.outcome === 'refused.fileChanged';
  const tone = result.verdict === 'accepted' ? 'success' : result.verdict === 'unknown' || result.verdict === 'cancelled' ? 'caution' : 'failure';
  const text = result.response?.text ?? '';
  const shown = text.length > DISPLAY_CAP ? text.slice(0, DISPLAY_CAP) : text;
  const truncated = (result.response?.truncated ?? false) || shown.length < text.length;
  const verdict = verdictWord(result.verdict);

  return (
    <section className={`result result-${tone}`} aria-labelledby={titleId}>
      <div className="result-main">
        <h2 id={titleId} className="result-title" tabIndex={-1} ref={heading}>
          <ResultIcon tone={tone} />
          {changed ? t('result.title.fileChanged') : t(TITLE[result.verdict])}
        </h2>
        {/* Main's sentence: it says whether anything went out, why not, and what to do next. */}
        <p className="result-message">{t(result.message)}</p>
        {changed && (
          <div>
            <button type="button" className="button primary" onClick={props.onReload}>{t('result.reload')}</button>
          </div>
        )}
        <dl className="result-facts">
          {result.file && (
            <>
              <dt>{t('result.file')}</dt>
              <dd>{t('result.fileValue', { file: result.file.name, articles: result.file.articles, prices: result.file.prices })}</dd>
            </>
          )}
          {result.baseUrl !== undefined && result.appId !== undefined && (
            <>
              <dt>{t('result.target')}</dt>
              <dd>
                {t(targetName({ baseUrl: result.baseUrl, appId: result.appId, label: result.label }))}
                {/* A label says nothing of where: the address beside it (the name without a label already says it). */}
                {result.label !== undefined && <span className="muted"> · {t('result.targetValue', { appId: String(result.appId), baseUrl: result.baseUrl })}</span>}
              </dd>
            </>
          )}
          {result.time !== undefined && (
            <>
              <dt>{t('result.time')}</dt>
              <dd>{formatDateTime(result.time)}</dd>
            </>
          )}
          <dt>{t('result.answer')}</dt>
          <dd>{result.status !== undefined ? t('result.answerStatus', { verdict, status: String(result.status) }) : verdict}</dd>
          {/* Nothing went out (e.g. the file changed before the request): no duration to speak of. */}
          {result.durationMs !== undefined && result.attempts !== 0 && (
            <>
              <dt>{t('result.duration')}</dt>
              <dd>{formatDuration(result.durationMs)}</dd>
            </>
          )}
          {result.attempts !== undefined && result.attempts > 1 && (
            <>
              <dt>{t('result.attempts')}</dt>
              <dd>{result.attempts}</dd>
            </>
          )}
        </dl>
        {result.items && result.items.length > 0 && (
          <ServerItems items={result.items} articles={result.file?.articles} onShowArticle={props.onShowArticle} />
        )}
        {result.digestKept && <p className="muted small">{t('result.digestKept')}</p>}
        {result.digestNotKept && <p className="small" role="note">{t('result.digestNotKept')}</p>}
        {!result.recorded && <p className="muted small">{t('result.notRecorded')}</p>}
      </div>

      {result.response && (
        <details className="result-response">
          <summary>{t('result.response')}</summary>
          {result.response.contentType && <p className="muted small">{t('result.responseType', { type: result.response.contentType })}</p>}
          {shown === '' ? (
            <p className="muted">{t('result.noResponse')}</p>
          ) : (
            // Focusable so the answer can be scrolled with the keyboard.
            <pre className="response-body" tabIndex={0} role="region" aria-label={t('result.response')}><code>{shown}</code></pre>
          )}
          {truncated && <p className="muted small">{t('result.responseTruncated')}</p>}
        </details>
      )}
      <button type="button" className="icon-button result-close" aria-label={t('result.dismiss')} title={t('result.dismiss')} onClick={props.onDismiss}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><path d="M4 4l8 8M12 4l-8 8" className="icon-stroke" /></svg>
      </button>
    </section>
  );
}

/**
 * The items the server named, in its order, numbered from 1. An item whose place the server
 * gave (its index among the articles sent) links to that article's row in the preview.
 */
export function ServerItems(props: { items: readonly ServerItem[]; articles?: number | undefined; onShowArticle?: ((index: number) => void) | undefined }) {
  const { onShowArticle, articles } = props;
  return (
    <div className="result-items">
      <h3 className="field-label">{t('result.items')}</h3>
      <ol>
        {props.items.map((item, i) => {
          const index = item.index;
          // The server's sentence as it came where it gave no place (or one no article has).
          if (index === undefined || index < 0 || (articles !== undefined && index >= articles)) return <li key={i}>{t(item.text)}</li>;
          // Counted from 1, as the preview numbers its rows (the server counts from 0).
          const place = item.articleNumber !== undefined
            ? t('result.itemPlaceNamed', { row: index + 1, articleNumber: item.articleNumber })
            : t('result.itemPlace', { row: index + 1 });
          return (
            <li key={i}>
              {onShowArticle
                ? <button type="button" className="link-button" title={t('result.itemShow')} onClick={() => onShowArticle(index)}>{place}</button>
                : place}
              {`: ${item.message}`}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function ResultIcon({ tone }: { tone: 'success' | 'caution' | 'failure' }) {
  return (
    <svg className={`result-icon ${tone}`} viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" className="icon-fill" />
      {tone === 'success' && <path d="M4.6 8.3l2.2 2.2 4.6-4.8" className="icon-mark" />}
      {tone === 'caution' && <path d="M8 4.5v4.3M8 11v.5" className="icon-mark" />}
      {tone === 'failure' && <path d="M5.4 5.4l5.2 5.2M10.6 5.4l-5.4 5.2" className="icon-mark" />}
    </svg>
  );
}
