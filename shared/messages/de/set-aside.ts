// Die Datei der zurückgestellten Datensätze (shared/set-aside/rejected-document.ts) auf Deutsch,
// ICU MessageFormat; dieselben Schlüssel und Platzhalter wie ../en/set-aside.ts.
import type { AreaOf } from '../catalogue';
import type { setAsideEn } from '../en/set-aside';

export const setAsideDe: AreaOf<typeof setAsideEn> = {
  'setAside.file.about':
    'Aus {file} zurückgestellte Datensätze: So, wie sie sind, können sie nicht gesendet werden. Jeder steht hier so, wie der Export ihn schreibt, mit dem Grund und seinen Befunden; JSON-Pointer, Zeilen und Spalten beziehen sich auf {file}.',
  'setAside.why.errors': 'Zurückgestellt wegen {errors, plural, one {eines Fehlers} other {# Fehlern}} im Datensatz selbst (siehe Befunde).',
  'setAside.why.withArticle': 'Zurückgestellt zusammen mit {article}, der Fehler hat: Ein Preis bleibt immer bei seinem Artikel.',
  'setAside.why.errorsAndArticle':
    'Zurückgestellt wegen {errors, plural, one {eines Fehlers} other {# Fehlern}} im Datensatz selbst (siehe Befunde); sein Artikel, {article}, ist ebenfalls zurückgestellt.',
};
