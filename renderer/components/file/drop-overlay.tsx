// What the window shows while a file is dragged over it: the whole window is the drop target.
import { t } from '../../i18n';

export function DropOverlay(props: { visible: boolean }) {
  if (!props.visible) return null;
  return (
    <div className="drop-overlay" aria-hidden="true" data-testid="drop-overlay">
      <div className="drop-target">
        <svg viewBox="0 0 48 48" width="48" height="48" focusable="false">
          <path d="M24 8v22M15 21l9 9 9-9" className="icon-stroke" />
          <path d="M8 32v6a2 2 0 0 0 2 2h28a2 2 0 0 0 2-2v-6" className="icon-stroke" />
        </svg>
        <p className="drop-title">{t('drop.title')}</p>
        <p className="drop-hint">{t('drop.hint')}</p>
      </div>
    </div>
  );
}
