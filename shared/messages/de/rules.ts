// Die Wörter zu Regelsätzen (shared/rules, electron/files/read-ruleset.ts) auf Deutsch, ICU
// MessageFormat; dieselben Schlüssel und Platzhalter wie ../en/rules.ts.
import type { AreaOf } from '../catalogue';
import type { rulesEn } from '../en/rules';

export const rulesDe: AreaOf<typeof rulesEn> = {
  'ruleset.notObject': 'Ein Regelsatz muss ein JSON-Objekt mit "version": 1 und den Schlüsseln aus dem Abschnitt „Rulesets“ der README sein.',
  'ruleset.unknownKey': '„{field}“ ist kein Schlüssel eines Regelsatzes. Die Schlüssel sind: {other}.',
  'ruleset.version': 'Der Regelsatz muss "version": {other} angeben (das Regelsatzformat, das diese Version liest).',
  'ruleset.notText': '„{field}“ muss ein nicht leerer Text sein.',
  'ruleset.severityNotObject': '„severity“ muss ein Objekt aus Befundcode → Stufe sein.',
  'ruleset.unknownCode': '„{field}“ ist kein Befundcode. „article-importer rules default“ listet alle Codes auf.',
  'ruleset.level': 'Die Stufe von „{field}“ muss eine der folgenden sein: {other}.',
  'ruleset.protected': '„{field}“ stellt sicher, dass die Datei lesbares JSON in der richtigen Form ist: Der Code bleibt „{other}“ und kann nicht auf „{value}“ gesetzt werden.',
  'ruleset.fieldsNotObject': '„{field}“ muss ein Objekt aus Feldname → Regel sein.',
  'ruleset.ruleNotObject': 'Eine Feldregel muss ein Objekt mit Schlüsseln wie „required“, „type“ oder „pattern“ sein.',
  'ruleset.unknownRuleKey': '„{field}“ ist kein Schlüssel einer Feldregel. Die Schlüssel sind: {other}.',
  'ruleset.notBoolean': '„{field}“ muss true oder false sein.',
  'ruleset.type': '„type“ muss einer der Typen {other} sein oder eine Liste davon.',
  'ruleset.enum': '„enum“ muss eine Liste mit mindestens einem erlaubten Wert sein.',
  'ruleset.pattern': 'Das Muster ist nicht verwendbar (RE2-Syntax: keine Lookarounds, keine Rückverweise). Meldung der Regex-Engine: {other}',
  'ruleset.notNumber': '„{field}“ muss eine Zahl sein.',
  'ruleset.range': '„minimum“ ist größer als „maximum“: Kein Wert könnte die Regel erfüllen.',
  'ruleset.maxLength': '„maxLength“ muss eine ganze Zahl ab 0 sein.',
  'ruleset.listNotTexts': '„{field}“ muss eine Liste nicht leerer Texte sein.',
  'ruleset.unreadable': 'Der Regelsatz kann nicht gelesen werden: {detail}.',
  'ruleset.tooLarge': 'Der Regelsatz ist größer als {limit}; ein Regelsatz umfasst wenige Kilobyte.',
  'ruleset.encoding': 'Der Regelsatz ist kein UTF-8-Text.',
  'ruleset.syntax': 'Der Regelsatz ist kein gültiges JSON. {detail}',
  'ruleset.duplicateKey': '„{field}“ kommt im selben Objekt zweimal vor.',
  'ruleset.extendsUnreadable': 'Der Regelsatz, den er erweitert ({field}), kann nicht gelesen werden: {detail}.',
  'ruleset.extendsCycle': 'Die Regelsätze erweitern einander im Kreis: {other}.',

  'cli.rules.unusable': 'Der Regelsatz {file} kann nicht verwendet werden, daher wurde nichts geprüft:',
  'cli.rules.problem': '{place}  {message}',
  'cli.rules.line': 'Regeln: {name} (SHA-256 {sha256})',
  'reportTable.rules': 'Regeln',
} as const;
