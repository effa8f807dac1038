// The file open in the window: at most one, held by its own validation worker. Opening
// another file ends the previous worker (which also stops a validation still running), so
// memory holds one document, and every later request names the document it is about: an
// answer about a file that has since been replaced is refused, never shown as the new one's.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { EventPayload } from '../../shared/ipc/contract';
import { shellMessagesEn } from '../../shared/ipc/messages-en';
import { IpcFailure } from '../../shared/ipc/result';
import type { openedDocumentSchema } from '../../shared/ipc/schemas';
import type { ReportSummary } from '../validation-worker/document-pages';
import { ValidationSession, WorkerGoneError, type StartWorker } from '../validation-worker/validation-session';

export type OpenedDocument = z.infer<typeof openedDocumentSchema>;

export interface OpenDocument {
  id: string;
  /** The validated file: what send streams from (after its sha256 is checked again). */
  path: string;
  name: string;
  summary: ReportSummary;
  parsed: boolean;
  bodyOffset: number;
  session: ValidationSession;
}

export interface OpenDocumentsDeps {
  startWorker: StartWorker;
  onProgress: (progress: EventPayload<'validationProgress'>) => void;
  maxBytes?: number;
  newId?: () => string;
}

export class OpenDocuments {
  readonly #deps: OpenDocumentsDeps;
  #current: OpenDocument | undefined;
  /** The session still validating, so a newer open can stop it. */
  #opening: ValidationSession | undefined;

  constructor(deps: OpenDocumentsDeps) {
    this.#deps = deps;
  }

  get current(): OpenDocument | undefined {
    return this.#current;
  }

  /** Validates the file in a new worker and makes it the open document. */
  async open(filePath: string, displayName = path.basename(filePath)): Promise<OpenDocument> {
    await this.#opening?.close();
    const session = new ValidationSession(this.#deps.startWorker);
    this.#opening = session;
    try {
      const answer = await session.open(filePath, {
        displayName,
        ...(this.#deps.maxBytes !== undefined ? { maxBytes: this.#deps.maxBytes } : {}),
        onProgress: (progress) => this.#deps.onProgress({ name: displayName, ...progress }),
      });
      const previous = this.#current;
      this.#current = {
        id: (this.#deps.newId ?? randomUUID)(),
        path: filePath,
        name: displayName,
        summary: answer.summary,
        parsed: answer.parsed,
        bodyOffset: answer.bodyOffset,
        session,
      };
      await previous?.session.close();
      return this.#current;
    } catch (error) {
      await session.close();
      throw asFailure(error);
    } finally {
      if (this.#opening === session) this.#opening = undefined;
    }
  }

  /** The open document if `id` names it; otherwise the typed refusal the UI shows. */
  require(id: string): OpenDocument {
    const current = this.#current;
    if (!current) throw new IpcFailure('document.none', shellMessagesEn.document.none);
    if (current.id !== id) throw new IpcFailure('document.stale', shellMessagesEn.document.stale);
    return current;
  }

  /** Asks the open document's worker; a worker that died turns into `document.lost`. */
  async ask<T>(id: string, question: (session: ValidationSession) => Promise<T>): Promise<T> {
    const document = this.require(id);
    try {
      return await question(document.session);
    } catch (error) {
      // Replaced while the question was on its way: the answer would be about the old file.
      if (this.#current?.id !== id) throw new IpcFailure('document.stale', shellMessagesEn.document.stale);
      throw asFailure(error);
    }
  }

  async close(): Promise<boolean> {
    const current = this.#current;
    this.#current = undefined;
    await Promise.all([this.#opening?.close(), current?.session.close()]);
    return current !== undefined;
  }

  static describe(document: OpenDocument): OpenedDocument {
    return { documentId: document.id, name: document.name, path: document.path, report: document.summary, parsed: document.parsed };
  }
}

function asFailure(error: unknown): unknown {
  if (error instanceof WorkerGoneError) {
    return error.reason === 'closed'
      ? new IpcFailure('document.stale', shellMessagesEn.document.stale)
      : new IpcFailure('document.lost', shellMessagesEn.document.lost);
  }
  return error;
}
