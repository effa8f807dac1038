// The scan worker's entry (bundled to scan-worker.cjs beside the CLI and the app's validation
// worker): reads, hashes and scans the file, and posts the spans in batches to the thread that
// parses and checks them. At most a few batches are in flight, so memory stays flat when
// parsing is slower than reading.
import { parentPort, workerData } from 'node:worker_threads';
import { BatchingSink } from './scan-batches';
import { scanFd } from './file-scan';
import { fingerprintArticle } from './fingerprint';
import type { ScanWorkerData, ScanWorkerMessage } from './scan-protocol';

const port = parentPort;
if (!port) throw new Error('scan-worker must run as a worker thread');
const data = workerData as ScanWorkerData;
const inFlight = new Int32Array(data.control);
const post = (message: ScanWorkerMessage) => port.postMessage(message);

const sink: BatchingSink = new BatchingSink((lastByte) => send(lastByte));
function send(bytesRead: number): void {
  if (sink.empty) {
    post({ type: 'progress', bytesRead });
    return;
  }
  post({ type: 'batch', batch: sink.flush(), bytesRead });
  // Wait while the parsing thread is behind: it lowers the count after each batch.
  if (Atomics.add(inFlight, 0, 1) + 1 > data.maxInFlight) {
    for (let n = Atomics.load(inFlight, 0); n > data.maxInFlight; n = Atomics.load(inFlight, 0)) Atomics.wait(inFlight, 0, n, 1000);
  }
}

try {
  const scanner = data.fingerprints ? { ...data.scanner, fingerprint: fingerprintArticle } : data.scanner;
  const facts = scanFd(data.fd, data.size, sink, scanner, { afterChunk: send });
  send(facts.bytes);
  post({ type: 'end', facts });
} catch (error) {
  post({ type: 'failed', code: (error as NodeJS.ErrnoException).code, message: error instanceof Error ? error.message : String(error) });
}
