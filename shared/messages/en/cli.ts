// Texts of the command-line tool (the terminal summary, usage, errors and the history table),
// in English, as ICU MessageFormat templates.

export const cliEn = {
  'cli.usage': 'Usage:',
  'cli.validate.synopsis': 'article-importer validate FILE [--format text|json|csv|xlsx] [--output REPORT] [--rules RULES.json] [--threads N]',
  'cli.send.synopsis':
    'article-importer send FILE --app ID_OR_EDITOR_URL [--base-url URL] [--yes] [--allow-shrink] [--allow-price-jumps]\n      [--allow-drift] [--no-compare] [--timeout SECONDS] [--deadline SECONDS] [--format text|json] [--rules RULES.json] [--threads N]',
  'cli.changes.synopsis': 'article-importer changes FILE --app ID_OR_EDITOR_URL [--base-url URL] [--format text|json] [--rules RULES.json] [--threads N]',
  'cli.token.synopsis': 'article-importer token set|status|delete [--base-url URL]     (set reads the token from standard input)',
  'cli.history.synopsis': 'article-importer history [--format text|json] [--limit N]',
  'cli.fix.synopsis': 'article-importer fix FILE [--output FIXED.json] [--force] [--only KIND,…] [--format text|json] [--rules RULES.json] [--threads N]',
  'cli.usage.more':
    'Every command takes --lang en|de; without it, the language follows LC_ALL, LC_MESSAGES or LANG.\n"article-importer COMMAND --help" says more about one command.\n\nExit codes: 0 valid / accepted; 1 the payload has errors (nothing sent); 2 the file cannot be read\nor is not JSON; 3 the server rejected the request; 4 no answer, a network or server failure\n(the outcome may be unknown); 64 usage error; 65 nothing sent, not confirmed: the file leaves out\ntoo many of the configurator\'s articles (--allow-shrink), changes prices beyond the set factor\n(--allow-price-jumps), lets fields go blank or switches too many articles off (--allow-drift), or cannot\nbe compared with the file the configurator last accepted because the record of it is damaged, missing,\nolder than that send or another configurator\'s (--no-compare, or all three --allow-… flags); 66 the\nhistory cannot be read; 69 the system keychain or the settings file cannot be used; 70 a bug in this tool; 73 the history\ncannot be written (nothing sent), or a new file of fix, set-aside or rules, or the report of validate --output, cannot be created (or exists, for rules); 75 another send to the same configurator is in flight (nothing sent);\n130 cancelled with Ctrl-C at a prompt.',
  'cli.validate.usage':
    'Usage: article-importer validate FILE [--format text|json|csv|xlsx] [--output REPORT] [--rules RULES.json] [--threads N]\n  Checks FILE against the payload format: every problem with its place (line:column, JSON Pointer,\n  article number) and what to do. Works offline; needs no token and sends nothing.\n  --rules RULES.json  check with this ruleset instead of the built-in rules (README, “Rulesets”); one that cannot be used: exit 64\n  --threads N  check the records on N threads beside the one that reads the file (default: one per core less the one that reads; 1: on the main thread)\n  --format text   a summary and the findings, for people (the default)\n  --format json   the report as one JSON document on standard output\n  --format csv    the findings as a text table Excel and LibreOffice open as columns (UTF-16, tab-separated)\n  --format xlsx   the findings and the file\'s facts as an Excel workbook; needs --output\n  --output REPORT write the table or the workbook to REPORT (replaced if it exists) instead of standard output\n  Exit codes: 0 valid (warnings and notes allowed); 1 the file has errors; 2 it cannot be read or is not JSON;\n  64 usage; 73 REPORT cannot be written.',
  'cli.send.usage':
    'Usage: article-importer send FILE --app ID_OR_EDITOR_URL [--base-url URL] [--yes] [--allow-shrink] [--allow-price-jumps] [--rules RULES.json] [--threads N]\n      [--allow-drift] [--no-compare] [--timeout SECONDS] [--deadline SECONDS] [--format text|json]\n  Checks FILE and sends it to the configurator in one request, if it has no errors; records the\n  send in the history. The token comes from the system keychain (article-importer token set) or\n  ARTICLE_IMPORTER_TOKEN, never from an argument.\n  --app             the configurator ID (4711) or the address of the configurator\'s editor page\n  --base-url        the configurator\'s address (else ARTICLE_IMPORTER_BASE_URL or the app\'s default)\n  --yes             send a file with warnings without asking\n  --allow-shrink    send a file that leaves out many of the articles the configurator last accepted\n  --allow-price-jumps  send prices that change beyond the set factor\n  --allow-drift     send a file that lets fields go blank or switches many articles off\n  --no-compare      send a file that cannot be compared with the one the configurator last accepted\n                    (its record is damaged, missing or out of date); the other guards still apply\n  --timeout         how long the server may stay silent, in seconds (default 600)\n  --deadline        how long the whole answer may take once the file went out, in seconds (default 1800)\n  --rules RULES.json  check with this ruleset instead of the built-in rules (README, “Rulesets”); one that cannot be used: exit 64\n  --threads N  check the records on N threads beside the one that reads the file (default: one per core less the one that reads; 1: on the main thread)\n  --format json     the result as one JSON document on standard output\n  Without a terminal (a pipeline) nothing is asked: what is not confirmed by a flag is not sent.',
  'cli.setAside.synopsis': 'article-importer set-aside FILE --output SENDABLE.json --rejected REJECTED.json [--force] [--format text|json] [--rules RULES.json] [--threads N]',
  'cli.setAside.usage':
    'Usage: article-importer set-aside FILE --output SENDABLE.json --rejected REJECTED.json [--force] [--format text|json] [--rules RULES.json] [--threads N]\n  Checks FILE and writes two new files: SENDABLE.json, the records without errors (the file less the\n  others, every other byte as written), and REJECTED.json, the others, each as written with why it was\n  set aside and its findings, for the ERP team. An article with errors takes its prices with it; a\n  price with an error goes alone; duplicates all go. FILE stays as it is. Works offline; sends nothing:\n  send SENDABLE.json with article-importer send, which checks it and guards it as any file.\n  --output     the new file of the records that can be sent\n  --rejected   the new file of the records set aside\n  --force      replace these files if they exist (never FILE itself)\n  --rules RULES.json  check with this ruleset instead of the built-in rules (README, “Rulesets”); one that cannot be used: exit 64\n  --threads N  check the records on N threads beside the one that reads the file (default: one per core less the one that reads; 1: on the main thread)\n  --format json  the counts, both files and their SHA-256 as one JSON document on standard output\n  Exit codes: 0 both written; 1 nothing written, as the file as a whole has errors that setting records\n  aside cannot mend, or only REJECTED.json, as no record can be sent; 2 it cannot be read or is not JSON;\n  64 usage (an output is FILE, the other output, or exists without --force); 73 a file cannot be created.',
  'cli.setAside.missingFile': 'Name the file to set records aside from, e.g. article-importer set-aside week.json --output week.sendable.json --rejected week.rejected.json',
  'cli.setAside.missingOutputs':
    'Name both new files: --output for the records that can be sent and --rejected for the others, e.g. --output week.sendable.json --rejected week.rejected.json',
  'cli.setAside.isOriginal': '{file} is the file being checked: the records are written to new files and the original stays as it is. Choose other names.',
  'cli.setAside.sameOutputs': '--output and --rejected both name {file}: choose two names.',
  'cli.setAside.exists': '{file} exists already. Choose another name, or pass --force to replace it.',
  'cli.setAside.takenMeanwhile': 'Nothing was written: a file of the same name appeared while the file was checked. Choose other names, or pass --force.',
  'cli.setAside.cannotWrite': 'Nothing was written: a file cannot be created in {folder} ({reason}). Check that the folder exists and that you may write in it.',
  'cli.setAside.changed': 'Nothing was written: the file changed while it was read. Run the command again on the file as it is now.',
  'cli.setAside.writingRejected': 'Writing {file}: {done, number} of {total, number} records set aside',
  'cli.setAside.writingSendable': 'Writing {file}: {done} of {total} read',
  'cli.setAside.cancelled': 'Cancelled: nothing was written.',
  'cli.setAside.notWrittenUnreadable': 'Nothing was written: the file could not be read as JSON, so its records cannot be told apart. Fix it (or export it again) first.',
  'cli.setAside.documentErrors':
    '{file}: {errors, plural, one {# error concerns} other {# errors concern}} the file as a whole, not a record, so setting records aside cannot mend {errors, plural, one {it} other {them}}:',
  'cli.setAside.notWrittenDocument': 'Nothing was written. Fix the export (article-importer validate FILE lists every finding).',
  'cli.setAside.summary':
    '{file}: {articlesSendable, number} of {articles, plural, one {# article} other {# articles}} and {pricesSendable, number} of {prices, plural, one {# price} other {# prices}} can be sent; {articlesAside, plural, one {# article} other {# articles}} and {pricesAside, plural, one {# price} other {# prices}} are set aside.',
  'cli.setAside.sendableFile': 'To send:   {file} ({size}), SHA-256 {sha256}',
  'cli.setAside.rejectedFile': 'Set aside: {file} ({size}), SHA-256 {sha256}',
  'cli.setAside.next':
    'Send it with: article-importer send {file} --app ID_OR_EDITOR_URL (its guards compare it with what the configurator last accepted, so the articles left out are counted).',
  'cli.setAside.nothingSendable': 'No record can be sent: each has errors or goes with an article that has. Only {file} was written.',
  'cli.unknownCommand': 'Unknown command "{command}". Run "article-importer --help" for the commands.',
  'cli.badArguments': '{detail}\nRun "article-importer --help" for how to call it.',
  'cli.missingFile': 'Name the file to check, e.g. article-importer validate export.json',
  'cli.badThreads': '--threads takes a whole number from 1 to {limit}, not "{value}".',
  'cli.badFormat': '--format must be "text" or "json", not "{value}".',
  'cli.badReportFormat': '--format must be "text", "json", "csv" or "xlsx", not "{value}".',
  'cli.validate.xlsxNeedsOutput': '--format xlsx writes a workbook, which is not text for a terminal or a pipe: name its file with --output, e.g. --output week.report.xlsx',
  'cli.validate.outputNeedsTable': '--output is for the report as a table: add --format xlsx or --format csv.',
  'cli.validate.missingOutput': 'Name the report\'s file after --output, e.g. --output week.report.xlsx',
  'cli.validate.outputIsFile': 'The report never replaces {file}, the file it is about: name another file with --output.',
  'cli.validate.outputNotAFile': 'No report was written: {path} is a folder, or something else that is not a file. Name a file with --output.',
  'cli.validate.outputUnwritable': 'No report was written: {output} cannot be written ({reason}).',
  'cli.validate.changed': 'No report was written: {file} changed while it was read. Run the command again.',
  'cli.validate.written': 'The report of {file} is in {output}.',
  'cli.badLang': '--lang must be "en" or "de", not "{value}".',
  'cli.internalError': 'unexpected failure: {detail}',

  'cli.summaryHeading':
    '{file}: {articles, plural, one {# article} other {# articles}}, {prices, plural, one {# price} other {# prices}}, {size}',
  'cli.stateReady': 'Ready to send: no errors, {notes, plural, one {# note} other {# notes}}.',
  'cli.stateReadyWarnings':
    'Ready to send after confirming {warnings, plural, one {# warning} other {# warnings}} (no errors, {notes, plural, one {# note} other {# notes}}).',
  'cli.stateErrors':
    'Not ready: {errors, plural, one {# error} other {# errors}} to fix, {warnings, plural, one {# warning} other {# warnings}}, {notes, plural, one {# note} other {# notes}}.',
  'cli.stateUnreadable': 'The file could not be read as JSON; nothing else was checked.',
  'cli.severity.error': 'Errors',
  'cli.severity.warning': 'Warnings',
  'cli.severity.info': 'Notes',
  'cli.codeHeading': '{code} ({count, number})',
  'cli.moreNotListed': '… and {count, number} more of this kind (the report lists the first {cap, number}).',
  'cli.historyNotWritten': 'Warning: the history could not be written to {file} ({reason}).',

  'cli.send.historyUnwritable':
    'Nothing was sent: the history, which records every send, cannot be written ({problem}). Free some space or fix the data folder\'s permissions, then send again. History file: {file}',
  'cli.send.missingApp': 'Name the target with --app: its configurator ID (e.g. --app 4711) or the address of the configurator\'s editor page.',
  'cli.send.missingBaseUrl':
    'Say which configurator to send to: --base-url https://configurator.example, or set ARTICLE_IMPORTER_BASE_URL, or save a default address in the app.',
  'cli.send.badTimeout': '--timeout must be a number of seconds between 1 and 86400, not "{value}".',
  'cli.send.badDeadline': '--deadline must be a number of seconds between 1 and 86400, not "{value}".',
  'cli.send.notSentErrors':
    'Nothing was sent: the file has {errors, plural, one {# error} other {# errors}}. Fix them and run the command again (article-importer validate FILE lists them).',
  'cli.send.notSentUnreadable': 'Nothing was sent: the file could not be read as JSON.',
  'cli.send.confirmWarnings': 'The file has {warnings, plural, one {# warning} other {# warnings}} under the rules “{rules}”. Send it anyway? [y/N] ',
  'cli.send.notConfirmed':
    'Nothing was sent: the file has {warnings, plural, one {# warning} other {# warnings}} and the sending was not confirmed. Check them (article-importer validate FILE), then confirm at the prompt or pass --yes.',
  'cli.send.noToken':
    'Nothing was sent: no API token is saved for {origin}. Save one with "article-importer token set --base-url {origin}" (it reads the token from standard input), or set ARTICLE_IMPORTER_TOKEN. To get a token: in the configurator, open your user profile, switch on developer mode and generate a token.',
  'cli.send.notSent': 'Nothing was sent: {problem}',
  'cli.send.sending':
    'Sending {file} ({articles, plural, one {# article} other {# articles}}, {prices, plural, one {# price} other {# prices}}, {size}), checked with the rules “{rules}”, to configurator {appId} at {baseUrl}…',
  'cli.send.status': 'HTTP status: {status}',
  'cli.send.serverAnswer': 'The server answered:',
  'cli.send.answerTruncated': '… (the answer was longer; the rest is not shown)',
  'cli.send.attempts': '{attempts, plural, one {# request} other {# requests}}, {duration}.',
  'cli.checking': 'Checking {file}: {done} of {total} read, {records, plural, one {# record} other {# records}} checked',
  'cli.checking.timeLeft': 'Checking {file}: {done} of {total} read, {records, plural, one {# record} other {# records}} checked, about {duration} left',
  'cli.checking.crossChecking': 'Checking {file}: duplicates and prices without articles…',
  'cli.checking.cancelled': 'Cancelled: the check stopped and nothing was sent.',
  'cli.interrupted': 'Cancelling… (press Ctrl-C again to quit at once)',
  /** The answer that confirms a prompt; "y" always works too. */
  'cli.send.yes': 'y',

  'cli.send.confirmLeftOut': 'To send it anyway, type the number of articles it leaves out ({removed, number}): ',
  'cli.send.confirmLeftOutPrices': 'To send it anyway, type the number of prices it leaves out ({removed, number}): ',
  'cli.send.confirmPriceJumps': 'Send these price changes as they are? [y/N] ',
  'cli.send.notSentLeftOut':
    'Nothing was sent: the file leaves out {removed, plural, one {# article} other {# articles}} ({share, number, percent}) of what configurator {appId} last accepted, more than the {maxShare, number, percent} allowed without confirming. If that is intended, type the number at the prompt or pass --allow-shrink.',
  'cli.send.notSentLeftOutPrices':
    'Nothing was sent: the file, which has no articles, leaves out {removed, plural, one {# price} other {# prices}} ({share, number, percent}) of what configurator {appId} last accepted, more than the {maxShare, number, percent} allowed without confirming. If that is intended, type the number at the prompt or pass --allow-shrink.',
  'cli.send.notSentPriceJumps':
    'Nothing was sent: {count, plural, one {# price changes} other {# prices change}} by more than ×{factor, number} either way. If that is intended, confirm at the prompt or pass --allow-price-jumps.',
  'cli.send.confirmNotComparable': 'Send it without a comparison? [y/N] ',
  'cli.send.notSentNotComparable':
    'Nothing was sent: this file cannot be compared with what configurator {appId} last accepted from this computer ({reason, select, unreadable {its record of that file is damaged} otherTarget {the record in its place belongs to another configurator} missing {the record of the file it last accepted is missing} other {the record is older than the file it last accepted}}), so the guards cannot check it. If it is to go anyway, confirm at the prompt or pass --no-compare (or all of --allow-shrink --allow-price-jumps --allow-drift).',
  'cli.send.confirmDrift': 'Send it with these fields blank and these articles switched off? [y/N] ',
  'cli.send.notSentDrift':
    'Nothing was sent: in this file {blankFields, plural, one {# field} other {# fields}} went blank and {deactivated, plural, one {# article was} other {# articles were}} switched from active to inactive ({share, number, percent} of configurator {appId}\'s; more than {maxShare, number, percent} needs a confirmation). If that is intended, confirm at the prompt or pass --allow-drift.',
  'cli.send.digestKept': 'Recorded what configurator {appId} now holds: the next file sent there is compared with this one.',
  'cli.send.digestNotKept':
    'Warning: configurator {appId} accepted the file, but what it now holds could not be recorded on this computer ({reason}). The next file sent there cannot be compared with this one: that send needs a confirmation to go without a comparison (at the prompt, or --no-compare).',
  'cli.changes.usage':
    'Usage: article-importer changes FILE --app ID_OR_EDITOR_URL [--base-url URL] [--format text|json] [--rules RULES.json] [--threads N]\n  What sending FILE would change at the configurator, against the last file it accepted from this\n  computer. Works offline; needs no token.\n  --rules RULES.json  check with this ruleset instead of the built-in rules (README, “Rulesets”); one that cannot be used: exit 64\n  --threads N  check the records on N threads beside the one that reads the file (default: one per core less the one that reads; 1: on the main thread)\n  Exit codes: 0 compared (or nothing to compare with); 1 the file has errors; 2 it cannot be read;\n  65 sending it would need a confirmation: --allow-shrink, --allow-price-jumps or --allow-drift, or\n  --no-compare when the file cannot be compared (the record of the last accepted file is damaged,\n  missing, older than that send or another configurator\'s).',
  'cli.changes.hasErrors': 'The file has {errors, plural, one {# error} other {# errors}}: it cannot be sent as it is (article-importer validate FILE lists them).',
  'cli.changes.first':
    'Nothing to compare with: configurator {appId} at {baseUrl} has not accepted a file from this computer yet. Once it accepts one, every later file is compared with it.',
  'cli.changes.notComparable.unreadable':
    'This file cannot be compared with what configurator {appId} last accepted from this computer: the record of that file cannot be used because {problem}.',
  'cli.changes.notComparable.otherTarget':
    'This file cannot be compared with what configurator {appId} last accepted from this computer: the record in its place belongs to another configurator (copied or renamed by hand).',
  'cli.changes.notComparable.missing':
    'This file cannot be compared with what configurator {appId} holds: it accepted {file} from this computer on {date}, but the record of that file is missing.',
  'cli.changes.notComparable.stale':
    'This file cannot be compared with what configurator {appId} holds: the record kept is of {digestFile} ({digestDate}), but it accepted {file} after that, on {date}.',
  'cli.changes.notComparableGuards':
    'So the guards (articles left out, price jumps, fields gone blank, articles switched off) cannot check it, and sending needs a confirmation (at the prompt, or --no-compare). The next file it accepts is recorded anew.',
  'cli.changes.heading': 'Compared with the last file configurator {appId} accepted from this computer ({file}, {date}):',
  'cli.changes.identical': 'This file is identical to it (the same SHA-256).',
  'cli.changes.articles': 'Articles: {added, number} added, {removed, number} left out, {changed, number} changed, {unchanged, number} unchanged.',
  'cli.changes.articlesNone': 'Articles: this file has none, so none are compared.',
  'cli.changes.prices': 'Prices: {added, number} added, {removed, number} left out, {changed, number} changed, {unchanged, number} unchanged.',
  'cli.changes.pricesNone': 'Prices: this file has none, so none are compared.',
  'cli.changes.leftOut': 'It leaves out {share, number, percent} of the {total, number} articles configurator {appId} last accepted ({removed, number}).',
  'cli.changes.leftOutPrices': 'It leaves out {share, number, percent} of the {total, number} prices configurator {appId} last accepted ({removed, number}).',
  'cli.changes.leftOutOver': 'That is more than the {maxShare, number, percent} that may be left out without an extra confirmation.',
  'cli.changes.leftOutList': 'Left out:',
  'cli.changes.blankFields':
    '{count, plural, one {# field went blank} other {# fields went blank}} (filled in at least half of the articles configurator {appId} last accepted, in under half that share now):',
  'cli.changes.blankField': '{field}: {beforeShare, number, percent} of the articles before ({before, number}), {nowShare, number, percent} now ({now, number})',
  'cli.changes.deactivated':
    '{count, plural, one {# article is} other {# articles are}} switched from active to inactive ({share, number, percent} of the articles configurator {appId} last accepted).',
  'cli.changes.deactivatedOver': 'That is more than the {maxShare, number, percent} that may be switched off without an extra confirmation.',
  'cli.changes.priceJumps': '{count, plural, one {# price changes} other {# prices change}} by more than ×{factor, number} either way (cents sent as euros?):',
  'cli.changes.priceKey': '{articleNumber} ({priceList}, {currency}, from {minQuantity, number} pcs)',
  'cli.changes.priceKeyFrom': '{articleNumber} ({priceList}, {currency}, from {minQuantity, number} pcs, valid from {validFrom})',
  'cli.changes.priceJump': '{key}: {old, number} → {new, number}',
  'cli.changes.priceJumpPrevious': '{key}: {old, number} → {new, number} (before: {previous})',
  'cli.changes.previousKey': '{priceList}, from {minQuantity, number} pcs',
  'cli.changes.previousKeyFrom': '{priceList}, from {minQuantity, number} pcs, valid from {validFrom}',
  'cli.changes.more': '… and {count, number} more',
  'cli.changes.fullLists': 'Every list in full: article-importer changes FILE --app {appId} --format json',

  'cli.history.usage':
    'Usage: article-importer history [--format text|json] [--limit N]\n  Lists what was sent (and what was refused) from this computer, newest first.\n  --limit N   at most N entries (default 50)',
  'cli.history.badLimit': 'The option --limit needs a whole number of at least 1, e.g. --limit 20.',
  'cli.history.unknownArgument': 'The history command takes only --format text|json and --limit N.',
  'cli.history.empty': 'Nothing has been sent from this computer yet.',
  'cli.history.column.time': 'When',
  'cli.history.column.outcome': 'Outcome',
  'cli.history.column.status': 'HTTP',
  'cli.history.column.appId': 'Configurator',
  'cli.history.column.baseUrl': 'Base URL',
  'cli.history.column.file': 'File',
  'cli.history.column.articles': 'Articles',
  'cli.history.column.prices': 'Prices',
  'cli.history.column.errors': 'Errors',
  'cli.history.column.warnings': 'Warnings',
  'cli.history.column.notes': 'Notes',
  'cli.history.column.duration': 'Took',
  'cli.history.column.digest': 'Digest',
  'cli.history.column.rules': 'Rules',
  'cli.history.digest.current': 'current',
  'cli.history.digest.replaced': 'replaced',
  'cli.history.outcome': '{verdict} ({code})',
  'cli.history.verdict.accepted': 'accepted',
  'cli.history.verdict.rejected': 'rejected',
  'cli.history.verdict.failed': 'failed',
  'cli.history.verdict.unknown': 'unknown',
  'cli.history.verdict.refused': 'not sent',
  'cli.history.verdict.cancelled': 'cancelled',
  'cli.history.interrupted': 'interrupted: the outcome is unknown; check the configurator',
  'cli.history.inFlight': 'sending now: the configurator has not answered yet',
  'cli.history.unknownLegend':
    '* The server did not confirm: the import may or may not have been applied. Check in the configurator before sending again.',
  'cli.history.more': 'Showing the {shown, number} most recent entries; use --limit to see more.',
  'cli.history.skipped':
    '{count, plural, one {# line of the history file could not be read and was left out} other {# lines of the history file could not be read and were left out}} (for example a record cut short by a crash).',
  'cli.history.where': 'History file: {file}',
  'cli.history.unreadable': 'The history cannot be read: {problem}. History file: {file}',

  // ---- why a history file cannot be written or read (`problem` above and in shell.ts) ----
  'historyProblem.full': 'the disk is full',
  'historyProblem.permission': 'its folder or file may not be written or read (read-only, or no permission)',
  'historyProblem.notAFile': 'something other than a file is where the history file should be',
  'historyProblem.other': 'the system reported {code}',

  // ---- the settings file (settings.json in the data folder) ----
  'cli.settings.unreadable':
    'The settings cannot be read: {problem}. Nothing was done. Move the file aside (the app writes new settings when one is saved) and try again. Settings file: {file}',
  // ---- why a file of the data folder (the settings) cannot be read (`problem` above and in shell.ts) ----
  'dataFileProblem.notAFile': 'the file is not a regular file but a pipe, a device or a socket',
  'dataFileProblem.folder': 'a folder is where the file should be',
  'dataFileProblem.tooLarge': 'the file is larger than {limit}, far more than settings ever are',
  'dataFileProblem.permission': 'you do not have permission to read the file',
  'dataFileProblem.other': 'the system reported {code}',

  'cli.fix.usage':
    'Usage: article-importer fix FILE [--output FIXED.json] [--force] [--only KIND,…] [--format text|json] [--rules RULES.json] [--threads N]\n  Shows which values in FILE have one certain fix: per kind, how many, with examples before → after\n  and their place (line:column, pointer, article number). With --output it writes a corrected copy\n  in which only those values change: every other byte stays as written, and FILE itself is never\n  changed. The copy is then checked like any file, and what remains is shown. Without --output\n  nothing is written (a dry run).\n  --output FIXED.json  where to write the copy; an existing file is not replaced\n  --force              replace FIXED.json if it exists (never FILE itself)\n  --only KIND,…        apply only these kinds of fix (default: every certain kind):\n                       amount.text, quantity.text, active.text, currency.code, date.german,\n                       code.whitespace; and suggestions, applied only when named here:\n                       currency.nearest (a currency one letter off a code: "EUT" → "EUR")\n  --rules RULES.json  check with this ruleset instead of the built-in rules (README, “Rulesets”); one that cannot be used: exit 64\n  --threads N  check the records on N threads beside the one that reads the file (default: one per core less the one that reads; 1: on the main thread)\n  --format json        the plan, both SHA-256s and the counts of what remains, as one JSON document\n  Exit codes: 0 the copy has no errors (a dry run: the plan was made); 1 errors remain in the copy;\n  2 FILE cannot be read or is not JSON (nothing written); 64 usage, or FIXED.json exists;\n  73 the copy cannot be written.',
  'cli.fix.missingFile': 'Name the file to fix, e.g. article-importer fix export.json --output export.fixed.json',
  'cli.fix.badKind': '--only takes kinds of fix separated by commas ({kinds}), not "{value}".',
  'cli.fix.outputExists': '{output} exists already. Choose another name with --output, or add --force to replace it.',
  'cli.fix.outputIsOriginal': 'The corrected copy never replaces {file} itself: name another file with --output.',
  'cli.fix.missingOutput': 'Name the file for the corrected copy after --output, e.g. --output export.fixed.json',
  'cli.fix.outputNotAFile': 'Nothing was written: the copy cannot be written to {path}: a folder, or something else that is not a file, is there. Name a file for the copy with --output.',
  'cli.fix.outputUnwritable': 'Nothing was written: the copy cannot be written to {output} ({reason}).',
  'cli.fix.changed': 'Nothing was written: {file} changed while it was read. Run the command again.',
  'cli.fix.cancelled': 'Cancelled: no copy was written.',
  'cli.fix.progress': 'Fixing {file}: {done} of {total} read',
  'cli.fix.unreadable': 'Nothing can be fixed: the check cannot read {file}.',
  'cli.fix.heading': 'Fix plan for {file}: {articles, plural, one {# article} other {# articles}}, {prices, plural, one {# price} other {# prices}}',
  'cli.fix.nothing': 'No value has a certain fix.',
  'cli.fix.kind': '{label} [{kind}]: {count, plural, one {# value} other {# values}}',
  'cli.fix.kindNotChosen': '{label} [{kind}]: {count, plural, one {# value} other {# values}}, not applied (not named with --only)',
  'cli.fix.kindSuggestion': '{label} [{kind}]: {count, plural, one {# suggestion} other {# suggestions}}, not applied (name it with --only to apply)',
  'cli.fix.kindSuggestionChosen': '{label} [{kind}]: {count, plural, one {# suggestion} other {# suggestions}}, applied as chosen',
  'cli.fix.exampleArticle': 'article {articleNumber}',
  'cli.fix.moreExamples': '{count, plural, one {… and # more} other {… and # more}}',
  'cli.fix.heldBack': '{count, plural, one {# value} other {# values}} not fixed: {reason}',
  'cli.fix.dryRun': 'Nothing was written (a dry run). Add --output FIXED.json to write the corrected copy; {file} itself is never changed.',
  'cli.fix.written': 'Corrected copy written to {output}: {count, plural, =0 {no value changed} one {# value changed} other {# values changed}}, every other byte as in {file}.',
  'cli.fix.hashes': 'SHA-256 of {file}: {original}\nSHA-256 of the copy:  {copy}',
  'cli.fix.remaining': 'The copy, checked:',
  'cli.fix.notRecorded': 'Warning: the copy was written, but its record (which names it as a corrected copy of {file} in the history) could not be written to {where} ({reason}).',
  'cli.history.copiesHeading': 'Corrected copies among these files:',
  'cli.history.copyOf': '{file}: corrected copy of {original} ({count, plural, one {# fix} other {# fixes}})',
} as const;
