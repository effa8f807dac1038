// SHA-256 of bytes in shared memory, on another thread: the file is hashed on the second
// core while this one decodes and parses it, and no copy of the bytes is made.
import { Worker } from 'node:worker_threads';

// Inline so the bundled CLI needs no second file; eval workers run as CommonJS.
const HASH_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { buffer, length } = workerData;
parentPort.postMessage(createHash('sha256').update(new Uint8Array(buffer, 0, length)).digest('hex'));
`;

/** Bytes in memory another thread can read without a copy. */
export function sharedBytes(size: number): Uint8Array {
  return new Uint8Array(new SharedArrayBuffer(size));
}

export function sha256InWorker(bytes: Uint8Array): Promise<string> {
  if (!(bytes.buffer instanceof SharedArrayBuffer) || bytes.byteOffset !== 0) {
    return Promise.reject(new TypeError('sha256InWorker needs bytes at the start of a SharedArrayBuffer'));
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(HASH_WORKER, { eval: true, workerData: { buffer: bytes.buffer, length: bytes.length } });
    worker.once('message', (hex: string) => resolve(hex));
    worker.once('error', reject);
    worker.once('exit', (code) => { if (code !== 0) reject(new Error(`hash worker exited with ${code}`)); });
  });
}
