// `article-importer history [--format text|json] [--limit N]`: what was sent from this
// computer, newest first. Text is a table for people; json is one document for scripts.
import type { HistoryEntry } from '../../history/history-entry';
import { terminalJson, terminalLine } from '../terminal-text';
import { readHistory } from '../../history/read-history';
import { cliMessages } from '../../../shared/messages/en/cli';
import { historyEn as m } from '../../../shared/messages/en/history';
import type { CliIo } from '../cli-io';
import { EXIT } from '../exit-codes';

export const DEFAULT_HISTORY_LIMIT = 50;

export interface HistoryCommandDeps {
  /** historyFilePath(dataDir), with the data folder the app uses. */
  historyFile: string;
  /** IANA time zone for the table's times; the system's when absent. */
  timeZone?: string;
}

export async function runHistoryCommand(args: string[], io: CliIo, deps: HistoryCommandDeps): Promise<number> {
  const options = parseHistoryArgs(args);
  if (options === 'help') {
    io.stdout.write(`${m.usage}\n`);
    return EXIT.ok;
  }
  if (typeof options === 'string') {
    io.stderr.write(`${options}\n${m.usage}\n`);
    return EXIT.usage;
  }

  let page: Awaited<ReturnType<typeof readHistory>>;
  try {
    page = await readHistory(deps.historyFile, { limit: options.limit });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EIO';
    io.stderr.write(`${m.unreadable({ file: deps.historyFile, problem: m.problem({ code }) })}\n`);
    return EXIT.historyUnreadable;
  }
  if (options.format === 'json') {
    io.stdout.write(`${terminalJson({ file: deps.historyFile, entries: page.entries, more: page.more, skipped: page.skipped })}\n`);
  } else if (page.entries.length === 0) {
    io.stderr.write(`${m.empty}\n`);
  } else {
    io.stdout.write(formatHistoryTable(page.entries, deps.timeZone));
    if (page.entries.some((entry) => entry.outcomeUnknown)) io.stderr.write(`${m.unknownLegend}\n`);
  }
  if (page.more) io.stderr.write(`${m.more({ shown: page.entries.length })}\n`);
  if (page.skipped > 0) io.stderr.write(`${m.skipped({ count: page.skipped })}\n${m.where({ file: deps.historyFile })}\n`);
  return EXIT.ok;
}

function parseHistoryArgs(args: string[]): { format: 'text' | 'json'; limit: number } | 'help' | string {
  let format: 'text' | 'json' = 'text';
  let limit = DEFAULT_HISTORY_LIMIT;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') return 'help';
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? args[++i];
    if (name === '--format') {
      const given = value();
      if (given !== 'text' && given !== 'json') return cliMessages.badFormat({ value: given ?? '' });
      format = given;
    } else if (name === '--limit') {
      const given = value() ?? '';
      if (!/^[1-9][0-9]{0,8}$/.test(given)) return m.badLimit;
      limit = Number(given);
    } else {
      return m.unknownArgument;
    }
  }
  return { format, limit };
}

type Align = 'left' | 'right';

/** A plain-text table, one entry per line, newest first. */
export function formatHistoryTable(entries: HistoryEntry[], timeZone?: string): string {
  const c = m.columns;
  const columns: Array<[string, Align, (e: HistoryEntry) => string]> = [
    [c.time, 'left', (e) => formatTime(e.time, timeZone)],
    [c.outcome, 'left', (e) => (e.kind === 'refusal' ? m.notSent({ outcome: e.outcome }) : e.outcome) + (e.outcomeUnknown ? m.unknownMark : '')],
    [c.status, 'right', (e) => (e.httpStatus === null ? '—' : String(e.httpStatus))],
    [c.appId, 'right', (e) => (e.appId === null ? '—' : String(e.appId))],
    [c.baseUrl, 'left', (e) => shorten(e.baseUrl, 40)],
    [c.file, 'left', (e) => shorten(e.fileName, 32)],
    [c.articles, 'right', (e) => count(e.counts?.articles)],
    [c.prices, 'right', (e) => count(e.counts?.prices)],
    [c.errors, 'right', (e) => count(e.counts?.errors)],
    [c.warnings, 'right', (e) => count(e.counts?.warnings)],
    [c.notes, 'right', (e) => count(e.counts?.notes)],
    [c.duration, 'right', (e) => formatDuration(e.durationMs)],
  ];
  const rows = [columns.map(([title]) => title), ...entries.map((entry) => columns.map(([, , cell]) => terminalLine(cell(entry))))];
  // A loop, not Math.max(...rows): hundreds of thousands of rows would overflow the stack.
  const widths = columns.map((_, i) => rows.reduce((widest, row) => Math.max(widest, row[i]!.length), 0));
  const line = (row: string[]) =>
    row.map((text, i) => (columns[i]![1] === 'right' ? text.padStart(widths[i]!) : text.padEnd(widths[i]!))).join('  ').trimEnd();
  return `${rows.map(line).join('\n')}\n`;
}

/** "2026-11-21 10:13" in the given (or the system's) time zone. */
function formatTime(iso: string, timeZone?: string): string {
  const parts = Object.fromEntries(timeFormat(timeZone).formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

// Made once per time zone: building a DateTimeFormat per row made a long history slow.
const timeFormats = new Map<string | undefined, Intl.DateTimeFormat>();
function timeFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  let format = timeFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeFormats.set(timeZone, format);
  }
  return format;
}

function formatDuration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

const COUNT_FORMAT = new Intl.NumberFormat('en');

function count(value: number | undefined): string {
  return value === undefined ? '—' : COUNT_FORMAT.format(value);
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
