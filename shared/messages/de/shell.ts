// Der Hauptprozess auf Deutsch (Antworten an das Fenster, Menü und Dialoge, Start und Beenden),
// ICU MessageFormat; dieselben Schlüssel und Platzhalter wie ../en/shell.ts. „&“ markiert im
// Menü die Zugriffstaste.
import type { AreaOf } from '../catalogue';
import type { shellEn } from '../en/shell';

export const shellDe: AreaOf<typeof shellEn> = {
  'shell.ipc.badRequest':
    'Die App hat eine Anfrage gestellt, die sie nicht verarbeiten kann. Starten Sie die App neu; tritt das erneut auf, melden Sie den Fehler bitte.',
  'shell.ipc.forbidden': 'Diese Anfrage kam nicht aus dem Fenster der App und wurde deshalb abgelehnt.',
  'shell.ipc.internal': 'In der App ist ein Fehler aufgetreten. Versuchen Sie es erneut; tritt das erneut auf, starten Sie die App neu.',

  'shell.document.none': 'Es ist keine Datei geöffnet. Öffnen Sie zuerst eine Datei oder ziehen Sie sie ins Fenster.',
  'shell.document.changed':
    'Die Datei wurde seit der Prüfung auf der Festplatte geändert, daher werden ihre Zeilen nicht angezeigt. Laden Sie sie neu, um zu prüfen, was sie jetzt enthält.',
  'shell.document.noRecord': 'Diesen Datensatz gibt es in der Datei nicht. Laden Sie die Datei neu, um zu sehen, was sie jetzt enthält.',
  'shell.document.stale': 'Diese Datei ist nicht mehr die in diesem Fenster geöffnete. Ihre Ergebnisse wurden nicht angezeigt.',
  'shell.document.lost':
    'Die Prüfung dieser Datei wurde unerwartet beendet, zum Beispiel weil der Arbeitsspeicher nicht reichte. Öffnen Sie die Datei erneut; wenn sie sehr groß ist, schließen Sie vorher andere Programme.',
  'shell.document.unreadable': '{name} konnte nicht gelesen werden. Prüfen Sie, ob die Datei noch existiert und Sie sie öffnen dürfen.',
  'shell.document.notRecent': 'Diese Datei steht nicht mehr in der Liste der zuletzt geöffneten Dateien. Öffnen Sie sie stattdessen mit „Datei öffnen…“.',
  'shell.document.cancelled': 'Die Prüfung von {name} wurde abgebrochen; die Datei wurde nicht geöffnet.',
  'shell.document.dialogFailed': 'Der Dateidialog konnte nicht geöffnet werden. Ziehen Sie die Datei stattdessen ins Fenster.',
  /** Etwas Abgelegtes, das keine Datei vom Computer ist (z. B. Text oder ein Link). */
  'shell.document.noPath': 'Dieses Element kann nicht geöffnet werden: Ziehen Sie eine Datei von Ihrem Computer ins Fenster.',

  // ---- die korrigierte Kopie und die zurückgestellten Datensätze (Issue 23) ----
  'shell.fileTask.busy':
    'Gerade wird schon eine Datei korrigiert, oder ihre fehlerhaften Datensätze werden zurückgestellt. Warten Sie, bis das abgeschlossen ist, oder brechen Sie den Vorgang ab.',
  'shell.fileTask.cancelled': 'Abgebrochen: Es wurde nichts geschrieben.',
  'shell.output.isOriginal': 'Das ist {name} selbst, und die Datei bleibt, wie sie ist. Wählen Sie einen anderen Namen für die neue Datei.',
  'shell.output.unwritable': 'Es wurde nichts geschrieben: In {folder} kann keine Datei angelegt werden ({reason}). Wählen Sie einen anderen Ordner.',
  'shell.output.takenMeanwhile': 'Es wurde nichts geschrieben: Ein anderes Programm hat {name} inzwischen angelegt. Versuchen Sie es erneut und wählen Sie einen anderen Namen.',
  'shell.output.originalChanged':
    'Es wurde nichts geschrieben: {name} wurde seit der Prüfung auf der Festplatte geändert. Laden Sie die Datei neu und versuchen Sie es erneut.',
  'shell.fix.unreadable': 'Es wurde nichts geschrieben: {name} lässt sich nicht mehr als JSON lesen. Laden Sie die Datei neu, um den Grund zu sehen.',
  'shell.setAside.notChecked': 'Lassen Sie zuerst prüfen, welche Datensätze zurückgestellt werden.',
  'shell.report.notSaved': 'Von hier lässt sich nur der zuletzt gespeicherte Bericht öffnen. Speichern Sie den Bericht erneut.',
  'shell.report.gone': '{name} ist nicht mehr da: Die Datei wurde verschoben oder gelöscht. Speichern Sie den Bericht erneut.',
  'shell.report.openFailed': 'Das System konnte {name} nicht öffnen ({reason}). Wählen Sie „Im Ordner zeigen“ und öffnen Sie die Datei von dort.',
  'shell.setAside.sameOutputs': 'Beide Dateien sollen {name} heißen: Wählen Sie zwei verschiedene Namen.',
  'shell.setAside.chooseSendable': 'Sendbare Datensätze speichern',
  'shell.setAside.chooseRejected': 'Zurückgestellte Datensätze speichern (für das ERP-Team)',

  'shell.send.historyUnwritable':
    'Es wurde nichts gesendet: Der Verlauf, der jedes Senden festhält, kann nicht geschrieben werden ({problem}). Geben Sie Speicherplatz frei oder korrigieren Sie die Berechtigungen des Datenordners und senden Sie dann erneut.',
  'shell.send.hasErrors':
    '{errors, plural, one {Die Datei hat # Fehler und wurde deshalb nicht gesendet. Beheben Sie ihn im Export und öffnen Sie die Datei erneut.} other {Die Datei hat # Fehler und wurde deshalb nicht gesendet. Beheben Sie sie im Export und öffnen Sie die Datei erneut.}}',
  'shell.send.notParsed': 'Die Datei konnte nicht als JSON gelesen werden und wurde deshalb nicht gesendet.',
  'shell.send.warningsNotConfirmed':
    '{warnings, plural, one {Die Datei hat # Warnung, die nicht bestätigt wurde; sie wurde deshalb nicht gesendet. Bestätigen Sie die Warnung und senden Sie erneut.} other {Die Datei hat # Warnungen, die nicht bestätigt wurden; sie wurde deshalb nicht gesendet. Bestätigen Sie die Warnungen und senden Sie erneut.}}',
  'shell.send.leftOutNotConfirmed':
    'Es wurde nichts gesendet: Die Datei lässt {removed, plural, one {# Artikel} other {# Artikel}} ({share, number, percent}) von dem weg, was der Konfigurator zuletzt angenommen hat, und das wurde nicht bestätigt.',
  'shell.send.leftOutPricesNotConfirmed':
    'Es wurde nichts gesendet: Die Datei ohne Artikel lässt {removed, plural, one {# Preis} other {# Preise}} ({share, number, percent}) von dem weg, was der Konfigurator zuletzt angenommen hat, und das wurde nicht bestätigt.',
  'shell.send.priceJumpsNotConfirmed':
    'Es wurde nichts gesendet: {count, plural, one {# Preis ändert sich} other {# Preise ändern sich}} um mehr als den Faktor {factor, number}, und das wurde nicht bestätigt.',
  'shell.send.notComparableNotConfirmed':
    'Es wurde nichts gesendet: Diese Datei lässt sich nicht mit dem vergleichen, was der Konfigurator zuletzt angenommen hat ({reason, select, unreadable {die Vergleichsbasis ist beschädigt} otherTarget {die gespeicherte Vergleichsbasis gehört zu einem anderen Konfigurator} missing {die Vergleichsbasis fehlt} other {die Vergleichsbasis ist älter als die zuletzt angenommene Datei}}), und das Senden ohne Vergleich wurde nicht bestätigt.',
  'shell.send.driftNotConfirmed':
    'Es wurde nichts gesendet: {blankFields, plural, one {# Feld ist} other {# Felder sind}} leer geworden und {deactivated, plural, one {# Artikel wurde} other {# Artikel wurden}} abgeschaltet, und das wurde nicht bestätigt.',
  'shell.send.busy': 'Es wird bereits gesendet. Warten Sie das Ergebnis ab oder brechen Sie das Senden ab, bevor Sie erneut senden.',
  'shell.send.noToken':
    'Für {origin} ist kein API-Token gespeichert; es wurde nichts gesendet. Speichern Sie zuerst ein Token: Öffnen Sie im Konfigurator Ihr Benutzerprofil, schalten Sie den Entwicklermodus ein und erzeugen Sie ein Token.',
  'shell.send.badTarget': 'Es wurde nichts gesendet. {problem}',
  'shell.send.tokenUnreadable': 'Das API-Token konnte nicht gelesen werden; es wurde nichts gesendet. {problem}',
  'shell.send.failed':
    'Das Senden ist in der App fehlgeschlagen, bevor etwas übertragen wurde. Versuchen Sie es erneut; tritt das erneut auf, starten Sie die App neu.',

  'shell.history.unreadable': 'Der Verlauf konnte nicht gelesen werden: {problem}.',
  'shell.external.notAllowed': 'Diesen Link öffnet die App nicht.',
  'shell.settings.unsaved': 'Die Einstellung konnte nicht gespeichert werden. Prüfen Sie, ob der Datenordner beschreibbar ist.',
  'shell.settings.readOnly':
    'Diese Einstellungen stammen von einer neueren Version von Article Importer (Einstellungsversion {found}; diese Version kennt Version {known}). Bis Sie die App aktualisieren, sind sie schreibgeschützt: Sie werden verwendet, soweit diese Version sie versteht, aber Änderungen (gespeicherte Konfiguratoren, die Sprache, die Fenstergröße) werden nicht gespeichert.',
  'shell.settings.unreadable':
    'Die Einstellungen können nicht gelesen werden: {problem}. Die App arbeitet mit ihren Voreinstellungen und speichert nichts. Verschieben Sie die Datei settings.json aus dem Datenordner und starten Sie die App neu.',

  'shell.menu.file': '&Datei',
  'shell.menu.open': '&Öffnen…',
  'shell.menu.openRecent': '&Zuletzt geöffnet',
  'shell.menu.noRecent': 'Keine zuletzt geöffneten Dateien',
  'shell.menu.quit': '&Beenden',
  'shell.menu.edit': '&Bearbeiten',
  'shell.menu.undo': '&Rückgängig',
  'shell.menu.redo': '&Wiederherstellen',
  'shell.menu.cut': '&Ausschneiden',
  'shell.menu.copy': '&Kopieren',
  'shell.menu.paste': '&Einfügen',
  'shell.menu.selectAll': 'Alles &markieren',
  'shell.menu.view': '&Ansicht',
  'shell.menu.language': '&Sprache',
  'shell.menu.languageSystem': '&Systemsprache ({system})',
  'shell.menu.help': '&Hilfe',
  'shell.menu.nextProblem': '&Nächstes Problem',
  'shell.menu.previousProblem': '&Vorheriges Problem',
  'shell.menu.tokenHelp': 'So erhalten Sie ein API-Token',
  'shell.dialog.json': 'JSON-Exporte',
  'shell.dialog.all': 'Alle Dateien',
  'shell.dialog.xlsx': 'Excel-Arbeitsmappen (Bericht)',
  'shell.dialog.csv': 'Texttabellen, tabulatorgetrennt (Bericht)',

  'shell.lifecycle.startFailed': 'Article Importer konnte nicht starten',
  'shell.lifecycle.dataDirUnusable':
    'Der Datenordner {dir} kann nicht verwendet werden ({reason}). Article Importer speichert dort seine Einstellungen und den Verlauf. Prüfen Sie, ob der Ordner angelegt und beschrieben werden kann, oder setzen Sie ARTICLE_IMPORTER_DATA_DIR auf einen anderen Ordner, und starten Sie die App dann erneut.',
  'shell.lifecycle.windowFailed':
    'Das Fenster konnte nicht geöffnet werden ({reason}). Starten Sie die App erneut; tritt das erneut auf, installieren Sie sie neu.',
  'shell.lifecycle.sending': 'Eine Datei wird gerade gesendet.',
  'shell.lifecycle.sendingDetail':
    'Wenn Sie jetzt beenden, wird das Senden abgebrochen. Ist die Datei schon übertragen, kann der Konfigurator sie trotzdem importieren; der Verlauf zeigt das Ergebnis dann als unbekannt.',
  'shell.lifecycle.keepSending': '&Weiter senden',
  'shell.lifecycle.cancelAndQuit': 'Senden abbrechen und &beenden',
  'shell.lifecycle.rendererGone': 'Das Fenster funktioniert nicht mehr.',
  'shell.lifecycle.rendererGoneDetail':
    'Die geöffnete Datei und ihre Prüfung bleiben erhalten, ein laufendes Senden geht weiter. Laden Sie das Fenster neu, um sie wieder zu sehen.',
  'shell.lifecycle.reload': '&Neu laden',
  'shell.lifecycle.quit': '&Beenden',
  'shell.lifecycle.unresponsive': 'Das Fenster reagiert nicht.',
  'shell.lifecycle.unresponsiveDetail': 'Vielleicht ist es noch beschäftigt. Warten Sie oder laden Sie es neu: Die geöffnete Datei bleibt erhalten.',
  'shell.lifecycle.wait': '&Warten',

  // ---- Namen der Sprachen, jeder in seiner eigenen Sprache (Auswahl und Menü) ----
  'language.en': 'English',
  'language.de': 'Deutsch',
};
