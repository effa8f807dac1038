// The side panel with the target, the token and Send: beside the file at every window size,
// scrolling on its own with Send kept at its foot, so neither the target nor Send is ever below
// the fold. It folds to a narrow strip (its button stays, with the panel's name) for a wide
// table; the window remembers that until it is closed (sessionStorage), not across starts, so
// a new day starts with Send in view. Unfolded, the button sits in a head row of its own above
// the scrolling part: laid over it, it covered the right end of whatever field scrolled under it.
import { useState, type ReactNode, type Ref } from 'react';
import { t } from '../../i18n';

const FOLDED_KEY = 'article-importer.side-folded';

export function SidePanel(props: { id: string; folded: boolean; onFoldedChange(folded: boolean): void; ref?: Ref<HTMLElement>; children: ReactNode }) {
  const { id, folded, onFoldedChange, ref, children } = props;
  const bodyId = `${id}-body`;
  const toggle = (
    <button
      type="button"
      className={folded ? 'side-toggle side-unfold' : 'icon-button side-toggle'}
      aria-expanded={!folded}
      aria-controls={bodyId}
      title={t(folded ? 'side.show' : 'side.hide')}
      {...(folded ? {} : { 'aria-label': t('app.sidebar') })}
      onClick={() => onFoldedChange(!folded)}
    >
      <svg viewBox="0 0 16 16" width="15" height="15" aria-hidden="true" focusable="false">
        <path d={folded ? 'M10 3.5L5.5 8l4.5 4.5' : 'M6 3.5L10.5 8 6 12.5'} className="icon-stroke" />
      </svg>
      {folded && <span className="side-unfold-label">{t('app.sidebar')}</span>}
    </button>
  );
  return (
    <aside className={`side${folded ? ' folded' : ''}`} id={id} aria-label={t('app.sidebar')} ref={ref} tabIndex={-1}>
      {/* One place for the button, folded or not, so it keeps focus when pressed. Beside it the
          panel's name, what folding hides (the button says it to screen readers). */}
      <div className="side-head">
        {!folded && <span className="side-head-title" aria-hidden="true">{t('app.sidebar')}</span>}
        {toggle}
      </div>
      <div className="side-body" id={bodyId} hidden={folded}>
        {children}
      </div>
    </aside>
  );
}

/** Folded or not, for this window's session (read once at start). */
export function useSideFolded(): [boolean, (folded: boolean) => void] {
  const [folded, setFolded] = useState(() => readFolded());
  return [
    folded,
    (next: boolean) => {
      setFolded(next);
      try {
        if (next) sessionStorage.setItem(FOLDED_KEY, '1');
        else sessionStorage.removeItem(FOLDED_KEY);
      } catch {
        // Storage refused (a locked-down profile): folding still works, it is just not remembered.
      }
    },
  ];
}

function readFolded(): boolean {
  try {
    return sessionStorage.getItem(FOLDED_KEY) === '1';
  } catch {
    return false;
  }
}
