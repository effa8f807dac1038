// The validation messages, in English, as ICU MessageFormat templates. Each says what is
// wrong, where, and what to do, for a merchandiser rather than a developer. The rules give a
// code and values (shared/validation/finding-text.ts picks the key); words are made where the
// finding is shown. `{record}` is a record's label ("Article 3 (CH-1001)", ui.ts `record.*`),
// `{value}` a value as the file writes it or `value.*`, `{detail}` one of `detail.*` or
// `syntax.*`. Literal braces are quoted: '{ … }'.

export const validationEn = {
  'finding.file.unreadable': 'The file cannot be read: {detail}. Check that it exists, is a file and that you may open it.',
  'finding.file.empty': 'The file is empty (or holds only white space). Export it again from your ERP or PIM.',
  'finding.file.tooLarge': 'The file is larger than the limit of {limit}. Split the export into smaller files.',
  'finding.file.tooLarge.oneValue':
    '{detail} is larger than {limit}, so the file was not read further. Article and price records are a few kilobytes; this file is broken or not an article export.',
  'finding.file.encoding': 'The file is encoded as {encoding}, not UTF-8. Export it again as UTF-8 (without changing its content).',
  'finding.file.encoding.invalidByte':
    'The file is not valid UTF-8: the byte at offset {offset, number} ({value}) does not belong to a UTF-8 character. Export the file again as UTF-8.',
  'finding.file.bom': 'The file starts with a UTF-8 byte-order mark. It is fine: the mark is dropped from what is sent.',
  'finding.json.syntax': 'The file is not valid JSON. {detail} Fix the file at this place and load it again.',
  'finding.json.syntax.inRecord': 'The file is not valid JSON. The error is in {record}. {detail} Fix the file at this place and load it again.',
  'finding.json.syntax.readBefore': 'The file is not valid JSON. {detail} {readBefore} Fix the file at this place and load it again.',
  'finding.json.syntax.inRecord.readBefore':
    'The file is not valid JSON. The error is in {record}. {detail} {readBefore} Fix the file at this place and load it again.',
  'finding.json.depth':
    'The data is nested more than {depth, number} levels deep here. Article and price records are shallow; this file is broken or not an article export.',
  'finding.json.duplicateKey': 'The field "{field}" appears twice in the same object. A reader may keep either value: remove one of them.',
  'finding.json.duplicateKey.inRecord': '{record}: the field "{field}" appears twice. A reader may keep either value: remove one of them.',
  'finding.json.unsafeNumber':
    'The number {value} is too large to be handled exactly here; it is sent unchanged but shown approximately. If it is an identifier, write it in quotes.',
  'finding.json.unsafeNumber.inRecord':
    '{record}: the number {value} is too large to be handled exactly here; it is sent unchanged but shown approximately. If it is an identifier, write it in quotes.',

  'finding.doc.notObject': 'The file holds {value} at the top level, but an import needs an object with "articles" and "prices" lists.',
  'finding.doc.articles.type': '"articles" must be a list ([ … ]) of articles, but it is {value}.',
  'finding.doc.prices.type': '"prices" must be a list ([ … ]) of prices, but it is {value}.',
  'finding.doc.empty': 'The file holds no articles and no prices: there is nothing to import.',
  'finding.doc.unknownKey': 'The top-level field "{field}" is not part of the known format. It is sent unchanged.',

  'finding.article.type': "{record} is {value}, not an object with fields. Each article must be written as '{ … }'.",
  'finding.article.articleNumber.missing': '{record} has no "articleNumber". Every article needs its article number.',
  'finding.article.articleNumber.type':
    '{record}: the article number {value} is not text. Write it in quotes ({suggestion}); as a number it would lose leading zeros.',
  'finding.article.articleNumber.format': '{record}: the article number {value} {detail}',
  'finding.article.articleNumber.duplicate':
    '{record}: the article number {value} is used by {count, number} articles ({other}). Each article number must be unique: remove or renumber the copies.',
  'finding.article.articleNumber.caseDuplicate':
    '{record}: the article number {value} differs from {other} only in upper and lower case. Check that these are really different articles.',
  'finding.article.name.missing': '{record} has no "name". Give every article a name (text, or one text per language).',
  'finding.article.name.type':
    "{record}: the name {value} is not usable. Write a non-empty text, or an object of language → text such as '{ \"de\": \"…\", \"en\": \"…\" }'.",
  'finding.article.name.language': '{record}: "{field}" is not a language code. Use codes such as "de", "en" or "de-AT".',
  'finding.article.name.language.allowed': '{record}: "{field}" is not one of the name languages the rules allow ({other}).',
  'finding.article.description.type': '{record}: the description {value} must be a text or an object of language → text.',
  'finding.article.active.type': '{record}: "active" is {value}. Write true or false, without quotes.',
  'finding.article.unit.type': '{record}: the unit {value} must be a non-empty text such as "pcs" or "m".',
  'finding.article.category.type': '{record}: the category {value} must be a non-empty text.',
  'finding.article.gtin.format': '{record}: the GTIN {value} must be text of 8, 12, 13 or 14 digits, in quotes (for example "4006381333931").',
  'finding.article.gtin.checksum': '{record}: the check digit of the GTIN {value} is wrong (expected {suggestion}). Check the number in your ERP.',
  'finding.article.imageUrl.format': '{record}: the image address {value} must be a full web address starting with https:// (or http://).',
  'finding.article.attributes.type': '{record}: "attributes" is {value}; it must be an object of name → text, number or true/false.',
  'finding.article.attributes.type.field':
    '{record}: the attribute "{field}" is {value}; attribute values must be text, a number or true/false.',
  'finding.article.text.suspicious': '{record}: the {field} {value} {detail}',
  'finding.article.unknownField':
    'The article field "{field}" is not part of the known format (it occurs {count, plural, one {once} other {# times}}, first in {record}). It is sent unchanged and shown as an extra column.',
  'finding.article.noPrice': '{record} has no price in this file. Fine if its prices already exist in the configurator.',

  'finding.price.type': "{record} is {value}, not an object with fields. Each price must be written as '{ … }'.",
  'finding.price.articleNumber.missing': '{record} has no "articleNumber": say which article this price is for.',
  'finding.price.articleNumber.type': '{record}: the article number {value} is not text. Write it in quotes ({suggestion}).',
  'finding.price.articleNumber.unknown':
    '{record}: no article {value} is in this file. Fine if the article already exists in the configurator; otherwise add it.',
  'finding.price.amount.missing': '{record} has no "amount".',
  'finding.price.amount.type': '{record}: the amount {value} is not a number. Write it as a number without quotes, with a dot for decimals.',
  'finding.price.amount.type.suggestion': '{record}: the amount {value} is text. Write it as a number with a dot: {suggestion}',
  'finding.price.amount.range': '{record}: the amount {value} {detail}',
  'finding.price.amount.zero': '{record}: the amount is 0. Check that a free price is intended.',
  'finding.price.amount.precision': '{record}: the amount {value} has more decimals than {currency} allows ({decimals, number}). Round it.',
  'finding.price.currency.missing': '{record} has no "currency". Add the ISO code, such as "EUR".',
  'finding.price.currency.invalid':
    '{record}: the currency {value} is not an ISO 4217 currency code. Use a code such as "EUR", "CHF" or "USD".',
  'finding.price.currency.invalid.suggestion': '{record}: the currency {value} is not an ISO 4217 currency code. Did you mean "{suggestion}"?',
  'finding.price.currency.invalid.allowed': '{record}: the currency {value} is not one the rules allow ({other}).',
  'finding.price.currency.invalid.suggestion.allowed': '{record}: the currency {value} is not one the rules allow ({other}). Did you mean "{suggestion}"?',
  'finding.price.priceList.type': '{record}: the price list {value} must be a non-empty text (leave the field out for the default list).',
  'finding.price.minQuantity.type': '{record}: the minimum quantity {value} must be a whole number of 1 or more.',
  'finding.price.validFrom.format': '{record}: "validFrom" {value} is not a real date. Write it as YYYY-MM-DD, e.g. "2026-01-31".',
  'finding.price.validTo.format': '{record}: "validTo" {value} is not a real date. Write it as YYYY-MM-DD, e.g. "2026-12-31".',
  'finding.price.validity.order': '{record}: it starts ({value}) after it ends ({other}). Swap or correct the dates.',
  'finding.price.duplicate':
    '{record} is the same price as {other}: same article, price list, currency, minimum quantity and start date. Keep only one.',
  'finding.price.validity.overlap':
    '{record} is valid at the same time as {other} (same article, price list, currency and minimum quantity). Check the dates.',
  'finding.price.unknownField':
    'The price field "{field}" is not part of the known format (it occurs {count, plural, one {once} other {# times}}, first in {record}). It is sent unchanged.',

  // ---- a ruleset's own field rules (shared/rules; the same words for articles and prices) ----
  'finding.article.field.required': '{record} has no "{field}", which the rules require.',
  'finding.article.field.type': '{record}: "{field}" is {value}; the rules ask for {other}.',
  'finding.article.field.enum': '{record}: "{field}" is {value}, which is not one of the values the rules allow ({other}).',
  'finding.article.field.pattern': '{record}: "{field}" is {value}, which does not have the form the rules ask for (pattern {other}).',
  'finding.article.field.range': '{record}: "{field}" is {value}, {detail}',
  'finding.article.field.maxLength': '{record}: "{field}" is {count, plural, one {# character} other {# characters}} long; the rules allow at most {other}.',
  'finding.price.field.required': '{record} has no "{field}", which the rules require.',
  'finding.price.field.type': '{record}: "{field}" is {value}; the rules ask for {other}.',
  'finding.price.field.enum': '{record}: "{field}" is {value}, which is not one of the values the rules allow ({other}).',
  'finding.price.field.pattern': '{record}: "{field}" is {value}, which does not have the form the rules ask for (pattern {other}).',
  'finding.price.field.range': '{record}: "{field}" is {value}, {detail}',
  'finding.price.field.maxLength': '{record}: "{field}" is {count, plural, one {# character} other {# characters}} long; the rules allow at most {other}.',
  'detail.belowMinimum': 'below the smallest value the rules allow ({other}).',
  'detail.aboveMaximum': 'above the largest value the rules allow ({other}).',
  'valueType.string': 'text',
  'valueType.number': 'a number',
  'valueType.integer': 'a whole number',
  'valueType.boolean': 'true or false',
  'valueType.object': 'an object',
  'valueType.array': 'a list',

  // ---- plain-language reasons for a JSON syntax error (`detail` of finding.json.syntax) ----
  'syntax.unexpectedEnd': 'The file ends too early: a bracket, brace or quote is not closed (was the export cut off?).',
  'syntax.expectedValue': 'A value (text in quotes, a number, true, false, null, an object or a list) was expected here.',
  'syntax.expectedKey': 'A field name in double quotes was expected here.',
  'syntax.expectedColon': 'A colon (:) was expected between the field name and its value.',
  'syntax.expectedCommaOrBrace': "A comma (,) or a closing brace ('}') was expected after this value.",
  'syntax.expectedCommaOrBracket': 'A comma (,) or a closing bracket (]) was expected after this value.',
  'syntax.trailingComma': 'A comma is followed by a closing bracket or brace: remove the extra comma.',
  'syntax.badEscape': 'This backslash does not start a valid escape (use \\\\ for a backslash, \\" for a quote).',
  'syntax.controlCharacter': 'A control character (such as a tab or line break) stands inside quotes: it must be written as an escape (\\t, \\n).',
  'syntax.badNumber': 'This is not a valid number (no leading zeros, a digit after the dot and after the exponent, no + sign).',
  'syntax.badLiteral': 'Only true, false and null may be written without quotes.',
  'syntax.singleQuote': 'Text must be in double quotes ("), not single quotes.',
  'syntax.extraContent': 'There is more content after the end of the document: a file holds one JSON value.',
  'syntax.comment': 'JSON does not allow comments: remove them.',
  // The likeliest cause, where the text around the error shows it (shared/validation/syntax-cause.ts).
  'syntax.quoteInText':
    'The text that starts at line {line, number}, column {column, number} probably contains a quote (") that ends it too early. Inside a text, write a quote as \\", e.g. "Monitor arm 27\\" wide".',
  'syntax.missingCommaBeforeField': 'A comma is probably missing before the field "{field}": the fields of an object are separated by commas.',
  'syntax.missingCommaAfterRecord': 'A comma is probably missing after {record}: the records of a list are separated by commas.',
  'syntax.missingCommaBetweenRecords': 'A comma is probably missing before this record: the records of a list are separated by commas.',
  'syntax.missingComma': 'A comma is probably missing before this value: the values of a list or an object are separated by commas.',
  'syntax.trailingCommaList':
    'The comma at line {line, number}, column {column, number} stands before the closing bracket (]) of a list: remove that comma. The last item of a list has no comma after it.',
  'syntax.trailingCommaObject':
    "The comma at line {line, number}, column {column, number} stands before the closing brace ('}') of an object: remove that comma. The last field of an object has no comma after it.",
  'syntax.cutOff':
    'The file ends too early, with {levels, plural, one {# bracket or brace} other {# brackets or braces}} still open. The export was probably cut off: export the file again.',
  'syntax.cutOffAfterRecord':
    'The file ends too early, right after {record}, with {levels, plural, one {# bracket or brace} other {# brackets or braces}} still open. The export was probably cut off: export the file again.',
  'syntax.cutOffInText':
    'The file ends too early, inside the text that starts at line {line, number}, column {column, number}, with {levels, plural, one {# bracket or brace} other {# brackets or braces}} still open. The export was probably cut off: export the file again.',
  'syntax.lineBreakInText':
    'The text that starts at line {line, number}, column {column, number} goes on past the end of its line. A line break inside a text must be written as the escape \\n; if the text should end on that line, its closing quote (") is missing.',
  'syntax.articlesNotClosed':
    'The list of articles that starts at line {line, number}, column {column, number} is probably not closed: its closing bracket (]) is missing before "{field}". A list ends with ] and is separated from the next field by a comma.',
  'syntax.pricesNotClosed':
    'The list of prices that starts at line {line, number}, column {column, number} is probably not closed: its closing bracket (]) is missing before "{field}". A list ends with ] and is separated from the next field by a comma.',
  'syntax.listNotClosed':
    'The list that starts at line {line, number}, column {column, number} is probably not closed: its closing bracket (]) is missing before "{field}". A list ends with ] and is separated from the next field by a comma.',
  'syntax.recordNotClosed':
    "The record that starts at line {line, number}, column {column, number} is probably missing its closing brace ('}'): the next record starts here. A record ends with '}' and is separated from the next one by a comma.",
  'syntax.decimalComma': 'The number {number} probably uses a decimal comma; JSON writes the decimal mark as a dot: write {fixed}.',
  'syntax.invisibleCharacter':
    'An invisible character, {code} ({name}), stands here; JSON allows only spaces, tabs and line breaks between values. Remove it or replace it with a space.',
  // The invisible characters syntax.invisibleCharacter names (shared/validation/invisible-characters.ts).
  'syntax.char.nul': 'null character',
  'syntax.char.control': 'control character',
  'syntax.char.noBreakSpace': 'no-break space',
  'syntax.char.narrowNoBreakSpace': 'narrow no-break space',
  'syntax.char.softHyphen': 'soft hyphen',
  'syntax.char.space': 'special-width space',
  'syntax.char.zeroWidthSpace': 'zero-width space',
  'syntax.char.zeroWidth': 'zero-width character',
  'syntax.char.directionMark': 'text direction mark',
  'syntax.char.lineSeparator': 'line or paragraph separator',
  'syntax.char.byteOrderMark': 'byte-order mark',
  // How much of the file was read before the error (`readBefore` of finding.json.syntax).
  'syntax.readBefore.articles':
    '{articles, plural, one {# article was} other {# articles were}} read before the error; nothing after it can be read, so the file cannot be sent.',
  'syntax.readBefore.prices':
    '{prices, plural, one {# price was} other {# prices were}} read before the error; nothing after it can be read, so the file cannot be sent.',
  'syntax.readBefore.both':
    '{articles, plural, one {# article} other {# articles}} and {prices, plural, one {# price} other {# prices}} were read before the error; nothing after it can be read, so the file cannot be sent.',

  // ---- why a file could not be read (`detail` of finding.file.unreadable) ----
  'unreadable.ENOENT': 'there is no file at this path',
  'unreadable.EISDIR': 'this is a folder, not a file',
  'unreadable.ENOTREG': 'this is not a regular file (a pipe, a device or a socket): save the export as a file and open that',
  'unreadable.EACCES': 'you do not have permission to read it',
  'unreadable.ELOOP': 'the path is a loop of links',
  'unreadable.other': 'the system reported {code}',
  'unreadable.unknown': 'the system reported an error',

  // ---- the ends of finding.article.articleNumber.format, .article.text.suspicious, .price.amount.range ----
  'detail.numberEmpty': 'is empty. Give the article its number.',
  'detail.numberTooLong': 'is longer than {limit, number} characters. Shorten it.',
  'detail.numberSpaces': 'starts or ends with a space. Remove the spaces.',
  'detail.numberControl': 'contains an invisible control character. Remove it.',
  'detail.numberBidi': 'contains invisible characters that change the reading direction, so it looks different from what it is. Remove them.',
  'detail.textControl': 'contains invisible control characters. Remove them.',
  'detail.textBidi': 'contains invisible characters that reverse the reading direction. Remove them.',
  'detail.textFormula': 'starts with =, +, - or @: a spreadsheet could run it as a formula. Check that this is intended.',
  'detail.amountNegative': 'is negative. Prices must be 0 or more.',
  'detail.amountInfinite': 'is too large to be a price (it overflows). Check the number.',

  // ---- how a value is named: a text of the file as JSON writes it (format.ts), or a phrase ----
  'value.quoted': '"{text}"',
  'value.writtenHere': 'written here',
  'value.list': 'a list',
  'value.ofTopLevelKey': 'The value of "{field}"',
  'value.topLevelKey': 'A top-level key',
  'value.topLevel': 'The top-level value',
  'value.object': 'an object',
  // ---- the field named in finding.article.text.suspicious ----
  'field.name': 'name',
  'field.description': 'description',
  'field.category': 'category',

  // ---- the report as a table for people (the workbook, the text table) ----
  'reportTable.cut': '…[cut]',
  'reportTable.sheet.findings': 'Findings',
  'reportTable.sheet.file': 'File',
  'reportTable.file': 'File',
  'reportTable.size': 'Size',
  'reportTable.sizeValue': '{size} ({bytes, plural, one {# byte} other {# bytes}})',
  'reportTable.sha256': 'SHA-256',
  'reportTable.checkedAt': 'Checked at',
  'reportTable.checkedBy': 'Checked by',
  'reportTable.version': 'Article Importer {version}',
  'reportTable.records': 'Records',
  'reportTable.recordCounts': '{articles, plural, one {# article} other {# articles}}, {prices, plural, one {# price} other {# prices}}',
  'reportTable.findings': 'Findings',
  'reportTable.findingCounts': '{errors, plural, one {# error} other {# errors}}, {warnings, plural, one {# warning} other {# warnings}}, {notes, plural, one {# note} other {# notes}}',
  'reportTable.truncated': 'Only the first 1,000 findings of each code are listed; the counts above are complete.',
  'reportTable.column.record': 'Record no.',
  'reportTable.column.kind': 'Kind',
  'reportTable.column.articleNumber': 'Article number',
  'reportTable.column.field': 'Field',
  'reportTable.column.value': 'Value as written',
  'reportTable.column.code': 'Code',
  'reportTable.column.severity': 'Severity',
  'reportTable.column.message': 'Message',
  'reportTable.column.place': 'Line:column',
  'reportTable.column.line': 'Line',
  'reportTable.column.column': 'Column',
  'reportTable.column.pointer': 'JSON Pointer',
  'reportTable.kind.article': 'Article',
  'reportTable.kind.price': 'Price',
  'fix.kind.amount.text': 'Amounts written as text ("12,50" → 12.50)',
  'fix.kind.quantity.text': 'Minimum quantities written as text ("10" → 10)',
  'fix.kind.active.text': '"active" written as text ("yes" → true)',
  'fix.kind.currency.code': 'Currencies in another case, or by name or sign ("eur", "Euro", "€" → "EUR")',
  'fix.kind.date.german': 'German dates ("31.12.2026" → "2026-12-31")',
  'fix.kind.code.whitespace': 'Spaces around article numbers and GTINs',
  'fix.heldBack.repeatedField': 'the record has a field twice, so which value counts is unclear',
  'fix.heldBack.duplicateArticle': 'the fixed article number would be another article\'s, or differ from it only in case',
  'fix.heldBack.duplicatePrice': 'the fixed price would start on the same day as another price of its article, price list, currency and minimum quantity, or overlap its period',
  'fix.heldBack.sameNumberKept': 'the same article number stays as written elsewhere in the file (an article and its prices are fixed together or not at all)',
  'fix.kind.currency.nearest': 'Currencies one letter off a code (a guess: "EUT" → "EUR")',
} as const;
