// The main thread's side of one validation worker: starts it, validates one file in it, then
// asks it for pages. A session ends when the window opens another file or closes this one;
// a worker that dies (e.g. out of memory on a huge file) fails its pending requests with a
// typed error instead of leaving them hanging.
import type { RecordKind } from '../../shared/report/report';
import type { FindingsFilter, FindingsPage, ProblemAt, RowsPage } from './document-pages';
import type { RecordView } from './record-views';
import type { RecordDetails } from './record-details';
import type { GuardSettings } from '../../shared/changes/changes';
import type { Locale } from '../../shared/messages/locale';
import type { ReportTableFacts } from '../../shared/report/report-table';
import type { DigestInfo } from '../../shared/changes/digest';
import type { ChangesSeen } from '../../shared/changes/changes';
import type { DigestTarget } from '../digest/changes-at';
import type { OpenAnswer, ValidationProgress, WorkerAnswers, WorkerRequest, WorkerResponse } from './protocol';

/** The part of node:worker_threads' Worker used here, so tests and the harness can start it their way. */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  on(event: 'message', listener: (message: WorkerResponse) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  terminate(): Promise<number>;
}

export type StartWorker = () => WorkerLike;

/** The file on disk is no longer the one that was checked: its rows would be another file's. */
export class FileChangedOnDisk extends Error {
  constructor() {
    super('The file changed on disk since it was checked.');
    this.name = 'FileChangedOnDisk';
  }
}

export class WorkerGoneError extends Error {
  constructor(readonly reason: 'closed' | 'crashed', detail?: string) {
    super(reason === 'closed' ? 'The validation was stopped.' : `The validation worker stopped${detail ? `: ${detail}` : ''}.`);
    this.name = 'WorkerGoneError';
  }
}

interface Pending {
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

export class ValidationSession {
  readonly #worker: WorkerLike;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #gone: WorkerGoneError | undefined;
  #onProgress: ((progress: ValidationProgress) => void) | undefined;

  constructor(startWorker: StartWorker) {
    this.#worker = startWorker();
    this.#worker.on('message', (message) => this.#receive(message));
    this.#worker.on('error', (error) => this.#end(new WorkerGoneError('crashed', error.message)));
    this.#worker.on('exit', (code) => this.#end(new WorkerGoneError(code === 0 && this.#gone ? 'closed' : 'crashed', `exit code ${code}`)));
  }

  /** Whether its worker ended (closed or crashed): a session that can no longer answer. */
  get ended(): boolean {
    return this.#gone !== undefined;
  }

  /** Validates the file in the worker; the worker then holds the parsed document. */
  open(
    path: string,
    options: { displayName: string; maxBytes?: number; findingsPerCode?: number; onProgress?: (progress: ValidationProgress) => void },
  ): Promise<OpenAnswer> {
    this.#onProgress = options.onProgress;
    const { onProgress: _ignored, ...rest } = options;
    return this.#ask<'open'>({ type: 'open', path, ...rest });
  }

  rows(kind: RecordKind, offset: number, limit: number, view?: RecordView): Promise<RowsPage> {
    return this.#ask<'rows'>({ type: 'rows', kind, offset, limit, ...(view ? { view } : {}) });
  }

  position(kind: RecordKind, index: number, view?: RecordView): Promise<number | null> {
    return this.#ask<'position'>({ type: 'position', kind, index, ...(view ? { view } : {}) });
  }

  problem(at: number): Promise<ProblemAt | null> {
    return this.#ask<'problem'>({ type: 'problem', at });
  }

  findings(filter: FindingsFilter, offset: number, limit: number): Promise<FindingsPage> {
    return this.#ask<'findings'>({ type: 'findings', filter, offset, limit });
  }

  /** One record, whole, with its findings; null when the file has no such record. */
  record(kind: RecordKind, index: number): Promise<RecordDetails | null> {
    return this.#ask<'record'>({ type: 'record', kind, index });
  }

  /**
   * What sending the checked file to `target` would change (the worker holds its digest);
   * `historyFile`: the history whose accepted sends say whether the target's digest is current.
   */
  changes(dataDir: string, target: DigestTarget, guards: GuardSettings, historyFile: string): Promise<ChangesSeen> {
    return this.#ask<'changes'>({ type: 'changes', dataDir, historyFile, target, guards });
  }

  /** Keeps the checked file's digest as the target's (it accepted the file). */
  async keepDigest(dataDir: string, info: DigestInfo): Promise<void> {
    await this.#ask<'keepDigest'>({ type: 'keepDigest', dataDir, info });
  }

  /** The report as a table to hand over, in `locale`. */
  reportTable(facts: ReportTableFacts, locale: Locale): Promise<Uint8Array> {
    return this.#ask<'reportTable'>({ type: 'reportTable', facts, locale });
  }

  /** Ends the worker and frees the document; pending requests fail with WorkerGoneError('closed'). */
  async close(): Promise<void> {
    if (this.#gone) return;
    this.#end(new WorkerGoneError('closed'));
    await this.#worker.terminate();
  }

  #ask<K extends keyof WorkerAnswers>(request: DistributiveOmit<Extract<WorkerRequest, { type: K }>, 'id'>): Promise<WorkerAnswers[K]> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#nextId++;
    return new Promise<WorkerAnswers[K]>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: never) => void, reject });
      this.#worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  #receive(message: WorkerResponse): void {
    if (message.type === 'progress') {
      this.#onProgress?.(message.progress);
      return;
    }
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (message.type === 'result') pending.resolve(message.value as never);
    else pending.reject(message.code === 'fileChanged' ? new FileChangedOnDisk() : new Error(message.message));
  }

  #end(reason: WorkerGoneError): void {
    this.#gone ??= reason;
    for (const { reject } of this.#pending.values()) reject(this.#gone);
    this.#pending.clear();
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
