// Das API-Token auf Deutsch (Fehler des Schlüsselbunds, Token-Eingabe, der Befehl „token“),
// ICU MessageFormat; dieselben Schlüssel und Platzhalter wie ../en/keychain.ts. Kein Text
// enthält je ein Token.
import type { AreaOf } from '../catalogue';
import type { keychainEn } from '../en/keychain';

export const keychainDe: AreaOf<typeof keychainEn> = {
  'keychain.unavailable':
    'Der Schlüsselbund des Systems ist nicht erreichbar; das API-Token kann dort weder gespeichert noch gelesen werden. Unter Linux heißt das meist, dass in dieser Sitzung kein Secret Service (etwa GNOME Keyring oder KWallet) läuft.',
  'keychain.noModule':
    'Diese Installation kann den Schlüsselbund des Systems nicht verwenden: Das Modul dafür fehlt oder wurde nicht für diesen Computer erstellt. Das API-Token kann dort nicht gespeichert werden.',
  'keychain.locked':
    'Der Schlüsselbund des Systems ist gesperrt; das API-Token kann dort weder gespeichert noch gelesen werden. Entsperren Sie ihn (zum Beispiel, indem Sie sich erneut am Desktop anmelden) und versuchen Sie es noch einmal.',
  'keychain.denied':
    'Der Zugriff auf den Schlüsselbund des Systems wurde verweigert oder abgebrochen; das API-Token wurde weder gespeichert noch gelesen. Erlauben Sie Article Importer den Zugriff, wenn das System fragt, und versuchen Sie es erneut.',
  'keychain.timeout':
    'Der Schlüsselbund des Systems hat nicht rechtzeitig geantwortet. Vielleicht wartet er auf eine Eingabe, oder er läuft nicht. Ob ein Token, das gerade gespeichert werden sollte, gespeichert wurde, ist unklar.',
  'keychain.failed': 'Der Schlüsselbund des Systems hat einen Fehler gemeldet; das API-Token konnte weder gespeichert noch gelesen werden.',
  /** Ein Fehler des Schlüsselbunds mit dem Ausweg, der zum Fenster passt: nie stillschweigend, immer die Wahl der Benutzerin oder des Benutzers. */
  'keychain.withSessionHint':
    '{problem} Sie können das Token nur für diese Sitzung verwenden: Die App hält es im Arbeitsspeicher, schreibt es nie auf die Festplatte und vergisst es beim Beenden.',
  /** Der Ausweg auf der Kommandozeile, für einen Aufruf oder eine Pipeline. */
  'keychain.withEnvironmentHint':
    '{problem} Um ohne Schlüsselbund zu senden, setzen Sie für diesen Befehl die Umgebungsvariable ARTICLE_IMPORTER_TOKEN; das Token wird dann nirgends gespeichert.',

  'tokenInput.empty': 'Es wurde kein Token angegeben.',
  'tokenInput.tooLong': 'Das Token ist länger als {max, number} Zeichen; so lang ist kein API-Token. Kopieren Sie es erneut.',
  'tokenInput.invalidChar':
    'Das Token enthält ein Leerzeichen, ein unsichtbares Zeichen oder ein Zeichen außerhalb von ASCII (an Position {position, number}). Kopieren Sie es erneut, ohne Zeilenumbrüche und Leerzeichen.',
  'tokenInput.fromEnvironment': '{variable}: {problem}',
  'tokenInput.howToGet':
    'Erzeugen Sie ein Token im Konfigurator: Öffnen Sie Ihr Benutzerprofil, schalten Sie den Entwicklermodus ein und lassen Sie ein Token erzeugen.',

  'tokenCommand.usage':
    'Aufruf: article-importer token set|status|delete [--base-url URL] [--lang en|de]\n  set      liest das Token von der Standardeingabe (ohne Anzeige getippt oder per Pipe) und speichert es im Schlüsselbund des Systems\n  status   sagt, ob für die Adresse des Konfigurators ein Token gespeichert ist\n  delete   entfernt das gespeicherte Token für die Adresse des Konfigurators\nDas Token wird nie als Argument angenommen: Andere Programme auf diesem Computer könnten es lesen.',
  'tokenCommand.noBaseUrl':
    'Keine Adresse des Konfigurators angegeben. Übergeben Sie --base-url https://your-configurator.example, setzen Sie ARTICLE_IMPORTER_BASE_URL oder speichern Sie in der App eine Standardadresse.',
  'tokenCommand.badBaseUrl': 'Die Adresse des Konfigurators ist nicht verwendbar: {reason}',
  // Argumente werden nie wiederholt: Ein an falscher Stelle eingefügtes Token darf nicht ausgegeben werden.
  'tokenCommand.badArguments': 'Der Befehl „token“ versteht „set“, „status“ oder „delete“ und optional --base-url URL.',
  'tokenCommand.missingValue': '--base-url braucht einen Wert: --base-url https://your-configurator.example',
  'tokenCommand.tokenAsArgument':
    'Ein Token wird nie als Argument angenommen, weil andere Programme auf diesem Computer es lesen könnten. Rufen Sie „article-importer token set“ auf und fügen Sie es ein, oder leiten Sie es per Pipe weiter: „article-importer token set < token.txt“.',
  'tokenCommand.prompt': 'Fügen Sie das API-Token für {origin} ein und drücken Sie die Eingabetaste (die Eingabe wird nicht angezeigt): ',
  'tokenCommand.cancelled': 'Abgebrochen: Es wurde kein Token gespeichert.',
  'tokenCommand.noInput':
    'Von der Standardeingabe wurde kein Token gelesen. Tippen Sie es ein oder leiten Sie es per Pipe weiter: „article-importer token set < token.txt“.',
  'tokenCommand.cannotHideInput':
    'Dieses Terminal kann die Eingabe nicht verbergen, daher wird das Token hier nicht gelesen. Leiten Sie es stattdessen per Pipe weiter: „article-importer token set < token.txt“.',
  'tokenCommand.saved': 'Das Token für {origin} ist im Schlüsselbund des Systems gespeichert.',
  'tokenCommand.statusSet': 'Für {origin} ist ein Token im Schlüsselbund des Systems gespeichert.',
  'tokenCommand.statusAbsent': 'Für {origin} ist kein Token im Schlüsselbund des Systems gespeichert.',
  'tokenCommand.statusEnvironment': 'ARTICLE_IMPORTER_TOKEN ist in dieser Umgebung gesetzt; „send“ verwendet es statt des gespeicherten Tokens.',
  'tokenCommand.deleted': 'Das Token für {origin} wurde aus dem Schlüsselbund des Systems entfernt.',
  'tokenCommand.nothingToDelete': 'Für {origin} war kein Token gespeichert; es wurde nichts entfernt.',
  'tokenCommand.details': '(Das System meldet: {detail})',
};
