// The first Tab stops of the window, shown only when focused: past the header to the content,
// or straight to the send panel (as F6 does). Links with a real target for what a screen reader
// lists; the click moves focus itself, so the page's address never changes.
import type { MouseEvent } from 'react';
import { t } from '../../i18n';

export function SkipLinks(props: { contentId: string; sendId: string; onContent(): void; onSend(): void }) {
  const go = (action: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    action();
  };
  return (
    // Outside the landmarks, as axe expects of skip links.
    <div className="skip-links">
      <a className="skip-link" href={`#${props.contentId}`} onClick={go(props.onContent)}>{t('skip.content')}</a>
      <a className="skip-link" href={`#${props.sendId}`} onClick={go(props.onSend)}>{t('skip.send')}</a>
    </div>
  );
}
