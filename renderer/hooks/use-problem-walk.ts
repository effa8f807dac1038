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
  // Kept with its document: another file starts the walk over.
  const [walked, setWalked] = useState<{ documentId: string; problem: ProblemAt }>();
  const current = walked && walked.documentId === documentId ? walked.problem : undefined;
  // The place to step from (where the walk stopped, or where the user went since) and where it arrived.
  const place = useRef<{ documentId?: string; from?: number; arrivedAt?: number }>({});
  const placeIn = useCallback((id: string | undefined) => {
    if (place.current.documentId !== id) place.current = { ...(id !== undefined ? { documentId: id } : {}) };
    return place.current;
  }, []);
  const arriveRef = useRef(arrive);
  useEffect(() => {
    arriveRef.current = arrive;
  }, [arrive]);

  const step = useCallback(
    (direction: 1 | -1) => {
      if (!documentId || total === 0) return;
      const here = placeIn(documentId);
      const at = here.from;
      // Around the end to the start (and back), as editors walk their problems.
      const target = at === undefined ? (direction === 1 ? 0 : total - 1) : (at + direction + total) % total;
      here.from = target;
      call((a) => a.getProblem({ documentId, at: target })).then(
        ({ problem }) => {
          if (!problem || here !== place.current || here.from !== target) return;
          here.arrivedAt = target;
          setWalked({ documentId, problem });
          arriveRef.current(problem);
        },
        () => undefined,
      );
    },
    [documentId, total, placeIn],
  );

  const next = useCallback(() => step(1), [step]);
  const previous = useCallback(() => step(-1), [step]);
  const reached = useCallback(
    (places: readonly number[]) => {
      // A cell with several findings must not send the walk back to its first (it would never
      // get past the cell): at the one the walk arrived at, it goes on from where it is.
      const here = placeIn(documentId);
      const at = here.arrivedAt;
      if (at !== undefined && places.includes(at)) return here.from !== undefined && places.includes(here.from) ? here.from : at;
      here.from = places[0];
      return here.from;
    },
    [documentId, placeIn],
  );
  return { current, next, previous, reached };
}
