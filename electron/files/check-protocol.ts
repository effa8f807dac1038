// Messages of the checker threads (check-worker.ts): batches of spans from the scan worker,
// their checked outcomes to the thread that merges them in file order (scan-threads.ts).
import type { MessagePort } from 'node:worker_threads';
import type { FindingCode } from '../../shared/report/finding-codes';
import type { EffectiveRules } from '../../shared/rules/effective-rules';
import type { CheckedBatch } from '../../shared/validation/checked-batch';
import type { LeanBatch, SpanBatch } from './scan-batches';

/** What checking records needs, wherever it runs: as the merging thread would check them. */
export interface CheckSetup {
  /** The merging collector's cap per code, the codes it lists in full, and the ruleset (as plain data). */
  cap: number;
  uncapped: FindingCode[];
  rules: EffectiveRules | undefined;
  /** The digest is collected: tell what each article fills. */
  shapes: boolean;
}

export interface CheckWorkerData extends CheckSetup {
  /** Where the scan worker sends this checker its batches. */
  port: MessagePort;
}

/** Scan worker → checker: the `seq`th batch of the file (counted from 0), read up to `bytesRead`. */
export interface BatchToCheck {
  seq: number;
  batch: SpanBatch;
  bytesRead: number;
}

/** A batch back checked (by a checker or the scan worker), without its record texts (the merging thread needs only where they stand), and their outcomes. */
export interface CheckedBatchMessage {
  type: 'checked';
  seq: number;
  bytesRead: number;
  batch: LeanBatch;
  checked: CheckedBatch;
}

export type CheckWorkerMessage = CheckedBatchMessage | { type: 'failed'; message: string };
