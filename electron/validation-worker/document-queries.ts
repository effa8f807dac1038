// The worker's answer to each document query of the IPC contract, one handler per channel:
// the request is the channel's own (less its documentId, which main checked), the answer is
// the channel's response. Adding a query is its schema in the contract and a handler here;
// main forwards it as it forwards every other (electron/app/document-queries.ts).
import type { DocumentQueryName } from '../../shared/ipc/contract';
import { IpcFailure } from '../../shared/ipc/result';
import { text } from '../../shared/messages/text';
import type { DocumentPages } from './document-pages';
import type { WorkerHandlers } from './protocol';

export type DocumentQueryHandlers = Pick<WorkerHandlers, DocumentQueryName>;

/** `held`: the document this worker holds (throws before a file was opened in it). */
export function documentQueries(held: () => DocumentPages): DocumentQueryHandlers {
  return {
    getRows: ({ kind, offset, limit, view }) => held().rows(kind, offset, limit, view),
    locateRecord: async ({ kind, index, view }) => ({ position: await held().position(kind, index, view) }),
    getProblem: ({ at }) => ({ problem: held().problem(at) ?? null }),
    getFindings: ({ code, severity, offset, limit }) =>
      held().findings({ ...(code !== undefined ? { code } : {}), ...(severity !== undefined ? { severity } : {}) }, offset, limit),
    getRecord: async ({ kind, index }) => {
      const record = await held().record(kind, index);
      if (!record) throw new IpcFailure('record.none', text('shell.document.noRecord'));
      return record;
    },
  };
}
