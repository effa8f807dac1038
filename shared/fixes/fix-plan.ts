// A fix plan as data: per kind of fix, how many values and a few examples with their place,
// and the values held back with why. Built while the file streams by (fix-planner.ts), so it
// holds counts and examples only, whatever the size of the file; the app receives it over
// IPC, the CLI prints it.
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

/**
 * Why values with a fix of this kind are left as written: their record has a field twice
 * (which value counts is unclear); the fixed article number would be another article's (or
 * differ from it only in case); the fixed price would have the start of another price of its
 * article, list, currency and quantity, or meet its period; the same article number is kept
 * elsewhere in the file (an article and its prices are trimmed together or not at all).
 */
export const HELD_BACK_REASONS = ['repeatedField', 'duplicateArticle', 'duplicatePrice', 'sameNumberKept'] as const;
export type HeldBackReason = (typeof HELD_BACK_REASONS)[number];

export interface HeldBack {
  reason: HeldBackReason;
  count: number;
  examples: FixExample[];
}

export interface FixKindPlan {
  kind: FixKind;
  /** A guess: applied only when the user picks this kind. */
  suggestion: boolean;
  /** Values this kind fixes in the file (those held back not counted). */
  count: number;
  /** Values with a fix of this kind that the copy leaves as written, per reason (in the order of HELD_BACK_REASONS). */
  heldBack: HeldBack[];
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
  /** Kinds with at least one value to fix or held back, in the order of FIX_KINDS. */
  kinds: FixKindPlan[];
  /** Values the copy changes (the applied kinds' counts). */
  applied: number;
}
