// The target: which configurator (base URL, several can be saved with a name), its
// configurator ID (or its editor address: pasted whole into either field, it fills both), and
// the target's name; below, the targets that accepted a file, as buttons that fill all three.
import { useId, useState, type ClipboardEvent } from 'react';
import { targetName } from '../../../shared/targets/target-name';
import type { Targets } from '../../hooks/use-targets';
import { formatRelative, Message, t } from '../../i18n';

/** The select's entry for typing an address that is not saved. */
const OTHER = '';

export function TargetSection(props: { targets: Targets }) {
  const { targets } = props;
  const [addressName, setAddressName] = useState('');
  const [editing, setEditing] = useState(false);
  const ids = { saved: useId(), baseUrl: useId(), baseHint: useId(), baseProblem: useId(), label: useId(), app: useId(), appHint: useId(), appStatus: useId(), name: useId(), nameHint: useId(), recent: useId(), recentHint: useId() };
  const chosen = targets.baseUrl.ok ? targets.baseUrl.baseUrl : undefined;
  const current = chosen === undefined ? undefined : targets.saved.find((entry) => entry.url === chosen);
  const showBaseProblem = !targets.baseUrl.ok && targets.baseUrlInput.trim() !== '';
  const showAppProblem = !targets.app.ok && targets.appInput.trim() !== '';
  // What the target is called without a name of its own, once both parts are valid.
  const defaultName = chosen !== undefined && targets.app.ok ? targetName({ baseUrl: chosen, appId: targets.app.appId }) : undefined;
  // An editor address pasted whole into either field fills both; anything else is pasted as usual.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (targets.pasteEditorAddress(event.clipboardData.getData('text/plain'))) {
      event.preventDefault();
      setEditing(false);
    }
  };

  return (
    <section className="side-section" aria-labelledby="target-title">
      <h2 id="target-title" className="section-title">{t('target.title')}</h2>

      {targets.saved.length > 0 && (
        <div className="field">
          <label htmlFor={ids.saved} className="field-label">{t('target.configurator')}</label>
          <div className="inline-fields">
            <select
              id={ids.saved}
              className="input select"
              value={editing ? OTHER : current?.url ?? OTHER}
              onChange={(event) => {
                const value = event.target.value;
                if (value === OTHER) {
                  setEditing(true);
                  targets.setBaseUrlInput('');
                  requestAnimationFrame(() => document.getElementById(ids.baseUrl)?.focus());
                } else {
                  setEditing(false);
                  targets.setBaseUrlInput(value);
                }
              }}
            >
              {targets.saved.map((entry) => (
                <option key={entry.url} value={entry.url}>
                  {entry.label ?? entry.url}
                </option>
              ))}
              <option value={OTHER}>{t('target.otherAddress')}</option>
            </select>
            {current && !editing && (
              <button
                type="button"
                className="icon-button"
                aria-label={t('target.remove', { name: current.label ?? current.url })}
                title={t('target.remove', { name: current.label ?? current.url })}
                onClick={() => void targets.remove(current.url)}
              >
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.6 8.5h5.8l.6-8.5" className="icon-stroke" /></svg>
              </button>
            )}
          </div>
          {current?.label && !editing && <p className="field-hint mono break">{current.url}</p>}
        </div>
      )}

      {(targets.saved.length === 0 || editing || !current) && (
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
            onPaste={onPaste}
          />
          {showBaseProblem && !targets.baseUrl.ok ? (
            <p id={ids.baseProblem} className="field-problem">{t(targets.baseUrl.message)}</p>
          ) : (
            <p id={ids.baseHint} className="field-hint">{t('target.baseUrlHint')}</p>
          )}
        </div>
      )}

      {targets.baseUrl.ok && !current && (
        <div className="field save-row">
          <label htmlFor={ids.label} className="field-label">{t('target.labelField')}</label>
          <div className="inline-fields">
            <input id={ids.label} className="input" value={addressName} placeholder={t('target.labelPlaceholder')} onChange={(event) => setAddressName(event.target.value)} />
            <button
              type="button"
              className="button"
              onClick={() =>
                void targets.save(addressName).then(() => {
                  setAddressName('');
                  setEditing(false);
                })
              }
            >
              {t('target.save')}
            </button>
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
          onPaste={onPaste}
        />
        <p id={ids.appHint} className="field-hint">{t('target.appIdHint')}</p>
        <p id={ids.appStatus} className={showAppProblem ? 'field-problem' : 'field-ok'} aria-live="polite">
          {targets.filled ? (
            <Message id="target.filledFromEditor" rich={{ baseUrl: <strong className="break">{targets.filled.baseUrl}</strong>, appId: <strong>{targets.filled.appId}</strong> }} />
          ) : targets.app.ok && targets.app.fromUrl && (
            <Message id="target.appIdFromAddress" rich={{ appId: <strong>{targets.app.appId}</strong> }} />
          )}
          {showAppProblem && !targets.app.ok && t(targets.app.message)}
        </p>
      </div>

      <div className="field">
        <label htmlFor={ids.name} className="field-label">{t('target.nameField')}</label>
        <input
          id={ids.name}
          className="input"
          autoComplete="off"
          maxLength={100}
          value={targets.labelInput}
          placeholder={t('target.namePlaceholder')}
          aria-describedby={ids.nameHint}
          onChange={(event) => targets.setLabelInput(event.target.value)}
        />
        <p id={ids.nameHint} className="field-hint">
          {defaultName === undefined ? t('target.nameHint') : t('target.nameHintDefault', { name: defaultName })}
        </p>
      </div>

      {targets.recent.length > 0 && (
        <div className="recent-targets">
          <h3 className="field-label" id={ids.recent}>{t('target.recent')}</h3>
          <p id={ids.recentHint} className="field-hint">{t('target.recentHint')}</p>
          <ul aria-labelledby={ids.recent} aria-describedby={ids.recentHint} className="recent-list">
            {targets.recent.map((target) => (
              <li key={`${target.baseUrl}|${target.appId}`}>
                <button type="button" className="recent-pick" title={`${target.appId} · ${target.baseUrl}`} onClick={() => targets.pickRecent(target)}>
                  <span className="recent-name">{t(targetName(target))}</span>
                  <span className="muted small">{t('target.recentWhen', { time: formatRelative(target.usedAt) })}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {targets.error && <p className="inline-alert" role="alert">{t(targets.error)}</p>}
    </section>
  );
}

