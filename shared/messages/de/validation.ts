// Die Prüfmeldungen auf Deutsch, ICU MessageFormat; dieselben Schlüssel und Platzhalter wie
// ../en/validation.ts. Jede Meldung sagt, was falsch ist, wo, und was zu tun ist.
import type { AreaOf } from '../catalogue';
import type { validationEn } from '../en/validation';

export const validationDe: AreaOf<typeof validationEn> = {
  'finding.file.unreadable':
    'Die Datei kann nicht gelesen werden: {detail}. Prüfen Sie, ob die Datei existiert, ob es wirklich eine Datei ist und ob Sie sie öffnen dürfen.',
  'finding.file.empty': 'Die Datei ist leer (oder enthält nur Leerzeichen und Zeilenumbrüche). Exportieren Sie sie erneut aus Ihrem ERP- oder PIM-System.',
  'finding.file.tooLarge.oneValue':
    '{detail} ist größer als {limit}, daher wurde die Datei nicht weiter gelesen. Artikel- und Preisdatensätze sind wenige Kilobyte groß; diese Datei ist beschädigt oder kein Artikelexport.',
  'finding.file.tooLarge': 'Die Datei überschreitet die Höchstgröße von {limit}. Teilen Sie den Export in kleinere Dateien auf.',
  'finding.file.encoding': 'Die Datei ist als {encoding} kodiert, nicht als UTF-8. Exportieren Sie sie erneut als UTF-8 (ohne den Inhalt zu ändern).',
  'finding.file.encoding.invalidByte':
    'Die Datei ist kein gültiges UTF-8: Das Byte an Position {offset, number} ({value}) gehört zu keinem UTF-8-Zeichen. Exportieren Sie die Datei erneut als UTF-8.',
  'finding.file.bom': 'Die Datei beginnt mit einer UTF-8-Byte-Order-Mark (BOM). Das ist in Ordnung: Die Markierung wird beim Senden weggelassen.',
  'finding.json.syntax': 'Die Datei ist kein gültiges JSON. {detail} Korrigieren Sie die Datei an dieser Stelle und laden Sie sie erneut.',
  'finding.json.syntax.inRecord':
    'Die Datei ist kein gültiges JSON. Der Fehler steht in {record}. {detail} Korrigieren Sie die Datei an dieser Stelle und laden Sie sie erneut.',
  'finding.json.syntax.readBefore':
    'Die Datei ist kein gültiges JSON. {detail} {readBefore} Korrigieren Sie die Datei an dieser Stelle und laden Sie sie erneut.',
  'finding.json.syntax.inRecord.readBefore':
    'Die Datei ist kein gültiges JSON. Der Fehler steht in {record}. {detail} {readBefore} Korrigieren Sie die Datei an dieser Stelle und laden Sie sie erneut.',
  'finding.json.depth':
    'Die Daten sind hier tiefer als {depth, number} Ebenen verschachtelt. Artikel und Preise sind flach aufgebaut; die Datei ist beschädigt oder kein Artikelexport.',
  'finding.json.duplicateKey': 'Das Feld „{field}“ kommt im selben Objekt zweimal vor. Welcher der beiden Werte gilt, hängt vom lesenden Programm ab: Entfernen Sie einen davon.',
  'finding.json.duplicateKey.inRecord': '{record}: Das Feld „{field}“ kommt zweimal vor. Welcher der beiden Werte gilt, hängt vom lesenden Programm ab: Entfernen Sie einen davon.',
  'finding.json.unsafeNumber':
    'Die Zahl {value} ist zu groß, um hier exakt verarbeitet zu werden; sie wird unverändert gesendet, aber nur gerundet angezeigt. Falls es eine Kennung ist, exportieren Sie sie als Text (in Anführungszeichen).',
  'finding.json.unsafeNumber.inRecord':
    '{record}: Die Zahl {value} ist zu groß, um hier exakt verarbeitet zu werden; sie wird unverändert gesendet, aber nur gerundet angezeigt. Falls es eine Kennung ist, exportieren Sie sie als Text (in Anführungszeichen).',

  'finding.doc.notObject': 'Die Datei enthält auf oberster Ebene {value}, ein Import braucht aber ein Objekt mit den Listen „articles“ und „prices“.',
  'finding.doc.articles.type': '„articles“ muss eine Liste ([ … ]) von Artikeln sein, ist aber {value}.',
  'finding.doc.prices.type': '„prices“ muss eine Liste ([ … ]) von Preisen sein, ist aber {value}.',
  'finding.doc.empty': 'Die Datei enthält weder Artikel noch Preise: Es gibt nichts zu importieren.',
  'finding.doc.unknownKey': 'Das Feld „{field}“ auf oberster Ebene gehört nicht zum bekannten Format. Es wird unverändert gesendet.',

  'finding.article.type': "{record} ist {value}, kein Objekt mit Feldern. Jeder Artikel muss als '{ … }' geschrieben sein.",
  'finding.article.articleNumber.missing': '{record} hat kein Feld „articleNumber“. Jeder Artikel braucht eine Artikelnummer.',
  'finding.article.articleNumber.type':
    '{record}: Die Artikelnummer {value} ist kein Text. Exportieren Sie sie als Text ({suggestion}); als Zahl gingen führende Nullen verloren.',
  'finding.article.articleNumber.format': '{record}: Die Artikelnummer {value} {detail}',
  'finding.article.articleNumber.duplicate':
    '{record}: Die Artikelnummer {value} wird von {count, number} Artikeln verwendet ({other}). Jede Artikelnummer muss eindeutig sein: Entfernen Sie die Kopien oder vergeben Sie neue Nummern.',
  'finding.article.articleNumber.caseDuplicate':
    '{record}: Die Artikelnummer {value} unterscheidet sich von {other} nur in Groß- und Kleinschreibung. Prüfen Sie, ob das wirklich verschiedene Artikel sind.',
  'finding.article.name.missing': '{record} hat kein Feld „name“. Geben Sie jedem Artikel einen Namen (einen Text oder einen Text je Sprache).',
  'finding.article.name.type':
    '{record}: Der Name {value} ist nicht verwendbar. Schreiben Sie einen nicht leeren Text oder ein Objekt, das jeder Sprache einen Text zuordnet, etwa \'{ "de": "…", "en": "…" }\'.',
  'finding.article.name.language': '{record}: „{field}“ ist kein Sprachcode. Verwenden Sie Codes wie „de“, „en“ oder „de-AT“.',
  'finding.article.name.language.allowed': '{record}: „{field}“ ist keine der Namenssprachen, die die Regeln erlauben ({other}).',
  'finding.article.description.type': '{record}: Die Beschreibung {value} muss ein Text sein oder ein Objekt, das jeder Sprache einen Text zuordnet.',
  'finding.article.active.type': '{record}: „active“ ist {value}. Schreiben Sie true oder false, ohne Anführungszeichen.',
  'finding.article.unit.type': '{record}: Die Einheit {value} muss ein nicht leerer Text sein, etwa „Stk“ oder „m“.',
  'finding.article.category.type': '{record}: Die Kategorie {value} muss ein nicht leerer Text sein.',
  'finding.article.gtin.format': '{record}: Die GTIN {value} muss ein Text aus 8, 12, 13 oder 14 Ziffern in Anführungszeichen sein (zum Beispiel „4006381333931“).',
  'finding.article.gtin.checksum':
    '{record}: Die Prüfziffer der GTIN {value} ist falsch (richtig wäre {suggestion}). Prüfen Sie die Nummer in Ihrem ERP-System.',
  'finding.article.imageUrl.format':
    '{record}: Die Bildadresse {value} muss eine vollständige Webadresse sein, die mit „https://“ (oder „http://“) beginnt.',
  'finding.article.attributes.type':
    '{record}: „attributes“ ist {value}; erwartet wird ein Objekt, das jedem Namen einen Text, eine Zahl oder true/false zuordnet.',
  'finding.article.attributes.type.field':
    '{record}: Das Attribut „{field}“ ist {value}; Attributwerte müssen Text, eine Zahl oder true/false sein.',
  'finding.article.text.suspicious': '{record}: Der Text im Feld {field} ({value}) {detail}',
  'finding.article.unknownField':
    'Das Artikelfeld „{field}“ gehört nicht zum bekannten Format (es kommt {count, plural, one {einmal} other {#-mal}} vor, zuerst in {record}). Es wird unverändert gesendet und als zusätzliche Spalte angezeigt.',
  'finding.article.noPrice': '{record} hat in dieser Datei keinen Preis. Das ist in Ordnung, wenn seine Preise im Konfigurator schon vorhanden sind.',

  'finding.price.type': "{record} ist {value}, kein Objekt mit Feldern. Jeder Preis muss als '{ … }' geschrieben sein.",
  'finding.price.articleNumber.missing': '{record} hat kein Feld „articleNumber“: Geben Sie an, für welchen Artikel dieser Preis gilt.',
  'finding.price.articleNumber.type': '{record}: Die Artikelnummer {value} ist kein Text. Exportieren Sie sie als Text ({suggestion}).',
  'finding.price.articleNumber.unknown':
    '{record}: Die Datei enthält keinen Artikel mit der Artikelnummer {value}. Das ist in Ordnung, wenn der Artikel im Konfigurator schon existiert; sonst ergänzen Sie ihn.',
  'finding.price.amount.missing': '{record} hat keinen Betrag („amount“).',
  'finding.price.amount.type': '{record}: Der Betrag {value} ist keine Zahl. Schreiben Sie ihn als Zahl ohne Anführungszeichen, mit Punkt als Dezimaltrennzeichen.',
  'finding.price.amount.type.suggestion': '{record}: Der Betrag {value} ist Text. Schreiben Sie ihn als Zahl mit Punkt: {suggestion}',
  'finding.price.amount.range': '{record}: Der Betrag {value} {detail}',
  'finding.price.amount.zero': '{record}: Der Betrag ist 0. Prüfen Sie, ob der Artikel hier wirklich kostenlos sein soll.',
  'finding.price.amount.precision': '{record}: Der Betrag {value} hat mehr Nachkommastellen, als {currency} erlaubt ({decimals, number}). Runden Sie ihn.',
  'finding.price.currency.missing': '{record} hat keine Währung („currency“). Ergänzen Sie den ISO-Code, etwa „EUR“.',
  'finding.price.currency.invalid':
    '{record}: Die Währung {value} ist kein Währungscode nach ISO 4217. Verwenden Sie einen Code wie „EUR“, „CHF“ oder „USD“.',
  'finding.price.currency.invalid.suggestion': '{record}: Die Währung {value} ist kein Währungscode nach ISO 4217. Meinten Sie „{suggestion}“?',
  'finding.price.currency.invalid.allowed': '{record}: Die Währung {value} ist keine, die die Regeln erlauben ({other}).',
  'finding.price.currency.invalid.suggestion.allowed': '{record}: Die Währung {value} ist keine, die die Regeln erlauben ({other}). Meinten Sie „{suggestion}“?',
  'finding.price.priceList.type': '{record}: Die Preisliste {value} muss ein nicht leerer Text sein (lassen Sie das Feld für die Standardpreisliste weg).',
  'finding.price.minQuantity.type': '{record}: Die Mindestmenge {value} muss eine ganze Zahl von 1 oder mehr sein.',
  'finding.price.validFrom.format': '{record}: „validFrom“ (gültig ab) ist {value}, kein gültiges Datum. Schreiben Sie es als JJJJ-MM-TT, z. B. „2026-01-31“.',
  'finding.price.validTo.format': '{record}: „validTo“ (gültig bis) ist {value}, kein gültiges Datum. Schreiben Sie es als JJJJ-MM-TT, z. B. „2026-12-31“.',
  'finding.price.validity.order': '{record}: „validFrom“ ({value}) liegt nach „validTo“ ({other}). Tauschen oder korrigieren Sie die Datumsangaben.',
  'finding.price.duplicate':
    '{record} ist derselbe Preis wie {other}: derselbe Artikel, dieselbe Preisliste, Währung und Mindestmenge und derselbe Gültigkeitsbeginn. Behalten Sie nur einen davon.',
  'finding.price.validity.overlap':
    '{record} gilt zur selben Zeit wie {other} (derselbe Artikel, dieselbe Preisliste, Währung und Mindestmenge). Prüfen Sie die Gültigkeitszeiträume.',
  'finding.price.unknownField':
    'Das Preisfeld „{field}“ gehört nicht zum bekannten Format (es kommt {count, plural, one {einmal} other {#-mal}} vor, zuerst in {record}). Es wird unverändert gesendet.',

  // ---- die eigenen Feldregeln eines Regelsatzes (shared/rules; für Artikel und Preise gleich) ----
  'finding.article.field.required': '{record} hat kein Feld „{field}“, das die Regeln verlangen.',
  'finding.article.field.type': '{record}: „{field}“ ist {value}; die Regeln verlangen {other}.',
  'finding.article.field.enum': '{record}: „{field}“ ist {value}; das ist keiner der Werte, die die Regeln erlauben ({other}).',
  'finding.article.field.pattern': '{record}: „{field}“ ist {value} und hat nicht die Form, die die Regeln verlangen (Muster {other}).',
  'finding.article.field.range': '{record}: „{field}“ ist {value} und damit {detail}',
  'finding.article.field.maxLength': '{record}: „{field}“ ist {count, plural, one {# Zeichen} other {# Zeichen}} lang; die Regeln erlauben höchstens {other}.',
  'finding.price.field.required': '{record} hat kein Feld „{field}“, das die Regeln verlangen.',
  'finding.price.field.type': '{record}: „{field}“ ist {value}; die Regeln verlangen {other}.',
  'finding.price.field.enum': '{record}: „{field}“ ist {value}; das ist keiner der Werte, die die Regeln erlauben ({other}).',
  'finding.price.field.pattern': '{record}: „{field}“ ist {value} und hat nicht die Form, die die Regeln verlangen (Muster {other}).',
  'finding.price.field.range': '{record}: „{field}“ ist {value} und damit {detail}',
  'finding.price.field.maxLength': '{record}: „{field}“ ist {count, plural, one {# Zeichen} other {# Zeichen}} lang; die Regeln erlauben höchstens {other}.',
  'detail.belowMinimum': 'kleiner als der kleinste Wert, den die Regeln erlauben ({other}).',
  'detail.aboveMaximum': 'größer als der größte Wert, den die Regeln erlauben ({other}).',
  'valueType.string': 'einen Text',
  'valueType.number': 'eine Zahl',
  'valueType.integer': 'eine ganze Zahl',
  'valueType.boolean': 'true oder false',
  'valueType.object': 'ein Objekt',
  'valueType.array': 'eine Liste',

  // ---- Gründe für einen JSON-Syntaxfehler (`detail` von finding.json.syntax) ----
  'syntax.unexpectedEnd': 'Die Datei endet zu früh: Eine Klammer oder ein Anführungszeichen ist nicht geschlossen (wurde der Export abgeschnitten?).',
  'syntax.expectedValue': 'Hier wurde ein Wert erwartet (Text in Anführungszeichen, eine Zahl, true, false, null, ein Objekt oder eine Liste).',
  'syntax.expectedKey': 'Hier wurde ein Feldname in doppelten Anführungszeichen erwartet.',
  'syntax.expectedColon': 'Zwischen Feldname und Wert wurde ein Doppelpunkt (:) erwartet.',
  'syntax.expectedCommaOrBrace': "Nach diesem Wert wurde ein Komma (,) oder eine schließende geschweifte Klammer ('}') erwartet.",
  'syntax.expectedCommaOrBracket': 'Nach diesem Wert wurde ein Komma (,) oder eine schließende eckige Klammer (]) erwartet.',
  'syntax.trailingComma': 'Auf ein Komma folgt eine schließende Klammer: Entfernen Sie das überzählige Komma.',
  'syntax.badEscape': 'Dieser Backslash leitet keine gültige Escape-Sequenz ein (schreiben Sie \\\\ für einen Backslash, \\" für ein Anführungszeichen).',
  'syntax.controlCharacter':
    'Innerhalb von Anführungszeichen steht ein Steuerzeichen (etwa ein Tabulator oder Zeilenumbruch): Es muss als Escape-Sequenz geschrieben werden (\\t, \\n).',
  'syntax.badNumber': 'Das ist keine gültige Zahl (keine führenden Nullen, eine Ziffer nach dem Punkt und nach dem Exponenten, kein Pluszeichen).',
  'syntax.badLiteral': 'Nur true, false und null dürfen ohne Anführungszeichen stehen.',
  'syntax.singleQuote': 'Text muss in doppelten Anführungszeichen (") stehen, nicht in einfachen.',
  'syntax.extraContent': 'Nach dem Ende des Dokuments folgt noch Inhalt: Eine Datei enthält genau einen JSON-Wert.',
  'syntax.comment': 'JSON erlaubt keine Kommentare: Entfernen Sie sie.',
  // Die wahrscheinlichste Ursache, wo der Text um den Fehler sie zeigt (shared/validation/syntax-cause.ts).
  'syntax.quoteInText':
    'Der Text, der in Zeile {line, number}, Spalte {column, number} beginnt, enthält vermutlich ein Anführungszeichen ("), das ihn zu früh beendet. Schreiben Sie ein Anführungszeichen innerhalb eines Texts als \\", z. B. "Monitorarm 27\\" breit".',
  'syntax.missingCommaBeforeField': 'Vor dem Feld „{field}“ fehlt vermutlich ein Komma: Die Felder eines Objekts werden durch Kommas getrennt.',
  'syntax.missingCommaAfterRecord': 'Nach {record} fehlt vermutlich ein Komma: Die Datensätze einer Liste werden durch Kommas getrennt.',
  'syntax.missingCommaBetweenRecords': 'Vor diesem Datensatz fehlt vermutlich ein Komma: Die Datensätze einer Liste werden durch Kommas getrennt.',
  'syntax.missingComma': 'Vor diesem Wert fehlt vermutlich ein Komma: Die Werte einer Liste oder eines Objekts werden durch Kommas getrennt.',
  'syntax.trailingCommaList':
    'Das Komma in Zeile {line, number}, Spalte {column, number} steht vor der schließenden eckigen Klammer (]) einer Liste: Entfernen Sie dieses Komma. Nach dem letzten Eintrag einer Liste steht kein Komma.',
  'syntax.trailingCommaObject':
    "Das Komma in Zeile {line, number}, Spalte {column, number} steht vor der schließenden geschweiften Klammer ('}') eines Objekts: Entfernen Sie dieses Komma. Nach dem letzten Feld eines Objekts steht kein Komma.",
  'syntax.cutOff':
    'Die Datei endet zu früh: {levels, plural, one {# Klammer ist} other {# Klammern sind}} noch offen. Der Export wurde vermutlich abgeschnitten: Exportieren Sie die Datei erneut.',
  'syntax.cutOffAfterRecord':
    'Die Datei endet zu früh, direkt nach {record}; {levels, plural, one {# Klammer ist} other {# Klammern sind}} noch offen. Der Export wurde vermutlich abgeschnitten: Exportieren Sie die Datei erneut.',
  'syntax.cutOffInText':
    'Die Datei endet zu früh, mitten in dem Text, der in Zeile {line, number}, Spalte {column, number} beginnt; {levels, plural, one {# Klammer ist} other {# Klammern sind}} noch offen. Der Export wurde vermutlich abgeschnitten: Exportieren Sie die Datei erneut.',
  'syntax.lineBreakInText':
    'Der Text, der in Zeile {line, number}, Spalte {column, number} beginnt, geht über das Ende seiner Zeile hinaus. Ein Zeilenumbruch innerhalb eines Texts muss als Escape-Sequenz \\n geschrieben werden; soll der Text in dieser Zeile enden, fehlt sein schließendes Anführungszeichen (").',
  'syntax.articlesNotClosed':
    'Die Liste der Artikel, die in Zeile {line, number}, Spalte {column, number} beginnt, ist vermutlich nicht geschlossen: Vor „{field}“ fehlt ihre schließende eckige Klammer (]). Eine Liste endet mit ] und wird vom nächsten Feld durch ein Komma getrennt.',
  'syntax.pricesNotClosed':
    'Die Liste der Preise, die in Zeile {line, number}, Spalte {column, number} beginnt, ist vermutlich nicht geschlossen: Vor „{field}“ fehlt ihre schließende eckige Klammer (]). Eine Liste endet mit ] und wird vom nächsten Feld durch ein Komma getrennt.',
  'syntax.listNotClosed':
    'Die Liste, die in Zeile {line, number}, Spalte {column, number} beginnt, ist vermutlich nicht geschlossen: Vor „{field}“ fehlt ihre schließende eckige Klammer (]). Eine Liste endet mit ] und wird vom nächsten Feld durch ein Komma getrennt.',
  'syntax.recordNotClosed':
    "Dem Datensatz, der in Zeile {line, number}, Spalte {column, number} beginnt, fehlt vermutlich die schließende geschweifte Klammer ('}'): Hier beginnt bereits der nächste Datensatz. Ein Datensatz endet mit '}' und wird vom nächsten durch ein Komma getrennt.",
  'syntax.decimalComma':
    'Die Zahl {number} ist vermutlich mit Dezimalkomma geschrieben; JSON trennt die Nachkommastellen mit einem Punkt: Schreiben Sie {fixed}.',
  'syntax.invisibleCharacter':
    'Hier steht ein unsichtbares Zeichen, {code} ({name}); zwischen Werten erlaubt JSON nur Leerzeichen, Tabulatoren und Zeilenumbrüche. Entfernen Sie es oder ersetzen Sie es durch ein Leerzeichen.',
  // Die unsichtbaren Zeichen, die syntax.invisibleCharacter nennt (shared/validation/invisible-characters.ts).
  'syntax.char.nul': 'Nullzeichen',
  'syntax.char.control': 'Steuerzeichen',
  'syntax.char.noBreakSpace': 'geschütztes Leerzeichen',
  'syntax.char.narrowNoBreakSpace': 'schmales geschütztes Leerzeichen',
  'syntax.char.softHyphen': 'weicher Trennstrich',
  'syntax.char.space': 'Leerzeichen mit besonderer Breite',
  'syntax.char.zeroWidthSpace': 'Leerzeichen ohne Breite',
  'syntax.char.zeroWidth': 'Zeichen ohne Breite',
  'syntax.char.directionMark': 'Schreibrichtungszeichen',
  'syntax.char.lineSeparator': 'Zeilen- oder Absatztrenner',
  'syntax.char.byteOrderMark': 'Byte-Order-Mark',
  // Wie viel vor dem Fehler gelesen wurde (`readBefore` von finding.json.syntax).
  'syntax.readBefore.articles':
    '{articles, plural, one {# Artikel wurde} other {# Artikel wurden}} vor dem Fehler gelesen; alles danach ist nicht lesbar, daher kann die Datei nicht gesendet werden.',
  'syntax.readBefore.prices':
    '{prices, plural, one {# Preis wurde} other {# Preise wurden}} vor dem Fehler gelesen; alles danach ist nicht lesbar, daher kann die Datei nicht gesendet werden.',
  'syntax.readBefore.both':
    '{articles, plural, one {# Artikel} other {# Artikel}} und {prices, plural, one {# Preis} other {# Preise}} wurden vor dem Fehler gelesen; alles danach ist nicht lesbar, daher kann die Datei nicht gesendet werden.',

  // ---- warum eine Datei nicht gelesen werden kann (`detail` von finding.file.unreadable) ----
  'unreadable.ENOENT': 'Unter diesem Pfad gibt es keine Datei',
  'unreadable.EISDIR': 'Das ist ein Ordner, keine Datei',
  'unreadable.ENOTREG':
    'Das ist keine normale Datei (sondern eine Pipe, ein Gerät oder ein Socket): Speichern Sie den Export als Datei und öffnen Sie diese',
  'unreadable.EACCES': 'Es fehlt die Berechtigung zum Lesen',
  'unreadable.ELOOP': 'Der Pfad ist eine Schleife aus Verknüpfungen',
  'unreadable.other': 'Das System meldet {code}',
  'unreadable.unknown': 'Das System meldet einen Fehler',

  // ---- Satzenden für finding.article.articleNumber.format, .article.text.suspicious, .price.amount.range ----
  'detail.numberEmpty': 'ist leer. Tragen Sie die Artikelnummer ein.',
  'detail.numberTooLong': 'ist länger als {limit, number} Zeichen. Kürzen Sie sie.',
  'detail.numberSpaces': 'beginnt oder endet mit einem Leerzeichen. Entfernen Sie die Leerzeichen.',
  'detail.numberControl': 'enthält ein unsichtbares Steuerzeichen. Entfernen Sie es.',
  'detail.numberBidi':
    'enthält unsichtbare Zeichen, die die Leserichtung ändern: Die Nummer sieht dadurch anders aus, als sie ist. Entfernen Sie diese Zeichen.',
  'detail.textControl': 'enthält unsichtbare Steuerzeichen. Entfernen Sie sie.',
  'detail.textBidi': 'enthält unsichtbare Zeichen, die die Leserichtung umkehren. Entfernen Sie sie.',
  'detail.textFormula': 'beginnt mit =, +, - oder @: Eine Tabellenkalkulation könnte ihn als Formel ausführen. Prüfen Sie, ob das beabsichtigt ist.',
  'detail.amountNegative': 'ist negativ. Preise müssen 0 oder größer sein.',
  'detail.amountInfinite': 'ist zu groß für einen Preis (die Zahl läuft über). Prüfen Sie die Zahl.',

  // ---- wie ein Wert genannt wird: ein Text der Datei in „…“, wie ui.ts es festlegt (format.ts), oder eine Umschreibung ----
  'value.quoted': '„{text}“',
  'value.writtenHere': 'an dieser Stelle',
  'value.list': 'eine Liste',
  'value.ofTopLevelKey': 'Der Wert von „{field}“',
  'value.topLevelKey': 'Ein Schlüssel der obersten Ebene',
  'value.topLevel': 'Der Wert der obersten Ebene',
  'value.object': 'ein Objekt',
  // ---- das Feld in finding.article.text.suspicious ----
  'field.name': '„Name“',
  'field.description': '„Beschreibung“',
  'field.category': '„Kategorie“',

  // ---- der Bericht als Tabelle für Menschen (die Arbeitsmappe, die Texttabelle) ----
  'reportTable.cut': '…[gekürzt]',
  'reportTable.sheet.findings': 'Befunde',
  'reportTable.sheet.file': 'Datei',
  'reportTable.file': 'Datei',
  'reportTable.size': 'Größe',
  'reportTable.sizeValue': '{size} ({bytes, plural, one {# Byte} other {# Byte}})',
  'reportTable.sha256': 'SHA-256',
  'reportTable.checkedAt': 'Geprüft am',
  'reportTable.checkedBy': 'Geprüft mit',
  'reportTable.version': 'Article Importer {version}',
  'reportTable.records': 'Datensätze',
  'reportTable.recordCounts': '{articles, plural, one {# Artikel} other {# Artikel}}, {prices, plural, one {# Preis} other {# Preise}}',
  'reportTable.findings': 'Befunde',
  'reportTable.findingCounts': '{errors, plural, one {# Fehler} other {# Fehler}}, {warnings, plural, one {# Warnung} other {# Warnungen}}, {notes, plural, one {# Hinweis} other {# Hinweise}}',
  'reportTable.truncated': 'Je Code sind nur die ersten 1.000 Befunde aufgeführt; die Zahlen oben sind vollständig.',
  'reportTable.column.record': 'Datensatz-Nr.',
  'reportTable.column.kind': 'Art',
  'reportTable.column.articleNumber': 'Artikelnummer',
  'reportTable.column.field': 'Feld',
  'reportTable.column.value': 'Wert in der Datei',
  'reportTable.column.code': 'Code',
  'reportTable.column.severity': 'Schweregrad',
  'reportTable.column.message': 'Meldung',
  'reportTable.column.place': 'Zeile:Spalte',
  'reportTable.column.line': 'Zeile',
  'reportTable.column.column': 'Spalte',
  'reportTable.column.pointer': 'JSON-Pointer',
  'reportTable.kind.article': 'Artikel',
  'reportTable.kind.price': 'Preis',
  'fix.kind.amount.text': 'Beträge als Text („12,50“ → 12.50)',
  'fix.kind.quantity.text': 'Mindestmengen als Text („10“ → 10)',
  'fix.kind.active.text': '„active“ als Text („ja“ → true)',
  'fix.kind.currency.code': 'Währungen in anderer Schreibung, als Name oder Zeichen („eur“, „Euro“, „€“ → „EUR“)',
  'fix.kind.date.german': 'Deutsche Datumsangaben („31.12.2026“ → „2026-12-31“)',
  'fix.kind.code.whitespace': 'Leerzeichen um Artikelnummern und GTINs',
  'fix.heldBack.repeatedField': 'ein Feld steht im Datensatz zweimal, daher ist unklar, welcher Wert gilt',
  'fix.heldBack.duplicateArticle': 'die korrigierte Artikelnummer gehörte schon einem anderen Artikel oder unterschiede sich von dessen Nummer nur in der Groß- und Kleinschreibung',
  'fix.heldBack.duplicatePrice': 'der korrigierte Preis begänne am selben Tag wie ein anderer Preis desselben Artikels mit derselben Preisliste, Währung und Mindestmenge oder überschnitte dessen Zeitraum',
  'fix.heldBack.sameNumberKept': 'dieselbe Artikelnummer bleibt an anderer Stelle der Datei, wie sie ist (ein Artikel und seine Preise werden nur gemeinsam korrigiert)',
  'fix.kind.currency.nearest': 'Währungen, die um einen Buchstaben von einem Code abweichen (eine Vermutung: „EUT“ → „EUR“)',
};
