// Das Kommandozeilenwerkzeug auf Deutsch (Zusammenfassung, Aufruf, Fehler, Verlaufstabelle),
// ICU MessageFormat; dieselben Schlüssel und Platzhalter wie ../en/cli.ts. Befehle, Optionen
// und Ausgangscodes bleiben, wie sie sind.
import type { AreaOf } from '../catalogue';
import type { cliEn } from '../en/cli';

export const cliDe: AreaOf<typeof cliEn> = {
  'cli.usage':
    'Aufruf:\n  article-importer validate FILE [--format text|json|csv]\n  article-importer send FILE --app ID_OR_EDITOR_URL [--base-url URL] [--yes] [--allow-shrink] [--allow-price-jumps]\n      [--timeout SECONDS] [--deadline SECONDS] [--format text|json]\n  article-importer changes FILE --app ID_OR_EDITOR_URL [--base-url URL] [--format text|json]\n  article-importer token set|status|delete [--base-url URL]     (set liest das Token von der Standardeingabe)\n  article-importer history [--format text|json] [--limit N]\n\nJeder Befehl versteht --lang en|de; ohne diese Option folgt die Sprache LC_ALL, LC_MESSAGES oder LANG.\n\nAusgangscodes: 0 gültig / angenommen; 1 die Daten haben Fehler (nichts gesendet); 2 die Datei kann nicht\ngelesen werden oder ist kein JSON; 3 der Server hat die Anfrage abgelehnt; 4 keine Antwort, ein Netzwerk-\noder Serverfehler (das Ergebnis ist vielleicht unbekannt); 64 falscher Aufruf; 65 die Datei lässt zu viele Artikel des\nKonfigurators weg oder ändert Preise um mehr als den eingestellten Faktor, und das wurde nicht bestätigt\n(nichts gesendet); 66 der Verlauf kann nicht gelesen werden;\n69 der Schlüsselbund des Systems ist nicht nutzbar; 70 ein Fehler in diesem Werkzeug;\n73 der Verlauf kann nicht geschrieben werden (nichts gesendet);\n75 an denselben Konfigurator wird gerade gesendet (nichts gesendet); 130 mit Strg+C an einer Eingabeaufforderung abgebrochen.',
  'cli.unknownCommand': 'Unbekannter Befehl „{command}“. „article-importer --help“ zeigt die Befehle.',
  'cli.badArguments': '{detail}\n„article-importer --help“ zeigt, wie der Befehl aufgerufen wird.',
  'cli.missingFile': 'Geben Sie die zu prüfende Datei an, z. B. article-importer validate export.json',
  'cli.badFormat': '--format muss „text“ oder „json“ sein, nicht „{value}“.',
  'cli.badReportFormat': '--format muss „text“, „json“ oder „csv“ sein, nicht „{value}“.',
  'cli.badLang': '--lang muss „en“ oder „de“ sein, nicht „{value}“.',
  'cli.internalError': 'unerwarteter Fehler: {detail}',

  'cli.summaryHeading':
    '{file}: {articles, plural, one {# Artikel} other {# Artikel}}, {prices, plural, one {# Preis} other {# Preise}}, {size}',
  'cli.stateReady': 'Bereit zum Senden: keine Fehler, {notes, plural, one {# Hinweis} other {# Hinweise}}.',
  'cli.stateReadyWarnings':
    'Bereit zum Senden nach Bestätigung von {warnings, plural, one {# Warnung} other {# Warnungen}} (keine Fehler, {notes, plural, one {# Hinweis} other {# Hinweise}}).',
  'cli.stateErrors':
    'Nicht bereit: {errors, plural, one {# Fehler} other {# Fehler}} zu beheben, {warnings, plural, one {# Warnung} other {# Warnungen}}, {notes, plural, one {# Hinweis} other {# Hinweise}}.',
  'cli.stateUnreadable': 'Die Datei konnte nicht als JSON gelesen werden; sonst wurde nichts geprüft.',
  'cli.severity.error': 'Fehler',
  'cli.severity.warning': 'Warnungen',
  'cli.severity.info': 'Hinweise',
  'cli.codeHeading': '{code} ({count, number})',
  'cli.moreNotListed': '… und {count, number} weitere dieser Art (der Bericht listet die ersten {cap, number}).',
  'cli.historyNotWritten': 'Warnung: Der Verlauf konnte nicht nach {file} geschrieben werden ({reason}).',

  'cli.send.historyUnwritable':
    'Es wurde nichts gesendet: Der Verlauf, der jedes Senden festhält, kann nicht geschrieben werden ({problem}). Schaffen Sie Speicherplatz oder korrigieren Sie die Berechtigungen des Datenordners und senden Sie dann erneut. Verlaufsdatei: {file}',
  'cli.send.missingApp': 'Geben Sie den Ziel-Konfigurator mit --app an: seine ID (z. B. --app 4711) oder die Adresse seiner Editor-Seite.',
  'cli.send.missingBaseUrl':
    'Geben Sie an, an welchen Konfigurator gesendet werden soll: --base-url https://configurator.example, oder setzen Sie ARTICLE_IMPORTER_BASE_URL, oder speichern Sie in der App eine Standardadresse.',
  'cli.send.badTimeout': '--timeout muss eine Zahl von Sekunden zwischen 1 und 86400 sein, nicht „{value}“.',
  'cli.send.badDeadline': '--deadline muss eine Zahl von Sekunden zwischen 1 und 86400 sein, nicht „{value}“.',
  'cli.send.notSentErrors':
    'Es wurde nichts gesendet: Die Datei hat {errors, plural, one {# Fehler} other {# Fehler}}. Beheben Sie sie und rufen Sie den Befehl erneut auf (article-importer validate FILE listet sie auf).',
  'cli.send.notSentUnreadable': 'Es wurde nichts gesendet: Die Datei konnte nicht als JSON gelesen werden.',
  'cli.send.confirmWarnings': 'Die Datei hat {warnings, plural, one {# Warnung} other {# Warnungen}}. Trotzdem senden? [j/N] ',
  'cli.send.notConfirmed':
    'Es wurde nichts gesendet: Die Datei hat {warnings, plural, one {# Warnung} other {# Warnungen}}, und das Senden wurde nicht bestätigt. Prüfen Sie sie (article-importer validate FILE) und bestätigen Sie dann an der Eingabeaufforderung oder mit --yes.',
  'cli.send.noToken':
    'Es wurde nichts gesendet: Für {origin} ist kein API-Token gespeichert. Speichern Sie eines mit „article-importer token set --base-url {origin}“ (das Token wird von der Standardeingabe gelesen) oder setzen Sie ARTICLE_IMPORTER_TOKEN. So erhalten Sie ein Token: Öffnen Sie im Konfigurator Ihr Benutzerprofil, schalten Sie den Entwicklermodus ein und erzeugen Sie ein Token.',
  'cli.send.notSent': 'Es wurde nichts gesendet: {problem}',
  'cli.send.sending':
    'Sende {file} ({articles, plural, one {# Artikel} other {# Artikel}}, {prices, plural, one {# Preis} other {# Preise}}, {size}) an Konfigurator {appId} auf {baseUrl} …',
  'cli.send.status': 'HTTP-Status: {status}',
  'cli.send.serverAnswer': 'Antwort des Servers:',
  'cli.send.answerTruncated': '… (die Antwort war länger; der Rest wird nicht angezeigt)',
  'cli.send.attempts': '{attempts, plural, one {# Anfrage} other {# Anfragen}}, {duration}.',
  'cli.checking': '{file} wird geprüft: {done} von {total} gelesen, {records, plural, one {# Datensatz} other {# Datensätze}} geprüft',
  'cli.checking.timeLeft': '{file} wird geprüft: {done} von {total} gelesen, {records, plural, one {# Datensatz} other {# Datensätze}} geprüft, noch etwa {duration}',
  'cli.checking.crossChecking': '{file} wird geprüft: Dubletten und Preise ohne Artikel …',
  'cli.checking.cancelled': 'Abgebrochen: Die Prüfung wurde beendet, nichts wurde gesendet.',
  'cli.send.interrupted': 'Wird abgebrochen … (Strg+C erneut drücken, um sofort zu beenden)',
  'cli.send.yes': 'j',

  'cli.send.confirmLeftOut': 'Um trotzdem zu senden, geben Sie die Zahl der weggelassenen Artikel ein ({removed, number}): ',
  'cli.send.confirmPriceJumps': 'Diese Preisänderungen so senden? [j/N] ',
  'cli.send.notSentLeftOut':
    'Es wurde nichts gesendet: Die Datei lässt {removed, plural, one {# Artikel} other {# Artikel}} ({share, number, percent}) von dem weg, was Konfigurator {appId} zuletzt angenommen hat, mehr als die {maxShare, number, percent}, die ohne Bestätigung erlaubt sind. Wenn das so gewollt ist, geben Sie die Zahl an der Eingabeaufforderung ein oder verwenden Sie --allow-shrink.',
  'cli.send.notSentPriceJumps':
    'Es wurde nichts gesendet: {count, plural, one {# Preis ändert sich} other {# Preise ändern sich}} um mehr als ×{factor, number} nach oben oder unten. Wenn das so gewollt ist, bestätigen Sie an der Eingabeaufforderung oder verwenden Sie --allow-price-jumps.',
  'cli.send.digestKept': 'Festgehalten, was Konfigurator {appId} jetzt hat: Die nächste Datei dorthin wird damit verglichen.',
  'cli.changes.usage':
    'Aufruf: article-importer changes FILE --app ID_OR_EDITOR_URL [--base-url URL] [--format text|json]\n  Was das Senden von FILE im Konfigurator ändern würde, verglichen mit der letzten Datei, die er von\n  diesem Computer angenommen hat. Funktioniert offline und braucht kein Token.\n  Ausgangscodes: 0 verglichen (oder nichts zum Vergleichen); 1 die Datei hat Fehler; 2 sie kann nicht\n  gelesen werden; 65 zum Senden wären --allow-shrink oder --allow-price-jumps nötig.',
  'cli.changes.hasErrors': 'Die Datei hat {errors, plural, one {# Fehler} other {# Fehler}}: So kann sie nicht gesendet werden (article-importer validate FILE listet sie auf).',
  'cli.changes.first':
    'Nichts zum Vergleichen: Konfigurator {appId} unter {baseUrl} hat noch keine Datei von diesem Computer angenommen. Sobald er eine annimmt, wird jede weitere Datei damit verglichen.',
  'cli.changes.unreadable':
    'Was Konfigurator {appId} zuletzt angenommen hat, kann nicht gelesen werden ({reason}); die Änderungen werden daher nicht gezeigt. Die nächste angenommene Datei wird neu festgehalten.',
  'cli.changes.heading': 'Verglichen mit der letzten Datei, die Konfigurator {appId} von diesem Computer angenommen hat ({file}, {date}):',
  'cli.changes.identical': 'Diese Datei ist mit ihr identisch (derselbe SHA-256).',
  'cli.changes.articles': 'Artikel: {added, number} neu, {removed, number} weggelassen, {changed, number} geändert, {unchanged, number} unverändert.',
  'cli.changes.articlesNone': 'Artikel: Diese Datei hat keine, daher wird keiner verglichen.',
  'cli.changes.prices': 'Preise: {added, number} neu, {removed, number} weggelassen, {changed, number} geändert, {unchanged, number} unverändert.',
  'cli.changes.pricesNone': 'Preise: Diese Datei hat keine, daher wird keiner verglichen.',
  'cli.changes.leftOut': 'Sie lässt {share, number, percent} der {total, number} Artikel weg, die Konfigurator {appId} zuletzt angenommen hat ({removed, number}).',
  'cli.changes.leftOutOver': 'Das ist mehr als die {maxShare, number, percent}, die ohne zusätzliche Bestätigung wegfallen dürfen.',
  'cli.changes.leftOutList': 'Weggelassen:',
  'cli.changes.priceJumps': '{count, plural, one {# Preis ändert sich} other {# Preise ändern sich}} um mehr als ×{factor, number} nach oben oder unten (Cent als Euro gesendet?):',
  'cli.changes.priceKey': '{articleNumber} ({priceList}, {currency}, ab {minQuantity, number} Stück)',
  'cli.changes.priceKeyFrom': '{articleNumber} ({priceList}, {currency}, ab {minQuantity, number} Stück, gültig ab {validFrom})',
  'cli.changes.priceJump': '{key}: {old, number} → {new, number}',
  'cli.changes.more': '… und {count, number} weitere',
  'cli.changes.fullLists': 'Alle Listen vollständig: article-importer changes FILE --app {appId} --format json',

  'cli.history.usage':
    'Aufruf: article-importer history [--format text|json] [--limit N]\n  Listet, was von diesem Computer gesendet (und was abgelehnt) wurde, das Neueste zuerst.\n  --limit N   höchstens N Einträge (Standard: 50)',
  'cli.history.badLimit': 'Die Option --limit braucht eine ganze Zahl von mindestens 1, z. B. --limit 20.',
  'cli.history.unknownArgument': 'Der Befehl history versteht nur --format text|json und --limit N.',
  'cli.history.empty': 'Von diesem Computer wurde noch nichts gesendet.',
  'cli.history.column.time': 'Wann',
  'cli.history.column.outcome': 'Ergebnis',
  'cli.history.column.status': 'HTTP',
  'cli.history.column.appId': 'App',
  'cli.history.column.baseUrl': 'Basisadresse',
  'cli.history.column.file': 'Datei',
  'cli.history.column.articles': 'Artikel',
  'cli.history.column.prices': 'Preise',
  'cli.history.column.errors': 'Fehler',
  'cli.history.column.warnings': 'Warnungen',
  'cli.history.column.notes': 'Hinweise',
  'cli.history.column.digest': 'Abgleich',
  'cli.history.digest.current': 'aktuell',
  'cli.history.digest.replaced': 'ersetzt',
  'cli.history.column.duration': 'Dauer',
  'cli.history.outcome': '{verdict} ({code})',
  'cli.history.verdict.accepted': 'angenommen',
  'cli.history.verdict.rejected': 'abgelehnt',
  'cli.history.verdict.failed': 'fehlgeschlagen',
  'cli.history.verdict.unknown': 'unbekannt',
  'cli.history.verdict.refused': 'nicht gesendet',
  'cli.history.verdict.cancelled': 'abgebrochen',
  'cli.history.interrupted': 'unterbrochen: Das Ergebnis ist unbekannt; prüfen Sie den Konfigurator',
  'cli.history.unknownLegend':
    '* Der Server hat nicht bestätigt: Der Import wurde vielleicht übernommen, vielleicht nicht. Prüfen Sie den Konfigurator, bevor Sie erneut senden.',
  'cli.history.more': 'Angezeigt werden die {shown, number} neuesten Einträge; mit --limit sehen Sie mehr.',
  'cli.history.skipped':
    '{count, plural, one {# Zeile der Verlaufsdatei konnte nicht gelesen werden und wurde ausgelassen} other {# Zeilen der Verlaufsdatei konnten nicht gelesen werden und wurden ausgelassen}} (zum Beispiel ein durch einen Absturz abgeschnittener Eintrag).',
  'cli.history.where': 'Verlaufsdatei: {file}',
  'cli.history.unreadable': 'Der Verlauf kann nicht gelesen werden: {problem}. Verlaufsdatei: {file}',

  // ---- warum eine Verlaufsdatei nicht geschrieben oder gelesen werden kann ----
  'historyProblem.full': 'der Datenträger ist voll',
  'historyProblem.permission': 'Ordner oder Datei sind schreibgeschützt, oder es fehlt die Berechtigung zum Schreiben oder Lesen',
  'historyProblem.notAFile': 'an der Stelle der Verlaufsdatei steht etwas anderes als eine Datei',
  'historyProblem.other': 'das System meldet {code}',
};
