// A send while the side panel is folded: its progress and Cancel (or why it stopped) at the top
// of the main area, where its result then takes the place. Not on the folded strip: 44 pixels
// hold neither the file's name, the bytes sent nor a Cancel button with its name in German; and
// not in the header, which at 200 % zoom has no line to spare. Shown only while folded, so the
// send is never said twice on screen.
import type { SendControls } from '../hooks/use-send';
import { t } from '../i18n';
import { SendingProgress } from './side/send-section';

export function SendStatusStrip(props: { send: SendControls }) {
  const { state, cancel, dismiss } = props.send;
  if (state.phase !== 'sending' && state.phase !== 'crashed') return null;
  return (
    <section className="send-strip" aria-label={t('send.title')} data-testid="send-strip">
      {state.phase === 'sending' ? (
        <SendingProgress state={state} onCancel={cancel} takeFocus={false} />
      ) : (
        <div className="inline-alert" role="alert">
          <p>{t(state.message)}</p>
          <button type="button" className="button small" onClick={dismiss}>{t('app.dismiss')}</button>
        </div>
      )}
    </section>
  );
}
