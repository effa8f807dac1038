// `article-importer history [--format text|json] [--limit N]`: what was sent from this
// computer, newest first. Text is a table for people; json is one document for scripts.
import { INTERRUPTED_OUTCOME, type HistoryEntry } from '../../history/history-entry';
import { terminalJson, terminalLine } from '../terminal-text';
import { readHistory } from '../../history/read-history';
import { IN_FLIGHT_OUTCOME } from '../../history/in-flight';
import type { MessageKey } from '../../../shared/messages/catalogue';
import type { Locale } from '../../../shared/messages/locale';
import { formatDuration, formatNumber } from '../../../shared/messages/quantities';
import { text, type Text } from '../../../shared/messages/text';
import { historyProblemText } from '../../history/history-problem';
import { fixCount, readDerivations, type Derivation } from '../../history/derivations';
import path from 'node:path';
import { verdictOfEntry } from '../../history/verdict';
import { cliLocale, sayer } from '../cli-text';
import type { CliIo } from '../cli-io';
import { EXIT } from '../exit-codes';
import { layOutTable, type Align } from '../text-table';

export const DEFAULT_HISTORY_LIMIT = 50;

export interface HistoryCommandDeps {
  /** historyFilePath(dataDir), with the data folder the app uses. */
  historyFile: string;
  /** IANA time zone for the table's times; the system's when absent. */
  timeZone?: string;
}

export async function runHistoryCommand(args: string[], io: CliIo, deps: HistoryCommandDeps): Promise<number> {
  const say = sayer(io);
  const options = parseHistoryArgs(args);
  if (options === 'help') {
    io.stdout.write(`${say('cli.history.usage')}\n`);
    return EXIT.ok;
  }
  if ('key' in options) {
    io.stderr.write(`${say(options)}\n${say('cli.history.usage')}\n`);
    return EXIT.usage;
  }

  let page: Awaited<ReturnType<typeof readHistory>>;
  try {
    page = await readHistory(deps.historyFile, { limit: options.limit });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EIO';
    io.stderr.write(`${say('cli.history.unreadable', { file: deps.historyFile, problem: historyProblemText(code) })}\n`);
    return EXIT.historyUnreadable;
  }
  // Corrected copies written here (fix --output), by hash: a send of one is explained by its original.
  const copies = await readDerivations(path.dirname(deps.historyFile)).catch(() => new Map<string, Derivation>());
  const copyOf = (entry: HistoryEntry) => (entry.sha256 === null ? undefined : copies.get(entry.sha256));
  if (options.format === 'json') {
    const entries = page.entries.map((entry) => {
      const derivation = copyOf(entry);
      return derivation === undefined ? entry : { ...entry, correctedCopyOf: { ...derivation.original, fixes: derivation.fixes, fixCount: fixCount(derivation) } };
    });
    io.stdout.write(`${terminalJson({ file: deps.historyFile, entries, more: page.more, skipped: page.skipped })}\n`);
  } else if (page.entries.length === 0) {
    io.stderr.write(`${say('cli.history.empty')}\n`);
  } else {
    io.stdout.write(formatHistoryTable(page.entries, cliLocale(io), deps.timeZone));
    io.stdout.write(formatCopies(page.entries, copyOf, say));
    if (page.entries.some((entry) => entry.outcomeUnknown && entry.outcome !== INTERRUPTED_OUTCOME && entry.outcome !== IN_FLIGHT_OUTCOME)) io.stderr.write(`${say('cli.history.unknownLegend')}\n`);
  }
  if (page.more) io.stderr.write(`${say('cli.history.more', { shown: page.entries.length })}\n`);
  if (page.skipped > 0) io.stderr.write(`${say('cli.history.skipped', { count: page.skipped })}\n${say('cli.history.where', { file: deps.historyFile })}\n`);
  return EXIT.ok;
}

function parseHistoryArgs(args: string[]): { format: 'text' | 'json'; limit: number } | 'help' | Text {
  let format: 'text' | 'json' = 'text';
  let limit = DEFAULT_HISTORY_LIMIT;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') return 'help';
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? args[++i];
    if (name === '--format') {
      const given = value();
      if (given !== 'text' && given !== 'json') return text('cli.badFormat', { value: given ?? '' });
      format = given;
    } else if (name === '--limit') {
      const given = value() ?? '';
      if (!/^[1-9][0-9]{0,8}$/.test(given)) return text('cli.history.badLimit');
      limit = Number(given);
    } else {
      return text('cli.history.unknownArgument');
    }
  }
  return { format, limit };
}

/** Below the table: which of its files are corrected copies, and of what (once per copy). */
function formatCopies(entries: HistoryEntry[], copyOf: (entry: HistoryEntry) => Derivation | undefined, say: ReturnType<typeof sayer>): string {
  const lines = new Map<string, string>();
  for (const entry of entries) {
    const derivation = copyOf(entry);
    if (derivation === undefined || lines.has(derivation.copy.sha256)) continue;
    lines.set(derivation.copy.sha256, `  ${terminalLine(say('cli.history.copyOf', { file: entry.fileName, original: derivation.original.fileName, count: fixCount(derivation) }))}`);
  }
  return lines.size === 0 ? '' : `\n${say('cli.history.copiesHeading')}\n${[...lines.values()].join('\n')}\n`;
}

/** A plain-text table, one entry per line, newest first. */
export function formatHistoryTable(entries: HistoryEntry[], locale: Locale, timeZone?: string): string {
  const say = sayer({ env: {}, locale });
  const c = (name: string) => say(`cli.history.column.${name}` as MessageKey);
  const count = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value, locale));
  const digests = digestStates(entries);
  const columns: Array<[string, Align, (e: HistoryEntry) => string]> = [
    [c('time'), 'left', (e) => formatTime(e.time, timeZone)],
    // The verdict in words, with the outcome code as it is in every language (what support staff search for).
    [c('outcome'), 'left', (e) => outcomeCell(e, say)],
    [c('status'), 'right', (e) => (e.httpStatus === null ? '—' : String(e.httpStatus))],
    [c('appId'), 'right', (e) => (e.appId === null ? '—' : String(e.appId))],
    [c('baseUrl'), 'left', (e) => shorten(e.baseUrl, 40)],
    [c('file'), 'left', (e) => shorten(e.fileName, 32)],
    [c('articles'), 'right', (e) => count(e.counts?.articles)],
    [c('prices'), 'right', (e) => count(e.counts?.prices)],
    [c('errors'), 'right', (e) => count(e.counts?.errors)],
    [c('warnings'), 'right', (e) => count(e.counts?.warnings)],
    [c('notes'), 'right', (e) => count(e.counts?.notes)],
    [c('duration'), 'right', (e) => formatDuration(e.durationMs, locale, 'short')],
    [c('digest'), 'left', (e) => { const state = digests.get(e); return state === undefined ? '—' : say(`cli.history.digest.${state}`); }],
    // The ruleset's name and the start of its SHA-256 (the JSON has all of it); '—' in records from before sends named their rules.
    [c('rules'), 'left', (e) => (e.rules === undefined ? '—' : `${shorten(e.rules.name, 24)} ${e.rules.sha256.slice(0, 8)}`)],
  ];
  const rows = [columns.map(([title]) => title), ...entries.map((entry) => columns.map(([, , cell]) => terminalLine(cell(entry))))];
  return layOutTable(rows, columns.map(([, align]) => align));
}

/**
 * Which accepted sends kept a digest: the newest one per target is what the next file sent
 * there is compared with ("current"); older ones were replaced by it. Entries come newest first.
 */
function digestStates(entries: HistoryEntry[]): Map<HistoryEntry, 'current' | 'replaced'> {
  const seen = new Set<string>();
  const states = new Map<HistoryEntry, 'current' | 'replaced'>();
  for (const entry of entries) {
    if (entry.digest !== true) continue;
    const target = `${entry.appId} ${entry.baseUrl}`;
    states.set(entry, seen.has(target) ? 'replaced' : 'current');
    seen.add(target);
  }
  return states;
}

/** "accepted", "rejected (unauthorized)", "not sent (refused.errors)", "unknown (serverError)*". */
function outcomeCell(entry: HistoryEntry, say: ReturnType<typeof sayer>): string {
  // Says itself what the legend's asterisk would.
  if (entry.outcome === INTERRUPTED_OUTCOME) return say('cli.history.interrupted');
  if (entry.outcome === IN_FLIGHT_OUTCOME) return say('cli.history.inFlight');
  const verdict = verdictOfEntry(entry);
  const words = say(`cli.history.verdict.${verdict}` as MessageKey);
  return (verdict === 'accepted' ? words : say('cli.history.outcome', { verdict: words, code: entry.outcome })) + (entry.outcomeUnknown ? '*' : '');
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

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
