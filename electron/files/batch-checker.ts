// Checks the record spans of one batch (shared/validation/record-checks.ts) and gives their
// outcomes as compact columns (shared/validation/checked-batch.ts), for the thread that merges
// them in file order. Used by the checker threads (check-worker.ts) and by the scan worker
// when the merging thread is behind (scan-worker.ts). Value and document spans (a handful in
// a file) are left to the merging thread: their rules need the document's state.
import { SEVERITY_OF } from '../../shared/report/finding-codes';
import { BatchRecorder, type CheckedBatch } from '../../shared/validation/checked-batch';
import { compileRules } from '../../shared/validation/field-rules';
import { RecordChecks } from '../../shared/validation/record-checks';
import type { ScanSink, Span } from '../../shared/validation/scan-types';
import type { CheckSetup } from './check-protocol';
import { leanBatch, recordsIn, replay, type LeanBatch, type SpanBatch } from './scan-batches';

export interface CheckedSpans {
  /** The batch without its record texts: the merging thread needs only where they stand. */
  batch: LeanBatch;
  checked: CheckedBatch;
  /** The buffers to transfer with them, not copy. */
  transfer: ArrayBuffer[];
}

export class BatchChecker {
  readonly #recorder: BatchRecorder;
  readonly #checks: RecordChecks;

  constructor(setup: CheckSetup) {
    const rules = setup.rules === undefined ? undefined : compileRules(setup.rules);
    this.#recorder = new BatchRecorder(rules?.levels ?? SEVERITY_OF, setup.cap, new Set(setup.uncapped), setup.shapes);
    this.#checks = new RecordChecks(this.#recorder, rules);
  }

  /** The record spans of `batch`, in order; after a syntax error nothing further counts, after a level too deep only a syntax error. */
  check(batch: SpanBatch): CheckedSpans {
    const recorder = this.#recorder;
    const checks = this.#checks;
    recorder.begin(recordsIn(batch));
    let parseOnly = false;
    let stopped = false;
    const nothing = () => undefined;
    const sink: ScanSink = {
      bom: nothing, documentStart: nothing, topKey: nothing, syntaxError: nothing, foreignEncoding: nothing, encodingError: nothing, valueTooLarge: nothing,
      span(span: Span) {
        if (span.kind !== 'article' && span.kind !== 'price') return;
        if (stopped) return recorder.told({ skipped: true });
        const outcome = checks.check(span, parseOnly);
        recorder.told(outcome);
        if ('problem' in outcome) {
          if ('syntax' in outcome.problem) stopped = true;
          else parseOnly = true;
        }
      },
    };
    replay(batch, sink);
    const checked = recorder.end();
    const shapes = checked.shapeStart === undefined ? [] : [checked.shapeStart, checked.shapeNames];
    const transfer = [batch.numbers, checked.checked, checked.flags, checked.amount, checked.tail, checked.from, checked.to, ...shapes].map((a) => a.buffer as ArrayBuffer);
    return { batch: leanBatch(batch), checked, transfer };
  }
}
