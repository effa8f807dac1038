// Rulesets across the IPC boundary (issue 24): which rules a file was checked with, and the
// Rules view of a target (or of the app's default): every code with its level and where the
// level comes from, and what the ruleset adds. Main reads and writes the rulesets; the window
// names no file.
import { z } from 'zod';
import { LIST_KEYS, MAX_REASON_LENGTH, RULE_LEVELS, VALUE_TYPES } from '../rules/ruleset-format';
import type { FieldRule, RulesetId } from '../rules/ruleset-format';
import type { RuleLevel } from '../report/finding-codes';
import { findingCodeSchema, recordKindSchema, severitySchema, textSchema } from './text-schema';

/** The ruleset a verdict was reached with: its name and the SHA-256 of its file. */
export const rulesetIdSchema = z.object({ name: z.string(), sha256: z.string() });

export const ruleLevelSchema = z.enum(RULE_LEVELS as [RuleLevel, ...RuleLevel[]]);

/** Why a code has the level it is given: said by whoever changes it, kept in the ruleset. */
export const reasonSchema = z.string().max(MAX_REASON_LENGTH).refine((reason) => reason.trim() !== '', 'a reason is needed');

/** Whose rules: a target's (as the window has it typed; main parses it as a send does), or the app's default. */
export const rulesTargetSchema = z.strictObject({ baseUrl: z.string().min(1).max(2048), app: z.string().min(1).max(4096) }).nullable();

const valueTypeSchema = z.enum(VALUE_TYPES);
const fieldRuleSchema = z.object({
  required: z.boolean().optional(),
  type: z.union([valueTypeSchema, z.array(valueTypeSchema)]).optional(),
  enum: z.array(z.unknown()).optional(),
  pattern: z.string().optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  maxLength: z.number().int().optional(),
  description: z.string().optional(),
});

const scopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('target'), baseUrl: z.string(), appId: z.number().int() }),
  /** The rules of every target that has none of its own. */
  z.object({ kind: z.literal('default') }),
]);

/**
 * Which rules apply in the scope: the target's own ruleset, the app's default ruleset (a target
 * without its own), or the built-in rules (no ruleset at all).
 */
const sourceSchema = z.enum(['target', 'default', 'builtIn']);

const ruleSchema = z.object({
  code: findingCodeSchema,
  level: ruleLevelSchema,
  /** The level the built-in rules give it. */
  builtIn: severitySchema,
  /** `ruleset`: the ruleset sets its level (or says why it keeps it); `default`: the built-in level stands. */
  origin: z.enum(['default', 'ruleset']),
  reason: z.string().optional(),
  /** Keeps the file readable JSON of the right shape: no ruleset may change it. */
  protected: z.boolean(),
});

const rulesViewBase = { scope: scopeSchema, source: sourceSchema };

export const rulesViewSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ready'),
    ...rulesViewBase,
    ruleset: rulesetIdSchema,
    /** Every finding code, in the rule table's order. */
    rules: z.array(ruleSchema),
    /** The field rules the ruleset adds to the built-in checks (only what differs from them). */
    fields: z.array(z.object({ kind: recordKindSchema, field: z.string(), rule: fieldRuleSchema })),
    /** Fields the built-in checks require that the ruleset does not. */
    notRequired: z.array(z.object({ kind: recordKindSchema, field: z.string() })),
    /** Allowed values that replace the built-in ones. */
    lists: z.array(z.object({ key: z.enum(LIST_KEYS), values: z.array(z.string()) })),
  }),
  /**
   * The stored ruleset cannot be used (damaged, removed by hand, written by a newer version):
   * an error, never the default in its place; sending to the target is refused until it is
   * replaced (import) or removed (reset).
   */
  z.object({
    status: z.literal('unusable'),
    ...rulesViewBase,
    /** The stored file's name. */
    file: z.string(),
    /** Each reason, with its place in the file (`file:line:column /pointer`) where it has one. */
    problems: z.array(z.object({ place: z.string(), message: textSchema })),
  }),
]);

/** A check of the open file started again because the rules that apply to it changed (its events follow). */
export const recheckSchema = z.object({ documentId: z.string(), name: z.string() }).nullable();

/** After a change to a ruleset: the scope's view now, and the open file's new check, if it needs one. */
export const rulesChangedSchema = z.object({ view: rulesViewSchema, recheck: recheckSchema });

export const importedRulesetSchema = z.discriminatedUnion('status', [
  /** The user closed the dialog. */
  z.object({ status: z.literal('canceled') }),
  z.object({ status: z.literal('imported'), view: rulesViewSchema, recheck: recheckSchema }),
  /** The chosen file cannot be used as a ruleset: nothing was changed. */
  z.object({ status: z.literal('unusable'), file: z.string(), problems: z.array(z.object({ place: z.string(), message: textSchema })) }),
]);

// The schemas match the core's types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const idMatches: Same<z.infer<typeof rulesetIdSchema>, RulesetId> = true;
const fieldRuleMatches: Same<z.infer<typeof fieldRuleSchema>, FieldRule> = true;
void idMatches;
void fieldRuleMatches;
