// The first screen: what the app does, how to bring a file in, and the files opened lately.
import { useEffect, useState } from 'react';
import { call, type RecentFile } from '../../api';
import { formatRelative, t } from '../../i18n';

export function StartScreen(props: { onOpen(): void; onOpenRecent(path: string): void; shortcut: string }) {
  const [recent, setRecent] = useState<RecentFile[]>([]);
  useEffect(() => {
    call((a) => a.getRecentFiles()).then(({ files }) => setRecent(files), () => undefined);
  }, []);

  return (
    <div className="start-screen">
      <div className="start-card">
        <svg className="start-icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
          <path d="M12 6h17l9 9v25a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z" className="icon-stroke" />
          <path d="M29 6v9h9M17 24h14M17 30h14M17 36h8" className="icon-stroke" />
        </svg>
        <h2 className="start-title">{t('start.title')}</h2>
        <p className="start-body">{t('start.body')}</p>
        <button type="button" className="button primary large" onClick={props.onOpen} aria-keyshortcuts={props.shortcut.replace('⌘', 'Meta')}>
          {t('file.open')}
        </button>
        <p className="muted small">{t('file.openShortcut', { shortcut: props.shortcut })}</p>
      </div>
      {recent.length > 0 && (
        <div className="recent-files">
          <h3 className="field-label" id="recent-files-title">{t('start.recent')}</h3>
          <ul aria-labelledby="recent-files-title">
            {recent.slice(0, 6).map((file) => (
              <li key={file.path}>
                <button type="button" className="recent-file" title={file.path} aria-label={t('start.recentOpen', { name: file.name })} onClick={() => props.onOpenRecent(file.path)}>
                  <span className="recent-name">{file.name}</span>
                  <span className="recent-path">{file.path}</span>
                  <span className="muted small">{t('start.recentOpened', { time: formatRelative(file.openedAt) })}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
