// A ruleset's patterns, matched in linear time: RE2 (re2js, a pure-JavaScript port) has no
// backtracking, so a pattern such as ^(a+)+$ cannot hang the check on a long value, whatever
// a ruleset or a vendor's schema says. RE2 has no look-around and no back-references; such a
// pattern is a ruleset error (its message names the construct), never silently ignored. The
// patterns rulesets mostly have run on our own automaton (pattern-automaton.ts), as linear.
import { RE2JS } from 're2js';
import { patternAutomaton } from './pattern-automaton';

export interface Pattern {
  /** Whether the text contains a match (JSON Schema's `pattern`: not anchored unless the pattern is). */
  test(text: string): boolean;
}

/**
 * The pattern, compiled; throws on a pattern that is not RE2 (patternProblem says why first).
 * The common ones (pattern-syntax.ts) run on our own automaton, ten times faster than re2js
 * and as linear; the rest on re2js. Both mean the same, and every pattern the automaton takes
 * is one RE2 takes (pattern-automaton.test.ts), so those need no re2js at all.
 */
export function compilePattern(source: string): Pattern {
  const automaton = patternAutomaton(source);
  if (automaton !== undefined) return automaton;
  const compiled = RE2JS.compile(source);
  return { test: (text) => compiled.matcher(text).find() };
}

/** Why the pattern cannot be used (the engine's words, naming the construct), or undefined. */
export function patternProblem(source: string): string | undefined {
  // Compiling re2js costs milliseconds at first use; the automaton's patterns are RE2 patterns.
  if (patternAutomaton(source) !== undefined) return undefined;
  try {
    RE2JS.compile(source);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
