// The API token for the chosen address: where it is kept (the OS keychain, or this session
// only when there is no keychain, offered as an explicit choice), set / replace / remove, and
// how to generate one. A saved token is never shown: the field is write-only and cleared.
import { useEffect, useId, useRef, useState, type SyntheticEvent, type RefObject } from 'react';
import type { TokenControls } from '../../hooks/use-token';
import { t } from '../../i18n';

export function TokenSection(props: { token: TokenControls; origin?: string; helpRequest: number }) {
  const { token, origin, helpRequest } = props;
  const [value, setValue] = useState('');
  const [replacing, setReplacing] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const help = useRef<HTMLDetailsElement>(null);
  const fieldId = useId();
  const status = token.status;
  const keychainAvailable = status?.keychain.available ?? true;
  const keychainFailed = token.error?.code.startsWith('keychain.') ?? false;
  const offerSession = !keychainAvailable || keychainFailed;

  // What the steps and the field last followed. Compared while rendering (React's way to adjust
  // state to new props, not an effect that renders twice).
  const known = status?.stored;
  const [seen, setSeen] = useState({ helpRequest, stored: undefined as typeof known, origin });
  if (seen.helpRequest !== helpRequest || seen.stored !== known || seen.origin !== origin) {
    setSeen({ helpRequest, stored: known, origin });
    // The menu's "How to get an API token" opens the steps (the effect below moves focus to them).
    if (seen.helpRequest !== helpRequest && helpRequest !== 0) setHelpOpen(true);
    // No token yet: the steps to generate one are what the user needs next.
    if (seen.stored !== known && known !== undefined) setHelpOpen(known === 'none');
    // A different address has its own token: start over.
    if (seen.origin !== origin) {
      setValue('');
      setReplacing(false);
    }
  }

  useEffect(() => {
    if (helpRequest === 0) return;
    help.current?.querySelector('summary')?.focus();
    help.current?.scrollIntoView({ block: 'nearest' });
  }, [helpRequest]);

  if (!origin) {
    return (
      <section className="side-section" aria-labelledby="token-title">
        <h2 id="token-title" className="section-title">{t('token.title')}</h2>
        <p className="muted">{t('token.needBaseUrl')}</p>
        <TokenHelp open={helpOpen} onToggle={setHelpOpen} detailsRef={help} />
      </section>
    );
  }

  const stored = status?.stored ?? 'none';
  const showField = stored === 'none' || replacing;
  const submit = async (event: SyntheticEvent, sessionOnly: boolean) => {
    event.preventDefault();
    const entered = value.trim();
    if (entered === '') return;
    const ok = sessionOnly ? await token.useForSession(entered) : await token.save(entered);
    if (ok) {
      setValue('');
      setReplacing(false);
    }
  };

  return (
    <section className="side-section" aria-labelledby="token-title">
      <h2 id="token-title" className="section-title">{t('token.title')}</h2>
      <p className="muted small">{t('token.forOrigin', { origin })}</p>

      <p className={`token-status stored-${stored}`} role="status">
        <span className="status-dot" aria-hidden="true" />
        {/* While asked again, the last known status stays: no flicker after every send. */}
        {!status
          ? t('token.checking')
          : stored === 'keychain'
            ? t('token.stored.keychain')
            : stored === 'session'
              ? t('token.stored.session')
              : t('token.stored.none')}
      </p>
      {stored === 'keychain' && <p className="muted small">{t('token.neverShown')}</p>}
      {stored === 'session' && <p className="muted small">{t('token.sessionNote')}</p>}

      {/* Only while the user has to choose: once a session token is set, the status says it. */}
      {status && !keychainAvailable && stored === 'none' && (
        <div className="notice">
          {status.keychain.message ? (
            // Main's sentence names the cause and already offers the session-only way out.
            <p>{t(status.keychain.message)}</p>
          ) : (
            <>
              <p>{t('token.keychainUnavailable')}</p>
              <p>{t('token.sessionExplained')}</p>
            </>
          )}
        </div>
      )}

      {status && showField && (
        <form className="token-form" onSubmit={(event) => void submit(event, !keychainAvailable)}>
          <label htmlFor={fieldId} className="field-label">{replacing ? t('token.fieldReplace') : t('token.field')}</label>
          <input
            id={fieldId}
            type="password"
            className="input"
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <div className="button-row">
            {keychainAvailable && (
              <button type="submit" className="button primary-outline" disabled={token.busy || value.trim() === ''}>{t('token.save')}</button>
            )}
            {offerSession && (
              <button type="button" className="button" disabled={token.busy || value.trim() === ''} onClick={(event) => void submit(event, true)}>
                {t('token.useForSession')}
              </button>
            )}
            {replacing && (
              <button type="button" className="button quiet" onClick={() => { setReplacing(false); setValue(''); }}>{t('token.cancelReplace')}</button>
            )}
          </div>
          {keychainFailed && keychainAvailable && <p className="field-hint">{t('token.sessionExplained')}</p>}
        </form>
      )}

      {status && stored !== 'none' && !replacing && (
        <div className="button-row">
          <button type="button" className="button" onClick={() => setReplacing(true)} disabled={token.busy}>{t('token.replace')}</button>
          <button type="button" className="button danger-quiet" onClick={() => void token.remove()} disabled={token.busy}>
            {stored === 'session' ? t('token.removeSession') : t('token.remove')}
          </button>
        </div>
      )}

      {token.error && <p className="inline-alert" role="alert">{t(token.error.message)}</p>}
      {token.done && (
        <p className="field-ok" role="status">
          {token.done === 'saved' ? t('token.saved') : token.done === 'savedSession' ? t('token.savedSession') : t('token.removed')}
        </p>
      )}

      <TokenHelp open={helpOpen} onToggle={setHelpOpen} detailsRef={help} />
    </section>
  );
}

function TokenHelp({ open, onToggle, detailsRef }: { open: boolean; onToggle(open: boolean): void; detailsRef: RefObject<HTMLDetailsElement | null> }) {
  return (
    <details className="token-help" ref={detailsRef} open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary>{t('token.howToTitle')}</summary>
      <ol>
        <li>{t('token.howTo1')}</li>
        <li>{t('token.howTo2')}</li>
        <li>{t('token.howTo3')}</li>
      </ol>
    </details>
  );
}
