// The main thread's side of one validation worker: starts it, validates one file in it, then
// asks it for pages. A session ends when the window opens another file or closes this one;
// a worker that dies (e.g. out of memory on a huge file) fails its pending requests with a
// typed error instead of leaving them hanging.
import type { ChannelResponse, DocumentQuery, DocumentQueryName } from '../../shared/ipc/contract';
import type { Text } from '../../shared/messages/text';
import type { GuardSettings } from '../../shared/changes/changes';
import type { Locale } from '../../shared/messages/locale';
import type { ReportTableFacts } from '../../shared/report/report-table';
import type { ReportFileFormat } from '../files/report-file';
import type { DigestInfo } from '../../shared/changes/digest';
import type { ChangesSeen } from '../../shared/changes/changes';
import type { DigestTarget } from '../digest/changes-at';
import type { EffectiveRules } from '../../shared/rules/effective-rules';
import type { OpenAnswer, ValidationProgress, WorkerFailureCode, WorkerQuestion, WorkerQuestions, WorkerRequest, WorkerResponse } from './protocol';

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
/** A failure a document query raised in the worker, to be told to the window as it is (record.none). */
export class WorkerFailure extends Error {
  override readonly name = 'WorkerFailure';
  constructor(
    readonly code: WorkerFailureCode,
    readonly text: Text,
  ) {
    super(code);
  }
}

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
    options: { displayName: string; maxBytes?: number; findingsPerCode?: number; rules?: EffectiveRules; threads?: number; onProgress?: (progress: ValidationProgress) => void },
  ): Promise<OpenAnswer> {
    this.#onProgress = options.onProgress;
    const { onProgress: _ignored, ...rest } = options;
    return this.#ask('open', { path, ...rest });
  }

  /** Asks one of the contract's document queries (its request without the documentId). */
  query<C extends DocumentQueryName>(channel: C, request: DocumentQuery<C>): Promise<ChannelResponse<C>> {
    return this.#ask(channel, request as WorkerQuestions[C]['request']) as Promise<ChannelResponse<C>>;
  }

  /**
   * What sending the checked file to `target` would change (the worker holds its digest);
   * `historyFile`: the history whose accepted sends say whether the target's digest is current.
   */
  changes(dataDir: string, target: DigestTarget, guards: GuardSettings, historyFile: string): Promise<ChangesSeen> {
    return this.#ask('changes', { dataDir, historyFile, target, guards });
  }

  /** Keeps the checked file's digest as the target's (it accepted the file). */
  async keepDigest(dataDir: string, info: DigestInfo): Promise<void> {
    await this.#ask('keepDigest', { dataDir, info });
  }

  /** Writes the report to `path` as a workbook or a text table, in `locale`. */
  async writeReport(path: string, format: ReportFileFormat, facts: ReportTableFacts, locale: Locale): Promise<void> {
    await this.#ask('writeReport', { path, format, facts, locale });
  }

  /** Ends the worker and frees the document; pending requests fail with WorkerGoneError('closed'). */
  async close(): Promise<void> {
    if (this.#gone) return;
    this.#end(new WorkerGoneError('closed'));
    await this.#worker.terminate();
  }

  /** The one way to the worker: a question by name, its answer matched back by id. */
  #ask<Q extends WorkerQuestion>(type: Q, request: WorkerQuestions[Q]['request']): Promise<WorkerQuestions[Q]['answer']> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: never) => void, reject });
      this.#worker.postMessage({ id, type, request } as WorkerRequest);
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
    else if (message.failure) pending.reject(new WorkerFailure(message.failure.code, message.failure.text));
    else if (message.code === 'fileChanged') pending.reject(new FileChangedOnDisk());
    else pending.reject(message.errno === undefined ? new Error(message.message) : Object.assign(new Error(message.message), { code: message.errno }));
  }

  #end(reason: WorkerGoneError): void {
    this.#gone ??= reason;
    for (const { reject } of this.#pending.values()) reject(this.#gone);
    this.#pending.clear();
  }
}
