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
import type { ValidationProgress, WorkerRequest, WorkerResponse } from './protocol';

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
    }),
  );
});

async function answer(request: WorkerRequest) {
  switch (request.type) {
    case 'open': {
      let stamp: FileStamp | undefined;
      let found: DocumentRecords | undefined;
      const send = throttled((progress) => post({ type: 'progress', progress }));
      const outcome = await validateFile(request.path, {
        displayName: request.displayName,
        ...(request.maxBytes !== undefined ? { maxBytes: request.maxBytes } : {}),
        ...(request.findingsPerCode !== undefined ? { findingsPerCode: request.findingsPerCode } : {}),
        digest: true,
        onProgress: (progress) => send({ ...progress, articles: found?.index.articles.count ?? 0, prices: found?.index.prices.count ?? 0 }),
        onStamp: (taken) => (stamp = taken),
        onRecords: (records) => {
          found = records;
          if (stamp) pages = new DocumentPages({ report: undefined, records: new FileRecords(request.path, records, stamp) });
        },
      });
      const records = outcome.records && outcome.stamp ? new FileRecords(request.path, outcome.records, outcome.stamp) : undefined;
      pages = new DocumentPages({ report: outcome.report, records, ...(outcome.records?.marks ? { marks: outcome.records.marks } : {}) });
      checked = outcome.digest && { digest: outcome.digest, sha256: outcome.report.sha256 };
      return { summary: pages.summary(), parsed: pages.parsed, bodyOffset: outcome.bodyOffset, stamp: outcome.stamp };
    }
    case 'rows':
      return held().rows(request.kind, request.offset, request.limit, request.view);
    case 'position':
      return held().position(request.kind, request.index, request.view);
    case 'problem':
      return held().problem(request.at) ?? null;
    case 'findings':
      return held().findings(request.filter, request.offset, request.limit);
    case 'record':
      return held().record(request.kind, request.index);
    case 'changes':
      return changesAt(request.dataDir, request.target, heldDigest(), request.guards, request.historyFile);
    case 'reportTable':
      return held().reportTable(request.facts, request.locale);
    case 'keepDigest':
      await keepDigest(request.dataDir, request.info, heldDigest().digest);
      return null;
  }
}

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
