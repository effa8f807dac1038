// Messages between the scan worker and the thread that parses what it finds.
import type { MessagePort } from 'node:worker_threads';
import type { ScannerOptions } from '../../shared/validation/scan-types';
import type { ScanFacts } from '../../shared/validation/validate-bytes';
import type { CheckSetup, CheckedBatchMessage } from './check-protocol';
import type { SpanBatch } from './scan-batches';

export interface ScanWorkerData {
  fd: number;
  size: number;
  scanner: Omit<ScannerOptions, 'decode' | 'fingerprint'>;
  /** Fingerprint each article (fingerprint.ts): a function cannot cross to the worker. */
  fingerprints: boolean;
  /** Int32Array[3] in shared memory: batches posted and not yet merged, the most there were at once, and those of them not checked here. */
  control: SharedArrayBuffer;
  maxInFlight: number;
  /** The checker threads' ports (check-worker.ts): batches are dealt to them in turn, not posted to the parent. */
  checkers: MessagePort[];
  /** What checking records needs (batch-checker.ts): the scan worker checks a batch itself when the checking is behind. */
  checks: CheckSetup;
  /** Unchecked batches in flight from which the checking counts as behind, or 0 (tests) to check every batch here. */
  checkOnScanFrom: number;
}

export type ScanWorkerMessage =
  | { type: 'batch'; batch: SpanBatch; bytesRead: number }
  /** The `seq`th batch, checked on the scan worker (batch-checker.ts). */
  | CheckedBatchMessage
  | { type: 'progress'; bytesRead: number }
  /** `batches`: how many were dealt to the checkers or checked here; `checkedOnScan`: how many of them were checked here. */
  | { type: 'end'; facts: ScanFacts; batches: number; checkedOnScan: number }
  /** Reading the file failed. */
  | { type: 'failed'; code: string | undefined; message: string }
  /** Checking a batch on the scan worker failed: a bug, not the file's fault. */
  | { type: 'checkFailed'; message: string };
