// The API the renderer sees on `window.importer`, derived from the contract: one named
// function per channel, one subscription function per event. The preload (Electron) and the
// browser harness's bridge both implement exactly this type.
import type { ChannelName, ChannelRequest, ChannelResponse, EventName, EventPayload } from './contract';
import type { IpcResult } from './result';

/** What a drop gives the renderer: a DOM `File` fits this (shared/ has no DOM types). */
export interface DroppedFile {
  readonly name: string;
  readonly size: number;
}

type EmptyRequest = Record<string, never>;

/** Channels whose request is `{}` take no argument. */
type ChannelFunction<C extends ChannelName> = ChannelRequest<C> extends EmptyRequest
  ? () => Promise<IpcResult<ChannelResponse<C>>>
  : (request: ChannelRequest<C>) => Promise<IpcResult<ChannelResponse<C>>>;

type Unsubscribe = () => void;

type EventSubscriptions = {
  [E in EventName as `on${Capitalize<E>}`]: (listener: (event: EventPayload<E>) => void) => Unsubscribe;
};

type ChannelFunctions = {
  [C in Exclude<ChannelName, 'openDroppedFile'>]: ChannelFunction<C>;
};

export type ImporterApi = ChannelFunctions &
  EventSubscriptions & {
    /** Validates a dropped file (the preload finds its path; the harness uploads its bytes). */
    openDroppedFile(file: DroppedFile): Promise<IpcResult<ChannelResponse<'openDroppedFile'>>>;
  };

export { subscriptionName } from './names';

// Re-exported so the renderer needs one import for its IPC types.
export type { IpcResult,  } from './result';
export type { ChannelErrorCode, ChannelName, ChannelRequest, ChannelResponse, EventName, EventPayload } from './contract';
