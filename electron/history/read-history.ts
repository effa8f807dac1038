// Reads the history newest first, from the end of the file backwards, so showing the last
// twenty sends costs the same after ten thousand of them. A line that is not a valid record
// (the torn last line after a crash, a hand edit, a future version) is skipped and counted;
// it never hides the records around it.
//
// A send is recorded twice or more under one id: `started` before its first byte, its outcome
// after (and again once its digest was kept). Read backwards, the newest record of a send comes
// first and stands for it; its older records are folded into it. A started record with nothing
// newer is a send whose process ended before it could record how it went: it is read as a send
// with the outcome INTERRUPTED, whose result is unknown.
import type { open } from 'node:fs/promises';
import { openDataFileToRead } from '../data-dir/open-data-file';
import { FORMER_OUTCOMES } from '../../shared/sending/outcomes';
import { INTERRUPTED_OUTCOME, historyRecordSchema } from './history-entry';
import type { HistoryEntry, HistoryRecord } from './history-entry';
import { markSendsInFlight } from './in-flight';
import path from 'node:path';

export interface ReadHistoryOptions {
  /** At most this many entries, newest first; all when absent. */
  limit?: number;
}

export interface HistoryPage {
  entries: HistoryEntry[];
  /** Lines that were not valid records, among those read. */
  skipped: number;
  /** More entries exist beyond the limit. */
  more: boolean;
}

const CHUNK_BYTES = 64 * 1024;
/** Records are a few KB; a "line" longer than this is damage, and is not held in memory. */
const MAX_LINE_BYTES = 1024 * 1024;
/** Every record starts with its version, which lets a record glued to a torn line be found. */
const RECORD_START = '{"v":';

export async function readHistory(file: string, options: ReadHistoryOptions = {}): Promise<HistoryPage> {
  const limit = options.limit ?? Infinity;
  const page: HistoryPage = { entries: [], skipped: 0, more: false };
  // A pipe, a device or a folder in its place throws (ENOTREG, EISDIR) instead of hanging or reading for ever.
  const opened = await openDataFileToRead(file);
  if (opened === undefined) return page; // nothing sent yet
  const { handle, size } = opened;
  // Sends whose newest record was taken; their older records are folded into it.
  const shown = new Set<string>();
  try {
    for await (const line of linesFromEnd(handle, size)) {
      if (line === null) {
        page.skipped++;
        continue;
      }
      const record = parseLine(line);
      if (record === 'blank') continue;
      if (record === null) {
        page.skipped++;
        continue;
      }
      if (record.id !== undefined && shown.has(record.id)) {
        // Nothing of a send is older than its started record.
        if (record.kind === 'started') shown.delete(record.id);
        continue;
      }
      const entry = entryOf(record);
      if (page.entries.length === limit) {
        page.more = true;
        break;
      }
      page.entries.push(entry);
      if (record.id !== undefined && record.kind !== 'started') shown.add(record.id);
    }
  } finally {
    await handle.close();
  }
  // A started send without an outcome may still be running (it holds its target): not interrupted.
  return { ...page, entries: await markSendsInFlight(path.dirname(file), page.entries) };
}

/**
 * The latest accepted send to the target (kind `send`, outcome `accepted`, the same base URL
 * and app ID), or undefined when it has none. Read from the end and stopped at the first one;
 * a line is parsed only when it has the word at all, so a target never sent to costs one scan
 * of the text, not a parse of every record.
 */
export async function lastAcceptedSend(file: string, target: { baseUrl: string; appId: number }): Promise<HistoryEntry | undefined> {
  const opened = await openDataFileToRead(file);
  if (opened === undefined) return undefined;
  const { handle, size } = opened;
  try {
    for await (const line of linesFromEnd(handle, size)) {
      if (line === null || !line.includes('accepted')) continue;
      const entry = parseLine(line);
      if (entry === null || entry === 'blank') continue;
      if (entry.kind === 'send' && entry.outcome === 'accepted' && entry.baseUrl === target.baseUrl && entry.appId === target.appId) return entryOf(entry);
    }
    return undefined;
  } finally {
    await handle.close();
  }
}

/** A send's newest record as the entry that stands for it. */
function entryOf(record: HistoryRecord): HistoryEntry {
  if (record.kind !== 'started') return { ...record, kind: record.kind };
  return { ...record, kind: 'send', outcome: INTERRUPTED_OUTCOME, outcomeUnknown: true };
}

function parseLine(line: string): HistoryRecord | null | 'blank' {
  if (line.trim() === '') return 'blank';
  const entry = parseRecord(line);
  if (entry) return entryOf(entry);
  // A record appended after a torn line that had no newline: take the record, drop the rest.
  const start = line.lastIndexOf(RECORD_START);
  return start > 0 ? parseRecord(line.slice(start)) : null;
}

function parseRecord(text: string): HistoryRecord | null {
  try {
    const result = historyRecordSchema.safeParse(JSON.parse(text));
    if (!result.success) return null;
    const former = FORMER_OUTCOMES[result.data.outcome];
    return former === undefined ? result.data : { ...result.data, outcome: former };
  } catch {
    return null;
  }
}

type ReadHandle = Awaited<ReturnType<typeof open>>;

/** The file's lines, last first, as text; null for a line too long to be a record. */
async function* linesFromEnd(handle: ReadHandle, size: number): AsyncGenerator<string | null> {
  let position = size;
  let tail = Buffer.alloc(0); // the start of the line being read backwards (no newline in it yet)
  let overlong = false;
  while (position > 0) {
    const length = Math.min(CHUNK_BYTES, position);
    position -= length;
    const chunk = Buffer.alloc(length);
    await handle.read(chunk, 0, length, position);
    let data = tail.length > 0 ? Buffer.concat([chunk, tail]) : chunk;
    // A newline byte never occurs inside a multi-byte UTF-8 character, so splitting on it is safe.
    for (let nl = data.lastIndexOf(0x0a); nl !== -1; nl = data.lastIndexOf(0x0a)) {
      if (overlong) {
        overlong = false;
        yield null;
      } else {
        yield data.subarray(nl + 1).toString('utf8');
      }
      data = data.subarray(0, nl);
    }
    tail = data;
    if (tail.length > MAX_LINE_BYTES) {
      overlong = true;
      tail = Buffer.alloc(0);
    }
  }
  if (overlong) yield null;
  else if (tail.length > 0) yield tail.toString('utf8');
}
