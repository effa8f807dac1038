// The target: which configurator (base URL, several can be saved with a name) and which app
// (its ID, or its editor address pasted whole: the ID taken from it is shown at once).
import { useId, useState } from 'react';
import type { Targets } from '../../hooks/use-targets';
import { formatRelative, Message, t } from '../../i18n';

export function TargetSection(props: { targets: Targets }) {
  const { targets } = props;
  const [label, setLabel] = useState('');
  const ids = { baseUrl: useId(), baseHint: useId(), baseProblem: useId(), label: useId(), app: useId(), appHint: useId(), appStatus: useId() };
  const chosen = targets.baseUrl.ok ? targets.baseUrl.baseUrl : undefined;
  const current = chosen === undefined ? undefined : targets.saved.find((entry) => entry.url === chosen);
  const showBaseProblem = !targets.baseUrl.ok && targets.baseUrlInput.trim() !== '';
  const showAppProblem = !targets.app.ok && targets.appInput.trim() !== '';

  return (
    <section className="side-section" aria-labelledby="target-title">
      <h2 id="target-title" className="section-title">{t('target.title')}</h2>

      {targets.saved.length > 0 && (
        <div className="saved-urls">
          <h3 className="field-label" id="saved-urls-title">{t('target.saved')}</h3>
          <ul aria-labelledby="saved-urls-title" className="saved-list">
            {targets.saved.map((entry) => {
              const name = entry.label ?? hostOf(entry.url);
              const selected = current?.url === entry.url;
              return (
                <li key={entry.url} className={`saved-item${selected ? ' selected' : ''}`}>
                  <button type="button" className="saved-pick" aria-pressed={selected} onClick={() => targets.setBaseUrlInput(entry.url)}>
                    <span className="saved-name">{name}</span>
                    <span className="saved-url">{entry.url}</span>
                  </button>
                  <button type="button" className="icon-button" aria-label={t('target.remove', { name })} title={t('target.remove', { name })} onClick={() => void targets.remove(entry.url)}>
                    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><path d="M4 4l8 8M12 4l-8 8" className="icon-stroke" /></svg>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <div className="field">
        <label htmlFor={ids.baseUrl} className="field-label">{t('target.baseUrl')}</label>
        <input
          id={ids.baseUrl}
          type="url"
          inputMode="url"
          spellCheck={false}
          autoComplete="off"
          className="input"
          value={targets.baseUrlInput}
          placeholder="https://"
          aria-invalid={showBaseProblem}
          aria-describedby={showBaseProblem ? ids.baseProblem : ids.baseHint}
          onChange={(event) => targets.setBaseUrlInput(event.target.value)}
        />
        {showBaseProblem && !targets.baseUrl.ok ? (
          <p id={ids.baseProblem} className="field-problem">{targets.baseUrl.message}</p>
        ) : (
          <p id={ids.baseHint} className="field-hint">{t('target.baseUrlHint')}</p>
        )}
      </div>

      {targets.baseUrl.ok && !current && (
        <div className="field save-row">
          <label htmlFor={ids.label} className="field-label">{t('target.labelField')}</label>
          <div className="inline-fields">
            <input id={ids.label} className="input" value={label} placeholder={t('target.labelPlaceholder')} onChange={(event) => setLabel(event.target.value)} />
            <button type="button" className="button" onClick={() => void targets.save(label).then(() => setLabel(''))}>{t('target.save')}</button>
          </div>
        </div>
      )}

      <div className="field">
        <label htmlFor={ids.app} className="field-label">{t('target.appId')}</label>
        <input
          id={ids.app}
          className="input"
          spellCheck={false}
          autoComplete="off"
          value={targets.appInput}
          aria-invalid={showAppProblem}
          aria-describedby={`${ids.appHint} ${ids.appStatus}`}
          onChange={(event) => targets.setAppInput(event.target.value)}
        />
        <p id={ids.appHint} className="field-hint">{t('target.appIdHint')}</p>
        <p id={ids.appStatus} className={showAppProblem ? 'field-problem' : 'field-ok'} aria-live="polite">
          {targets.app.ok && targets.app.fromUrl && (
            <Message id="target.appIdFromAddress" values={{ appId: <strong>{targets.app.appId}</strong> }} />
          )}
          {showAppProblem && !targets.app.ok && targets.app.message}
        </p>
      </div>

      {targets.recent.length > 0 && (
        <div className="recent-targets">
          <h3 className="field-label" id="recent-targets-title">{t('target.recent')}</h3>
          <ul aria-labelledby="recent-targets-title" className="recent-list">
            {targets.recent.slice(0, 5).map((target) => (
              <li key={`${target.baseUrl}|${target.appId}`}>
                <button type="button" className="recent-pick" onClick={() => targets.pickRecent(target)}>
                  <span>{t('target.recentUse', { appId: String(target.appId), baseUrl: target.baseUrl })}</span>
                  <span className="muted small">{t('target.recentWhen', { time: formatRelative(target.usedAt) })}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {targets.error && <p className="inline-alert" role="alert">{targets.error}</p>}
    </section>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
