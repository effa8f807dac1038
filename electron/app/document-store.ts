// The file open in the window: at most one, held by its own validation worker. Opening
// another file ends the previous worker (which also stops a validation still running), so
// memory holds one document, and every later request names the document it is about: an
// answer about a file that has since been replaced is refused, never shown as the new one's.
//
// Every validation is told to the window as it goes, whoever started it (the window, the
// menu, a second start of the app): validationStarted, validationProgress, then exactly one of
// documentOpened or validationStopped, all with the id the document gets. These events are
// the one place the window learns how an open ends: the open channels only answer which
// validation they started.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { EventPayload } from '../../shared/ipc/contract';
import { text } from '../../shared/messages/text';
import { IpcFailure } from '../../shared/ipc/result';
import type { openedDocumentSchema } from '../../shared/ipc/document-schemas';
import type { ReportSummary } from '../validation-worker/document-pages';
import type { FileStamp } from '../files/file-stamp';
import { defaultRules } from '../files/read-ruleset';
import type { EffectiveRules } from '../../shared/rules/effective-rules';
import type { RulesetId } from '../../shared/rules/ruleset-format';
import { FileChangedOnDisk, ValidationSession, WorkerGoneError, type StartWorker } from '../validation-worker/validation-session';

/** An open file as the window is told of it (no path to a worker, no session). */
export type WindowDocument = z.infer<typeof openedDocumentSchema>;

/** The open file as main holds it: what was validated, and the worker session that holds its records. */
export interface StoredDocument {
  id: string;
  /** The validated file: what send streams from (after its sha256 is checked again). */
  path: string;
  name: string;
  summary: ReportSummary;
  parsed: boolean;
  bodyOffset: number;
  /** The file as validated (size, modification time, inode): sending refuses another. */
  stamp: FileStamp | undefined;
  /** When its check ended (ISO 8601): the report names it. */
  checkedAt: string;
  /** The ruleset the verdict was reached with: the window, the confirmation and a send's record name it. */
  rules: RulesetId;
  /** The rules the check applied (a send refuses a target whose rules are not these). */
  checkedWith: EffectiveRules;
  /** Checked again because the rules changed (recheckUnless), not opened. */
  rechecked?: boolean;
  session: ValidationSession;
}

export type DocumentEventName = 'validationStarted' | 'validationProgress' | 'validationStopped' | 'documentOpened';
type DocumentEmit = <E extends DocumentEventName>(name: E, payload: EventPayload<E>) => void;

export interface OpenDocumentsDeps {
  startWorker: StartWorker;
  emit: DocumentEmit;
  maxBytes?: number;
  newId?: () => string;
  /**
   * After a file was checked and became the open document, before the window is told
   * (documentOpened): what the app keeps of it (the recent list), so whatever the window reads
   * next already knows it. Never fails.
   */
  onOpened?: (document: StoredDocument) => Promise<void>;
  /** The rules a check started now applies (the window's target's: chosen-rules.ts); the built-in rules by default. */
  rules?: () => Promise<EffectiveRules>;
  /** The threads that check records (the settings' checkThreads); by default one per core less the scan's (validateFile). */
  threads?: () => Promise<number | undefined>;
}

/** A validation just started: its id and name now, how it ends later (also told as events). */
export interface StartedOpen {
  documentId: string;
  name: string;
  /** The open document, or the failure validationStopped told (`document.stale` when replaced). */
  opened: Promise<StoredDocument>;
}

/** A validation still running. */
interface Opening {
  id: string;
  path: string;
  name: string;
  /** The rules it applies, once looked up. */
  rules?: EffectiveRules;
  /** A check of the open file again (its rules changed), not an open. */
  recheck: boolean;
  session: ValidationSession;
  /** Stopped by the user (cancelValidation), not replaced by a newer open. */
  cancelled: boolean;
}

/** Holds the window's open file (and the one being opened), and answers questions about it. */
export class DocumentStore {
  readonly #deps: OpenDocumentsDeps;
  #current: StoredDocument | undefined;
  /** The validation still running, so a newer open can stop it. */
  #opening: Opening | undefined;
  /** A worker started ahead of the next open: starting one takes a good part of the first rows' wait. */
  #spare: ValidationSession | undefined;

  constructor(deps: OpenDocumentsDeps) {
    this.#deps = deps;
  }

  get current(): StoredDocument | undefined {
    return this.#current;
  }

  /** Validates the file in a new worker and makes it the open document. */
  open(filePath: string, displayName?: string): Promise<StoredDocument> {
    return this.start(filePath, displayName).opened;
  }

  /** Starts validating the file (validationStarted is told before this returns). */
  start(filePath: string, displayName = path.basename(filePath), recheck = false): StartedOpen {
    const id = (this.#deps.newId ?? randomUUID)();
    // Told before the previous validation is stopped, so the window follows the newer one and
    // can ignore the older one's stop.
    this.#deps.emit('validationStarted', { documentId: id, name: displayName });
    return { documentId: id, name: displayName, opened: this.#validate(id, filePath, displayName, recheck) };
  }

  async #validate(id: string, filePath: string, displayName: string, recheck: boolean): Promise<StoredDocument> {
    const { emit } = this.#deps;
    const previousOpening = this.#opening;
    const session = this.#takeSpare();
    const opening: Opening = { id, path: filePath, name: displayName, session, cancelled: false, recheck };
    // Claimed before the first await: an open that comes in meanwhile stops this one.
    this.#opening = opening;
    try {
      await previousOpening?.session.close();
      const rules = await (this.#deps.rules?.() ?? defaultRules());
      opening.rules = rules;
      const threads = await this.#deps.threads?.();
      const answer = await session.open(filePath, {
        displayName,
        rules,
        ...(threads === undefined ? {} : { threads }),
        ...(this.#deps.maxBytes !== undefined ? { maxBytes: this.#deps.maxBytes } : {}),
        onProgress: (progress) => emit('validationProgress', { documentId: id, name: displayName, ...progress }),
      });
      const previous = this.#current;
      const document: StoredDocument = {
        id,
        path: filePath,
        name: displayName,
        summary: answer.summary,
        parsed: answer.parsed,
        bodyOffset: answer.bodyOffset,
        stamp: answer.stamp,
        checkedAt: new Date().toISOString(),
        rules: rules.id,
        checkedWith: rules,
        ...(recheck ? { rechecked: true } : {}),
        session,
      };
      this.#current = document;
      await previous?.session.close();
      await this.#deps.onOpened?.(document);
      emit('documentOpened', DocumentStore.describe(document));
      return document;
    } catch (error) {
      await session.close();
      if (opening.cancelled) {
        emit('validationStopped', { documentId: id, name: displayName, reason: 'cancelled' });
        throw new IpcFailure('validation.cancelled', text('shell.document.cancelled', { name: displayName }));
      }
      const failure = asFailure(error);
      const replaced = failure instanceof IpcFailure && failure.code === 'document.stale';
      emit('validationStopped', {
        documentId: id,
        name: displayName,
        reason: replaced ? 'replaced' : 'failed',
        ...(replaced ? {} : { message: failure instanceof IpcFailure ? failure.text : text('shell.ipc.internal') }),
      });
      throw failure;
    } finally {
      if (this.#opening === opening) this.#opening = undefined;
    }
  }

  /**
   * Checks the open file again when the rules that apply now are not those it was checked
   * with (the window's target or its ruleset changed): as a reload does, told by the same
   * events. A check still under way with other rules starts over. Undefined when nothing needs it.
   */
  recheckUnless(rules: EffectiveRules): StartedOpen | undefined {
    const opening = this.#opening;
    if (opening !== undefined && !opening.cancelled) {
      return opening.rules !== undefined && sameRules(opening.rules, rules) ? undefined : this.start(opening.path, opening.name, opening.recheck);
    }
    const current = this.#current;
    if (current === undefined || sameRules(current.checkedWith, rules)) return undefined;
    return this.start(current.path, current.name, true);
  }

  /** Starts the worker the next open will use (when the page is ready, and after each open). */
  prepare(): void {
    if (this.#spare === undefined || this.#spare.ended) this.#spare = new ValidationSession(this.#deps.startWorker);
  }

  #takeSpare(): ValidationSession {
    const spare = this.#spare;
    this.#spare = undefined;
    return spare !== undefined && !spare.ended ? spare : new ValidationSession(this.#deps.startWorker);
  }

  /**
   * Stops the validation `id` names by terminating its worker (JSON.parse cannot be
   * interrupted any other way). The open document stays as it was. false when that
   * validation is not running (any more).
   */
  async cancel(id: string): Promise<boolean> {
    const opening = this.#opening;
    if (opening?.id !== id || opening.cancelled) return false;
    opening.cancelled = true;
    await opening.session.close();
    return true;
  }

  /** The open document if `id` names it; otherwise the typed refusal the UI shows. */
  require(id: string): StoredDocument {
    const current = this.#current;
    if (!current) throw new IpcFailure('document.none', text('shell.document.none'));
    if (current.id !== id) throw new IpcFailure('document.stale', text('shell.document.stale'));
    return current;
  }

  /**
   * Rows of the open document, or of the one still being checked: its worker pages the
   * records found so far (without findings), so the first rows show long before the check ends.
   */
  async rows<T>(id: string, question: (session: ValidationSession) => Promise<T>): Promise<T> {
    const opening = this.#opening;
    if (opening?.id !== id || opening.cancelled) return this.ask(id, question);
    try {
      return await question(opening.session);
    } catch (error) {
      if (this.#opening !== opening && this.#current?.id !== id) throw new IpcFailure('document.stale', text('shell.document.stale'));
      throw asFailure(error);
    }
  }

  /** Asks the open document's worker; a worker that died turns into `document.lost`. */
  async ask<T>(id: string, question: (session: ValidationSession) => Promise<T>): Promise<T> {
    const document = this.require(id);
    try {
      return await question(document.session);
    } catch (error) {
      // Replaced while the question was on its way: the answer would be about the old file.
      if (this.#current?.id !== id) throw new IpcFailure('document.stale', text('shell.document.stale'));
      throw asFailure(error);
    }
  }

  async close(): Promise<boolean> {
    const current = this.#current;
    this.#current = undefined;
    const spare = this.#spare;
    this.#spare = undefined;
    await Promise.all([this.#opening?.session.close(), current?.session.close(), spare?.close()]);
    return current !== undefined;
  }

  static describe(document: StoredDocument): WindowDocument {
    return { documentId: document.id, name: document.name, path: document.path, report: document.summary, parsed: document.parsed, rules: document.rules, ...(document.rechecked ? { rechecked: true } : {}) };
  }
}

/** Whether two checks apply the same rules (and name the same ruleset). */
export function sameRules(a: EffectiveRules, b: EffectiveRules): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function asFailure(error: unknown): unknown {
  if (error instanceof FileChangedOnDisk) return new IpcFailure('document.changed', text('shell.document.changed'));
  if (error instanceof WorkerGoneError) {
    return error.reason === 'closed'
      ? new IpcFailure('document.stale', text('shell.document.stale'))
      : new IpcFailure('document.lost', text('shell.document.lost'));
  }
  return error;
}
