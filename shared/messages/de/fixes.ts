// Die Texte des Fensters zur korrigierten Kopie und zum Zurückstellen von Datensätzen (Issue 23)
// auf Deutsch; dieselben Schlüssel und Platzhalter wie ../en/fixes.ts.
import type { AreaOf } from '../catalogue';
import type { fixesEn } from '../en/fixes';

export const fixesDe: AreaOf<typeof fixesEn> = {
  'fixes.cancel': 'Abbrechen',
  'fixes.close': 'Schließen',
  'fixes.progressLabel': 'Fortschritt',
  'fixes.progressBytes': '{done} von {total} gelesen',
  'fixes.progressRecords': '{done, number} von {total, number} zurückgestellten Datensätzen geschrieben',
  'fixes.articles': '{count, plural, one {# Artikel} other {# Artikel}}',
  'fixes.prices': '{count, plural, one {# Preis} other {# Preise}}',
  'fixes.unchanged': 'Das Original ist unverändert.',

  // ---- Automatisch korrigieren… ----
  'fixes.fix.button': 'Automatisch korrigieren…',
  'fixes.fix.hint': 'Zeigt, welche Werte die App korrigieren kann, und schreibt dann eine korrigierte Kopie als neue Datei; diese Datei bleibt, wie sie ist.',
  'fixes.fix.title': 'Automatisch korrigieren: {name}',
  'fixes.fix.planning': '{name} wird nach Werten durchsucht, die die App korrigieren kann…',
  'fixes.fix.intro':
    'Die App schreibt eine korrigierte Kopie als neue Datei und öffnet sie; {name} bleibt, wie sie ist. Es ändern sich nur die Werte der angekreuzten Arten; alle anderen Bytes werden so übernommen, wie sie in der Datei stehen.',
  'fixes.fix.kindsLabel': 'Arten von Korrekturen',
  'fixes.fix.count': '{count, plural, one {# Wert} other {# Werte}}',
  'fixes.fix.suggestionCount': '{count, plural, one {# Vorschlag} other {# Vorschläge}}',
  'fixes.fix.suggestion': 'Vorschläge sind Vermutungen: Kreuzen Sie sie nur an, wenn die Beispiele das Gemeinte treffen.',
  'fixes.fix.suggestionTag': 'Vorschlag',
  'fixes.fix.examplesLabel': 'Beispiele: {label}',
  'fixes.fix.exampleArticle': '{record, select, article {Artikel {articleNumber}} other {Preis zu Artikel {articleNumber}}}',
  'fixes.fix.exampleRecord': '{kind, select, article {Artikel} other {Preis}} {number, number}',
  'fixes.fix.exampleShow': '{record} bei {line, number}:{column, number} in der Vorschau anzeigen',
  'fixes.fix.moreExamples': '{count, plural, one {… und # weiterer} other {… und # weitere}}',
  'fixes.fix.heldBack': '{count, plural, one {# Wert} other {# Werte}} nicht korrigiert: {reason}',
  'fixes.fix.chosen':
    '{values, plural, =0 {Kreuzen Sie mindestens eine Art von Korrektur an.} one {# Wert in {kinds, plural, one {# Art} other {# Arten}} wird korrigiert.} other {# Werte in {kinds, plural, one {# Art} other {# Arten}} werden korrigiert.}}',
  'fixes.fix.save': 'Korrigierte Kopie speichern…',
  'fixes.fix.saving': 'Die korrigierte Kopie wird geschrieben…',
  'fixes.fix.nothing': 'Kein Wert in {name} lässt sich von der App sicher korrigieren. Unter „Befunde“ steht, was im Export zu ändern ist.',
  'fixes.fix.unreadable': '{name} lässt sich nicht als JSON lesen, daher kann kein Wert korrigiert werden. Unter „Befunde“ steht, wo die Datei abbricht.',
  'fixes.fix.done': 'Korrigierte Kopie von {original}: {fixes, plural, one {# Korrektur} other {# Korrekturen}} in {kinds, plural, one {# Art} other {# Arten}}; das Original ist unverändert. Die Kopie ist geprüft und jetzt geöffnet.',
  'fixes.fix.savedAt': 'Gespeichert unter {path}',
  'fixes.fix.notRecorded': 'Der Verlauf wird sie nicht als korrigierte Kopie ausweisen: Ihr Eintrag konnte nicht geschrieben werden ({reason}).',

  // ---- Datensätze mit Fehlern zurückstellen… ----
  'fixes.setAside.button': 'Datensätze mit Fehlern zurückstellen…',
  'fixes.setAside.hint': 'Schreibt die sendbaren Datensätze in eine neue Datei und die übrigen mit ihren Befunden in eine zweite, für das ERP-Team.',
  'fixes.setAside.title': 'Datensätze mit Fehlern zurückstellen: {name}',
  'fixes.setAside.checking': 'Es wird geprüft, welche Datensätze von {name} gesendet werden können…',
  'fixes.setAside.intro':
    'Datensätze mit Fehlern kommen mit ihren Befunden in eine eigene Datei für das ERP-Team; ein zurückgestellter Artikel nimmt seine Preise mit. Die übrigen kommen in eine neue Datei, die Sie senden können. {name} bleibt, wie sie ist.',
  'fixes.setAside.countsLabel': 'Sendbare und zurückgestellte Datensätze',
  'fixes.setAside.records': 'Datensätze',
  'fixes.setAside.sendable': 'Sendbar',
  'fixes.setAside.setAside': 'Zurückgestellt',
  'fixes.setAside.nothingSendable':
    'Kein Datensatz kann gesendet werden: Jeder hat Fehler oder gehört zu einem Artikel mit Fehlern. Nur die Datei der zurückgestellten Datensätze wird geschrieben.',
  'fixes.setAside.save': 'Beide Dateien speichern…',
  'fixes.setAside.saveRejected': 'Zurückgestellte Datensätze speichern…',
  'fixes.setAside.saving': 'Die Dateien werden geschrieben…',
  'fixes.setAside.unreadable':
    '{name} lässt sich nicht als JSON lesen; die Datensätze lassen sich daher nicht voneinander trennen, und keiner kann zurückgestellt werden. Beheben Sie zuerst die Stelle, die unter „Befunde“ angezeigt wird (oder exportieren Sie die Datei neu).',
  'fixes.setAside.documentErrors':
    '{count, plural, one {{name} hat # Fehler, der die Datei als Ganzes betrifft} other {{name} hat # Fehler, die die Datei als Ganzes betreffen}} (siehe „Befunde“): Das Zurückstellen von Datensätzen behebt das nicht. Korrigieren Sie zuerst den Export.',
  'fixes.setAside.done':
    'Aus {original} zurückgestellt: {articles} und {prices}, für das ERP-Team. {sendableArticles} und {sendablePrices} können gesendet werden; diese Datei ist geprüft und jetzt geöffnet. Das Original ist unverändert.',
  'fixes.setAside.doneNothingSendable':
    'Aus {original} zurückgestellt: {articles} und {prices}, für das ERP-Team. Kein Datensatz kann gesendet werden. Das Original ist unverändert.',
  'fixes.setAside.sendablePath': 'Zum Senden: {path}',
  'fixes.setAside.rejectedPath': 'Zurückgestellt: {path}',
} as const;
