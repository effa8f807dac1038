// The window's language: the user's choice (remembered by main in the settings), else the
// system's (main says it in the app; the browser's languages otherwise). Changes from the
// native menu arrive as languageChanged, so the window and the menus never disagree. Main also
// says the system's region format (dates and times follow it where it speaks the language).
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../../shared/messages/locale';
import { call, subscribe, type ChannelResponse } from '../api';
import { browserLocale, setLocale, setSystemRegion, useLocale } from '../i18n';

type Language = ChannelResponse<'getLanguage'>;

export interface LanguageState {
  locale: Locale;
  /** The setting: a language, or null for the system's. */
  chosen: Locale | null;
  system: Locale;
  choose(language: Locale | null): void;
}

export function useLanguage(): LanguageState {
  const locale = useLocale();
  const [language, setLanguage] = useState<Language>({ chosen: null });
  const system = language.system ?? browserLocale();

  const apply = useCallback((next: Language) => {
    setLanguage(next);
    setSystemRegion(next.region);
    setLocale(next.chosen ?? next.system ?? browserLocale());
  }, []);

  useEffect(() => {
    call((a) => a.getLanguage()).then(apply, () => undefined);
    return subscribe('languageChanged', apply);
  }, [apply]);

  const choose = useCallback(
    (chosen: Locale | null) => {
      // At once, not after main's answer: the click must feel instant; main's answer confirms it.
      setLocale(chosen ?? language.system ?? browserLocale());
      call((a) => a.setLanguage({ language: chosen })).then(apply, () => undefined);
    },
    [apply, language.system],
  );

  return { locale, chosen: language.chosen, system, choose };
}
