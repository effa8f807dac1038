// Which IPC calls main answers: only those from the app window's own main frame, showing one
// of the app's pages. A subframe, a page navigated elsewhere (navigation is denied, but this
// does not rely on it) or another window gets `ipc.forbidden` before any handler runs.
// Structural types, so the rule runs and is tested without Electron.

export interface FrameLike {
  readonly url: string;
  readonly parent: FrameLike | null;
}

export interface InvokeEventLike {
  readonly sender: unknown;
  readonly senderFrame: FrameLike | null;
}

export interface WindowLike {
  isDestroyed(): boolean;
  readonly webContents: { readonly mainFrame: FrameLike };
}

export function isTrustedSender(event: InvokeEventLike, window: WindowLike | undefined, isAppUrl: (url: string) => boolean): boolean {
  const frame = event.senderFrame;
  if (!window || window.isDestroyed() || frame === null) return false;
  return event.sender === window.webContents && frame === window.webContents.mainFrame && frame.parent === null && isAppUrl(frame.url);
}
