// English texts of the main process: its answers to the window's requests (refusals and
// failures), the native menu and dialogs, starting and quitting. ICU MessageFormat; in menu
// labels "&" marks the access key (Electron's mnemonic), one per label.

export const shellEn = {
  'shell.ipc.badRequest': 'The app sent a request it cannot handle. Restart the app; if it happens again, report it.',
  'shell.ipc.forbidden': 'This request did not come from the app’s own window, so it was refused.',
  'shell.ipc.internal': 'Something went wrong inside the app. Try again; if it happens again, restart the app.',

  'shell.document.none': 'No file is open. Open or drop a file first.',
  'shell.document.changed': 'The file changed on disk since it was checked, so its rows are not shown. Reload it to check what it holds now.',
  'shell.document.noRecord': 'The file has no such record. Reload it to see what it holds now.',
  'shell.document.stale': 'That file is no longer the one open in this window. Its results were not shown.',
  'shell.document.lost':
    'The check of this file stopped unexpectedly, for example because the computer ran out of memory. Open the file again; if it is very large, close other programs first.',
  'shell.document.unreadable': '{name} could not be read. Check that the file still exists and that you may open it.',
  'shell.document.notRecent': 'This file is no longer in the list of recent files. Open it with Open… instead.',
  'shell.document.cancelled': 'Checking {name} was cancelled, so it was not opened.',
  'shell.document.dialogFailed': 'The file dialog could not be opened. Drop the file onto the window instead.',
  /** A drop that is not a file from the computer (e.g. text or a link). */
  'shell.document.noPath': 'This item cannot be opened: drop a file from your computer.',

  // ---- the corrected copy and the set-aside files (issue 23) ----
  'shell.fileTask.busy': 'Another file is being fixed or set aside right now. Wait until it is done, or cancel it.',
  'shell.fileTask.cancelled': 'Cancelled: nothing was written.',
  'shell.output.isOriginal': 'That is {name} itself, which stays as it is. Choose another name for the new file.',
  'shell.output.unwritable': 'Nothing was written: a file cannot be created in {folder} ({reason}). Choose another folder.',
  'shell.output.takenMeanwhile': 'Nothing was written: another program created {name} meanwhile. Try again and choose another name.',
  'shell.output.originalChanged': 'Nothing was written: {name} changed on disk since it was checked. Reload it and try again.',
  'shell.fix.unreadable': 'Nothing was written: {name} can no longer be read as JSON. Reload it to see why.',
  'shell.setAside.notChecked': 'Check the file for setting records aside first.',
  'shell.report.notSaved': 'Only the report saved last can be opened from here. Save the report again.',
  'shell.report.gone': '{name} is no longer there: it was moved or deleted. Save the report again.',
  'shell.report.openFailed': 'The system could not open {name} ({reason}). Use “Show in folder” and open it from there.',
  'shell.setAside.sameOutputs': 'Both files were given the name {name}: choose two different names.',
  'shell.setAside.chooseSendable': 'Save the records that can be sent',
  'shell.setAside.chooseRejected': 'Save the records set aside (for the ERP team)',

  'shell.send.historyUnwritable':
    'Nothing was sent: the history, which records every send, cannot be written ({problem}). Free some space or fix the data folder\'s permissions, then send again.',
  'shell.send.hasErrors':
    '{errors, plural, one {The file has # error, so it was not sent. Fix it in the export and open the file again.} other {The file has # errors, so it was not sent. Fix them in the export and open the file again.}}',
  'shell.send.notParsed': 'The file could not be read as JSON, so it was not sent.',
  'shell.send.warningsNotConfirmed':
    '{warnings, plural, one {The file has # warning that was not confirmed, so it was not sent. Confirm it and send again.} other {The file has # warnings that were not confirmed, so it was not sent. Confirm them and send again.}}',
  'shell.send.leftOutNotConfirmed':
    'Nothing was sent: the file leaves out {removed, plural, one {# article} other {# articles}} ({share, number, percent}) of what the configurator last accepted, and that was not confirmed.',
  'shell.send.leftOutPricesNotConfirmed':
    'Nothing was sent: the file, which has no articles, leaves out {removed, plural, one {# price} other {# prices}} ({share, number, percent}) of what the configurator last accepted, and that was not confirmed.',
  'shell.send.priceJumpsNotConfirmed':
    'Nothing was sent: {count, plural, one {# price changes} other {# prices change}} by more than ×{factor, number}, and that was not confirmed.',
  'shell.send.notComparableNotConfirmed':
    'Nothing was sent: this file cannot be compared with what the configurator last accepted ({reason, select, unreadable {its record of that file is damaged} otherTarget {the record in its place belongs to another configurator} missing {the record of the file it last accepted is missing} other {the record is older than the file it last accepted}}), and sending it without a comparison was not confirmed.',
  'shell.send.driftNotConfirmed':
    'Nothing was sent: {blankFields, plural, one {# field} other {# fields}} went blank and {deactivated, plural, one {# article was} other {# articles were}} switched off, and that was not confirmed.',
  'shell.send.busy': 'A send is already running. Wait for its result, or cancel it, before sending again.',
  'shell.send.noToken':
    'No API token is saved for {origin}, so nothing was sent. Save a token first: in the configurator, open your user profile, switch on developer mode and generate one.',
  'shell.send.badTarget': 'Nothing was sent. {problem}',
  'shell.send.tokenUnreadable': 'The API token could not be read, so nothing was sent. {problem}',
  'shell.send.failed': 'Sending failed inside the app, before anything went out. Try again; if it happens again, restart the app.',

  'shell.history.unreadable': 'The history could not be read: {problem}.',
  'shell.external.notAllowed': 'This link is not one the app opens.',
  'shell.settings.unsaved': 'The setting could not be saved. Check that the data folder is writable.',
  'shell.settings.readOnly':
    'These settings were written by a newer version of Article Importer (settings version {found}; this version knows version {known}). They are read-only until you update the app: they are used as far as this version understands them, and changes (saved configurators, the language, the window’s size) are not saved.',
  'shell.settings.unreadable':
    'The settings cannot be read: {problem}. The app runs with its defaults and saves nothing. Move the file settings.json out of the data folder and restart the app.',

  'shell.menu.file': '&File',
  'shell.menu.open': '&Open…',
  'shell.menu.openRecent': 'Open &Recent',
  'shell.menu.noRecent': 'No recent files',
  'shell.menu.quit': '&Quit',
  'shell.menu.edit': '&Edit',
  'shell.menu.undo': '&Undo',
  'shell.menu.redo': '&Redo',
  'shell.menu.cut': 'Cu&t',
  'shell.menu.copy': '&Copy',
  'shell.menu.paste': '&Paste',
  'shell.menu.selectAll': 'Select &All',
  'shell.menu.view': '&View',
  'shell.menu.language': '&Language',
  'shell.menu.languageSystem': 'As the &system ({system})',
  'shell.menu.help': '&Help',
  'shell.menu.nextProblem': '&Next Problem',
  'shell.menu.previousProblem': 'Pre&vious Problem',
  'shell.menu.tokenHelp': 'How to get an API token',
  'shell.dialog.json': 'JSON exports',
  'shell.dialog.all': 'All files',
  'shell.dialog.xlsx': 'Excel workbooks (report)',
  'shell.dialog.csv': 'Text tables, tab-separated (report)',

  'shell.lifecycle.startFailed': 'Article Importer could not start',
  'shell.lifecycle.dataDirUnusable':
    'The data folder {dir} cannot be used ({reason}). Article Importer keeps its settings and history there. Check that the folder can be created and written, or set ARTICLE_IMPORTER_DATA_DIR to another folder, then start the app again.',
  'shell.lifecycle.windowFailed': 'The window could not be opened ({reason}). Start the app again; if it happens again, reinstall it.',
  'shell.lifecycle.sending': 'A file is being sent.',
  'shell.lifecycle.sendingDetail':
    'If you quit now, the send is cancelled. If the file has already gone out, the configurator may still import it; the history will then say that the outcome is unknown.',
  'shell.lifecycle.keepSending': '&Keep sending',
  'shell.lifecycle.cancelAndQuit': '&Cancel the send and quit',
  'shell.lifecycle.rendererGone': 'The window stopped working.',
  'shell.lifecycle.rendererGoneDetail':
    'The open file and its check are kept, and a send in progress goes on. Reload the window to see them again.',
  'shell.lifecycle.reload': '&Reload',
  'shell.lifecycle.quit': '&Quit',
  'shell.lifecycle.unresponsive': 'The window is not responding.',
  'shell.lifecycle.unresponsiveDetail': 'It may still be busy. Wait, or reload it: the open file is kept.',
  'shell.lifecycle.wait': '&Wait',

  // ---- language names, each written in its own language (the switcher and the menu) ----
  'language.en': 'English',
  'language.de': 'Deutsch',
} as const;
