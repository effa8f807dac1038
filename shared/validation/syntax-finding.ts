// The json.syntax finding of a file that is not JSON: its place and excerpt, the likeliest
// cause (syntax-cause.ts), the record it stands in, and how many records were read whole
// before it (those the preview still shows). All of it from the text around the error, read
// back from the file once the scan is done: the scan keeps nothing for an error it may never see.
import { text, type Text } from '../messages/text';
import type { RecordKind } from '../report/report';
import { recordLabel } from './finding-text';
import type { FindingDraft, Place } from './findings-collector';
import type { ByteSource } from './record-reader';
import type { Utf8Decoder } from './scan-types';
import { checkJson, type SyntaxReason } from './strict-json';
import { utf8Length } from './scan-tokens';
import { placeIn } from './record-checks';
import { syntaxCause, type SyntaxFacts, type SyntaxWindow } from './syntax-cause';
import { articleNumberWatch, openContainerIn, type OpenContainer } from './syntax-record';
import { windowExcerpt } from './text-positions';

/** The first syntax error, as the scan and the strict reader found it. */
export interface SyntaxAt {
  reason: SyntaxReason;
  place: Place;
  /** The byte it stands at. */
  byte: number;
  /** Brackets and braces open there, in the whole document. */
  levels: number;
  /** The byte where the text (in quotes) it broke inside opens. */
  textByte?: number;
  /** The record it broke inside; its article number when that was read whole before the error. */
  record?: { kind: RecordKind; index: number; articleNumber?: string };
  /** In this list, between its records (a break in the frame, outside any record). */
  list?: RecordKind;
  /** The innermost list or object open there, where it is known. */
  open?: OpenContainer;
}

export interface SyntaxContext {
  source: ByteSource;
  decode: Utf8Decoder;
  /** Where the body starts (after a byte-order mark) and the file's size. */
  bodyOffset: number;
  bytes: number;
  /** Records read whole before the error. */
  readBefore: { articles: number; prices: number };
  /** A record read before the error: its article number, when it is a text. */
  articleNumber(kind: RecordKind, index: number): Promise<string | undefined>;
}

/** Enough before the error for the text it stands in to open, and the rest of its line after. */
const BEFORE = 4096;
const AFTER = 1024;

export async function syntaxFinding(syntax: SyntaxAt, context: SyntaxContext): Promise<FindingDraft> {
  const { window, endsFile, textAt } = await readWindow(syntax, context);
  let betweenRecords: SyntaxFacts['betweenRecords'];
  if (syntax.list !== undefined) {
    const last = (syntax.list === 'article' ? context.readBefore.articles : context.readBefore.prices) - 1;
    betweenRecords = { after: last < 0 ? undefined : recordLabel(syntax.list, last, await context.articleNumber(syntax.list, last)) };
  }
  const facts: SyntaxFacts = {
    reason: syntax.reason, place: syntax.place, levels: syntax.levels,
    ...(textAt === undefined ? {} : { textAt }), ...(betweenRecords === undefined ? {} : { betweenRecords }),
    ...(syntax.open === undefined ? {} : { open: syntax.open }),
  };
  const record = syntax.record;
  const readBefore = readBeforeText(context.readBefore);
  return {
    pointer: '',
    params: {
      detail: syntaxCause(facts, window),
      ...(record === undefined ? {} : { record: recordLabel(record.kind, record.index, record.articleNumber) }),
      ...(readBefore === undefined ? {} : { readBefore }),
    },
    place: syntax.place,
    ...(record === undefined ? {} : { kind: record.kind, index: record.index, ...(record.articleNumber === undefined ? {} : { articleNumber: record.articleNumber }) }),
    excerpt: windowExcerpt(window.text, window.at, { startsFile: window.startsFile, endsFile }),
  };
}

function readBeforeText({ articles, prices }: { articles: number; prices: number }): Text | undefined {
  if (articles > 0 && prices > 0) return text('syntax.readBefore.both', { articles, prices });
  if (articles > 0) return text('syntax.readBefore.articles', { articles });
  if (prices > 0) return text('syntax.readBefore.prices', { prices });
  return undefined;
}

/** The text around the error, in whole characters, and where the error and its text stand in it. */
async function readWindow(syntax: SyntaxAt, context: SyntaxContext): Promise<{ window: SyntaxWindow; endsFile: boolean; textAt: number | undefined }> {
  const { byte } = syntax;
  const from = Math.max(context.bodyOffset, byte - BEFORE);
  const to = Math.min(context.bytes, byte + AFTER);
  let bytes = await context.source.read(from, to);
  // Whole characters only: drop a sequence cut at either edge of the window.
  let start = 0;
  while (start < bytes.length && start < 3 && (bytes[start]! & 0xc0) === 0x80) start++;
  let end = bytes.length;
  for (let k = 1; k <= 3 && end - k >= start; k++) {
    const b = bytes[end - k]!;
    if ((b & 0xc0) === 0x80) continue;
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    if (need > k) end -= k;
    break;
  }
  bytes = bytes.subarray(start, end);
  const first = from + start;
  const head = context.decode(bytes.subarray(0, byte - first)) ?? '';
  const whole = context.decode(bytes) ?? head;
  const textByte = syntax.textByte;
  const textAt = textByte === undefined || textByte < first || textByte > byte ? undefined : (context.decode(bytes.subarray(0, textByte - first))?.length);
  return { window: { text: whole, at: head.length, startsFile: first === context.bodyOffset }, endsFile: first + bytes.length === context.bytes, textAt };
}

/** A record too long to hold whole (file.tooLarge): where it starts. */
export interface LongRecord {
  kind: RecordKind;
  index: number;
  byte: number;
  place: Place;
}

/** How much of a long record's start is read for a syntax error in it. */
const LONG_RECORD_HEAD = 1024 * 1024;
/** A token cut at the head's end (`tr` of `true`) is not an error: none is taken this close to the end. */
const CUT_MARGIN = 16;

/**
 * A record that seems longer than any record can be is most often one whose text holds a
 * quote not written \" (from there on, what is text and what is not is swapped, so the scan
 * finds no end to it). Its first megabyte, read strictly, shows the error where there is one:
 * then that is the finding, not the record's size.
 */
export async function syntaxInLongRecord(record: LongRecord, source: ByteSource, decode: Utf8Decoder): Promise<SyntaxAt | undefined> {
  let bytes = await source.read(record.byte, record.byte + LONG_RECORD_HEAD);
  let end = bytes.length;
  while (end > 0 && bytes.length - end < 3 && (bytes[end - 1]! & 0xc0) === 0x80) end--;
  if (end > 0 && bytes[end - 1]! >= 0xc0) end--;
  bytes = bytes.subarray(0, end);
  const head = decode(bytes);
  if (head === undefined) return undefined;
  const watch = articleNumberWatch(head);
  const problem = checkJson(head, watch.handlers);
  if (problem === undefined || problem.reason === 'unexpectedEnd' || problem.offset >= head.length - CUT_MARGIN) return undefined;
  const articleNumber = watch.articleNumber();
  const open = openContainerIn(problem, true, (offset) => placeIn(record.place, head, offset));
  return {
    reason: problem.reason,
    place: placeIn(record.place, head, problem.offset),
    byte: record.byte + utf8Length(head, problem.offset),
    levels: problem.levels + 2,
    ...(problem.textStart === undefined ? {} : { textByte: record.byte + utf8Length(head, problem.textStart) }),
    ...(open === undefined ? {} : { open }),
    record: { kind: record.kind, index: record.index, ...(articleNumber === undefined ? {} : { articleNumber }) },
  };
}
