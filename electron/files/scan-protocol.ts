// Messages between the scan worker and the thread that parses what it finds.
import type { ScannerOptions } from '../../shared/validation/scan-types';
import type { ScanFacts } from '../../shared/validation/validate-bytes';
import type { SpanBatch } from './scan-batches';

export interface ScanWorkerData {
  fd: number;
  size: number;
  scanner: Omit<ScannerOptions, 'decode' | 'fingerprint'>;
  /** Fingerprint each article (fingerprint.ts): a function cannot cross to the worker. */
  fingerprints: boolean;
  /** Int32Array[1] in shared memory: batches posted and not yet checked. */
  control: SharedArrayBuffer;
  maxInFlight: number;
}

export type ScanWorkerMessage =
  | { type: 'batch'; batch: SpanBatch; bytesRead: number }
  | { type: 'progress'; bytesRead: number }
  | { type: 'end'; facts: ScanFacts }
  | { type: 'failed'; code: string | undefined; message: string };
