// file → the validating core, streamed. The only place the Node side reads an export for
// validation; the CLI and the app's validation worker start from here.
//
// A scan worker (scan-worker.cjs, beside this bundle) reads, hashes and scans the file while
// checker threads (check-worker.cjs, as many as `threads`) parse and check the records it
// finds, and this thread merges their outcomes in file order (scan-threads.ts); with
// `threads: 1` this thread checks them itself. No string ever holds the whole file. Where
// the bundles are not at hand (tests run from source), everything runs here.
import { existsSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { LIMITS } from '../../shared/payload/payload-schema';
import type { DocumentRecords, Scan, ValidationOptions, ValidationOutcome, ValidationProgress } from '../../shared/validation/validate-bytes';
import { fileProblemOutcome, validateScan } from '../../shared/validation/validate-bytes';
import { collectDigest, type FileDigest } from '../../shared/changes/collect-digest';
import type { MessageKey } from '../../shared/messages/catalogue';
import { text, type Text } from '../../shared/messages/text';
import { decodeUtf8, scanFd } from './file-scan';
import { fileSource } from './file-source';
import { fingerprintArticle } from './fingerprint';
import { fileStamp, type FileStamp } from './file-stamp';
import { openRegularFile } from './open-regular-file';
import { SpillFile } from './spill-file';
import { ReadError, ValidationCancelled } from './check-errors';
import { scanOnThreads, type ScanThreads, type ThreadsReport } from './scan-threads';

export interface ValidateFileOptions {
  /** How the report names the file; the path as given by default. */
  displayName?: string;
  maxBytes?: number;
  findingsPerCode?: number;
  onProgress?: (progress: ValidationProgress) => void;
  /** The records as they are found, before the checks end (the preview shows them at once). */
  onRecords?: (records: DocumentRecords) => void;
  /** The file as opened for validation, told before its records. */
  onStamp?: (stamp: FileStamp) => void;
  /** Stops the check (within a batch of records); validateFile then rejects with ValidationCancelled. */
  signal?: AbortSignal;
  /**
   * Collect the file's digest too (outcome.digest): what sending it would change at a target.
   * Its rows are read from a temporary file until the caller calls its `release()`.
   */
  digest?: boolean;
  /** Keep what setting records aside needs (outcome.setAside; shared/set-aside). */
  setAside?: ValidationOptions['setAside'];
  /** The ruleset to apply (read-ruleset.ts), as plain data; without it the built-in rules, and the report names none. */
  rules?: ValidationOptions['rules'];
  /** The scan worker's bundle; by default scan-worker.cjs beside this bundle, else the scan runs on this thread. */
  scanWorker?: string | undefined;
  /** The checker threads' bundle; by default check-worker.cjs beside this bundle, else the records are checked on this thread. */
  checkWorker?: string | undefined;
  /** Threads that check records (--threads, the app's setting): 1 checks them on this thread; by default one per core less the scan's (defaultThreads). */
  threads?: number;
  /** Unchecked batches in flight from which the scan worker checks the next one itself (scan-threads.ts); 0 checks every batch there (tests). */
  checkOnScanFrom?: number;
  /** Told what the threads did, at the end of each scan on them (tests, the bench). */
  onThreads?: (report: ThreadsReport) => void;
}

/** Why a file could not be read, in words a user can act on (no stack, no errno soup). */
const KNOWN_REASONS = new Set(['ENOENT', 'EISDIR', 'ENOTREG', 'EACCES', 'ELOOP']);
export function unreadableReason(error: unknown): Text {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (code === 'EPERM') return text('unreadable.EACCES');
  if (KNOWN_REASONS.has(code)) return text(`unreadable.${code}` as MessageKey);
  return code === '' ? text('unreadable.unknown') : text('unreadable.other', { code });
}

const besideThisBundle = (name: string) => {
  const bundle = typeof __dirname === 'string' ? path.join(__dirname, name) : undefined;
  return bundle !== undefined && existsSync(bundle) ? bundle : undefined;
};
const defaultScanWorker = besideThisBundle('scan-worker.cjs');
const defaultCheckWorker = besideThisBundle('check-worker.cjs');

export async function validateFile(filePath: string, options: ValidateFileOptions = {}): Promise<ValidationOutcome<FileDigest> & { stamp?: FileStamp }> {
  const file = options.displayName ?? filePath;
  const maxBytes = options.maxBytes ?? LIMITS.maxFileBytes;
  let opened: { handle: FileHandle; size: number };
  try {
    opened = await openRegularFile(filePath);
  } catch (error) {
    return fileProblemOutcome(file, 0, 'file.unreadable', { detail: unreadableReason(error) }, options.rules);
  }
  const { handle, size } = opened;
  // What the digest collects, written as it comes; removed when the check ends, or when the
  // digest it gives is released.
  const spill = options.digest === true ? new SpillFile() : undefined;
  let digestGiven = false;
  try {
    if (size > maxBytes) return fileProblemOutcome(file, size, 'file.tooLarge', { limit: { bytes: maxBytes } }, options.rules);
    const stamp = await fileStamp(handle);
    options.onStamp?.(stamp);
    const threads = scanThreads(options);
    let checked = () => 0;
    const onBytes = (bytesRead: number) => {
      if (options.signal?.aborted) throw new ValidationCancelled();
      options.onProgress?.({ phase: 'reading', bytesRead, totalBytes: size, records: checked() });
    };
    const scan: Scan = (sink, scannerOptions, recordsChecked) => {
      checked = recordsChecked;
      if (threads === undefined) return Promise.resolve(scanFd(handle.fd, size, sink, scannerOptions, { afterChunk: onBytes }));
      const scanning = scanOnThreads(threads, handle.fd, size, sink, scannerOptions, onBytes, options.signal);
      // Intl loads its data on first use (about 17 ms), which the report's words need once the
      // check has ended and this thread alone is at work; loaded now, while it waits for the
      // scan worker's first batch.
      setImmediate(() => new Intl.NumberFormat().format(0));
      return scanning;
    };
    const outcome = await validateScan(scan, fileSource(handle), {
      file,
      maxBytes,
      ...(options.findingsPerCode === undefined ? {} : { findingsPerCode: options.findingsPerCode }),
      ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
      ...(options.onRecords === undefined ? {} : { onRecords: options.onRecords }),
      ...(options.digest === true ? { digest: collectDigest(fingerprintArticle, spill) } : {}),
      ...(options.setAside === undefined ? {} : { setAside: options.setAside }),
      ...(options.rules === undefined ? {} : { rules: options.rules }),
    }, decodeUtf8);
    digestGiven = outcome.digest !== undefined;
    return { ...outcome, stamp };
  } catch (error) {
    if (error instanceof ValidationCancelled) throw error;
    if (error instanceof ReadError || (error as NodeJS.ErrnoException).code !== undefined) {
      return fileProblemOutcome(file, size, 'file.unreadable', { detail: unreadableReason(error) }, options.rules);
    }
    throw error;
  } finally {
    if (!digestGiven) spill?.close();
    await handle.close();
  }
}

/**
 * One checker per core less the one the scan worker keeps busy: on 2 cores that is 1, the checks
 * on this thread. Measured on 2 cores (100 MB export, alternating rounds): 2 checkers took
 * 2.6 s of CPU against 2.3 s for the checks here (two more threads to start, their batches
 * and outcomes to post, more young generations to collect) and so ran longer (1.5–1.6 s wall
 * against 1.3–1.4 s); a core of its own for each checker is what makes them pay.
 */
function defaultThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** The threads a check runs on, from the options and the bundles at hand; undefined: all on this thread. */
function scanThreads(options: ValidateFileOptions): ScanThreads | undefined {
  const scanWorker = 'scanWorker' in options ? options.scanWorker : defaultScanWorker;
  if (scanWorker === undefined) return undefined;
  const onEnd = options.onThreads === undefined ? {} : { onEnd: options.onThreads };
  const bundle = 'checkWorker' in options ? options.checkWorker : defaultCheckWorker;
  const count = options.threads ?? defaultThreads();
  const checks = {
    cap: options.findingsPerCode ?? LIMITS.findingsPerCode,
    uncapped: [...(options.setAside?.uncapped ?? [])],
    rules: options.rules,
    shapes: options.digest === true,
  };
  const onScan = options.checkOnScanFrom === undefined ? {} : { checkOnScanFrom: options.checkOnScanFrom };
  if (bundle === undefined || count <= 1) return { scanWorker, checks, ...onScan, ...onEnd };
  return { scanWorker, checks, checkers: { bundle, count }, ...onScan, ...onEnd };
}
