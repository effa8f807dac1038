// The corrected copy of an export (issue 23): its fix plan, and the copy that applies the
// chosen kinds of fix. First the plan pass: the file is read in chunks and scanned (shared/
// validation/byte-scanner.ts), each record's fixes are found (shared/fixes/fix-planner.ts),
// and, once the whole file is known, the fixes that would clash with another record (a
// duplicate article number or price) are held back. Then the copy: only the records with a
// fix are read again (planned-edits.ts) and their edits streamed into the copy
// (../files/edited-copy.ts), which keeps every other byte as written. Memory stays flat but
// for the plan's compact keys (as the check's). The original is never written to.
//
// For the app (through IPC) and the CLI: planFixes (what a copy would fix, nothing written),
// then writeFixedCopy with the kinds the user chose, with progress and an AbortSignal. The
// copy is not checked here: the caller opens and checks it like any file. Given the plan
// (`planned`) for the same kinds, the file is not planned again: the plan kept where the
// records with a fix stand and which of their fields it fixes, and only those values are read
// again (planned-edits.ts); every other byte is copied as it is.
import { createHash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { LIMITS } from '../../shared/payload/payload-schema';
import { ByteScanner } from '../../shared/validation/byte-scanner';
import { FixPlanner } from '../../shared/fixes/fix-planner';
import { CERTAIN_KINDS, type FixKind } from '../../shared/fixes/fix-kinds';
import type { FixPlan } from '../../shared/fixes/fix-plan';
import { FixedRecords } from '../../shared/fixes/fixed-records';
import { SourceChangedError, writeEditedCopy, type EditedCopy } from '../files/edited-copy';
import { decodeUtf8 } from '../files/file-scan';
import { fileStamp, sameStamp, type FileStamp } from '../files/file-stamp';
import { openRegularFile } from '../files/open-regular-file';
import { plannedEdits } from './planned-edits';

export interface FixPassProgress {
  bytesRead: number;
  totalBytes: number;
}

export interface FixPassOptions {
  onProgress?: (progress: FixPassProgress) => void;
  /** Stops the pass between chunks; the call then rejects with the signal's reason, and no copy is left. */
  signal?: AbortSignal;
  examplesPerKind?: number;
}

interface FixedFile {
  plan: FixPlan;
  /** The original as read: its size, hex SHA-256 and stamp. */
  original: { bytes: number; sha256: string; stamp: FileStamp };
}

/** What planFixes returns: the plan, and where the records with a fix stand (for writeFixedCopy's `planned`). */
export interface PlannedFixes extends FixedFile {
  /** Opaque: offsets only, 13 bytes a record with a fix; not carried over IPC (it arrives empty: then the copy plans again). */
  records: FixedRecords;
  /** The kinds planned to be applied (a copy with others is planned again: what clashes depends on them). */
  kinds: readonly FixKind[];
}

export interface FixedCopyOptions extends FixPassOptions {
  /** The kinds of fix to apply; by default every certain kind (no suggestion). */
  kinds?: readonly FixKind[];
  /** Replace an existing file at the output path (the user confirmed); never the original. */
  overwrite?: boolean;
  /** The original as it was planned: a file with another stamp is refused (code EFILECHANGED). */
  expectedStamp?: FileStamp;
  /**
   * The result of planFixes for this file, as it was returned: the copy then reads again only
   * the values to fix and copies the rest byte for byte (the same copy as without it, in a
   * fraction of the time). A file whose stamp is not the plan's is refused (EFILECHANGED).
   * With other `kinds` than planned, the file is planned again (what clashes depends on them).
   */
  planned?: PlannedFixes;
}

export interface FixedCopyOutcome extends FixedFile {
  /** The copy, or undefined when the original is not a document the check can read (nothing written). */
  copy: EditedCopy | undefined;
}

/** The original cannot be opened (its errno code: ENOENT, EACCES, EISDIR, ENOTREG, …); nothing was written. */
export class OriginalUnreadable extends Error {
  readonly code: string;
  constructor(cause: unknown) {
    super('the file cannot be opened', { cause });
    this.code = (cause as NodeJS.ErrnoException).code ?? 'EIO';
  }
}

const CHUNK = 4 * 1024 * 1024;

/** The original's chunks through the scanner into `planner`; resolves with its SHA-256 once read whole. */
async function scanOriginal(handle: FileHandle, size: number, planner: FixPlanner, options: FixPassOptions): Promise<string> {
  const scanner = new ByteScanner(planner, { maxDepth: LIMITS.maxDepth, maxValueBytes: LIMITS.maxValueBytes, decode: decodeUtf8 });
  const hash = createHash('sha256');
  let position = 0;
  for (;;) {
    options.signal?.throwIfAborted();
    // A fresh buffer each time: the scanner may hold the previous one (a record across the seam).
    const chunk = Buffer.allocUnsafe(Math.max(1, Math.min(CHUNK, size - position)));
    const { bytesRead } = position < size ? await handle.read(chunk, 0, chunk.length, position) : { bytesRead: 0 };
    const bytes = chunk.subarray(0, bytesRead);
    position += bytesRead;
    const last = bytesRead === 0 || position >= size;
    hash.update(bytes);
    scanner.push(bytes, last);
    options.onProgress?.({ bytesRead: position, totalBytes: size });
    if (last) break;
  }
  return hash.digest('hex');
}

interface Original {
  handle: FileHandle;
  size: number;
  stamp: FileStamp;
}

/**
 * Opens the original and runs `pass` over it; a file over the size the check reads
 * (LIMITS.maxFileBytes) is planned as unreadable without reading it, as its copy would be.
 * Rejects with OriginalUnreadable when it cannot be opened.
 */
async function withOriginal<T extends FixedFile>(filePath: string, pass: (original: Original) => Promise<T>, tooLarge: (file: FixedFile) => T): Promise<T> {
  let opened;
  try {
    opened = await openRegularFile(filePath);
  } catch (error) {
    throw new OriginalUnreadable(error);
  }
  const { handle, size } = opened;
  try {
    const stamp = await fileStamp(handle);
    if (size > LIMITS.maxFileBytes) return tooLarge({ plan: { readable: false, articles: 0, prices: 0, kinds: [], applied: 0 }, original: { bytes: size, sha256: '', stamp } });
    return await pass({ handle, size, stamp });
  } finally {
    await handle.close();
  }
}

/**
 * What a copy would fix, per kind, with examples (`applied`: what a copy with `kinds`, by
 * default the certain ones, would apply); nothing is written.
 */
export function planFixes(filePath: string, options: FixPassOptions & { kinds?: readonly FixKind[] } = {}): Promise<PlannedFixes> {
  const kinds = options.kinds ?? CERTAIN_KINDS;
  return withOriginal(filePath, async ({ handle, size, stamp }) => {
    const records = new FixedRecords();
    const planner = new FixPlanner({ apply: kinds, keep: records, ...(options.examplesPerKind === undefined ? {} : { examplesPerKind: options.examplesPerKind }) });
    const sha256 = await scanOriginal(handle, size, planner, options);
    return { plan: planner.plan(), original: { bytes: size, sha256, stamp }, records, kinds };
  }, (file) => ({ ...file, records: new FixedRecords(), kinds }));
}

const sameKinds = (a: readonly FixKind[], b: readonly FixKind[]) => a.length === b.length && a.every((kind) => b.includes(kind));

/**
 * Writes the corrected copy to `outputPath` (never over the original; over an existing file
 * only with `overwrite`), applying the chosen kinds; returns the plan (every kind found, with
 * `applied` set for those applied), both SHA-256s and the copy's size. Without a plan for
 * these kinds, plans first: a fix is applied only when the whole file says it clashes with no
 * other record. Rejects with OriginalUnreadable when the original cannot be opened, with the
 * errno code when the copy cannot be written (EEXIST when the file exists), EFILECHANGED when
 * the original changed.
 */
export async function writeFixedCopy(filePath: string, outputPath: string, options: FixedCopyOptions = {}): Promise<FixedCopyOutcome> {
  const kinds = options.kinds ?? CERTAIN_KINDS;
  let planned = options.planned;
  // A plan that crossed IPC lost its records (a class's private fields are not cloned).
  if (planned === undefined || !(planned.records instanceof FixedRecords) || !sameKinds(planned.kinds ?? CERTAIN_KINDS, kinds)) {
    const expected = options.expectedStamp ?? planned?.original.stamp;
    planned = await planFixes(filePath, { ...options, kinds });
    if (expected !== undefined && !sameStamp(expected, planned.original.stamp)) throw new SourceChangedError();
  }
  return copyAfterPlan(filePath, outputPath, planned, options);
}

/** The copy after its plan: the values to fix the plan kept are read again, every other byte is copied as it is. */
function copyAfterPlan(filePath: string, outputPath: string, planned: PlannedFixes, options: FixedCopyOptions): Promise<FixedCopyOutcome> {
  return withOriginal(filePath, async ({ handle, size, stamp }) => {
    // The records' offsets are the planned file's: any other file is refused, before anything is written.
    if (!sameStamp(stamp, planned.original.stamp) || (options.expectedStamp !== undefined && !sameStamp(stamp, options.expectedStamp))) throw new SourceChangedError();
    options.signal?.throwIfAborted();
    const original = { bytes: size, sha256: planned.original.sha256, stamp };
    if (!planned.plan.readable) return { plan: planned.plan, original, copy: undefined };
    const copy = await writeEditedCopy(filePath, outputPath, plannedEdits(handle, size, planned.records, new Set(planned.kinds), options), {
      expectedStamp: stamp,
      ...(options.overwrite === undefined ? {} : { overwrite: options.overwrite }),
    });
    return { plan: planned.plan, original, copy };
  }, (file) => {
    // Too large to read: as planned (no copy), unless it is not the planned file.
    if (!sameStamp(file.original.stamp, planned.original.stamp)) throw new SourceChangedError();
    return { ...file, copy: undefined };
  });
}
