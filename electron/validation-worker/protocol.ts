// Messages between the main thread and the validation worker. One worker holds one
// document: opening another file starts a new worker and ends the old one, which also
// cancels a validation still running (JSON.parse cannot be interrupted any other way).
import type { ChannelResponse, DocumentQuery, DocumentQueryName } from '../../shared/ipc/contract';
import type { Text } from '../../shared/messages/text';
import type { FileStamp } from '../files/file-stamp';
import type { GuardSettings } from '../../shared/changes/changes';
import type { Locale } from '../../shared/messages/locale';
import type { ReportTableFacts } from '../../shared/report/report-table';
import type { ReportFileFormat } from '../files/report-file';
import type { DigestInfo } from '../../shared/changes/digest';
import type { ChangesSeen } from '../../shared/changes/changes';
import type { DigestTarget } from '../digest/changes-at';
import type { ReportSummary } from './document-pages';
import type { EffectiveRules } from '../../shared/rules/effective-rules';

import type { ValidationProgress as CoreProgress } from '../../shared/validation/validate-bytes';
import type { ChannelErrorCode } from '../../shared/ipc/contract';

/** The failures a document query raises in the worker and the window is told as they are. */
export type WorkerFailureCode = Extract<ChannelErrorCode<'getRecord'>, 'record.none'>;

export interface ValidationProgress extends CoreProgress {
  /** Articles and prices found so far: the preview can show them before the checks end. */
  articles: number;
  prices: number;
}

/** The worker's own tasks, which no channel asks directly: main asks them for the app. */
interface WorkerTasks {
  /** `rules`: the ruleset to check with, as plain data (the built-in rules without it); `threads`: the settings' checkThreads (validateFile's default without it). */
  open: { request: { path: string; displayName: string; maxBytes?: number; findingsPerCode?: number; rules?: EffectiveRules; threads?: number }; answer: OpenAnswer };
  changes: { request: { dataDir: string; historyFile: string; target: DigestTarget; guards: GuardSettings }; answer: ChangesSeen };
  keepDigest: { request: { dataDir: string; info: DigestInfo }; answer: null };
  /** Writes the report to `path` (chosen by the user in main's save dialog), as a workbook or a text table. */
  writeReport: { request: { path: string; format: ReportFileFormat; facts: ReportTableFacts; locale: Locale }; answer: null };
}

/**
 * Everything the worker answers: the contract's document queries, with the contract's own
 * request (less its documentId) and response, and the worker's tasks.
 */
export type WorkerQuestions = {
  [C in DocumentQueryName]: { request: DocumentQuery<C>; answer: ChannelResponse<C> };
} & WorkerTasks;
export type WorkerQuestion = keyof WorkerQuestions;

/** A task's name is never a channel's: one map holds both. */
const tasksAreNotChannels: Extract<keyof WorkerTasks, DocumentQueryName> extends never ? true : false = true;
void tasksAreNotChannels;

/** One handler per question, in the worker. */
export type WorkerHandlers = {
  [Q in WorkerQuestion]: (request: WorkerQuestions[Q]['request']) => WorkerQuestions[Q]['answer'] | Promise<WorkerQuestions[Q]['answer']>;
};

export type WorkerRequest = { [Q in WorkerQuestion]: { id: number; type: Q; request: WorkerQuestions[Q]['request'] } }[WorkerQuestion];

export interface OpenAnswer {
  summary: ReportSummary;
  parsed: boolean;
  /** 3 when a UTF-8 byte-order mark is dropped from the body that is sent. */
  bodyOffset: number;
  /** The file as validated: sending refuses a file that is no longer this one. */
  stamp: FileStamp | undefined;
}

export type WorkerResponse =
  | { type: 'progress'; progress: ValidationProgress }
  | { type: 'result'; id: number; value: WorkerQuestions[WorkerQuestion]['answer'] }
  /**
   * `fileChanged`: the file on disk is no longer the one checked (its rows are not shown).
   * `failure`: an expected failure the window is told as it is (e.g. `record.none`).
   * `errno`: a file the worker wrote could not be (ENOSPC, EACCES): main words it.
   */
  | { type: 'error'; id: number; message: string; code?: 'fileChanged'; failure?: { code: WorkerFailureCode; text: Text }; errno?: string };
