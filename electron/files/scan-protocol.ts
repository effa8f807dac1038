// Messages between the scan worker and the thread that parses what it finds.
import type { MessagePort } from 'node:worker_threads';
import type { ScannerOptions } from '../../shared/validation/scan-types';
import type { ScanFacts } from '../../shared/validation/validate-bytes';
import type { SpanBatch } from './scan-batches';

export interface ScanWorkerData {
  fd: number;
  size: number;
  scanner: Omit<ScannerOptions, 'decode' | 'fingerprint'>;
  /** Fingerprint each article (fingerprint.ts): a function cannot cross to the worker. */
  fingerprints: boolean;
  /** Int32Array[2] in shared memory: batches posted and not yet checked, and the most there were at once. */
  control: SharedArrayBuffer;
  maxInFlight: number;
  /** The checker threads' ports (check-worker.ts): batches are dealt to them in turn, not posted to the parent. */
  checkers: MessagePort[];
}

export type ScanWorkerMessage =
  | { type: 'batch'; batch: SpanBatch; bytesRead: number }
  | { type: 'progress'; bytesRead: number }
  /** `batches`: how many were dealt to the checkers. */
  | { type: 'end'; facts: ScanFacts; batches: number }
  | { type: 'failed'; code: string | undefined; message: string };
