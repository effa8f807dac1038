// file → the validating core, streamed. The only place the Node side reads an export for
// validation; the CLI and the app's validation worker start from here.
//
// A scan worker (scan-worker.cjs, beside this bundle) reads, hashes and scans the file while
// this thread parses and checks the records it finds: two threads, and no string ever holds
// the whole file. Where that bundle is not at hand (tests run from source), both run here.
import { existsSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { LIMITS } from '../../shared/payload/payload-schema';
import type { ScanSink, ScannerOptions } from '../../shared/validation/scan-types';
import type { DocumentRecords, Scan, ScanFacts, ValidationOptions, ValidationOutcome, ValidationProgress } from '../../shared/validation/validate-bytes';
import { fileProblemOutcome, validateScan } from '../../shared/validation/validate-bytes';
import { collectDigest } from '../../shared/changes/collect-digest';
import type { CatalogueDigest } from '../../shared/changes/digest';
import type { MessageKey } from '../../shared/messages/catalogue';
import { text, type Text } from '../../shared/messages/text';
import { decodeUtf8, scanFd } from './file-scan';
import { fileSource } from './file-source';
import { fingerprintArticle } from './fingerprint';
import { fileStamp, type FileStamp } from './file-stamp';
import { openRegularFile } from './open-regular-file';
import { replay } from './scan-batches';
import { SpillFile } from './spill-file';
import type { ScanWorkerData, ScanWorkerMessage } from './scan-protocol';

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
  /** Collect the file's digest too (outcome.digest): what sending it would change at a target. */
  digest?: boolean;
  /** Keep what setting records aside needs (outcome.setAside; shared/set-aside). */
  setAside?: ValidationOptions['setAside'];
  /** The ruleset to apply (read-ruleset.ts), as plain data; without it the built-in rules, and the report names none. */
  rules?: ValidationOptions['rules'];
  /** The scan worker's bundle; by default scan-worker.cjs beside this bundle, else the scan runs on this thread. */
  scanWorker?: string | undefined;
}

/** Why a file could not be read, in words a user can act on (no stack, no errno soup). */
const KNOWN_REASONS = new Set(['ENOENT', 'EISDIR', 'ENOTREG', 'EACCES', 'ELOOP']);
export function unreadableReason(error: unknown): Text {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (code === 'EPERM') return text('unreadable.EACCES');
  if (KNOWN_REASONS.has(code)) return text(`unreadable.${code}` as MessageKey);
  return code === '' ? text('unreadable.unknown') : text('unreadable.other', { code });
}

export class ValidationCancelled extends Error {
  constructor() {
    super('The check was cancelled.');
    this.name = 'ValidationCancelled';
  }
}

class ReadError extends Error {
  constructor(readonly code: string | undefined, message: string) {
    super(message);
  }
}

const besideThisBundle = typeof __dirname === 'string' ? path.join(__dirname, 'scan-worker.cjs') : undefined;
const defaultScanWorker = besideThisBundle !== undefined && existsSync(besideThisBundle) ? besideThisBundle : undefined;

export async function validateFile(filePath: string, options: ValidateFileOptions = {}): Promise<ValidationOutcome<CatalogueDigest> & { stamp?: FileStamp }> {
  const file = options.displayName ?? filePath;
  const maxBytes = options.maxBytes ?? LIMITS.maxFileBytes;
  let opened: { handle: FileHandle; size: number };
  try {
    opened = await openRegularFile(filePath);
  } catch (error) {
    return fileProblemOutcome(file, 0, 'file.unreadable', { detail: unreadableReason(error) }, options.rules);
  }
  const { handle, size } = opened;
  // What the digest collects, written as it comes (removed when the check ends).
  const spill = options.digest === true ? new SpillFile() : undefined;
  try {
    if (size > maxBytes) return fileProblemOutcome(file, size, 'file.tooLarge', { limit: { bytes: maxBytes } }, options.rules);
    const stamp = await fileStamp(handle);
    options.onStamp?.(stamp);
    const workerBundle = 'scanWorker' in options ? options.scanWorker : defaultScanWorker;
    let checked = () => 0;
    const onBytes = (bytesRead: number) => {
      if (options.signal?.aborted) throw new ValidationCancelled();
      options.onProgress?.({ phase: 'reading', bytesRead, totalBytes: size, records: checked() });
    };
    const scan: Scan = (sink, scannerOptions, recordsChecked) => {
      checked = recordsChecked;
      return workerBundle === undefined
        ? Promise.resolve(scanFd(handle.fd, size, sink, scannerOptions, { afterChunk: onBytes }))
        : scanInWorker(workerBundle, handle.fd, size, sink, scannerOptions, onBytes, options.signal);
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
    return { ...outcome, stamp };
  } catch (error) {
    if (error instanceof ValidationCancelled) throw error;
    if (error instanceof ReadError || (error as NodeJS.ErrnoException).code !== undefined) {
      return fileProblemOutcome(file, size, 'file.unreadable', { detail: unreadableReason(error) }, options.rules);
    }
    throw error;
  } finally {
    spill?.close();
    await handle.close();
  }
}

/** At most this many batches wait for this thread: memory stays flat when parsing is the slower half. */
const MAX_IN_FLIGHT = 4;

function scanInWorker(
  bundle: string, fd: number, size: number, sink: ScanSink, scanner: ScannerOptions, onBytes: (bytesRead: number) => void, signal: AbortSignal | undefined,
): Promise<ScanFacts> {
  if (signal?.aborted) return Promise.reject(new ValidationCancelled());
  const control = new SharedArrayBuffer(4);
  const inFlight = new Int32Array(control);
  const { decode: _decode, fingerprint, ...scannerData } = scanner;
  const data: ScanWorkerData = { fd, size, scanner: scannerData, fingerprints: fingerprint !== undefined, control, maxInFlight: MAX_IN_FLIGHT };
  // Its young generation capped: short-lived strings only, and V8's default of up to 32 MB of
  // semi-spaces on this thread was a tenth of a 1 GB export's peak, for no speed measured.
  const worker = new Worker(bundle, { workerData: data, resourceLimits: { maxYoungGenerationSizeMb: 16 } });
  return new Promise<ScanFacts>((resolve, reject) => {
    let settled = false;
    const onAbort = () => settle(() => reject(new ValidationCancelled()));
    const settle = (act: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      act();
      void worker.terminate();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    // Messages are handled on the next turn of the event loop, not as they are delivered: Node
    // delivers a port's messages in one go while more keep coming, which held off everything
    // else on this thread (Ctrl-C, a page of rows for the preview) until the file was read.
    const queue: (ScanWorkerMessage | 'exit')[] = [];
    const handle = (message: ScanWorkerMessage | 'exit') => {
      if (message === 'exit') {
        settle(() => reject(new Error('the scan worker stopped before it ended its scan')));
        return;
      }
      switch (message.type) {
        case 'batch':
          replay(message.batch, sink);
          Atomics.sub(inFlight, 0, 1);
          Atomics.notify(inFlight, 0);
          onBytes(message.bytesRead);
          return;
        case 'progress':
          onBytes(message.bytesRead);
          return;
        case 'end':
          settle(() => resolve(message.facts));
          return;
        case 'failed':
          settle(() => reject(new ReadError(message.code, message.message)));
      }
    };
    const drain = () => {
      for (let message = queue.shift(); message !== undefined && !settled; message = queue.shift()) {
        try {
          handle(message);
        } catch (error) {
          settle(() => reject(error as Error));
        }
      }
    };
    const enqueue = (message: ScanWorkerMessage | 'exit') => {
      if (settled) return;
      queue.push(message);
      if (queue.length === 1) setImmediate(drain);
    };
    worker.on('message', enqueue);
    // After the messages it sent before it ended: its end is one of them.
    worker.once('exit', () => enqueue('exit'));
    worker.once('error', (error) => settle(() => reject(error)));
  });
}
