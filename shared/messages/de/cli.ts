// Das Kommandozeilenwerkzeug auf Deutsch (Zusammenfassung, Aufruf, Fehler, Verlaufstabelle),
// ICU MessageFormat; dieselben Schlüssel und Platzhalter wie ../en/cli.ts. Befehle, Optionen
// und Rückgabewerte bleiben, wie sie sind; Platzhalter wie DATEI sind deutsch.
import type { AreaOf } from '../catalogue';
import type { cliEn } from '../en/cli';

export const cliDe: AreaOf<typeof cliEn> = {
  'cli.usage': 'Aufruf:',
  'cli.validate.synopsis': 'article-importer validate DATEI [--format text|json|csv|xlsx] [--output BERICHT] [--rules REGELN.json] [--threads N]',
  'cli.send.synopsis':
    'article-importer send DATEI --app ID_ODER_EDITORADRESSE [--base-url URL] [--yes] [--allow-shrink] [--allow-price-jumps]\n      [--allow-drift] [--no-compare] [--timeout SEKUNDEN] [--deadline SEKUNDEN] [--format text|json] [--rules REGELN.json] [--threads N]',
  'cli.changes.synopsis': 'article-importer changes DATEI --app ID_ODER_EDITORADRESSE [--base-url URL] [--format text|json] [--rules REGELN.json] [--threads N]',
  'cli.token.synopsis': 'article-importer token set|status|delete [--base-url URL]     (set liest das Token von der Standardeingabe)',
  'cli.history.synopsis': 'article-importer history [--format text|json] [--limit N]',
  'cli.fix.synopsis': 'article-importer fix DATEI [--output KORRIGIERT.json] [--force] [--only ART,…] [--format text|json] [--rules REGELN.json] [--threads N]',
  'cli.usage.more':
    'Jeder Befehl versteht --lang en|de; ohne diese Option folgt die Sprache LC_ALL, LC_MESSAGES oder LANG.\n„article-importer BEFEHL --help“ erklärt einen Befehl genauer.\n\nRückgabewerte: 0 gültig bzw. angenommen; 1 die Daten haben Fehler (nichts gesendet); 2 die Datei ist nicht\nlesbar oder kein JSON; 3 der Server hat die Anfrage abgelehnt; 4 keine Antwort, ein Netzwerk- oder\nServerfehler (das Ergebnis ist möglicherweise unbekannt); 64 falscher Aufruf; 65 nichts gesendet, weil\nnicht bestätigt: Die Datei lässt zu viele Artikel des Konfigurators weg (--allow-shrink), ändert Preise\num mehr als den eingestellten Faktor (--allow-price-jumps), lässt Felder leer werden oder schaltet zu\nviele Artikel ab (--allow-drift), oder sie lässt sich nicht mit der zuletzt angenommenen Datei vergleichen,\nweil die Vergleichsbasis beschädigt ist, fehlt, älter als dieses Senden ist oder zu einem anderen\nKonfigurator gehört (--no-compare oder alle drei --allow-Optionen); 66 der Verlauf ist nicht lesbar;\n69 der Schlüsselbund des Systems oder die Einstellungsdatei ist nicht nutzbar; 70 ein Fehler in diesem\nWerkzeug; 73 der Verlauf kann nicht geschrieben werden (nichts gesendet), oder „fix“, „set-aside“ bzw.\n„rules“ kann eine neue Datei nicht anlegen (bei „rules“ auch: Sie existiert schon) oder der Bericht von\n„validate --output“ kann nicht geschrieben werden; 75 an denselben Konfigurator wird gerade schon gesendet (nichts\ngesendet); 130 mit Strg+C an einer Eingabeaufforderung abgebrochen.',
  'cli.validate.usage':
    'Aufruf: article-importer validate DATEI [--format text|json|csv|xlsx] [--output BERICHT] [--rules REGELN.json] [--threads N]\n  Prüft DATEI gegen das Datenformat: jedes Problem mit seiner Stelle (Zeile:Spalte, JSON-Pointer,\n  Artikelnummer) und was zu tun ist. Arbeitet offline, braucht kein Token und sendet nichts.\n  --rules REGELN.json  mit diesem Regelsatz statt der eingebauten Regeln prüfen (README, Abschnitt „Rulesets“); ist er nicht verwendbar: Rückgabewert 64\n  --threads N  die Datensätze in N Threads neben dem prüfen, der die Datei liest (Standard: einer je Prozessorkern außer dem, der liest; 1: im Hauptthread)\n  --format text   eine Zusammenfassung und die Befunde, zum Lesen (Standard)\n  --format json   der Bericht als ein JSON-Dokument auf der Standardausgabe\n  --format csv    die Befunde als Texttabelle, die Excel und LibreOffice als Spalten öffnen (UTF-16, tabulatorgetrennt)\n  --format xlsx   die Befunde und die Angaben zur Datei als Excel-Arbeitsmappe; braucht --output\n  --output BERICHT  die Tabelle oder Arbeitsmappe nach BERICHT schreiben (eine vorhandene Datei wird ersetzt) statt auf die Standardausgabe\n  Rückgabewerte: 0 gültig (Warnungen und Hinweise erlaubt); 1 die Datei hat Fehler; 2 sie ist nicht lesbar oder kein JSON;\n  64 falscher Aufruf; 73 BERICHT kann nicht geschrieben werden.',
  'cli.send.usage':
    'Aufruf: article-importer send DATEI --app ID_ODER_EDITORADRESSE [--base-url URL] [--yes] [--allow-shrink] [--allow-price-jumps] [--rules REGELN.json] [--threads N]\n      [--allow-drift] [--no-compare] [--timeout SEKUNDEN] [--deadline SEKUNDEN] [--format text|json]\n  Prüft DATEI und sendet sie mit einer Anfrage an den Konfigurator, wenn sie keine Fehler hat; das\n  Senden wird im Verlauf festgehalten. Das Token kommt aus dem Schlüsselbund des Systems\n  („article-importer token set“) oder aus ARTICLE_IMPORTER_TOKEN, nie aus einem Argument.\n  --app             die Konfigurator-ID (4711) oder die Adresse der Editorseite des Konfigurators\n  --base-url        die Adresse des Konfigurators (sonst ARTICLE_IMPORTER_BASE_URL oder die Vorgabe der App)\n  --yes             eine Datei mit Warnungen ohne Rückfrage senden\n  --allow-shrink    eine Datei senden, die viele der zuletzt angenommenen Artikel weglässt\n  --allow-price-jumps  Preise senden, die sich um mehr als den eingestellten Faktor ändern\n  --allow-drift     eine Datei senden, die Felder leer werden lässt oder viele Artikel abschaltet\n  --no-compare      eine Datei senden, die sich nicht mit der zuletzt angenommenen vergleichen lässt\n                    (die Vergleichsbasis ist beschädigt, fehlt oder ist veraltet); die anderen Prüfungen gelten weiter\n  --timeout         wie lange der Server schweigen darf, in Sekunden (Standard: 600)\n  --deadline        wie lange die ganze Antwort nach dem Hochladen dauern darf, in Sekunden (Standard: 1800)\n  --rules REGELN.json  mit diesem Regelsatz statt der eingebauten Regeln prüfen (README, Abschnitt „Rulesets“); ist er nicht verwendbar: Rückgabewert 64\n  --threads N  die Datensätze in N Threads neben dem prüfen, der die Datei liest (Standard: einer je Prozessorkern außer dem, der liest; 1: im Hauptthread)\n  --format json     das Ergebnis als ein JSON-Dokument auf der Standardausgabe\n  Ohne Terminal (in einer Pipeline) wird nichts gefragt: Was keine Option bestätigt, wird nicht gesendet.',
  'cli.setAside.synopsis':
    'article-importer set-aside DATEI --output SENDBAR.json --rejected ZURÜCKGESTELLT.json [--force] [--format text|json] [--rules REGELN.json] [--threads N]',
  'cli.setAside.usage':
    'Aufruf: article-importer set-aside DATEI --output SENDBAR.json --rejected ZURÜCKGESTELLT.json [--force] [--format text|json] [--rules REGELN.json] [--threads N]\n  Prüft DATEI und schreibt zwei neue Dateien: SENDBAR.json mit den Datensätzen ohne Fehler (die Datei\n  ohne die übrigen, jedes andere Byte wie geschrieben) und ZURÜCKGESTELLT.json mit den übrigen, jeder so,\n  wie er geschrieben ist, mit dem Grund und seinen Befunden, für das ERP-Team. Ein Artikel mit Fehlern\n  nimmt seine Preise mit; ein Preis mit Fehler wird allein zurückgestellt; Dubletten werden alle\n  zurückgestellt. DATEI bleibt, wie sie ist. Arbeitet offline und sendet nichts: SENDBAR.json senden Sie\n  mit „article-importer send“, das sie wie jede Datei prüft und absichert.\n  --output     die neue Datei der sendbaren Datensätze\n  --rejected   die neue Datei der zurückgestellten Datensätze\n  --force      diese Dateien ersetzen, falls es sie gibt (niemals DATEI selbst)\n  --rules REGELN.json  mit diesem Regelsatz statt der eingebauten Regeln prüfen (README, Abschnitt „Rulesets“); ist er nicht verwendbar: Rückgabewert 64\n  --threads N  die Datensätze in N Threads neben dem prüfen, der die Datei liest (Standard: einer je Prozessorkern außer dem, der liest; 1: im Hauptthread)\n  --format json  die Anzahlen, beide Dateien und ihre SHA-256-Prüfsummen als ein JSON-Dokument auf der Standardausgabe\n  Rückgabewerte: 0 beide geschrieben; 1 nichts geschrieben, weil die Datei als Ganzes Fehler hat, die kein\n  Zurückstellen behebt, oder nur ZURÜCKGESTELLT.json, weil kein Datensatz sendbar ist; 2 nicht lesbar oder\n  kein JSON; 64 falscher Aufruf (eine Ausgabedatei ist DATEI selbst oder die andere\n  Ausgabedatei, oder sie existiert bereits und --force fehlt); 73 eine Datei kann nicht angelegt werden.',
  'cli.setAside.missingFile':
    'Nennen Sie die Datei, aus der Datensätze zurückgestellt werden sollen, z. B. article-importer set-aside woche.json --output woche.sendbar.json --rejected woche.zurückgestellt.json',
  'cli.setAside.missingOutputs':
    'Nennen Sie beide neuen Dateien: --output für die sendbaren Datensätze und --rejected für die übrigen, z. B. --output woche.sendbar.json --rejected woche.zurückgestellt.json',
  'cli.setAside.isOriginal': '{file} ist die geprüfte Datei: Die Datensätze kommen in neue Dateien, das Original bleibt, wie es ist. Wählen Sie andere Namen.',
  'cli.setAside.sameOutputs': '--output und --rejected nennen beide {file}: Wählen Sie zwei Namen.',
  'cli.setAside.exists': '{file} gibt es schon. Wählen Sie einen anderen Namen oder ersetzen Sie die Datei mit --force.',
  'cli.setAside.takenMeanwhile':
    'Es wurde nichts geschrieben: Während der Prüfung ist eine Datei gleichen Namens entstanden. Wählen Sie andere Namen oder geben Sie --force an.',
  'cli.setAside.cannotWrite':
    'Es wurde nichts geschrieben: In {folder} lässt sich keine Datei anlegen ({reason}). Prüfen Sie, ob es den Ordner gibt und ob Sie darin schreiben dürfen.',
  'cli.setAside.changed':
    'Es wurde nichts geschrieben: Die Datei hat sich beim Lesen geändert. Führen Sie den Befehl mit der Datei, wie sie jetzt ist, noch einmal aus.',
  'cli.setAside.writingRejected': '{file} wird geschrieben: {done, number} von {total, number} zurückgestellten Datensätzen',
  'cli.setAside.writingSendable': '{file} wird geschrieben: {done} von {total} gelesen',
  'cli.setAside.cancelled': 'Abgebrochen: Es wurde nichts geschrieben.',
  'cli.setAside.notWrittenUnreadable':
    'Es wurde nichts geschrieben: Die Datei ließ sich nicht als JSON lesen, ihre Datensätze lassen sich also nicht trennen. Beheben Sie das zuerst (oder exportieren Sie die Datei neu).',
  'cli.setAside.documentErrors':
    '{file}: {errors, plural, one {# Fehler betrifft} other {# Fehler betreffen}} die Datei als Ganzes, keinen einzelnen Datensatz; Zurückstellen kann {errors, plural, one {ihn} other {sie}} nicht beheben:',
  'cli.setAside.notWrittenDocument': 'Es wurde nichts geschrieben. Korrigieren Sie den Export („article-importer validate DATEI“ listet alle Befunde auf).',
  'cli.setAside.summary':
    '{file}: {articlesSendable, number} von {articles, plural, one {# Artikel} other {# Artikeln}} und {pricesSendable, number} von {prices, plural, one {# Preis} other {# Preisen}} sind sendbar; {articlesAside, plural, one {# Artikel} other {# Artikel}} und {pricesAside, plural, one {# Preis} other {# Preise}} sind zurückgestellt.',
  'cli.setAside.sendableFile': 'Sendbar:        {file} ({size}), SHA-256 {sha256}',
  'cli.setAside.rejectedFile': 'Zurückgestellt: {file} ({size}), SHA-256 {sha256}',
  'cli.setAside.next':
    'Senden mit: article-importer send {file} --app ID_ODER_EDITORADRESSE (die Schutzprüfungen vergleichen die Datei mit dem, was der Konfigurator zuletzt angenommen hat; die weggelassenen Artikel werden also mitgezählt).',
  'cli.setAside.nothingSendable': 'Kein Datensatz ist sendbar: Jeder hat Fehler oder gehört zu einem Artikel mit Fehlern. Nur {file} wurde geschrieben.',
  'cli.unknownCommand': 'Unbekannter Befehl „{command}“. „article-importer --help“ zeigt alle Befehle.',
  'cli.badArguments': '{detail}\n„article-importer --help“ zeigt, wie der Befehl aufgerufen wird.',
  'cli.missingFile': 'Geben Sie die zu prüfende Datei an, z. B. article-importer validate export.json',
  'cli.badThreads': '--threads erwartet eine ganze Zahl von 1 bis {limit}, nicht „{value}“.',
  'cli.badFormat': '--format muss „text“ oder „json“ sein, nicht „{value}“.',
  'cli.badReportFormat': '--format muss „text“, „json“, „csv“ oder „xlsx“ sein, nicht „{value}“.',
  'cli.validate.xlsxNeedsOutput': '--format xlsx schreibt eine Arbeitsmappe, und die ist kein Text für ein Terminal oder eine Pipeline: Nennen Sie ihre Datei mit --output, z. B. --output woche.report.xlsx',
  'cli.validate.outputNeedsTable': '--output gilt für den Bericht als Tabelle: Geben Sie --format xlsx oder --format csv dazu an.',
  'cli.validate.missingOutput': 'Nennen Sie nach --output die Datei für den Bericht, z. B. --output woche.report.xlsx',
  'cli.validate.outputIsFile': 'Der Bericht ersetzt nie {file}, die Datei, um die es geht: Nennen Sie mit --output eine andere Datei.',
  'cli.validate.outputNotAFile': 'Es wurde kein Bericht geschrieben: {path} ist ein Ordner oder etwas anderes, das keine Datei ist. Nennen Sie mit --output eine Datei.',
  'cli.validate.outputUnwritable': 'Es wurde kein Bericht geschrieben: {output} lässt sich nicht schreiben ({reason}).',
  'cli.validate.changed': 'Es wurde kein Bericht geschrieben: {file} hat sich beim Lesen geändert. Führen Sie den Befehl noch einmal aus.',
  'cli.validate.written': 'Der Bericht zu {file} steht in {output}.',
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
  'cli.moreNotListed': '… und {count, number} weitere dieser Art (der Bericht führt nur die ersten {cap, number} auf).',
  'cli.historyNotWritten': 'Warnung: Der Verlauf konnte nicht in {file} geschrieben werden ({reason}).',

  'cli.send.historyUnwritable':
    'Es wurde nichts gesendet: Der Verlauf, der jedes Senden festhält, kann nicht geschrieben werden ({problem}). Geben Sie Speicherplatz frei oder korrigieren Sie die Berechtigungen des Datenordners und senden Sie dann erneut. Verlaufsdatei: {file}',
  'cli.send.missingApp': 'Geben Sie den Zielkonfigurator mit --app an: seine Konfigurator-ID (z. B. --app 4711) oder die Adresse seiner Editorseite.',
  'cli.send.missingBaseUrl':
    'Geben Sie an, an welchen Konfigurator gesendet werden soll: --base-url https://configurator.example, oder setzen Sie ARTICLE_IMPORTER_BASE_URL, oder speichern Sie in der App eine Standardadresse.',
  'cli.send.badTimeout': '--timeout muss eine Anzahl Sekunden zwischen 1 und 86.400 sein, nicht „{value}“.',
  'cli.send.badDeadline': '--deadline muss eine Anzahl Sekunden zwischen 1 und 86.400 sein, nicht „{value}“.',
  'cli.send.notSentErrors':
    'Es wurde nichts gesendet: Die Datei hat {errors, plural, one {# Fehler. Beheben Sie ihn} other {# Fehler. Beheben Sie sie}} und rufen Sie den Befehl erneut auf („article-importer validate DATEI“ listet alle Befunde auf).',
  'cli.send.notSentUnreadable': 'Es wurde nichts gesendet: Die Datei konnte nicht als JSON gelesen werden.',
  'cli.send.confirmWarnings': 'Die Datei hat nach den Regeln „{rules}“ {warnings, plural, one {# Warnung} other {# Warnungen}}. Trotzdem senden? [j/N] ',
  'cli.send.notConfirmed':
    'Es wurde nichts gesendet: Die Datei hat {warnings, plural, one {# Warnung} other {# Warnungen}}, und das Senden wurde nicht bestätigt. Prüfen Sie sie („article-importer validate DATEI“) und bestätigen Sie dann an der Eingabeaufforderung oder mit --yes.',
  'cli.send.noToken':
    'Es wurde nichts gesendet: Für {origin} ist kein API-Token gespeichert. Speichern Sie eines mit „article-importer token set --base-url {origin}“ (das Token wird von der Standardeingabe gelesen) oder setzen Sie ARTICLE_IMPORTER_TOKEN. So erhalten Sie ein Token: Öffnen Sie im Konfigurator Ihr Benutzerprofil, schalten Sie den Entwicklermodus ein und erzeugen Sie ein Token.',
  'cli.send.notSent': 'Es wurde nichts gesendet: {problem}',
  'cli.send.sending':
    '{file} ({articles, plural, one {# Artikel} other {# Artikel}}, {prices, plural, one {# Preis} other {# Preise}}, {size}), geprüft mit den Regeln „{rules}“, wird an Konfigurator {appId} unter {baseUrl} gesendet…',
  'cli.send.status': 'HTTP-Status: {status}',
  'cli.send.serverAnswer': 'Antwort des Servers:',
  'cli.send.answerTruncated': '… (die Antwort war länger; der Rest wird nicht angezeigt)',
  'cli.send.attempts': '{attempts, plural, one {# Anfrage} other {# Anfragen}}, {duration}.',
  'cli.checking': '{file} wird geprüft: {done} von {total} gelesen, {records, plural, one {# Datensatz} other {# Datensätze}} geprüft',
  'cli.checking.timeLeft': '{file} wird geprüft: {done} von {total} gelesen, {records, plural, one {# Datensatz} other {# Datensätze}} geprüft, noch etwa {duration}',
  'cli.checking.crossChecking': '{file} wird geprüft: Dubletten und Preise ohne Artikel…',
  'cli.checking.cancelled': 'Abgebrochen: Die Prüfung wurde beendet, nichts wurde gesendet.',
  'cli.interrupted': 'Wird abgebrochen… (Strg+C erneut drücken, um sofort zu beenden)',
  'cli.send.yes': 'j',

  'cli.send.confirmLeftOut': 'Um trotzdem zu senden, geben Sie die Anzahl der weggelassenen Artikel ein ({removed, number}): ',
  'cli.send.confirmLeftOutPrices': 'Um trotzdem zu senden, geben Sie die Anzahl der weggelassenen Preise ein ({removed, number}): ',
  'cli.send.confirmPriceJumps': 'Diese Preisänderungen so senden? [j/N] ',
  'cli.send.notSentLeftOut':
    'Es wurde nichts gesendet: Die Datei lässt {removed, plural, one {# Artikel} other {# Artikel}} ({share, number, percent}) von dem weg, was Konfigurator {appId} zuletzt angenommen hat, mehr als die {maxShare, number, percent}, die ohne Bestätigung erlaubt sind. Wenn das so gewollt ist, geben Sie die Anzahl an der Eingabeaufforderung ein oder verwenden Sie --allow-shrink.',
  'cli.send.notSentLeftOutPrices':
    'Es wurde nichts gesendet: Die Datei ohne Artikel lässt {removed, plural, one {# Preis} other {# Preise}} ({share, number, percent}) von dem weg, was Konfigurator {appId} zuletzt angenommen hat, mehr als die {maxShare, number, percent}, die ohne Bestätigung erlaubt sind. Wenn das so gewollt ist, geben Sie die Anzahl an der Eingabeaufforderung ein oder verwenden Sie --allow-shrink.',
  'cli.send.notSentPriceJumps':
    'Es wurde nichts gesendet: {count, plural, one {# Preis ändert sich} other {# Preise ändern sich}} um mehr als den Faktor {factor, number} nach oben oder unten. Wenn das so gewollt ist, bestätigen Sie an der Eingabeaufforderung oder verwenden Sie --allow-price-jumps.',
  'cli.send.confirmNotComparable': 'Ohne Vergleich senden? [j/N] ',
  'cli.send.notSentNotComparable':
    'Es wurde nichts gesendet: Diese Datei lässt sich nicht mit dem vergleichen, was Konfigurator {appId} zuletzt von diesem Computer angenommen hat ({reason, select, unreadable {die Vergleichsbasis ist beschädigt} otherTarget {die gespeicherte Vergleichsbasis gehört zu einem anderen Konfigurator} missing {die Vergleichsbasis fehlt} other {die Vergleichsbasis ist älter als die zuletzt angenommene Datei}}); die Schutzprüfungen können sie daher nicht prüfen. Soll sie trotzdem gesendet werden, bestätigen Sie an der Eingabeaufforderung oder verwenden Sie --no-compare (oder alle drei: --allow-shrink, --allow-price-jumps und --allow-drift).',
  'cli.send.confirmDrift': 'Mit diesen leeren Feldern und abgeschalteten Artikeln senden? [j/N] ',
  'cli.send.notSentDrift':
    'Es wurde nichts gesendet: In dieser Datei {blankFields, plural, one {ist # Feld} other {sind # Felder}} leer geworden und {deactivated, plural, one {# Artikel wurde} other {# Artikel wurden}} von aktiv auf inaktiv gesetzt ({share, number, percent} der Artikel von Konfigurator {appId}; mehr als {maxShare, number, percent} muss bestätigt werden). Wenn das so gewollt ist, bestätigen Sie an der Eingabeaufforderung oder verwenden Sie --allow-drift.',
  'cli.send.digestKept': 'Als Vergleichsbasis gespeichert, was Konfigurator {appId} jetzt hat: Die nächste Datei an ihn wird damit verglichen.',
  'cli.send.digestNotKept':
    'Warnung: Konfigurator {appId} hat die Datei angenommen, aber was er jetzt hat, konnte auf diesem Computer nicht als Vergleichsbasis gespeichert werden ({reason}). Die nächste Datei an ihn lässt sich daher nicht mit dieser vergleichen; gesendet wird sie dann nur nach einer Bestätigung ohne Vergleich (an der Eingabeaufforderung oder mit --no-compare).',
  'cli.changes.usage':
    'Aufruf: article-importer changes DATEI --app ID_ODER_EDITORADRESSE [--base-url URL] [--format text|json] [--rules REGELN.json] [--threads N]\n  Zeigt, was das Senden von DATEI im Konfigurator ändern würde, verglichen mit der letzten Datei, die er\n  von diesem Computer angenommen hat. Arbeitet offline und braucht kein Token.\n  --rules REGELN.json  mit diesem Regelsatz statt der eingebauten Regeln prüfen (README, Abschnitt „Rulesets“); ist er nicht verwendbar: Rückgabewert 64\n  --threads N  die Datensätze in N Threads neben dem prüfen, der die Datei liest (Standard: einer je Prozessorkern außer dem, der liest; 1: im Hauptthread)\n  Rückgabewerte: 0 verglichen (oder nichts zum Vergleichen); 1 die Datei hat Fehler; 2 sie ist nicht\n  lesbar; 65 zum Senden wäre eine Bestätigung nötig: --allow-shrink, --allow-price-jumps oder\n  --allow-drift, oder --no-compare, wenn die Datei nicht verglichen werden kann (die Vergleichsbasis\n  ist beschädigt, fehlt, ist älter als dieses Senden oder gehört zu einem anderen Konfigurator).',
  'cli.changes.hasErrors':
    'Die Datei hat {errors, plural, one {# Fehler} other {# Fehler}}: So kann sie nicht gesendet werden („article-importer validate DATEI“ listet alle Befunde auf).',
  'cli.changes.first':
    'Nichts zum Vergleichen: Konfigurator {appId} unter {baseUrl} hat noch keine Datei von diesem Computer angenommen. Sobald er eine annimmt, wird jede weitere Datei damit verglichen.',
  'cli.changes.notComparable.unreadable':
    'Diese Datei lässt sich nicht mit dem vergleichen, was Konfigurator {appId} zuletzt von diesem Computer angenommen hat: Die Vergleichsbasis ist nicht verwendbar, denn {problem}.',
  'cli.changes.notComparable.otherTarget':
    'Diese Datei lässt sich nicht mit dem vergleichen, was Konfigurator {appId} zuletzt von diesem Computer angenommen hat: Die gespeicherte Vergleichsbasis gehört zu einem anderen Konfigurator (von Hand kopiert oder umbenannt).',
  'cli.changes.notComparable.missing':
    'Diese Datei lässt sich nicht mit dem vergleichen, was Konfigurator {appId} hat: Er hat {file} am {date} von diesem Computer angenommen, aber die Vergleichsbasis zu dieser Datei fehlt.',
  'cli.changes.notComparable.stale':
    'Diese Datei lässt sich nicht mit dem vergleichen, was Konfigurator {appId} hat: Die Vergleichsbasis stammt von {digestFile} ({digestDate}), danach hat er aber noch {file} angenommen (am {date}).',
  'cli.changes.notComparableGuards':
    'Die Schutzprüfungen (weggelassene Artikel, Preissprünge, leer gewordene Felder, abgeschaltete Artikel) können sie daher nicht prüfen, und das Senden muss bestätigt werden (an der Eingabeaufforderung oder mit --no-compare). Mit der nächsten angenommenen Datei wird die Vergleichsbasis neu gespeichert.',
  'cli.changes.heading': 'Verglichen mit der letzten Datei, die Konfigurator {appId} von diesem Computer angenommen hat ({file}, {date}):',
  'cli.changes.identical': 'Diese Datei ist mit ihr identisch (dieselbe SHA-256-Prüfsumme).',
  'cli.changes.articles': 'Artikel: {added, number} neu, {removed, number} weggelassen, {changed, number} geändert, {unchanged, number} unverändert.',
  'cli.changes.articlesNone': 'Artikel: Diese Datei hat keine, daher wird keiner verglichen.',
  'cli.changes.prices': 'Preise: {added, number} neu, {removed, number} weggelassen, {changed, number} geändert, {unchanged, number} unverändert.',
  'cli.changes.pricesNone': 'Preise: Diese Datei hat keine, daher wird keiner verglichen.',
  'cli.changes.leftOut': 'Sie lässt {share, number, percent} der {total, number} Artikel weg, die Konfigurator {appId} zuletzt angenommen hat ({removed, number}).',
  'cli.changes.leftOutPrices': 'Sie lässt {share, number, percent} der {total, number} Preise weg, die Konfigurator {appId} zuletzt angenommen hat ({removed, number}).',
  'cli.changes.leftOutOver': 'Das ist mehr als die {maxShare, number, percent}, die ohne zusätzliche Bestätigung wegfallen dürfen.',
  'cli.changes.leftOutList': 'Weggelassen:',
  'cli.changes.blankFields':
    '{count, plural, one {# Feld ist leer geworden} other {# Felder sind leer geworden}} (zuvor bei mindestens der Hälfte der Artikel gefüllt, die Konfigurator {appId} zuletzt angenommen hat, jetzt bei weniger als halb so vielen):',
  'cli.changes.blankField':
    '{field}: zuvor bei {beforeShare, number, percent} der Artikel ({before, number}), jetzt bei {nowShare, number, percent} ({now, number})',
  'cli.changes.deactivated':
    '{count, plural, one {# Artikel wird} other {# Artikel werden}} von aktiv auf inaktiv gesetzt ({share, number, percent} der Artikel, die Konfigurator {appId} zuletzt angenommen hat).',
  'cli.changes.deactivatedOver': 'Das ist mehr als die {maxShare, number, percent}, die ohne zusätzliche Bestätigung abgeschaltet werden dürfen.',
  'cli.changes.priceJumps':
    '{count, plural, one {# Preis ändert sich} other {# Preise ändern sich}} um mehr als den Faktor {factor, number} nach oben oder unten (in Cent statt in Euro angegeben?):',
  'cli.changes.priceKey': '{articleNumber} ({priceList}, {currency}, ab {minQuantity, number} Stück)',
  'cli.changes.priceKeyFrom': '{articleNumber} ({priceList}, {currency}, ab {minQuantity, number} Stück, gültig ab {validFrom})',
  'cli.changes.priceJump': '{key}: {old, number} → {new, number}',
  'cli.changes.priceJumpPrevious': '{key}: {old, number} → {new, number} (vorher: {previous})',
  'cli.changes.previousKey': '{priceList}, ab {minQuantity, number} Stück',
  'cli.changes.previousKeyFrom': '{priceList}, ab {minQuantity, number} Stück, gültig ab {validFrom}',
  'cli.changes.more': '… und {count, number} weitere',
  'cli.changes.fullLists': 'Alle Listen vollständig: article-importer changes DATEI --app {appId} --format json',

  'cli.history.usage':
    'Aufruf: article-importer history [--format text|json] [--limit N]\n  Zeigt, was von diesem Computer aus gesendet (oder verweigert) wurde, das Neueste zuerst.\n  --limit N   höchstens N Einträge (Standard: 50)',
  'cli.history.badLimit': 'Die Option --limit braucht eine ganze Zahl von mindestens 1, z. B. --limit 20.',
  'cli.history.unknownArgument': 'Der Befehl „history“ versteht nur --format text|json und --limit N.',
  'cli.history.empty': 'Von diesem Computer wurde noch nichts gesendet.',
  'cli.history.column.time': 'Zeit',
  'cli.history.column.outcome': 'Ergebnis',
  'cli.history.column.status': 'HTTP',
  'cli.history.column.appId': 'Konfigurator',
  'cli.history.column.baseUrl': 'Adresse',
  'cli.history.column.file': 'Datei',
  'cli.history.column.articles': 'Artikel',
  'cli.history.column.prices': 'Preise',
  'cli.history.column.errors': 'Fehler',
  'cli.history.column.warnings': 'Warnungen',
  'cli.history.column.notes': 'Hinweise',
  'cli.history.column.digest': 'Vergleichsbasis',
  'cli.history.column.rules': 'Regeln',
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
  'cli.history.inFlight': 'wird gerade gesendet: Der Konfigurator hat noch nicht geantwortet',
  'cli.history.unknownLegend':
    '* Der Server hat nicht bestätigt: Ob der Import übernommen wurde, ist unklar. Prüfen Sie den Konfigurator, bevor Sie erneut senden.',
  'cli.history.more': 'Angezeigt werden die {shown, number} neuesten Einträge; mit --limit sehen Sie mehr.',
  'cli.history.skipped':
    '{count, plural, one {# Zeile der Verlaufsdatei konnte nicht gelesen werden und wurde ausgelassen} other {# Zeilen der Verlaufsdatei konnten nicht gelesen werden und wurden ausgelassen}} (zum Beispiel ein durch einen Absturz abgeschnittener Eintrag).',
  'cli.history.where': 'Verlaufsdatei: {file}',
  'cli.history.unreadable': 'Der Verlauf kann nicht gelesen werden: {problem}. Verlaufsdatei: {file}',

  // ---- warum eine Verlaufsdatei nicht geschrieben oder gelesen werden kann ----
  'historyProblem.full': 'die Festplatte ist voll',
  'historyProblem.permission': 'Ordner oder Datei sind schreibgeschützt, oder es fehlt die Berechtigung zum Schreiben oder Lesen',
  'historyProblem.notAFile': 'an der Stelle der Verlaufsdatei steht etwas anderes als eine Datei',
  'historyProblem.other': 'das System meldet {code}',

  // ---- die Einstellungsdatei (settings.json im Datenordner) ----
  'cli.settings.unreadable':
    'Die Einstellungen können nicht gelesen werden: {problem}. Es wurde nichts getan. Verschieben Sie die Datei an einen anderen Ort (die App legt neue Einstellungen an, sobald eine gespeichert wird) und versuchen Sie es erneut. Einstellungsdatei: {file}',
  // ---- warum eine Datei des Datenordners (die Einstellungen) nicht gelesen werden kann ----
  'dataFileProblem.notAFile': 'die Datei ist keine gewöhnliche Datei, sondern eine Pipe, ein Gerät oder ein Socket',
  'dataFileProblem.folder': 'an der Stelle der Datei steht ein Ordner',
  'dataFileProblem.tooLarge': 'die Datei ist größer als {limit}, weit mehr, als Einstellungen je sind',
  'dataFileProblem.permission': 'es fehlt die Berechtigung, die Datei zu lesen',
  'dataFileProblem.other': 'das System meldet {code}',

  'cli.fix.usage':
    'Aufruf: article-importer fix DATEI [--output KORRIGIERT.json] [--force] [--only ART,…] [--format text|json] [--rules REGELN.json] [--threads N]\n  Zeigt, welche Werte in DATEI genau eine sichere Korrektur haben: je Art, wie viele, mit Beispielen\n  vorher → nachher und ihrer Stelle (Zeile:Spalte, JSON-Pointer, Artikelnummer). Mit --output schreibt\n  der Befehl eine korrigierte Kopie, in der sich nur diese Werte ändern: Jedes andere Byte bleibt, wie\n  es war, und DATEI selbst wird nie verändert. Die Kopie wird dann wie jede Datei geprüft, und was\n  bleibt, wird angezeigt. Ohne --output wird nichts geschrieben (ein Probelauf).\n  --output KORRIGIERT.json  wohin die Kopie geschrieben wird; eine vorhandene Datei wird nicht ersetzt\n  --force                   KORRIGIERT.json ersetzen, falls vorhanden (nie DATEI selbst)\n  --only ART,…              nur diese Arten von Korrekturen anwenden (Standard: alle sicheren Arten):\n                            amount.text, quantity.text, active.text, currency.code, date.german,\n                            code.whitespace; dazu Vorschläge, die nur angewandt werden, wenn sie hier\n                            stehen: currency.nearest (eine Währung, die um einen Buchstaben von einem\n                            Code abweicht: „EUT“ → „EUR“)\n  --rules REGELN.json  mit diesem Regelsatz statt der eingebauten Regeln prüfen (README, Abschnitt „Rulesets“); ist er nicht verwendbar: Rückgabewert 64\n  --threads N  die Datensätze in N Threads neben dem prüfen, der die Datei liest (Standard: einer je Prozessorkern außer dem, der liest; 1: im Hauptthread)\n  --format json             der Plan, beide SHA-256-Prüfsummen und die Anzahlen dessen, was bleibt, als ein JSON-Dokument\n  Rückgabewerte: 0 die Kopie hat keine Fehler (Probelauf: der Plan wurde erstellt); 1 in der Kopie\n  bleiben Fehler; 2 DATEI ist nicht lesbar oder kein JSON (nichts geschrieben); 64 falscher Aufruf\n  oder KORRIGIERT.json gibt es schon; 73 die Kopie kann nicht geschrieben werden.',
  'cli.fix.missingFile': 'Nennen Sie die zu korrigierende Datei, z. B. article-importer fix export.json --output export.fixed.json',
  'cli.fix.badKind': '--only erwartet Arten von Korrekturen, durch Kommas getrennt ({kinds}), nicht „{value}“.',
  'cli.fix.outputExists': '{output} gibt es schon. Wählen Sie mit --output einen anderen Namen, oder ersetzen Sie die Datei mit --force.',
  'cli.fix.outputIsOriginal': 'Die korrigierte Kopie ersetzt nie {file} selbst: Nennen Sie mit --output eine andere Datei.',
  'cli.fix.missingOutput': 'Nennen Sie nach --output die Datei für die korrigierte Kopie, z. B. --output export.fixed.json',
  'cli.fix.outputNotAFile':
    'Es wurde nichts geschrieben: Die Kopie kann nicht nach {path} geschrieben werden, denn dort steht ein Ordner oder etwas anderes, das keine Datei ist. Nennen Sie mit --output eine Datei für die Kopie.',
  'cli.fix.outputUnwritable': 'Es wurde nichts geschrieben: Die Kopie kann nicht nach {output} geschrieben werden ({reason}).',
  'cli.fix.changed': 'Es wurde nichts geschrieben: {file} hat sich beim Lesen geändert. Führen Sie den Befehl noch einmal aus.',
  'cli.fix.cancelled': 'Abgebrochen: Es wurde keine Kopie geschrieben.',
  'cli.fix.progress': '{file} wird korrigiert: {done} von {total} gelesen',
  'cli.fix.unreadable': 'Es lässt sich nichts korrigieren: Die Prüfung kann {file} nicht lesen.',
  'cli.fix.heading': 'Korrekturplan für {file}: {articles, plural, one {# Artikel} other {# Artikel}}, {prices, plural, one {# Preis} other {# Preise}}',
  'cli.fix.nothing': 'Kein Wert hat eine sichere Korrektur.',
  'cli.fix.kind': '{label} [{kind}]: {count, plural, one {# Wert} other {# Werte}}',
  'cli.fix.kindNotChosen': '{label} [{kind}]: {count, plural, one {# Wert} other {# Werte}}, nicht angewandt (nicht mit --only genannt)',
  'cli.fix.kindSuggestion': '{label} [{kind}]: {count, plural, one {# Vorschlag} other {# Vorschläge}}, nicht angewandt (mit --only nennen, um ihn anzuwenden)',
  'cli.fix.kindSuggestionChosen': '{label} [{kind}]: {count, plural, one {# Vorschlag} other {# Vorschläge}}, wie gewählt angewandt',
  'cli.fix.exampleArticle': 'Artikel {articleNumber}',
  'cli.fix.moreExamples': '{count, plural, one {… und # weiterer} other {… und # weitere}}',
  'cli.fix.heldBack': '{count, plural, one {# Wert} other {# Werte}} nicht korrigiert: {reason}',
  'cli.fix.dryRun': 'Es wurde nichts geschrieben (ein Probelauf). Mit --output KORRIGIERT.json wird die korrigierte Kopie geschrieben; {file} selbst wird nie verändert.',
  'cli.fix.written': 'Korrigierte Kopie nach {output} geschrieben: {count, plural, =0 {kein Wert geändert} one {# Wert geändert} other {# Werte geändert}}, jedes andere Byte wie in {file}.',
  'cli.fix.hashes': 'SHA-256 von {file}: {original}\nSHA-256 der Kopie:  {copy}',
  'cli.fix.remaining': 'Prüfung der Kopie:',
  'cli.fix.notRecorded':
    'Warnung: Die Kopie wurde geschrieben, aber ihr Eintrag (der sie im Verlauf als korrigierte Kopie von {file} ausweist) konnte nicht in {where} geschrieben werden ({reason}).',
  'cli.history.copiesHeading': 'Korrigierte Kopien unter diesen Dateien:',
  'cli.history.copyOf': '{file}: korrigierte Kopie von {original} ({count, plural, one {# Korrektur} other {# Korrekturen}})',
};
