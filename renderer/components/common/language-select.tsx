// The language switch at the header's end: a small button naming the language shown (in
// itself, beside a globe, so someone who cannot read the current language still finds it) that
// opens the choice: "as the system" or one of the languages. Applied at once, remembered by
// main, and the native menu follows. A button, not the select itself: "Systemsprache
// (Deutsch)" in the header would take the room the file's numbers need at 1280 pixels.
import { useEffect, useId, useRef } from 'react';
import { LOCALES, type Locale } from '../../../shared/messages/locale';
import { format } from '../../../shared/messages/format';
import { t } from '../../i18n';
import type { LanguageState } from '../../hooks/use-language';

const SYSTEM = 'system';

export function LanguageSelect(props: { language: LanguageState }) {
  const { language } = props;
  const nameOf = (locale: Locale) => format(locale, `language.${locale}`);
  const popoverId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const select = useRef<HTMLSelectElement>(null);

  // Opened: under the button, its right edge at the button's, and the choice focused.
  useEffect(() => {
    const element = popover.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') return;
      const at = button.current?.getBoundingClientRect();
      if (at) {
        element.style.top = `${at.bottom + 4}px`;
        element.style.right = `${Math.max(8, window.innerWidth - at.right)}px`;
      }
      select.current?.focus();
    };
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, []);

  const shown = nameOf(language.locale);
  return (
    <div className="language-select">
      <button
        type="button"
        ref={button}
        className="button quiet language-button"
        popoverTarget={popoverId}
        aria-label={t('language.button', { language: shown })}
        title={t('language.label')}
      >
        <svg viewBox="0 0 16 16" width="15" height="15" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="6.5" className="icon-stroke" />
          <path d="M1.5 8h13M8 1.5c-2.2 2.4-2.2 10.6 0 13M8 1.5c2.2 2.4 2.2 10.6 0 13" className="icon-stroke" />
        </svg>
        <span className="language-name" lang={language.locale}>{shown}</span>
      </button>
      <div popover="auto" id={popoverId} ref={popover} className="language-popover">
        <label className="field">
          <span className="field-label">{t('language.label')}</span>
          <select
            ref={select}
            className="input select"
            value={language.chosen ?? SYSTEM}
            // Stays open: arrow keys change a closed select at each press, on the way to the one wanted.
            onChange={(event) => language.choose(event.target.value === SYSTEM ? null : (event.target.value as Locale))}
          >
            <option value={SYSTEM}>{t('language.system', { language: nameOf(language.system) })}</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {nameOf(locale)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
