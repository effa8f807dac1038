// A fix plan as data: per kind of fix, how many values and a few examples with their place.
// Built while the file streams by (fix-planner.ts), so it holds counts and examples only,
// whatever the size of the file; the app receives it over IPC, the CLI prints it.
import type { FixKind } from './fix-kinds';

export interface FixExample {
  record: 'article' | 'price';
  /** Place in its list, from 0. */
  index: number;
  articleNumber?: string;
  /** JSON Pointer of the value ('/prices/12/amount'). */
  pointer: string;
  /** 1-based line and column (UTF-16 units) of the value in the original. */
  line: number;
  column: number;
  /** The value as written (cut at 60 characters) and what the copy writes instead. */
  before: string;
  after: string;
}

export interface FixKindPlan {
  kind: FixKind;
  /** A guess: applied only when the user picks this kind. */
  suggestion: boolean;
  /** Values this kind fixes in the file. */
  count: number;
  /** Whether the copy applies it (in a plan made before a copy: whether it would by default). */
  applied: boolean;
  examples: FixExample[];
}

export interface FixPlan {
  /**
   * False when the file is not a JSON document the check can read (a syntax error, not UTF-8,
   * a value too large): nothing is planned and no copy is made; the check says why.
   */
  readable: boolean;
  articles: number;
  prices: number;
  /** Kinds with at least one value, in the order of FIX_KINDS. */
  kinds: FixKindPlan[];
  /** Values the copy changes (the applied kinds' counts). */
  applied: number;
}
