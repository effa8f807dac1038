// Electron's event objects, as far as the app uses them: preventDefault() and whether it was called.
export interface PreventableEvent {
  preventDefault(): void;
  readonly defaultPrevented: boolean;
}

export function preventable(): PreventableEvent {
  let prevented = false;
  return {
    preventDefault: () => {
      prevented = true;
    },
    get defaultPrevented() {
      return prevented;
    },
  };
}

/** Lets queued callbacks and promise chains run, as Electron's event loop would between events. */
export function tick(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
