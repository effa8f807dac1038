// Next / previous problem: walks the report's findings in file order (the order the report
// lists them in), one request each, wherever the user is. Where the user went by other means
// (a marked cell focused, a finding opened) becomes the place the walk goes on from.
import { useCallback, useEffect, useRef, useState } from 'react';
import { call, type ProblemAt } from '../api';

export interface ProblemWalk {
  /** The finding the walk is at; undefined before the first step. */
  current: ProblemAt | undefined;
  next(): void;
  previous(): void;
  /**
   * The user is at a cell with the findings at these places (focused it, maybe by the walk
   * itself): the walk goes on from the one it is at, else from the cell's first. Answers that place.
   */
  reached(places: readonly number[]): number | undefined;
}

/** `total`: findings the report lists. `arrive` shows the finding stepped to. */
export function useProblemWalk(documentId: string | undefined, total: number, arrive: (problem: ProblemAt) => void): ProblemWalk {
  const [current, setCurrent] = useState<ProblemAt>();
  // The place to step from: where the walk stopped, or where the user went since.
  const from = useRef<number | undefined>(undefined);
  const arrivedAt = useRef<number | undefined>(undefined);
  const arriveRef = useRef(arrive);
  useEffect(() => {
    arriveRef.current = arrive;
  }, [arrive]);

  useEffect(() => {
    from.current = undefined;
    arrivedAt.current = undefined;
    setCurrent(undefined);
  }, [documentId]);

  const step = useCallback(
    (direction: 1 | -1) => {
      if (!documentId || total === 0) return;
      const at = from.current;
      // Around the end to the start (and back), as editors walk their problems.
      const target = at === undefined ? (direction === 1 ? 0 : total - 1) : (at + direction + total) % total;
      from.current = target;
      call((a) => a.getProblem({ documentId, at: target })).then(
        ({ problem }) => {
          if (!problem || from.current !== target) return;
          arrivedAt.current = target;
          setCurrent(problem);
          arriveRef.current(problem);
        },
        () => undefined,
      );
    },
    [documentId, total],
  );

  const next = useCallback(() => step(1), [step]);
  const previous = useCallback(() => step(-1), [step]);
  const reached = useCallback((places: readonly number[]) => {
    // The cell the walk itself arrived at (focused a moment later, maybe after the next step
    // was asked for) leaves the walk where it is; so does a cell with several findings, which
    // must not send it back to its first (it would never get past the cell).
    const at = arrivedAt.current;
    if (at !== undefined && places.includes(at)) return from.current !== undefined && places.includes(from.current) ? from.current : at;
    from.current = places[0];
    return from.current;
  }, []);
  return { current, next, previous, reached };
}
