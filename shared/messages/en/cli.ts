// Texts of the command-line tool (the terminal summary, usage and errors).
import type { Severity } from '../../report/finding-codes';

const plural = (n: number, one: string, many: string) => (n === 1 ? `${n.toLocaleString('en')} ${one}` : `${n.toLocaleString('en')} ${many}`);

export const cliMessages = {
  usage: `Usage:
  article-importer validate FILE [--format text|json]
  article-importer send FILE --app ID_OR_EDITOR_URL [--base-url URL] [--yes] [--timeout SECONDS] [--format text|json]
  article-importer token set|status|delete [--base-url URL]     (set reads the token from standard input)
  article-importer history [--format text|json] [--limit N]

Exit codes: 0 valid / accepted; 1 the payload has errors (nothing sent); 2 the file cannot be read
or is not JSON; 3 the server rejected the request; 4 no answer, a network or server failure
(the outcome may be unknown); 64 usage error.`,
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
};
