// The window's texts for the corrected copy and for setting records aside (issue 23), in
// English; ../de/fixes.ts has the same keys and placeholders. Conventions as in ui.ts.

export const fixesEn = {
  'fixes.cancel': 'Cancel',
  'fixes.close': 'Close',
  'fixes.progressLabel': 'Progress',
  'fixes.progressBytes': '{done} of {total} read',
  'fixes.progressRecords': '{done, number} of {total, number} records set aside written',
  'fixes.articles': '{count, plural, one {# article} other {# articles}}',
  'fixes.prices': '{count, plural, one {# price} other {# prices}}',
  'fixes.unchanged': 'The original is unchanged.',

  // ---- Fix automatically… ----
  'fixes.fix.button': 'Fix automatically…',
  'fixes.fix.hint': 'Shows which values the app can correct, then writes a corrected copy as a new file; this file stays as it is.',
  'fixes.fix.title': 'Fix automatically: {name}',
  'fixes.fix.planning': 'Looking for values the app can fix in {name}…',
  'fixes.fix.intro': 'The app writes a corrected copy as a new file and opens it; {name} stays as it is. Only the values of the kinds you tick change; every other byte is copied as written.',
  'fixes.fix.kindsLabel': 'Kinds of fix',
  'fixes.fix.count': '{count, plural, one {# value} other {# values}}',
  'fixes.fix.suggestionCount': '{count, plural, one {# suggestion} other {# suggestions}}',
  'fixes.fix.suggestion': 'Suggestions are guesses: tick them only if the examples are what was meant.',
  'fixes.fix.suggestionTag': 'suggestion',
  'fixes.fix.examplesLabel': 'Examples: {label}',
  'fixes.fix.exampleArticle': '{record, select, article {article {articleNumber}} other {price of article {articleNumber}}}',
  'fixes.fix.exampleRecord': '{kind, select, article {article} other {price}} {number, number}',
  'fixes.fix.exampleShow': 'Show {record} at {line, number}:{column, number} in the preview',
  'fixes.fix.moreExamples': '{count, plural, one {… and # more} other {… and # more}}',
  'fixes.fix.heldBack': '{count, plural, one {# value} other {# values}} not fixed: {reason}',
  'fixes.fix.chosen':
    '{values, plural, =0 {Tick at least one kind of fix.} one {# value in {kinds, plural, one {# kind} other {# kinds}} will be fixed.} other {# values in {kinds, plural, one {# kind} other {# kinds}} will be fixed.}}',
  'fixes.fix.save': 'Save corrected copy…',
  'fixes.fix.saving': 'Writing the corrected copy…',
  'fixes.fix.nothing': 'No value in {name} has a fix the app can make with certainty. The findings say what to change in the export.',
  'fixes.fix.unreadable': '{name} cannot be read as JSON, so no value can be fixed. The Findings tab shows where the file breaks off.',
  'fixes.fix.done': 'Corrected copy of {original}: {fixes, plural, one {# fix} other {# fixes}} in {kinds, plural, one {# kind} other {# kinds}}; the original is unchanged. The copy is checked and open now.',
  'fixes.fix.savedAt': 'Saved as {path}',
  'fixes.fix.notRecorded': 'The History will not name it as a corrected copy: its record could not be written ({reason}).',

  // ---- Set aside the records with errors… ----
  'fixes.setAside.button': 'Set aside the records with errors…',
  'fixes.setAside.hint': 'Writes the records that can be sent to one new file, and the others with their findings to another, for the ERP team.',
  'fixes.setAside.title': 'Set aside the records with errors: {name}',
  'fixes.setAside.checking': 'Checking which records of {name} can be sent…',
  'fixes.setAside.intro':
    'Records with errors go to a file of their own, with their findings, for the ERP team; an article set aside takes its prices with it. The others go to a new file that you can send. {name} stays as it is.',
  'fixes.setAside.countsLabel': 'Records that can be sent and records set aside',
  'fixes.setAside.records': 'Records',
  'fixes.setAside.sendable': 'Can be sent',
  'fixes.setAside.setAside': 'Set aside',
  'fixes.setAside.nothingSendable': 'No record can be sent: each has errors or goes with an article that has. Only the file of the records set aside is written.',
  'fixes.setAside.save': 'Save both files…',
  'fixes.setAside.saveRejected': 'Save the records set aside…',
  'fixes.setAside.saving': 'Writing the files…',
  'fixes.setAside.unreadable':
    '{name} cannot be read as JSON, so its records cannot be told apart and none can be set aside. Fix the place the Findings tab shows (or export the file again) first.',
  'fixes.setAside.documentErrors':
    '{count, plural, one {{name} has # error about the file as a whole} other {{name} has # errors about the file as a whole}} (see Findings): setting records aside does not mend that. Fix the export first.',
  'fixes.setAside.done': 'Set aside from {original}: {articles} and {prices}, for the ERP team. {sendableArticles} and {sendablePrices} can be sent; that file is checked and open now. The original is unchanged.',
  'fixes.setAside.doneNothingSendable': 'Set aside from {original}: {articles} and {prices}, for the ERP team. No record can be sent. The original is unchanged.',
  'fixes.setAside.sendablePath': 'To send: {path}',
  'fixes.setAside.rejectedPath': 'Set aside: {path}',
} as const;
