// A checker thread's entry (bundled to check-worker.cjs beside the CLI and the app's
// validation worker): checks the record spans of the batches the scan worker deals it
// (batch-checker.ts) and sends the outcomes to the thread that merges them in file order.
import { parentPort, workerData } from 'node:worker_threads';
import { BatchChecker } from './batch-checker';
import type { BatchToCheck, CheckWorkerData, CheckWorkerMessage } from './check-protocol';

const port = parentPort;
if (!port) throw new Error('check-worker must run as a worker thread');
const data = workerData as CheckWorkerData;
const checker = new BatchChecker(data);

// Alive until the merging thread ends it, also once the scan worker is gone: an exit of its
// own is always a failure there.
port.on('message', () => undefined);

data.port.on('message', ({ seq, batch, bytesRead }: BatchToCheck) => {
  try {
    const { batch: lean, checked, transfer } = checker.check(batch);
    port.postMessage({ type: 'checked', seq, bytesRead, batch: lean, checked } satisfies CheckWorkerMessage, transfer);
  } catch (error) {
    port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies CheckWorkerMessage);
  }
});
