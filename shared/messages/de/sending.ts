// Ziel (Konfigurator-ID, Adresse) und Senden auf Deutsch, ICU MessageFormat; dieselben Schlüssel
// und Platzhalter wie ../en/sending.ts. Erst was geschah, dann der nächste Schritt.
import type { AreaOf } from '../catalogue';
import type { sendingEn } from '../en/sending';

export const sendingDe: AreaOf<typeof sendingEn> = {
  'appId.problem.empty': 'Geben Sie die Konfigurator-ID ein oder fügen Sie die Adresse seiner Editorseite ein.',
  'appId.problem.notPositiveInteger':
    '„{input}“ ist keine Konfigurator-ID. Die Konfigurator-ID ist eine ganze Zahl größer als 0, z. B. 4711; Sie können auch die Adresse der Editorseite des Konfigurators einfügen.',
  'appId.problem.tooLarge': '„{input}“ ist zu groß für eine Konfigurator-ID. Prüfen Sie die Zahl.',
  'appId.problem.notAnAddress':
    '„{input}“ ist weder eine Konfigurator-ID noch eine Webadresse. Geben Sie die Zahl ein oder fügen Sie die Adresse der Editorseite des Konfigurators ein.',
  'appId.problem.noAppsSegment':
    'Diese Adresse enthält keine Konfigurator-ID. Öffnen Sie den Konfigurator in seinem Editor und kopieren Sie die Adresse von dort: Sie enthält „/apps/“ und danach die Konfigurator-ID.',
  'appId.problem.noIdAfterApps':
    'Diese Adresse enthält „/apps/“, aber danach keine Konfigurator-ID. Öffnen Sie den Konfigurator in seinem Editor und kopieren Sie die Adresse erneut.',
  'appId.problem.idAfterAppsNotPositiveInteger':
    'Der Teil nach „/apps/“ in dieser Adresse ist keine Konfigurator-ID (eine ganze Zahl größer als 0). Öffnen Sie den Konfigurator in seinem Editor und kopieren Sie die Adresse erneut.',
  'appId.takenFromAddress': 'Konfigurator-ID {appId}, aus der Adresse übernommen.',

  'baseUrl.problem.empty': 'Geben Sie die Adresse des Konfigurators ein, z. B. https://configurator.example.com.',
  'baseUrl.problem.noScheme': 'Geben Sie die vollständige Adresse ein, beginnend mit „https://“, z. B. https://{input}.',
  'baseUrl.problem.notAUrl': '„{input}“ ist keine Webadresse. Geben Sie die Adresse des Konfigurators ein, z. B. https://configurator.example.com.',
  'baseUrl.problem.unsupportedScheme':
    'Adressen, die mit „{scheme}“ beginnen, können nicht verwendet werden. Die Adresse des Konfigurators beginnt mit „https://“.',
  'baseUrl.problem.httpNotLoopback':
    'Die Adresse von {host} muss mit „https://“ beginnen, damit Token und Daten verschlüsselt übertragen werden. Unverschlüsseltes „http://“ ist nur für diesen Computer (localhost) zum Testen erlaubt.',
  'baseUrl.problem.credentials': 'Entfernen Sie Benutzername und Passwort aus der Adresse. Die App meldet sich mit dem API-Token an.',
  'baseUrl.problem.query': 'Entfernen Sie den Teil ab „?“: Die Adresse des Konfigurators hat keinen Abfrageteil.',
  'baseUrl.problem.fragment': 'Entfernen Sie den Teil ab „#“: Die Adresse des Konfigurators hat keinen Ankerteil.',
  'baseUrl.problem.editorAddress':
    'Das ist die Adresse der Editorseite eines Konfigurators. Fügen Sie sie vollständig in dieses Feld oder in das Feld „Konfigurator-ID“ ein, dann werden beide ausgefüllt, oder geben Sie die Basisadresse des Konfigurators ein, z. B. {origin}.',

  // Der Name eines Ziels (shared/targets/target-name.ts): der Name des Benutzers, sonst Konfigurator-ID und Host.
  'targetName.labelled': '{label}',
  'targetName.unnamed': '{appId} auf {host}',

  'send.beforeSending':
    'Die Datei ({size}) wird an Konfigurator {appId} unter {host} gesendet. Die Dokumentation des Konfigurators sagt nicht, ob vorhandene Artikel überschrieben oder zusammengeführt werden und ob eine teilweise ungültige Datei teilweise übernommen wird.',
  'send.progress': '{sent} von {total} gesendet.',
  'send.retryCountdown':
    'Der Server ist ausgelastet und hat die Datei nicht verarbeitet. Neuer Versuch in {seconds, plural, one {# Sekunde} other {# Sekunden}} (Versuch {attempt, number} von {maxAttempts, number}).',

  'outcome.accepted': 'Konfigurator {appId} hat die Datei angenommen (HTTP {status}). Die Antwort steht unter „Antwort des Servers“.',
  'outcome.unauthorized':
    'Der Konfigurator unter {host} hat das API-Token abgelehnt. Erzeugen Sie ein neues (im Konfigurator: Benutzerprofil öffnen, Entwicklermodus einschalten, Token erzeugen) und speichern Sie es hier erneut.',
  'outcome.forbidden':
    'Mit diesem API-Token darf nicht in Konfigurator {appId} importiert werden. Prüfen Sie die Konfigurator-ID oder verwenden Sie das Token eines Benutzers, der diesen Konfigurator bearbeiten darf.',
  'outcome.notFound': 'Unter {baseUrl} gibt es keinen Konfigurator {appId}. Prüfen Sie die Konfigurator-ID und die Adresse des Konfigurators.',
  'outcome.rejectedWithMessage': 'Der Server hat die Daten abgelehnt (HTTP {status}): {serverMessage}',
  'outcome.rejectedNoMessage':
    'Der Server hat die Daten abgelehnt (HTTP {status}), ohne einen Grund zu nennen. Die Antwort steht unter „Antwort des Servers“.',
  'outcome.rejectedItem.indexAndArticle': 'Eintrag {index} ({articleNumber}): {message}',
  'outcome.rejectedItem.index': 'Eintrag {index}: {message}',
  'outcome.rejectedItem.article': 'Artikel {articleNumber}: {message}',
  'outcome.rejectedItem.plain': '{message}',
  'outcome.clientError': 'Der Server hat die Anfrage abgelehnt (HTTP {status}). Die Antwort steht unter „Antwort des Servers“.',
  'outcome.tooLarge': 'Die Datei ({size}) ist zu groß für den Server. Teilen Sie sie in kleinere Dateien auf und senden Sie diese nacheinander.',
  'outcome.busy': 'Der Konfigurator unter {host} ist ausgelastet (HTTP {status}) und hat die Datei nicht verarbeitet. Versuchen Sie es später erneut.',
  'outcome.busyAfterRetries':
    'Der Konfigurator unter {host} ist nach {attempts, number} Versuchen immer noch ausgelastet (HTTP {status}) und hat die Datei nicht verarbeitet. Versuchen Sie es später erneut.',
  'outcome.busyWaitTooLong':
    'Der Konfigurator unter {host} ist ausgelastet (HTTP {status}) und bittet, {seconds, plural, one {# Sekunde} other {# Sekunden}} zu warten – länger, als die App wartet. Er hat die Datei nicht verarbeitet. Versuchen Sie es später erneut.',
  'outcome.serverError':
    'Beim Konfigurator unter {host} ist ein Fehler aufgetreten (HTTP {status}). Ob der Import übernommen wurde, ist unklar: Prüfen Sie den Konfigurator, bevor Sie erneut senden.',
  'outcome.redirect':
    'Der Server verweist auf eine andere Adresse ({location}, HTTP {status}), statt die Datei anzunehmen. Die Datei wurde nicht dorthin gesendet. Prüfen Sie die Adresse des Konfigurators.',
  'outcome.redirectNoLocation':
    'Der Server hat mit einer Weiterleitung geantwortet (HTTP {status}), statt die Datei anzunehmen. Prüfen Sie die Adresse des Konfigurators.',
  'outcome.tlsUntrusted':
    'Die sichere Verbindung zu {host} ist fehlgeschlagen: Das Zertifikat stammt nicht von einer vertrauenswürdigen Stelle. Die Datei wurde nicht gesendet. Prüfen Sie die Adresse oder fragen Sie Ihre IT-Abteilung nach dem Zertifikat.',
  'outcome.tlsExpired':
    'Die sichere Verbindung zu {host} ist fehlgeschlagen: Das Zertifikat ist abgelaufen oder noch nicht gültig. Die Datei wurde nicht gesendet. Bitten Sie den Betreiber des Konfigurators, es zu erneuern.',
  'outcome.tlsNameMismatch':
    'Die sichere Verbindung zu {host} ist fehlgeschlagen: Das Zertifikat gehört zu einer anderen Adresse. Die Datei wurde nicht gesendet. Prüfen Sie die Adresse des Konfigurators.',
  'outcome.tlsOther':
    'Die sichere Verbindung zu {host} ist fehlgeschlagen ({code}). Die Datei wurde nicht gesendet. Prüfen Sie die Adresse oder fragen Sie Ihre IT-Abteilung.',
  'outcome.dns': 'Die Adresse {host} wurde nicht gefunden. Prüfen Sie die Adresse des Konfigurators und Ihre Netzwerkverbindung.',
  'outcome.connectionRefused':
    '{host} hat die Verbindung abgelehnt: Unter dieser Adresse antwortet nichts. Prüfen Sie die Adresse des Konfigurators samt Port.',
  'outcome.unreachable':
    '{host} ist von diesem Computer aus nicht erreichbar ({code}). Prüfen Sie Ihre Netzwerkverbindung und die Adresse des Konfigurators.',
  'outcome.connectTimeout':
    '{host} hat innerhalb von {timeout} keine Verbindung angenommen. Die Datei wurde nicht gesendet. Prüfen Sie die Adresse des Konfigurators und Ihre Netzwerkverbindung.',
  'outcome.responseTimeout':
    'Die Datei wurde gesendet, aber {host} hat nicht innerhalb von {timeout} geantwortet. Das Ergebnis ist unbekannt: Prüfen Sie den Konfigurator, bevor Sie erneut senden.',
  'outcome.answerDeadline':
    'Die Datei wurde gesendet, aber {host} hat seine Antwort nicht innerhalb von {timeout} abgeschlossen; die App hat daher nicht länger gewartet. Das Ergebnis ist unbekannt: Prüfen Sie den Konfigurator, bevor Sie erneut senden.',
  'outcome.uploadStalled':
    '{host} hat {timeout} lang keine Daten mehr angenommen, daher wurde das Senden vor dem Ende abgebrochen. Der Import wurde nicht übernommen; Sie können die Datei erneut senden.',
  'outcome.connectionLost':
    'Die Verbindung zu {host} ist abgebrochen, nachdem die Datei gesendet war. Das Ergebnis ist unbekannt: Prüfen Sie den Konfigurator, bevor Sie erneut senden.',
  'outcome.connectionLostDuringUpload':
    'Die Verbindung zu {host} ist während des Sendens abgebrochen, vor dem Ende der Datei. Der Import wurde nicht übernommen; Sie können die Datei erneut senden.',
  'outcome.networkError':
    'Die Verbindung zu {host} ist fehlgeschlagen ({code}). Die Datei wurde nicht vollständig gesendet. Prüfen Sie Ihre Netzwerkverbindung und versuchen Sie es erneut.',
  'outcome.cancelled': 'Das Senden wurde abgebrochen, bevor die Datei vollständig übertragen war. Es wurde nichts importiert.',
  'outcome.cancelledAfterUpload':
    'Das Senden wurde abgebrochen, nachdem die Datei übertragen war. Das Ergebnis ist unbekannt: Prüfen Sie den Konfigurator, bevor Sie erneut senden.',
  'outcome.fileChanged':
    'Die Datei wurde seit der Prüfung geändert und deshalb nicht gesendet. Laden Sie sie neu und lassen Sie sie erneut prüfen, bevor Sie senden.',
  'outcome.fileChangedDuringUpload':
    'Die Datei wurde während des Sendens geändert, daher wurde das Senden vor dem Ende abgebrochen. Es wurde nichts importiert. Laden Sie die Datei neu und lassen Sie sie erneut prüfen, bevor Sie senden.',
  'outcome.fileUnreadable':
    'Die Datei kann nicht mehr gelesen werden ({code}) und wurde deshalb nicht gesendet. Laden Sie sie neu und lassen Sie sie erneut prüfen, bevor Sie senden.',
  'outcome.tokenUnusable':
    'Das gespeicherte API-Token enthält Leerzeichen, Zeilenumbrüche oder andere Zeichen, die in einem Token nicht vorkommen können; es wurde nichts gesendet. Erzeugen Sie ein neues (im Konfigurator: Benutzerprofil öffnen, Entwicklermodus einschalten, Token erzeugen) und speichern Sie es hier erneut.',
  'outcome.badTarget':
    'Die Zieladresse ist keine gültige Adresse eines Konfigurators; es wurde nichts gesendet. Prüfen Sie die Adresse des Konfigurators und die Konfigurator-ID.',
  'send.inFlight':
    'Es wurde nichts gesendet: An Konfigurator {appId} wird gerade schon gesendet (seit {startedAt} Uhr{by, select, app {, von der App} cli {, von der Kommandozeile} other {}}). Warten Sie das Ergebnis ab und versuchen Sie es dann erneut.',

  // Warum die Vergleichsbasis nicht verwendbar ist: das Ende von „…, denn {reason}“ (Hauptsatz).
  'digestProblem.truncated': 'sie ist unvollständig (abgeschnitten, etwa weil die Festplatte voll war oder das Kopieren abbrach)',
  'digestProblem.notDigest': 'an ihrer Stelle liegt eine Datei, die nicht von dieser App gespeichert wurde',
  'digestProblem.unknownVersion': 'sie hat ein Format, das diese Version der App nicht lesen kann (Format {version}); vermutlich hat eine neuere Version sie gespeichert',
  'digestProblem.changed': 'ihr Inhalt wurde verändert oder beschädigt, nachdem die App sie gespeichert hat',
  'digestProblem.inconsistent': 'ihr Inhalt passt nicht zusammen; sie wurde also beschädigt oder von Hand verändert',
  'digestProblem.folder': 'an ihrer Stelle liegt ein Ordner',
  'digestProblem.tooLarge': 'sie ist größer als {size} und damit größer als jede Vergleichsbasis, die diese App speichert',
  'digestProblem.notAFile': 'an ihrer Stelle liegt etwas, das keine Datei ist (eine Pipe, ein Gerät oder ein Socket)',
  'digestProblem.noAccess': 'die App darf sie nicht lesen (prüfen Sie die Zugriffsrechte des Datenordners der App)',
  'digestProblem.system': 'das System kann sie nicht lesen ({code})',
};
