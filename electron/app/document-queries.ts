// Main's handlers for the document queries, derived from the contract: each forwards its
// request, less the documentId, to the worker that holds the document it names, which
// answers it (electron/validation-worker/document-queries.ts). Nothing here is written per
// query: a new one is its schema in the contract and its handler in the worker.
import {
  DOCUMENT_QUERY_NAMES, documentQueryTiming,
  type ChannelRequest, type ChannelResponse, type DocumentQueryName,
} from '../../shared/ipc/contract';
import { IpcFailure } from '../../shared/ipc/result';
import { WorkerFailure } from '../validation-worker/validation-session';
import type { Handlers } from './dispatch';
import type { DocumentStore } from './document-store';

export type DocumentQueryHandlers = Pick<Handlers, DocumentQueryName>;

export function createDocumentQueryHandlers(documents: DocumentStore): DocumentQueryHandlers {
  function forward<C extends DocumentQueryName>(channel: C) {
    // Answered from the records found so far while the check runs, or by the checked document only.
    const asked = documentQueryTiming(channel) === 'whileChecking' ? documents.rows.bind(documents) : documents.ask.bind(documents);
    return ({ documentId, ...query }: ChannelRequest<C>): Promise<ChannelResponse<C>> =>
      asked(documentId, (session) => session.query(channel, query)).catch((error: unknown) => {
        // The query's own failure in the worker (record.none): told to the window as it is.
        throw error instanceof WorkerFailure ? new IpcFailure(error.code, error.text) : error;
      });
  }
  return Object.fromEntries(DOCUMENT_QUERY_NAMES.map((channel) => [channel, forward(channel)])) as DocumentQueryHandlers;
}
