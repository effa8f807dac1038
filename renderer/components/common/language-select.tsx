// The language switch in the header: "as the system" or one of the languages, each named in
// itself (someone who cannot read the current language still finds theirs). Applied at once,
// remembered by main, and the native menu follows.
import { LOCALES, type Locale } from '../../../shared/messages/locale';
import { format } from '../../../shared/messages/format';
import { t } from '../../i18n';
import type { LanguageState } from '../../hooks/use-language';

const SYSTEM = 'system';

export function LanguageSelect(props: { language: LanguageState }) {
  const { language } = props;
  const nameOf = (locale: Locale) => format(locale, `language.${locale}`);
  return (
    <label className="language-select">
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        className="input select language-select-input"
        value={language.chosen ?? SYSTEM}
        title={t('language.label')}
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
  );
}
