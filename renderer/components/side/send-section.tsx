// Send: the button (disabled with its reason while anything blocks it), the upload's progress
// with cancel and the busy-server countdown, and the result of the last send.
import { useEffect, useId, useRef } from 'react';
import type { WindowDocument } from '../../api';
import type { SendControls } from '../../hooks/use-send';
import { hostOf } from '../../../shared/targets/target-name';
import { formatBytesOf, t } from '../../i18n';
import { ProgressBar } from '../common/progress-bar';

export type SendBlocker =
  | { reason: 'noFile' | 'checking' | 'baseUrl' | 'appId' | 'token' | 'rules' | 'rulesChecking' }
  | { reason: 'errors'; count: number };

function blockerText(blocker: SendBlocker): string {
  switch (blocker.reason) {
    case 'noFile': return t('send.blocked.noFile');
    case 'checking': return t('send.blocked.checking');
    case 'errors': return t('send.blocked.errors', { count: blocker.count });
    case 'baseUrl': return t('send.blocked.baseUrl');
    case 'appId': return t('send.blocked.appId');
    case 'token': return t('send.blocked.token');
    case 'rules': return t('send.blocked.rules');
    case 'rulesChecking': return t('send.blocked.rulesChecking');
  }
}

/** Names the target as the user named it, and always its configurator ID and host: what they check before sending. */
function readyText(name: string, target: { baseUrl: string; appId: number; label?: string | undefined }): string {
  const values = { name, appId: String(target.appId), host: hostOf(target.baseUrl) };
  const label = target.label?.trim();
  return label ? t('send.readyToNamed', { ...values, target: label }) : t('send.readyTo', values);
}

export function SendSection(props: {
  send: SendControls;
  blocker?: SendBlocker;
  document?: WindowDocument;
  target?: { baseUrl: string; appId: number; label?: string | undefined };
  /** The file has errors: its sendable records can be set aside into a new file. */
  onSetAside?: () => void;
}) {
  const { send, blocker, document, target, onSetAside } = props;
  const reasonId = useId();
  const { state } = send;
  const busy = state.phase === 'sending' || state.phase === 'confirming';

  return (
    <section className="side-section send-section" aria-labelledby="send-title">
      <h2 id="send-title" className="section-title">{t('send.title')}</h2>
      {blocker ? (
        <>
          <p id={reasonId} className="send-reason blocked">{blockerText(blocker)}</p>
          {blocker.reason === 'errors' && onSetAside && (
            <button type="button" className="link-button set-aside-link" onClick={onSetAside} title={t('fixes.setAside.hint')}>{t('fixes.setAside.button')}</button>
          )}
        </>
      ) : (
        document && target && (
          <p id={reasonId} className="send-reason">{readyText(document.name, target)}</p>
        )
      )}
      {state.phase !== 'sending' && (
      <button
        type="button"
        className="button primary send-button"
        disabled={blocker !== undefined || busy}
        aria-describedby={reasonId}
        onClick={send.ask}
      >
        {t('send.button')}
      </button>
      )}

      {state.phase === 'sending' && <SendingProgress state={state} onCancel={send.cancel} />}
      {state.phase === 'crashed' && (
        <div className="inline-alert" role="alert">
          <p>{t(state.message)}</p>
          <button type="button" className="button small" onClick={send.dismiss}>{t('app.dismiss')}</button>
        </div>
      )}
    </section>
  );
}

/**
 * A send under way: what is sent, how far, and Cancel. In the panel, and in the main area while
 * the panel is folded (send-status-strip.tsx), where it shows up because the user folded the
 * panel: it leaves focus on the fold button (`takeFocus` false).
 */
export function SendingProgress(props: { state: Extract<SendControls['state'], { phase: 'sending' }>; onCancel(): void; takeFocus?: boolean }) {
  const { progress, retry, cancelling, name } = props.state;
  const uploaded = progress !== undefined && progress.totalBytes > 0 && progress.bytesSent >= progress.totalBytes;
  let text: string;
  if (retry) {
    text = retry.status === undefined
      ? t('sending.retry', { count: retry.secondsLeft, attempt: retry.attempt, max: retry.maxAttempts })
      : t('sending.retryStatus', { count: retry.secondsLeft, attempt: retry.attempt, max: retry.maxAttempts, status: String(retry.status) });
  } else if (!progress) {
    text = t('sending.starting');
  } else if (uploaded) {
    text = t('sending.waiting');
  } else {
    text = t('sending.uploading', formatBytesOf(progress.bytesSent, progress.totalBytes));
  }
  const fraction = progress && progress.totalBytes > 0 ? progress.bytesSent / progress.totalBytes : undefined;
  // The confirmation (and the Send button) are gone: Cancel is where keyboard focus goes.
  const cancelButton = useRef<HTMLButtonElement>(null);
  const takeFocus = props.takeFocus ?? true;
  useEffect(() => {
    if (takeFocus) cancelButton.current?.focus();
  }, [takeFocus]);
  return (
    <div className="sending" aria-busy="true">
      <p className="sending-title">{t('sending.title', { name })}</p>
      <ProgressBar label={t('sending.progressLabel')} fraction={uploaded ? undefined : fraction} textWhileUnknown={text} />
      {/* Announced when it changes meaning (busy, waiting), not on every uploaded chunk. */}
      <p className={retry ? 'retry-note' : 'muted small'} aria-live={retry || uploaded ? 'polite' : 'off'}>{text}</p>
      <button type="button" className="button" ref={cancelButton} onClick={props.onCancel} disabled={cancelling}>
        {cancelling ? t('sending.cancelling') : t('sending.cancel')}
      </button>
    </div>
  );
}
