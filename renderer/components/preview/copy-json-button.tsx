// Copies a record's JSON to the clipboard, and says in a status whether it did: the clipboard
// can refuse (no permission, a page without focus, an app that does not allow it).
import { useState } from 'react';
import { t } from '../../i18n';

export function CopyJsonButton(props: { json: string; disabled: boolean }) {
  const [outcome, setOutcome] = useState<'copied' | 'refused'>();
  const copy = () => {
    setOutcome(undefined);
    // Undefined outside a secure context; the app's pages always are one, but a refusal is told either way.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    (clipboard ? clipboard.writeText(props.json) : Promise.reject(new Error('no clipboard'))).then(
      () => setOutcome('copied'),
      () => setOutcome('refused'),
    );
  };
  return (
    <>
      <span role="status" className={`copy-status${outcome === 'refused' ? ' copy-refused' : ''}`}>
        {outcome === 'copied' ? t('details.copied') : outcome === 'refused' ? t('details.copyRefused') : ''}
      </span>
      <button type="button" className="button" onClick={copy} disabled={props.disabled}>{t('details.copy')}</button>
    </>
  );
}
