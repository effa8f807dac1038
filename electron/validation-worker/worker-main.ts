// The validation worker's entry (bundled to dist/electron/validation-worker.cjs): reads and
// validates one file off the main thread, keeps the parsed document here, and answers pages
// of rows and findings. The document never leaves this thread whole.
import { parentPort } from 'node:worker_threads';
import { validateFile } from '../files/validate-file';
import type { FileStamp } from '../files/file-stamp';
import type { DocumentRecords } from '../../shared/validation/validate-bytes';
import { DocumentPages } from './document-pages';
import type { CatalogueDigest } from '../../shared/changes/digest';
import { changesAt, keepDigest } from '../digest/changes-at';
import { FileChangedError, FileRecords } from './file-records';
import type { ValidationProgress, WorkerHandlers, WorkerQuestion, WorkerQuestions, WorkerRequest, WorkerResponse } from './protocol';
import { documentQueries } from './document-queries';
import { IpcFailure } from '../../shared/ipc/result';
import { levelsOf } from '../../shared/rules/effective-rules';

const port = parentPort;
if (!port) throw new Error('validation-worker must run as a worker thread');

/** The checked document; before that, the records found so far (the preview shows them at once). */
let pages: DocumentPages | undefined;
/** What the checked file holds, compactly, and its hash: what sending it would change. */
let checked: { digest: CatalogueDigest; sha256: string } | undefined;
const post = (message: WorkerResponse): void => port.postMessage(message);

port.on('message', (request: WorkerRequest) => {
  void answer(request).then(
    (value) => post({ type: 'result', id: request.id, value }),
    (error: unknown) => post({
      type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error),
      ...(error instanceof FileChangedError ? { code: 'fileChanged' as const } : {}),
      ...(error instanceof IpcFailure && error.code === 'record.none' ? { failure: { code: error.code, text: error.text } } : {}),
      ...(!(error instanceof IpcFailure) && typeof (error as NodeJS.ErrnoException | undefined)?.code === 'string' ? { errno: (error as NodeJS.ErrnoException).code! } : {}),
    }),
  );
});

async function answer(request: WorkerRequest) {
  const handler = handlers[request.type] as (request: WorkerRequest['request']) => unknown;
  return (await handler(request.request)) as WorkerQuestions[WorkerQuestion]['answer'];
}

/** One handler per question: the contract's document queries, then the worker's own tasks. */
const handlers: WorkerHandlers = {
  ...documentQueries(held),
  async open({ path, displayName, maxBytes, findingsPerCode, rules, threads }) {
    // Each code's level under the rules checked with: the summary's groups and the preview's filters follow them.
    const levels = levelsOf(rules);
    let stamp: FileStamp | undefined;
    let found: DocumentRecords | undefined;
    const send = throttled((progress) => post({ type: 'progress', progress }));
    const outcome = await validateFile(path, {
      displayName,
      ...(maxBytes !== undefined ? { maxBytes } : {}),
      ...(findingsPerCode !== undefined ? { findingsPerCode } : {}),
      ...(rules !== undefined ? { rules } : {}),
      ...(threads !== undefined ? { threads } : {}),
      digest: true,
      onProgress: (progress) => send({ ...progress, articles: found?.index.articles.count ?? 0, prices: found?.index.prices.count ?? 0 }),
      onStamp: (taken) => (stamp = taken),
      onRecords: (records) => {
        found = records;
        if (stamp) pages = new DocumentPages({ report: undefined, records: new FileRecords(path, records, stamp), levels });
      },
    });
    // A file that is not JSON keeps the records read before its error, for the preview only.
    const kept = outcome.records ?? outcome.recordsBeforeError;
    const records = kept && outcome.stamp ? new FileRecords(path, kept, outcome.stamp) : undefined;
    pages = new DocumentPages({
      report: outcome.report, records, levels, ...(outcome.records === undefined && records ? { beforeError: true } : {}),
      ...(outcome.records?.marks ? { marks: outcome.records.marks } : {}),
    });
    // The window compares with each target chosen while the file is open: its digest is held
    // here as columns, and the temporary file its rows were collected in is removed at once.
    const digest = outcome.digest?.columns();
    outcome.digest?.release();
    checked = digest && { digest, sha256: outcome.report.sha256 };
    return { summary: pages.summary(), parsed: pages.parsed, bodyOffset: outcome.bodyOffset, stamp: outcome.stamp };
  },
  changes: ({ dataDir, target, guards, historyFile }) => changesAt(dataDir, target, heldDigest(), guards, historyFile),
  async writeReport({ path: output, format, facts, locale }) {
    await held().writeReport(output, format, facts, locale);
    return null;
  },
  async keepDigest({ dataDir, info }) {
    await keepDigest(dataDir, info, heldDigest().digest);
    return null;
  },
};

/**
 * Reading reports progress per chunk; the window needs a phase change, the first records, and
 * then four updates a second: more would only take CPU from the check (a window redrawn 20
 * times a second slowed a 1 GB check by half on a two-core machine).
 */
const EVERY_MS = 250;
function throttled(send: (progress: ValidationProgress) => void): (progress: ValidationProgress) => void {
  let lastPhase: string | undefined;
  let lastAt = 0;
  let recordsShown = false;
  return (progress) => {
    const now = Date.now();
    const firstRecords = !recordsShown && progress.articles + progress.prices > 0;
    if (progress.phase === lastPhase && !firstRecords && now - lastAt < EVERY_MS && progress.bytesRead !== progress.totalBytes) return;
    recordsShown ||= firstRecords;
    lastPhase = progress.phase;
    lastAt = now;
    send(progress);
  };
}

function heldDigest(): { digest: CatalogueDigest; sha256: string } {
  if (!checked) throw new Error('This file could not be read as JSON: it has no digest.');
  return checked;
}

function held(): DocumentPages {
  if (!pages) throw new Error('No file has been validated in this worker yet.');
  return pages;
}
