// Messages between the main thread and the validation worker. One worker holds one
// document: opening another file starts a new worker and ends the old one, which also
// cancels a validation still running (JSON.parse cannot be interrupted any other way).
import type { RecordKind } from '../../shared/report/report';
import type { FileStamp } from '../files/file-stamp';
import type { GuardSettings } from '../../shared/changes/changes';
import type { Locale } from '../../shared/messages/locale';
import type { ReportTableFacts } from '../../shared/report/report-table';
import type { DigestInfo } from '../../shared/changes/digest';
import type { ChangesSeen } from '../../shared/changes/changes';
import type { DigestTarget } from '../digest/changes-at';
import type { FindingsFilter, FindingsPage, ProblemAt, ReportSummary, RowsPage } from './document-pages';
import type { RecordView } from './record-views';
import type { RecordDetails } from './record-details';

import type { ValidationProgress as CoreProgress } from '../../shared/validation/validate-bytes';

export interface ValidationProgress extends CoreProgress {
  /** Articles and prices found so far: the preview can show them before the checks end. */
  articles: number;
  prices: number;
}

export type WorkerRequest =
  | { id: number; type: 'open'; path: string; displayName: string; maxBytes?: number; findingsPerCode?: number }
  | { id: number; type: 'rows'; kind: RecordKind; offset: number; limit: number; view?: RecordView }
  | { id: number; type: 'position'; kind: RecordKind; index: number; view?: RecordView }
  | { id: number; type: 'problem'; at: number }
  | { id: number; type: 'findings'; filter: FindingsFilter; offset: number; limit: number }
  | { id: number; type: 'record'; kind: RecordKind; index: number }
  | { id: number; type: 'changes'; dataDir: string; historyFile: string; target: DigestTarget; guards: GuardSettings }
  | { id: number; type: 'keepDigest'; dataDir: string; info: DigestInfo }
  | { id: number; type: 'reportTable'; facts: ReportTableFacts; locale: Locale };

export interface OpenAnswer {
  summary: ReportSummary;
  parsed: boolean;
  /** 3 when a UTF-8 byte-order mark is dropped from the body that is sent. */
  bodyOffset: number;
  /** The file as validated: sending refuses a file that is no longer this one. */
  stamp: FileStamp | undefined;
}

export interface WorkerAnswers {
  open: OpenAnswer;
  rows: RowsPage;
  position: number | null;
  problem: ProblemAt | null;
  findings: FindingsPage;
  record: RecordDetails | null;
  changes: ChangesSeen;
  keepDigest: null;
  reportTable: Uint8Array;
}

export type WorkerResponse =
  | { type: 'progress'; progress: ValidationProgress }
  | { type: 'result'; id: number; value: WorkerAnswers[keyof WorkerAnswers] }
  /** `fileChanged`: the file on disk is no longer the one checked (its rows are not shown). */
  | { type: 'error'; id: number; message: string; code?: 'fileChanged' };
