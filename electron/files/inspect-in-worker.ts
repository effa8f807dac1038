// The work on a file's raw bytes that does not need the decoded text, on a second thread
// while this one decodes and parses: first inspectBytes (the depth guard, the key count, unsafe
// numbers), which parsing waits for, then the SHA-256, which only the report waits for. The
// bytes are in shared memory, so no copy is made.
import { Worker } from 'node:worker_threads';
import type { ByteInspection } from '../../shared/validation/inspect-bytes';
import { inspectBytes } from '../../shared/validation/inspect-bytes';
import { LIMITS } from '../../shared/payload/payload-schema';

// Inline, so the bundled CLI and app need no second file and tests run it from source alike;
// inspectBytes is self-contained for exactly this (its own comment says so). Eval workers run
// as CommonJS.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const inspectBytes = ${inspectBytes.toString()};
const bytes = new Uint8Array(workerData.buffer, 0, workerData.length);
const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
parentPort.postMessage({ inspection: inspectBytes(bytes, bom, workerData.maxDepth) });
parentPort.postMessage({ sha256: createHash('sha256').update(bytes).digest('hex') });
`;

/** Bytes in memory another thread can read without a copy. */
export function sharedBytes(size: number): Uint8Array {
  return new Uint8Array(new SharedArrayBuffer(size));
}

export interface WorkerInspection {
  inspection: Promise<ByteInspection>;
  sha256: Promise<string>;
}

export function inspectInWorker(bytes: Uint8Array): WorkerInspection {
  if (!(bytes.buffer instanceof SharedArrayBuffer) || bytes.byteOffset !== 0) {
    throw new TypeError('inspectInWorker needs bytes at the start of a SharedArrayBuffer');
  }
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { buffer: bytes.buffer, length: bytes.length, maxDepth: LIMITS.maxDepth } });
  let settle!: { inspection: (value: ByteInspection) => void; sha256: (value: string) => void; fail: (error: unknown) => void };
  const inspection = new Promise<ByteInspection>((resolve, reject) => {
    settle = { inspection: resolve, sha256: () => undefined, fail: reject };
  });
  const sha256 = new Promise<string>((resolve, reject) => {
    const failInspection = settle.fail;
    settle = { ...settle, sha256: resolve, fail: (error) => { failInspection(error); reject(error); } };
  });
  worker.on('message', (data: { inspection?: ByteInspection; sha256?: string }) => {
    if (data.inspection !== undefined) settle.inspection(data.inspection);
    if (data.sha256 !== undefined) settle.sha256(data.sha256);
  });
  worker.once('error', (error) => settle.fail(error));
  // After both answers this is a no-op (a settled promise ignores it); before, it is a failure.
  worker.once('exit', (code) => settle.fail(new Error(`the file inspection worker stopped (exit code ${code})`)));
  return { inspection, sha256 };
}
