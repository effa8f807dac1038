// Every query's key, in one place, so invalidating after a change names the same keys the
// hooks ask with.
import type { FindingCode } from '../shared/report/finding-codes';
import type { RecordKind } from '../shared/report/report';
import type { RecordView } from './api';

export const queryKeys = {
  history: ['history'] as const,
  baseUrls: ['baseUrls'] as const,
  recentTargets: ['recentTargets'] as const,
  /** The target the window had last (restored at start). */
  lastTarget: ['lastTarget'] as const,
  tokenStatus: (baseUrl: string | undefined) => ['tokenStatus', baseUrl] as const,
  /** Every question about one validated document starts with its id, so a document's queries
   *  (findings, and rows pages as `[...document(id), 'rows', …]`) can be matched or dropped
   *  together when it is closed or replaced. */
  document: (documentId: string) => ['document', documentId] as const,
  findings: (documentId: string, code: FindingCode) => ['document', documentId, 'findings', code] as const,
  record: (documentId: string, kind: RecordKind, index: number) => ['document', documentId, 'record', kind, index] as const,
  /** A page of a view's rows; `view` undefined (null in the key) is the file's order while it is
   *  still being checked, rows without findings, so never mistaken for a checked view (`{}`). */
  rows: (documentId: string, kind: RecordKind, view: RecordView | undefined, page: number) =>
    ['document', documentId, 'rows', kind, view ?? null, page] as const,
  /** The Rules view of a target as typed (null: the default); `allRules` matches every one (a change to the default touches the targets that follow it). */
  rules: (target: { baseUrl: string; app: string } | null) => ['rules', target?.baseUrl ?? null, target?.app ?? null] as const,
  allRules: ['rules'] as const,
  /** What a send to a target would change there (compared with what it last accepted). */
  changes: (documentId: string, baseUrl: string, app: string) => ['document', documentId, 'changes', baseUrl, app] as const,
};

/** What a send changes in main: it appends to the history and records the target as recent. */
export const changedBySend = [queryKeys.history, queryKeys.recentTargets] as const;
