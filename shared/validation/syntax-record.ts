// What the strict reader knows of the record a syntax error broke, for the finding's words:
// the list or object still open at the error (a missing ] or } leaves it open), and the
// record's article number where it is certain.
import type { RecordKind } from '../report/report';
import type { Place } from './findings-collector';
import type { StrictHandlers, SyntaxProblem } from './strict-json';

/** The innermost list or object still open at the error, and where it opens. */
export type OpenContainer = { place: Place } & (
  /** The object of an article or a price itself. */
  | { is: 'record' }
  /** The document's list of articles or of prices. */
  | { is: 'records'; list: RecordKind }
  /** A list or an object inside a value. */
  | { is: 'list' | 'object' }
);

/** The container the strict reader left open in a value's text; `placeAt` places an offset of that text. */
export function openContainerIn(problem: SyntaxProblem, isRecord: boolean, placeAt: (offset: number) => Place): OpenContainer | undefined {
  const inner = problem.innermost;
  if (inner === undefined) return undefined;
  const place = placeAt(inner.start);
  if (isRecord && inner.start === 0 && inner.isObject) return { is: 'record', place };
  return { is: inner.isObject ? 'object' : 'list', place };
}

/**
 * The article number of a record read up to an error: the text under `articleNumber` once the
 * comma or brace after it confirmed it whole. A record that has the key twice before the error
 * has none: a reader keeps the last value, which the error may have cut.
 */
export function articleNumberWatch(text: string): { handlers: StrictHandlers; articleNumber(): string | undefined } {
  let number: string | undefined;
  let repeated = false;
  return {
    handlers: {
      onOuterText: (key, start, end) => {
        if (key === 'articleNumber') number ??= JSON.parse(text.slice(start, end)) as string;
      },
      onDuplicateKey: (_offset, pointer, key) => {
        if (key === 'articleNumber' && pointer() === '/articleNumber') repeated = true;
      },
    },
    articleNumber: () => (repeated ? undefined : number),
  };
}
