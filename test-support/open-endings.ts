// How each validation ended, as main tells it (documentOpened or validationStopped): an open
// channel answers only which validation it started, so a test that opens a file to work
// with it waits here for the file to be open, as the window waits for the event.
import type { EventName, EventPayload } from '../shared/ipc/contract';
import type { IpcResult } from '../shared/ipc/result';
import type { ChannelResponse } from '../shared/ipc/contract';

type Opened = EventPayload<'documentOpened'>;
type Stopped = EventPayload<'validationStopped'>;
type Ending = { opened: Opened } | { stopped: Stopped };

export class OpenEndings {
  readonly #ended = new Map<string, Ending>();
  readonly #waiting = new Map<string, Array<(ending: Ending) => void>>();

  /** Give it every event main sends (the others are ignored). */
  record(name: EventName, payload: unknown): void {
    if (name !== 'documentOpened' && name !== 'validationStopped') return;
    const ending: Ending = name === 'documentOpened' ? { opened: payload as Opened } : { stopped: payload as Stopped };
    const { documentId } = payload as { documentId: string };
    this.#ended.set(documentId, ending);
    for (const resolve of this.#waiting.get(documentId) ?? []) resolve(ending);
    this.#waiting.delete(documentId);
  }

  /** The document an open channel's answer started, once it is open; throws when it stopped instead. */
  async opened(answer: IpcResult<ChannelResponse<'openDroppedFile'>>): Promise<Opened> {
    if (!answer.ok) throw new Error(`the open was refused: ${answer.error.code}`);
    if (answer.value.status !== 'started') throw new Error('no file was chosen');
    const { documentId } = answer.value;
    const ending = this.#ended.get(documentId) ?? (await new Promise<Ending>((resolve) => {
      this.#waiting.set(documentId, [...(this.#waiting.get(documentId) ?? []), resolve]);
    }));
    if ('stopped' in ending) throw new Error(`the file did not open: ${ending.stopped.reason} ${JSON.stringify(ending.stopped.message ?? '')}`);
    return ending.opened;
  }
}
