// A checker thread's entry (bundled to check-worker.cjs beside the CLI and the app's
// validation worker): parses the record spans of the batches the scan worker deals it and runs
// each record's rules (shared/validation/record-checks.ts), and sends the outcomes, as compact
// columns (shared/validation/checked-batch.ts), to the thread that merges them in file order.
// Value and document spans (a handful in a file) are left to that thread: their rules need
// the document's state.
import { parentPort, workerData } from 'node:worker_threads';
import { SEVERITY_OF } from '../../shared/report/finding-codes';
import { BatchRecorder } from '../../shared/validation/checked-batch';
import { compileRules } from '../../shared/validation/field-rules';
import { RecordChecks } from '../../shared/validation/record-checks';
import type { ScanSink, Span } from '../../shared/validation/scan-types';
import type { BatchToCheck, CheckWorkerData, CheckWorkerMessage } from './check-protocol';
import { leanBatch, recordsIn, replay, type SpanBatch } from './scan-batches';

const port = parentPort;
if (!port) throw new Error('check-worker must run as a worker thread');
const data = workerData as CheckWorkerData;
const rules = data.rules === undefined ? undefined : compileRules(data.rules);
const recorder = new BatchRecorder(rules?.levels ?? SEVERITY_OF, data.cap, new Set(data.uncapped), data.shapes);
const checks = new RecordChecks(recorder, rules);

/** Checks the record spans of one batch, in order; after a syntax error nothing further counts, after a level too deep only a syntax error. */
function check(batch: SpanBatch): void {
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
}

// Alive until the merging thread ends it, also once the scan worker is gone: an exit of its
// own is always a failure there.
port.on('message', () => undefined);

data.port.on('message', ({ seq, batch, bytesRead }: BatchToCheck) => {
  try {
    check(batch);
    const checked = recorder.end();
    const sent: CheckWorkerMessage = { type: 'checked', seq, bytesRead, batch: leanBatch(batch), checked };
    const buffers = [batch.numbers, checked.checked, checked.flags, checked.amount, checked.tail, checked.from, checked.to, checked.shapeStart].flatMap((a) => (a === undefined ? [] : [a.buffer as ArrayBuffer]));
    port.postMessage(sent, buffers);
  } catch (error) {
    port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies CheckWorkerMessage);
  }
});
