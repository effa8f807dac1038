// How long a long job has left, from how far it got in the time it took: the average rate
// since it started, which settles quickly and does not jump with each chunk. Nothing is
// estimated in the first second (too little is known; a short job ends before it matters).

const SETTLE_MS = 1000;

export class TimeLeft {
  readonly #startedAt: number;

  constructor(private readonly now: () => number = Date.now) {
    this.#startedAt = now();
  }

  /** Milliseconds left, in whole seconds; undefined while too little is known, or when done. */
  estimate(done: number, total: number): number | undefined {
    const elapsed = this.now() - this.#startedAt;
    if (elapsed < SETTLE_MS || done <= 0 || done >= total) return undefined;
    const left = (elapsed * (total - done)) / done;
    return Math.max(1, Math.ceil(left / 1000)) * 1000;
  }
}
