// The threads of one scan of a file: the scan worker (scan-worker.cjs: read, hash, scan) and,
// when there are any, the checker threads (check-worker.cjs: parse each record and run its
// rules), with this thread merging what they send in file order into the document half
// (shared/validation/span-checker.ts).
//
// Why so:
// - The scan is one pass over the bytes and cannot be split; parsing and checking records is
//   the larger half and splits by batch. With checks on this thread only, the scan thread
//   idled while this one worked (or the other way round); with K checkers the system keeps
//   every core busy, whichever half is slower at the moment. By default K is one per core less
//   the scan's (validate-file.ts: defaultThreads): on 2 cores two checkers cost more CPU than
//   they saved (README, "How it is built"), so there the checks stay on this thread.
// - Batches go from the scan worker straight to the checkers (a MessagePort each): the texts
//   are cloned once, not twice. The checkers send the batch back without its record texts,
//   the span columns transferred, not copied, with their outcomes as compact columns.
// - Dealt in turn, merged in order: the cap per code, the first problem in the file, the
//   order of unknown fields and the ids of the cross-record keys come out as on one thread.
// - When the checking is behind (as many unchecked batches in flight as may be), the scan
//   worker checks the next batch itself (batch-checker.ts) rather than wait, and sends it
//   checked: on 2 cores the checks on this thread took more than the scan, and the scan
//   thread idled the difference. It then goes on scanning: a checked batch does not count
//   against the checking threads' queue.
// - One count of batches in flight (dealt, not yet merged; a checked one carries no texts)
//   holds the scan back when the merging is behind: memory stays flat whatever the number of
//   checkers.
// - Any thread that stops before its work is done fails the check with an error that says
//   so; a cancelled check ends every thread.
import { MessageChannel, Worker } from 'node:worker_threads';
import type { CheckedRecords } from '../../shared/validation/span-checker';
import type { ScanSink, ScannerOptions } from '../../shared/validation/scan-types';
import type { ScanFacts } from '../../shared/validation/validate-bytes';
import { CheckedBatchReplay } from '../../shared/validation/checked-batch';
import { ReadError, ValidationCancelled } from './check-errors';
import type { CheckSetup, CheckWorkerData, CheckWorkerMessage, CheckedBatchMessage } from './check-protocol';
import { fromLean, replay } from './scan-batches';
import type { ScanWorkerData, ScanWorkerMessage } from './scan-protocol';
import { takeWaitingScanWorker, threadLimits } from './warm-scan-worker';

/** What a scan on threads feeds: the document half, which can take record spans checked elsewhere. */
export type MergingSink = ScanSink & { withChecked(checked: CheckedRecords, replay: () => void): void };

/** What the threads of a scan did, once it ended (ScanThreads.onEnd): for tests and the bench. */
export interface ThreadsReport {
  checkers: number;
  /** Batches the scan worker checked itself, the checking being behind. */
  checkedOnScan: number;
  /** The most batches dealt and not yet merged at any time: what the scan held back at. */
  mostInFlight: number;
  maxInFlight: number;
  /** Unchecked batches in flight from which the scan worker checks the next one itself. */
  maxUnchecked: number;
  /** Once every thread of the scan has exited. */
  exited: Promise<void>;
}

export interface ScanThreads {
  /** The scan worker's bundle. */
  scanWorker: string;
  /** What checking records needs, as this thread would check them: for the checkers, and the scan worker when the checking is behind. */
  checks: CheckSetup;
  /** The checker threads: their bundle and how many. */
  checkers?: { bundle: string; count: number };
  /** Unchecked batches in flight from which the scan worker checks the next one itself; by default maxUnchecked, 0 (tests) for every batch. */
  checkOnScanFrom?: number;
  onEnd?: (report: ThreadsReport) => void;
}

/**
 * Unchecked batches in flight: with this thread checking 4 (measured: no faster with more or
 * with 2), with K checkers two each and two more. The scan worker checks beyond that.
 */
const maxUnchecked = (checkers: number) => (checkers === 0 ? 4 : 2 * checkers + 2);
/** Batches dealt and not yet merged, checked or not (the checked ones carry columns only). */
const maxInFlight = (checkers: number) => maxUnchecked(checkers) + 6;

type Incoming = { from: 'scan'; message: ScanWorkerMessage } | { from: 'checker'; index: number; message: CheckWorkerMessage } | { from: 'exit'; index: number };

export function scanOnThreads(
  threads: ScanThreads, fd: number, size: number, sink: MergingSink, scanner: ScannerOptions, onBytes: (bytesRead: number) => void, signal: AbortSignal | undefined,
): Promise<ScanFacts> {
  if (signal?.aborted) return Promise.reject(new ValidationCancelled());
  const count = threads.checkers?.count ?? 0;
  // In flight: [0] all batches, [1] the most at once, [2] the unchecked ones.
  const control = new SharedArrayBuffer(12);
  const inFlight = new Int32Array(control);
  const channels = Array.from({ length: count }, () => new MessageChannel());
  const checkers = channels.map(({ port2 }) => {
    const data: CheckWorkerData = { ...threads.checks, port: port2 };
    return new Worker(threads.checkers!.bundle, { workerData: data, transferList: [port2], resourceLimits: threadLimits });
  });
  const { decode: _decode, fingerprint, ...scannerData } = scanner;
  const scanPorts = channels.map(({ port1 }) => port1);
  const data: ScanWorkerData = {
    fd, size, scanner: scannerData, fingerprints: fingerprint !== undefined, control, maxInFlight: maxInFlight(count), checkers: scanPorts,
    checks: threads.checks, checkOnScanFrom: threads.checkOnScanFrom ?? maxUnchecked(count),
  };
  // One started while the tool loaded (warm-scan-worker.ts) is given its job as a message.
  const waiting = takeWaitingScanWorker(threads.scanWorker);
  try {
    waiting?.postMessage(data, scanPorts);
  } catch (error) {
    void waiting?.terminate();
    throw error;
  }
  const worker = waiting ?? new Worker(threads.scanWorker, { workerData: data, transferList: scanPorts, resourceLimits: threadLimits });
  const all = [worker, ...checkers];
  const exited = Promise.all(all.map((thread) => new Promise<void>((resolve) => thread.once('exit', () => resolve())))).then(() => undefined);

  return new Promise<ScanFacts>((resolve, reject) => {
    let settled = false;
    const onAbort = () => settle(() => reject(new ValidationCancelled()));
    // Settled once every thread has exited, whatever the outcome: the check's memory is back
    // before what follows it (a send's comparison and upload) needs its own, and no thread
    // still reads the file when the caller closes it.
    const settle = (act: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      for (const thread of all) void thread.terminate();
      threads.onEnd?.({ checkers: count, checkedOnScan: ended?.checkedOnScan ?? 0, mostInFlight: Atomics.load(inFlight, 1), maxInFlight: maxInFlight(count), maxUnchecked: maxUnchecked(count), exited });
      void exited.then(act);
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    // Checked batches wait here until those before them are merged.
    const waiting = new Map<number, CheckedBatchMessage>();
    let merged = 0;
    let ended: { facts: ScanFacts; batches: number; checkedOnScan: number } | undefined;
    const mergedOne = (bytesRead: number, checkedOnScan: boolean) => {
      Atomics.sub(inFlight, 0, 1);
      if (!checkedOnScan) Atomics.sub(inFlight, 2, 1);
      Atomics.notify(inFlight, 0);
      onBytes(bytesRead);
    };
    const finish = (facts: ScanFacts) => settle(() => resolve(facts));
    /** Merges a batch checked by a checker or (`onScan`) by the scan worker. */
    const mergeChecked = ({ batch, checked, bytesRead }: CheckedBatchMessage, onScan: boolean) => {
      sink.withChecked(new CheckedBatchReplay(checked), () => replay(fromLean(batch), sink));
      mergedOne(bytesRead, onScan);
    };
    const checkedOnScan = new Set<number>();
    const mergeInOrder = () => {
      for (let next = waiting.get(merged); next !== undefined; next = waiting.get(merged)) {
        waiting.delete(merged);
        mergeChecked(next, checkedOnScan.delete(merged));
        merged++;
      }
      if (ended !== undefined && merged === ended.batches) finish(ended.facts);
    };
    const handle = (incoming: Incoming) => {
      if (incoming.from === 'exit') {
        // A checker lives until this thread ends it: its exit is always too early.
        if (incoming.index !== -1) settle(() => reject(new Error('a checker thread stopped before the check ended')));
        else if (ended === undefined) settle(() => reject(new Error('the scan worker stopped before it ended its scan')));
        return;
      }
      if (incoming.from === 'checker') {
        const message = incoming.message;
        if (message.type === 'failed') {
          settle(() => reject(new Error(`a checker thread failed: ${message.message}`)));
          return;
        }
        waiting.set(message.seq, message);
        mergeInOrder();
        return;
      }
      const message = incoming.message;
      switch (message.type) {
        case 'batch':
          replay(message.batch, sink);
          mergedOne(message.bytesRead, false);
          return;
        case 'checked':
          // Without checkers every batch comes from the scan worker, in file order: merged at once.
          if (count === 0) mergeChecked(message, true);
          else {
            checkedOnScan.add(message.seq);
            waiting.set(message.seq, message);
            mergeInOrder();
          }
          return;
        case 'progress':
          onBytes(message.bytesRead);
          return;
        case 'end':
          ended = { facts: message.facts, batches: message.batches, checkedOnScan: message.checkedOnScan };
          if (count === 0) finish(message.facts);
          else mergeInOrder();
          return;
        case 'failed':
          settle(() => reject(new ReadError(message.code, message.message)));
          return;
        case 'checkFailed':
          settle(() => reject(new Error(`the scan worker's check failed: ${message.message}`)));
      }
    };
    // Messages are handled on the next turn of the event loop, not as they are delivered: Node
    // delivers a port's messages in one go while more keep coming, which held off everything
    // else on this thread (Ctrl-C, a page of rows for the preview) until the file was read.
    const queue: Incoming[] = [];
    const drain = () => {
      for (let incoming = queue.shift(); incoming !== undefined && !settled; incoming = queue.shift()) {
        try {
          handle(incoming);
        } catch (error) {
          settle(() => reject(error as Error));
        }
      }
    };
    const enqueue = (incoming: Incoming) => {
      if (settled) return;
      queue.push(incoming);
      if (queue.length === 1) setImmediate(drain);
    };
    worker.on('message', (message: ScanWorkerMessage) => enqueue({ from: 'scan', message }));
    // After the messages it sent before it ended: its end is one of them.
    worker.once('exit', () => enqueue({ from: 'exit', index: -1 }));
    worker.once('error', (error) => settle(() => reject(error)));
    checkers.forEach((checker, index) => {
      checker.on('message', (message: CheckWorkerMessage) => enqueue({ from: 'checker', index, message }));
      checker.once('exit', () => enqueue({ from: 'exit', index }));
      checker.once('error', (error) => settle(() => reject(new Error(`a checker thread failed: ${error.message}`))));
    });
  });
}
