// English texts for the history as the command line prints it. The table's words are here;
// the values (times, outcome codes, numbers) are data.

export const historyEn = {
  usage:
    'Usage: article-importer history [--format text|json] [--limit N]\n' +
    '  Lists what was sent (and what was refused) from this computer, newest first.\n' +
    '  --limit N   at most N entries (default 50)',
  badLimit: 'The option --limit needs a whole number of at least 1, e.g. --limit 20.',
  unknownArgument: 'The history command takes only --format text|json and --limit N.',
  empty: 'Nothing has been sent from this computer yet.',
  columns: {
    time: 'When',
    outcome: 'Outcome',
    status: 'HTTP',
    appId: 'App',
    baseUrl: 'Base URL',
    file: 'File',
    articles: 'Articles',
    prices: 'Prices',
    errors: 'Errors',
    warnings: 'Warnings',
    notes: 'Notes',
    duration: 'Took',
  },
  notSent: (p: { outcome: string }) => `not sent: ${p.outcome}`,
  /** Marks an entry whose import may or may not have been applied. */
  unknownMark: '*',
  unknownLegend: '* The server did not confirm: the import may or may not have been applied. Check in the configurator before sending again.',
  more: (p: { shown: number }) => `Showing the ${p.shown} most recent entries; use --limit to see more.`,
  skipped: (p: { count: number }) =>
    p.count === 1
      ? '1 line of the history file could not be read and was left out (for example a record cut short by a crash).'
      : `${p.count} lines of the history file could not be read and were left out (for example a record cut short by a crash).`,
  where: (p: { file: string }) => `History file: ${p.file}`,
  unreadable: (p: { file: string; problem: string }) => `The history cannot be read: ${p.problem}. History file: ${p.file}`,
  /** Why a history file cannot be written or read, from the system's error code. */
  problem: (p: { code: string }) =>
    p.code === 'ENOSPC' || p.code === 'EDQUOT'
      ? 'the disk is full'
      : p.code === 'EACCES' || p.code === 'EPERM' || p.code === 'EROFS'
        ? 'its folder or file may not be written or read (read-only, or no permission)'
        : p.code === 'EISDIR' || p.code === 'ENOTREG'
          ? 'something other than a file is where the history file should be'
          : `the system reported ${p.code}`,
} as const;
