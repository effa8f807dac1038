// Files opened from outside the page (given at launch, "Open with", a second start, macOS
// open-file, Open Recent in the menu) wait here until the page says it listens
// (rendererReady): their validation events would otherwise reach a page that is still
// loading, or reloading after a crash, and the user would never see the file. Once the page
// listens they open in the order they came, each to its end, so each one that could be read
// also lands on the recent list; the last one stays open.

export interface OutsideOpens {
  /** Opens `file` now if the page listens, else once it does. */
  request(file: string): void;
  /** The page listens: opens what waited. Answers how many files were waiting. */
  ready(): number;
  /** The page is gone or loading again: hold new files until it says it is ready. */
  pause(): void;
  /** Resolves when nothing is waiting or opening (tests, quitting). */
  idle(): Promise<void>;
}

export function createOutsideOpens(open: (file: string) => Promise<void>): OutsideOpens {
  const waiting: string[] = [];
  let listening = false;
  let draining: Promise<void> | undefined;

  async function drain(): Promise<void> {
    // A file that comes in while earlier ones open waits its turn, so the last one wins.
    while (listening && waiting.length > 0) {
      await open(waiting.shift() as string);
    }
  }

  function startDraining(): void {
    if (draining) return;
    draining = drain().finally(() => {
      draining = undefined;
      // Paused and resumed while the last open ran: pick up what came meanwhile.
      if (listening && waiting.length > 0) startDraining();
    });
  }

  return {
    request(file) {
      waiting.push(file);
      if (listening) startDraining();
    },
    ready() {
      const count = waiting.length;
      listening = true;
      startDraining();
      return count;
    },
    pause() {
      listening = false;
    },
    async idle() {
      while (draining) await draining;
    },
  };
}
