// Setting aside what cannot be sent: an export → a new file of the records that can be sent
// (the original minus the others, every other byte as written) and a new file of the others
// with their findings, for the ERP team (shared/set-aside). Two steps, so a caller can show
// the counts before anything is written (the command line prints them, the app asks where):
// checkForSetAside (a check of the file, which decides), then writeSetAside (both files).
//
// Neither file is written over the original, and neither over an existing file unless the
// caller says the user chose to. Both are written under temporary names beside their
// destinations and put in place only when both are complete: a cancelled or failed run
// leaves neither behind. It streams: the original is read a chunk and a record at a time.
import { createHash } from 'node:crypto';
import { lstat, open, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '../../shared/messages/locale';
import { isUnreadable, type Report } from '../../shared/report/report';
import { rejectedDocument } from '../../shared/set-aside/rejected-document';
import { inFileOrder, rangesOfList } from '../../shared/set-aside/sendable-ranges';
import { SET_ASIDE_UNCAPPED, planSetAside, type KindCounts, type SetAsidePlan } from '../../shared/set-aside/set-aside-plan';
import type { RecordIndex } from '../../shared/validation/record-index';
import type { RecordMarks } from '../../shared/validation/record-marks';
import type { ValidationProgress } from '../../shared/validation/validate-bytes';
import { putInPlace, SourceChangedError, writeEditedCopy, type ByteEdit } from './edited-copy';
import { decodeUtf8 } from './file-scan';
import { fileSource } from './file-source';
import { readAheadSource } from './read-ahead-source';
import { fileStamp, sameStamp, type FileStamp } from './file-stamp';
import { openRegularFile } from './open-regular-file';
import { validateFile } from './validate-file';
import { levelsOf, type EffectiveRules } from '../../shared/rules/effective-rules';

export interface SetAsideCheckOptions {
  /** How the report and the rejected file name the original; its file name by default. */
  displayName?: string;
  signal?: AbortSignal;
  onProgress?: (progress: ValidationProgress) => void;
  /** As validateFile's. */
  scanWorker?: string | undefined;
  threads?: number;
  /** The ruleset to check with (read-ruleset.ts); what it calls an error goes aside. */
  rules?: EffectiveRules;
}

/** A checked file whose records can be set aside: the counts, and what writing needs (kept in the process that checked it). */
export interface ReadyForSetAside {
  state: 'ready';
  report: Report;
  counts: Record<'article' | 'price', KindCounts>;
  source: { path: string; stamp: FileStamp };
  plan: SetAsidePlan;
  index: RecordIndex;
  marks: RecordMarks;
  rules: EffectiveRules | undefined;
}

export type SetAsideCheck =
  /** Not JSON, not UTF-8, empty, too large or not there: nothing can be set aside (the report says why). */
  | { state: 'unreadable'; report: Report }
  /** Errors of the file as a whole (not an object, `articles` not a list, a top-level key twice, no records): no record's leaving mends them. */
  | { state: 'documentErrors'; report: Report }
  | ReadyForSetAside;

export async function checkForSetAside(filePath: string, options: SetAsideCheckOptions = {}): Promise<SetAsideCheck> {
  const outcome = await validateFile(filePath, {
    displayName: options.displayName ?? path.basename(filePath),
    setAside: { uncapped: SET_ASIDE_UNCAPPED },
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
    ...('scanWorker' in options ? { scanWorker: options.scanWorker } : {}),
    ...(options.threads === undefined ? {} : { threads: options.threads }),
    ...(options.rules === undefined ? {} : { rules: options.rules }),
  });
  const { report, records, setAside, stamp } = outcome;
  if (isUnreadable(report) || records?.marks === undefined || setAside === undefined || stamp === undefined) return { state: 'unreadable', report };
  if (setAside.documentErrors > 0) return { state: 'documentErrors', report };
  const plan = planSetAside(records.marks, setAside.numbers, options.rules === undefined ? undefined : levelsOf(options.rules));
  return { state: 'ready', report, counts: plan.counts, source: { path: filePath, stamp }, plan, index: records.index, marks: records.marks, rules: options.rules };
}

export interface SetAsideOutputs {
  /** Where the records that can be sent go. */
  sendable: string;
  /** Where the others go, with their findings. */
  rejected: string;
  /** Replace existing files (the user confirmed); never the original. */
  overwrite?: boolean;
  /** The language of the rejected file's words. */
  locale: Locale;
  signal?: AbortSignal;
  onProgress?: (progress: SetAsideWriteProgress) => void;
}

export interface SetAsideWriteProgress {
  /** rejected: records written of `total`; sendable: bytes of the original gone through, of `total`. */
  phase: 'rejected' | 'sendable';
  done: number;
  total: number;
}

export interface WrittenFile {
  path: string;
  bytes: number;
  sha256: string;
  articles: number;
  prices: number;
}

export interface SetAsideWritten {
  /** Undefined when no record can be sent: a file of none would not pass the check (`doc.empty`). */
  sendable: WrittenFile | undefined;
  rejected: WrittenFile;
}

/** An output that may not be written: the original, the other output, or (not confirmed) an existing file. */
export class SetAsideOutputProblem extends Error {
  constructor(readonly problem: 'original' | 'same' | 'exists', readonly path: string) {
    super(`${problem}: ${path}`);
    this.name = 'SetAsideOutputProblem';
  }
}

/** Checks the destinations before anything is read or written (the final put in place checks again, atomically). */
export async function checkOutputs(sourcePath: string, outputs: Pick<SetAsideOutputs, 'sendable' | 'rejected' | 'overwrite'>): Promise<void> {
  const original = path.resolve(sourcePath);
  const sendable = path.resolve(outputs.sendable);
  const rejected = path.resolve(outputs.rejected);
  for (const output of [sendable, rejected]) if (output === original) throw new SetAsideOutputProblem('original', output);
  if (sendable === rejected) throw new SetAsideOutputProblem('same', sendable);
  const [originalInfo, ...outputInfos] = await Promise.all([original, sendable, rejected].map((at) => lstat(at).catch(() => undefined)));
  for (const [k, info] of outputInfos.entries()) {
    const at = k === 0 ? sendable : rejected;
    if (info === undefined) continue;
    // The original under another name (a hard link): replacing the name is safe, but it is surely a slip.
    if (originalInfo !== undefined && info.ino === originalInfo.ino && info.dev === originalInfo.dev) throw new SetAsideOutputProblem('original', at);
    if (outputs.overwrite !== true) throw new SetAsideOutputProblem('exists', at);
  }
}

const draftBeside = (output: string) => path.join(path.dirname(output), `.${path.basename(output)}.tmp-${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`);

/** Progress and cancelling between edits: an empty edit is a point to stop at, every this many bytes. */
const CHECKPOINT_BYTES = 16 * 1024 * 1024;
const WRITE_BYTES = 1024 * 1024;
const EMPTY = new Uint8Array(0);

export async function writeSetAside(ready: ReadyForSetAside, outputs: SetAsideOutputs): Promise<SetAsideWritten> {
  await checkOutputs(ready.source.path, outputs);
  const { plan } = ready;
  const sendableRecords = plan.counts.article.sendable + plan.counts.price.sendable;
  const rejectedDraft = draftBeside(outputs.rejected);
  const sendableDraft = draftBeside(outputs.sendable);
  const placed: string[] = [];
  try {
    const rejected = await writeRejected(ready, rejectedDraft, outputs);
    let sendable: Omit<WrittenFile, 'path'> | undefined;
    if (sendableRecords > 0) {
      const copy = await writeEditedCopy(ready.source.path, sendableDraft, sendableEdits(ready, outputs), { expectedStamp: ready.source.stamp });
      sendable = { bytes: copy.bytes, sha256: copy.sha256, articles: plan.counts.article.sendable, prices: plan.counts.price.sendable };
    }
    outputs.signal?.throwIfAborted();
    await putInPlace(rejectedDraft, outputs.rejected, outputs.overwrite === true);
    placed.push(outputs.rejected);
    if (sendable !== undefined) await putInPlace(sendableDraft, outputs.sendable, outputs.overwrite === true);
    placed.length = 0;
    return {
      rejected: { path: outputs.rejected, ...rejected },
      sendable: sendable === undefined ? undefined : { path: outputs.sendable, ...sendable },
    };
  } finally {
    // Both or neither: a rejected file put in place is taken back when the sendable one cannot follow.
    for (const done of placed) await unlink(done).catch(() => undefined);
    await unlink(rejectedDraft).catch(() => undefined);
    await unlink(sendableDraft).catch(() => undefined);
  }
}

/** The cuts of the sendable file, in file order, with a point to report and stop at every few megabytes. */
async function* sendableEdits(ready: ReadyForSetAside, outputs: SetAsideOutputs): AsyncGenerator<ByteEdit> {
  const total = ready.source.stamp.size;
  const ranges = inFileOrder(rangesOfList(ready.index.articles, ready.plan.articles), rangesOfList(ready.index.prices, ready.plan.prices));
  let next = CHECKPOINT_BYTES;
  const checkpoint = (at: number): ByteEdit => {
    outputs.signal?.throwIfAborted();
    outputs.onProgress?.({ phase: 'sendable', done: at, total });
    return { start: at, end: at, bytes: EMPTY };
  };
  for (const range of ranges) {
    for (; next < range.start; next += CHECKPOINT_BYTES) yield checkpoint(next);
    yield { ...range, bytes: EMPTY };
    next = Math.max(next, range.end);
  }
  for (; next < total; next += CHECKPOINT_BYTES) yield checkpoint(next);
  yield checkpoint(total);
}

/** The rejected file into `draft`: its size, SHA-256 and counts. */
async function writeRejected(ready: ReadyForSetAside, draft: string, outputs: SetAsideOutputs): Promise<Omit<WrittenFile, 'path'>> {
  const { plan, report } = ready;
  const total = plan.counts.article.setAside + plan.counts.price.setAside;
  const { handle: source } = await openRegularFile(ready.source.path);
  try {
    if (!sameStamp(await fileStamp(source), ready.source.stamp)) throw new SourceChangedError();
    const out = await open(draft, 'wx', 0o644);
    const hash = createHash('sha256');
    let bytes = 0;
    try {
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        const chunk = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        hash.update(chunk);
        bytes += chunk.length;
        await out.write(chunk, 0, chunk.length);
      };
      let done = 0;
      const pieces = rejectedDocument({
        plan, index: ready.index, marks: ready.marks, findings: report.findings, ...(ready.rules === undefined ? {} : { rules: ready.rules }), source: readAheadSource(fileSource(source)), decode: decodeUtf8, locale: outputs.locale,
        original: { file: report.file, bytes: report.bytes, sha256: report.sha256 },
      }, () => {
        done++;
        outputs.signal?.throwIfAborted();
        outputs.onProgress?.({ phase: 'rejected', done, total });
      });
      for await (const piece of pieces) {
        const chunk = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.length);
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= WRITE_BYTES) await flush();
      }
      await flush();
      await out.sync();
    } finally {
      await out.close();
    }
    // Records read back from a file rewritten meanwhile would not be the ones checked.
    if (!sameStamp(await fileStamp(source), ready.source.stamp)) throw new SourceChangedError();
    return { bytes, sha256: hash.digest('hex'), articles: plan.counts.article.setAside, prices: plan.counts.price.setAside };
  } finally {
    await source.close();
  }
}
