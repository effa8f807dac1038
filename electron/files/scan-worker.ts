// The scan worker's entry (bundled to scan-worker.cjs beside the CLI and the app's validation
// worker): reads, hashes and scans the file, and posts the spans in batches to the thread that
// parses and checks them, or deals them in turn to the checker threads (check-worker.ts). At
// most a few batches are in flight, so memory stays flat when checking is slower than reading.
// When the checking is behind, this thread checks the next batch itself rather than wait:
// on 2 cores (the checks on the merging thread) the scan alone was a quarter lighter than the
// checks, and this thread idled while the other worked.
// Its job comes as its worker data, or, for one started before it was needed
// (warm-scan-worker.ts), as its first message.
import { parentPort, workerData } from 'node:worker_threads';
import { BatchingSink, type SpanBatch } from './scan-batches';
import { scanFd } from './file-scan';
import { fingerprintArticle } from './fingerprint';
import type { ScanWorkerData, ScanWorkerMessage } from './scan-protocol';
import type { BatchToCheck } from './check-protocol';
import { BatchChecker } from './batch-checker';
import { WAIT_FOR_JOB } from './warm-scan-worker';

const port = parentPort;
if (!port) throw new Error('scan-worker must run as a worker thread');
const post = (message: ScanWorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

function scan(data: ScanWorkerData): void {
  const inFlight = new Int32Array(data.control);
  let dealt = 0;
  let checkedOnScan = 0;
  let checker: BatchChecker | undefined;
  const sink: BatchingSink = new BatchingSink((lastByte) => send(lastByte));

  function send(bytesRead: number): void {
    if (sink.empty) {
      post({ type: 'progress', bytesRead });
      return;
    }
    const batch = sink.flush();
    // The checking is behind: check this one here (the counts: scan-threads.ts).
    const checked = Atomics.load(inFlight, 2) >= data.checkOnScanFrom ? checkHere(batch) : undefined;
    // Wait while the merging is behind: the merging thread lowers the count after each batch.
    for (let n = Atomics.load(inFlight, 0); n >= data.maxInFlight; n = Atomics.load(inFlight, 0)) Atomics.wait(inFlight, 0, n, 1000);
    const now = Atomics.add(inFlight, 0, 1) + 1;
    if (now > Atomics.load(inFlight, 1)) Atomics.store(inFlight, 1, now);
    if (checked === undefined) Atomics.add(inFlight, 2, 1);
    const seq = dealt++;
    if (checked !== undefined) {
      checkedOnScan++;
      post({ type: 'checked', seq, bytesRead, batch: checked.batch, checked: checked.checked }, checked.transfer);
    } else if (data.checkers.length === 0) post({ type: 'batch', batch, bytesRead }, [batch.numbers.buffer as ArrayBuffer]);
    else {
      // In turn: the merging thread takes them back in file order, so no checker may run far ahead of the others.
      data.checkers[seq % data.checkers.length]!.postMessage({ seq, batch, bytesRead } satisfies BatchToCheck, [batch.numbers.buffer as ArrayBuffer]);
    }
  }

  /** A batch checked on this thread; a throw there is a bug in the checks, not a file that cannot be read. */
  function checkHere(batch: SpanBatch) {
    try {
      return (checker ??= new BatchChecker(data.checks)).check(batch);
    } catch (error) {
      throw new CheckFailed(error instanceof Error ? error.message : String(error));
    }
  }

  try {
    const scanner = data.fingerprints ? { ...data.scanner, fingerprint: fingerprintArticle } : data.scanner;
    const facts = scanFd(data.fd, data.size, sink, scanner, { afterChunk: send });
    send(facts.bytes);
    post({ type: 'end', facts, batches: dealt, checkedOnScan });
  } catch (error) {
    if (error instanceof CheckFailed) post({ type: 'checkFailed', message: error.message });
    else post({ type: 'failed', code: (error as NodeJS.ErrnoException).code, message: error instanceof Error ? error.message : String(error) });
  }
}

class CheckFailed extends Error {}

if (workerData === WAIT_FOR_JOB) port.once('message', (job: ScanWorkerData) => scan(job));
else scan(workerData as ScanWorkerData);
