// Texts of the command-line tool (the terminal summary, usage and errors).
import type { Severity } from '../../report/finding-codes';

const plural = (n: number, one: string, many: string) => (n === 1 ? `${n.toLocaleString('en')} ${one}` : `${n.toLocaleString('en')} ${many}`);

export const cliMessages = {
  usage: `Usage:
  article-importer validate FILE [--format text|json]
  article-importer send FILE --app ID_OR_EDITOR_URL [--base-url URL] [--yes] [--timeout SECONDS] [--deadline SECONDS] [--format text|json]
  article-importer token set|status|delete [--base-url URL]     (set reads the token from standard input)
  article-importer history [--format text|json] [--limit N]

Exit codes: 0 valid / accepted; 1 the payload has errors (nothing sent); 2 the file cannot be read
or is not JSON; 3 the server rejected the request; 4 no answer, a network or server failure
(the outcome may be unknown); 64 usage error; 69 the system keychain cannot be used;
130 cancelled with Ctrl-C at a prompt.`,
  unknownCommand: (p: { command: string }) => `Unknown command "${p.command}". Run "article-importer --help" for the commands.`,
  badArguments: (p: { detail: string }) => `${p.detail}\nRun "article-importer --help" for how to call it.`,
  missingFile: 'Name the file to check, e.g. article-importer validate export.json',
  badFormat: (p: { value: string }) => `--format must be "text" or "json", not "${p.value}".`,

  summaryHeading: (p: { file: string; articles: number; prices: number; size: string }) =>
    `${p.file}: ${plural(p.articles, 'article', 'articles')}, ${plural(p.prices, 'price', 'prices')}, ${p.size}`,
  stateReady: (p: { warnings: number; notes: number }) =>
    p.warnings === 0
      ? `Ready to send: no errors, ${plural(p.notes, 'note', 'notes')}.`
      : `Ready to send after confirming ${plural(p.warnings, 'warning', 'warnings')} (no errors, ${plural(p.notes, 'note', 'notes')}).`,
  stateErrors: (p: { errors: number; warnings: number; notes: number }) =>
    `Not ready: ${plural(p.errors, 'error', 'errors')} to fix, ${plural(p.warnings, 'warning', 'warnings')}, ${plural(p.notes, 'note', 'notes')}.`,
  stateUnreadable: 'The file could not be read as JSON; nothing else was checked.',
  severityHeading: { error: 'Errors', warning: 'Warnings', info: 'Notes' } satisfies Record<Severity, string>,
  codeHeading: (p: { code: string; count: number }) => `${p.code} (${p.count.toLocaleString('en')})`,
  moreNotListed: (p: { count: number; cap: number }) =>
    `… and ${p.count.toLocaleString('en')} more of this kind (the report lists the first ${p.cap.toLocaleString('en')}).`,
  noPosition: '—',
  historyNotWritten: (p: { file: string; reason: string }) => `Warning: the history could not be written to ${p.file} (${p.reason}).`,

  send: {
    historyUnwritable: (p: { file: string; problem: string }) =>
      `Nothing was sent: the history, which records every send, cannot be written (${p.problem}). Free some space or fix the data folder's permissions, then send again. History file: ${p.file}`,
    missingApp: 'Name the target configurator with --app: its ID (e.g. --app 4711) or the address of its editor page.',
    missingBaseUrl:
      'Say which configurator to send to: --base-url https://configurator.example, or set ARTICLE_IMPORTER_BASE_URL, or save a default address in the app.',
    badTimeout: (p: { value: string }) => `--timeout must be a number of seconds between 1 and 86400, not "${p.value}".`,
    badDeadline: (p: { value: string }) => `--deadline must be a number of seconds between 1 and 86400, not "${p.value}".`,
    notSentErrors: (p: { errors: number }) =>
      `Nothing was sent: the file has ${plural(p.errors, 'error', 'errors')}. Fix them and run the command again (article-importer validate FILE lists them).`,
    notSentUnreadable: 'Nothing was sent: the file could not be read as JSON.',
    confirmWarnings: (p: { warnings: number }) => `The file has ${plural(p.warnings, 'warning', 'warnings')}. Send it anyway? [y/N] `,
    notConfirmed: (p: { warnings: number }) =>
      `Nothing was sent: the file has ${plural(p.warnings, 'warning', 'warnings')} and the sending was not confirmed. Check them (article-importer validate FILE), then confirm at the prompt or pass --yes.`,
    noToken: (p: { origin: string }) =>
      `Nothing was sent: no API token is saved for ${p.origin}. Save one with "article-importer token set --base-url ${p.origin}" (it reads the token from standard input), or set ARTICLE_IMPORTER_TOKEN. To get a token: in the configurator, open your user profile, switch on developer mode and generate a token.`,
    badToken: (p: { problem: string }) => `Nothing was sent: ${p.problem}`,
    keychain: (p: { problem: string }) => `Nothing was sent: ${p.problem}`,
    sending: (p: { file: string; articles: number; prices: number; size: string; appId: number; baseUrl: string }) =>
      `Sending ${p.file} (${plural(p.articles, 'article', 'articles')}, ${plural(p.prices, 'price', 'prices')}, ${p.size}) to configurator ${p.appId} at ${p.baseUrl}…`,
    status: (p: { status: number }) => `HTTP status: ${p.status}`,
    serverAnswer: 'The server answered:',
    answerTruncated: '… (the answer was longer; the rest is not shown)',
    attempts: (p: { attempts: number; duration: string }) => `${plural(p.attempts, 'request', 'requests')}, ${p.duration}.`,
    interrupted: 'Cancelling… (press Ctrl-C again to quit at once)',
  },
};
