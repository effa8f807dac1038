// A ruleset file → the rules a check applies (shared/rules), or every reason it cannot be used,
// each with its place: file, line:column and JSON Pointer. A ruleset that cannot be used is an
// error, never a fallback to the default: a check that quietly ignored a team's rules would
// call files sendable that its configurator refuses (or the other way round).
//
// The places come from the project's own strict reader (strict-json.ts: syntax errors and
// duplicate keys, which JSON.parse would hide) and locate-pointer.ts (the value a problem of
// the ruleset's content points at).
import { createHash } from 'node:crypto';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { MessageKey } from '../../shared/messages/catalogue';
import { text, type Text } from '../../shared/messages/text';
import { checkRuleset } from '../../shared/rules/check-ruleset';
import { defaultRulesetText } from '../../shared/rules/default-ruleset';
import { effectiveRules, type EffectiveRules } from '../../shared/rules/effective-rules';
import { DEFAULT_RULESET_NAME, type RulesetFile } from '../../shared/rules/ruleset-format';
import { locateIn } from '../../shared/validation/locate-pointer';
import { checkJson } from '../../shared/validation/strict-json';
import { openRegularFile } from './open-regular-file';
import { placeOf } from './text-place';
import { unreadableReason } from './validate-file';

/** A ruleset is a few kilobytes; one this large is not a ruleset. */
const MAX_RULESET_BYTES = 16 * 1024 ** 2;

export interface RulesetProblemAt {
  /** The ruleset file the problem is in (as given, or resolved from the `extends` that named it). */
  file: string;
  /** 1-based, in that file's text; absent when the file could not be read. */
  line?: number;
  column?: number;
  /** RFC 6901, in that file ('' is the whole file). */
  pointer: string;
  message: Text;
}

export type RulesetReading = { ok: true; rules: EffectiveRules; files: string[] } | { ok: false; problems: RulesetProblemAt[] };

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

let builtIn: EffectiveRules | undefined;

/** The built-in default, named "default" with the SHA-256 of rulesets/default.json. */
export function defaultRules(): EffectiveRules {
  builtIn ??= effectiveRules([], { name: DEFAULT_RULESET_NAME, sha256: sha256(defaultRulesetText()) });
  return builtIn;
}

interface ReadFile {
  bytes: Uint8Array;
  realPath: string;
}

async function readBytes(file: string): Promise<ReadFile | Text> {
  try {
    const { handle, size } = await openRegularFile(file);
    try {
      if (size > MAX_RULESET_BYTES) return text('ruleset.tooLarge', { limit: { bytes: MAX_RULESET_BYTES } });
      const bytes = new Uint8Array(await handle.readFile());
      return { bytes, realPath: await realpath(file) };
    } finally {
      await handle.close();
    }
  } catch (error) {
    return unreadableReason(error);
  }
}

/** One file's text → its ruleset, or its problems placed in it. */
function parseRuleset(file: string, bytes: Uint8Array): { ruleset: RulesetFile; source: string } | RulesetProblemAt[] {
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return [{ file, pointer: '', message: text('ruleset.encoding') }];
  }
  const problems: RulesetProblemAt[] = [];
  const syntax = checkJson(source, {
    onDuplicateKey: (offset, pointer, key) => problems.push({ file, ...placeOf(source, offset), pointer: pointer(), message: text('ruleset.duplicateKey', { field: key }) }),
  });
  if (syntax !== undefined) {
    return [{ file, ...placeOf(source, syntax.offset), pointer: '', message: text('ruleset.syntax', { detail: text(`syntax.${syntax.reason}` as MessageKey) }) }];
  }
  const checked = checkRuleset(JSON.parse(source));
  for (const problem of checked.problems) {
    problems.push({ file, ...placeOf(source, locateIn(source, problem.pointer)), pointer: problem.pointer, message: problem.message });
  }
  if (problems.length > 0 || checked.ruleset === undefined) return problems;
  return { ruleset: checked.ruleset, source };
}

/**
 * Reads the ruleset at `file` and the chain it extends (paths relative to each file's folder),
 * down to the built-in default. `file` is how messages name it (a path as the user gave it).
 */
export async function readRuleset(file: string, cwd: string = process.cwd()): Promise<RulesetReading> {
  const layers: RulesetFile[] = [];
  const seen: string[] = [];
  const names: string[] = [];
  let current = { shown: file, absolute: path.resolve(cwd, file) };
  let from: { file: string; source: string } | undefined;
  let name: string | undefined;
  /** Each file's SHA-256, the file given first. */
  const hashes: string[] = [];
  for (;;) {
    const read = await readBytes(current.absolute);
    if (!('bytes' in read)) {
      if (from === undefined) return { ok: false, problems: [{ file: current.shown, pointer: '', message: text('ruleset.unreadable', { detail: read }) }] };
      return { ok: false, problems: [{ ...extendsAt(from), message: text('ruleset.extendsUnreadable', { field: current.shown, detail: read }) }] };
    }
    if (seen.includes(read.realPath)) {
      return { ok: false, problems: [{ ...extendsAt(from!), message: text('ruleset.extendsCycle', { other: [...names, current.shown].join(' → ') }) }] };
    }
    seen.push(read.realPath);
    names.push(current.shown);
    const parsed = parseRuleset(current.shown, read.bytes);
    if (Array.isArray(parsed)) return { ok: false, problems: parsed };
    const { ruleset, source } = parsed;
    name ??= ruleset.name ?? path.basename(file);
    hashes.push(sha256(read.bytes));
    layers.unshift(ruleset);
    const base = ruleset.extends;
    if (base === undefined || base === DEFAULT_RULESET_NAME) break;
    from = { file: current.shown, source };
    current = { shown: path.join(path.dirname(current.shown), base), absolute: path.resolve(path.dirname(current.absolute), base) };
  }
  return { ok: true, rules: effectiveRules(layers, { name: name!, sha256: chainSha256(hashes) }), files: names };
}

/**
 * The SHA-256 that names a chain of rulesets, so that changing any file of it changes the id
 * a verdict records. A ruleset that extends only the built-in default is named by its own
 * SHA-256 (what `sha256sum` says of it); a chain by the SHA-256 of its files' SHA-256s, in hex,
 * each followed by a newline, the file given first and then each one it extends in turn
 * (`sha256sum given.json base.json | cut -c1-64 | sha256sum`). The built-in default is not in
 * it: it is the release's, and a report without a ruleset names it by its own SHA-256.
 */
function chainSha256(hashes: readonly string[]): string {
  return hashes.length === 1 ? hashes[0]! : sha256(hashes.map((hash) => `${hash}\n`).join(''));
}

/** The place of a file's `extends` value. */
function extendsAt(from: { file: string; source: string }): Omit<RulesetProblemAt, 'message'> {
  return { file: from.file, ...placeOf(from.source, locateIn(from.source, '/extends')), pointer: '/extends' };
}
