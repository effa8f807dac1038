// The app's rulesets in the data folder: one per target (base URL and app ID, keyed as the
// digests and locks are) and one default for targets without their own; none at all means the
// built-in rules. Each lives alone in its folder under the name it was imported with:
//   <dataDir>/rulesets/app-<appId>-<16 hex of sha256(baseUrl)>/acme.rules.json
//   <dataDir>/rulesets/default/acme.rules.json
// so a ruleset without a `name` is named by its file's name, as the command line names it, and
// an exported copy is byte for byte the file imported (the same SHA-256 in every report).
//
// A stored ruleset that cannot be read is an error for its target, never a reason to use the
// default in its place (rulesIn answers `unusable`, with each problem at its place).
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { text, type Text } from '../../shared/messages/text';
import type { FindingCode, RuleLevel } from '../../shared/report/finding-codes';
import type { EffectiveRules } from '../../shared/rules/effective-rules';
import { DEFAULT_RULESET_NAME, RULESET_VERSION, type RulesetFile } from '../../shared/rules/ruleset-format';
import { ensureDataDir } from '../data-dir/ensure-data-dir';
import { removeStrayFiles } from '../data-dir/stray-files';
import { writeAtomically } from '../data-dir/write-atomically';
import { defaultRules, readRuleset, type RulesetProblemAt } from '../files/read-ruleset';
import { unreadableReason } from '../files/validate-file';

export const RULESETS_FOLDER = 'rulesets';

/** Whose rules: a target's (normalised by the caller: parseBaseUrl, parseAppId), or the default. */
export type RulesScope = { kind: 'target'; baseUrl: string; appId: number } | { kind: 'default' };

/** Where the rules that apply come from: the target's own ruleset, the default ruleset, or the built-in rules. */
type RulesSource = 'target' | 'default' | 'builtIn';

/** A reason a stored ruleset cannot be used, at its place in the file. */
interface PlacedProblem {
  /** `file:line:column /pointer`, as the command line says it (the file by its name). */
  place: string;
  message: Text;
}

export type AppliedRules =
  | { status: 'ready'; source: RulesSource; rules: EffectiveRules; /** The stored file (absent: the built-in rules). */ file?: string }
  | { status: 'unusable'; source: Exclude<RulesSource, 'builtIn'>; file: string; problems: PlacedProblem[] };

/** Temporary files of writeAtomically (`<name>.tmp-<pid>-<hex>`), ignored when reading and removed when stray. */
const TEMPORARY = /\.tmp-(\d+)-[0-9a-f]+$/;

export function rulesetFolder(dataDir: string, scope: RulesScope): string {
  if (scope.kind === 'default') return path.join(dataDir, RULESETS_FOLDER, 'default');
  if (!Number.isSafeInteger(scope.appId) || scope.appId <= 0) throw new RangeError('The app ID must be a positive integer.');
  const urlHash = createHash('sha256').update(scope.baseUrl, 'utf8').digest('hex').slice(0, 16);
  return path.join(dataDir, RULESETS_FOLDER, `app-${scope.appId}-${urlHash}`);
}

type Stored = { state: 'none' } | { state: 'one'; file: string } | { state: 'several'; names: string[] } | { state: 'broken'; detail: Text };

/** The file a scope's folder holds; `several` after a crash between writing a new ruleset and removing the old one. */
async function storedIn(folder: string): Promise<Stored> {
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => !TEMPORARY.test(name));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { state: 'none' };
    // Something else in the folder's place (a file), or no permission to look.
    return { state: 'broken', detail: unreadableReason(error) };
  }
  if (names.length === 0) return { state: 'none' };
  if (names.length > 1) return { state: 'several', names: names.sort() };
  return { state: 'one', file: path.join(folder, names[0]!) };
}

export function placeOf(problem: RulesetProblemAt): string {
  return `${problem.file}${problem.line === undefined ? '' : `:${problem.line}:${problem.column}`}${problem.pointer === '' ? '' : ` ${problem.pointer}`}`;
}

/** Reads the ruleset a scope stores, named by its file's name (as the command line names it). */
async function readStored(file: string, source: Exclude<RulesSource, 'builtIn'>): Promise<AppliedRules> {
  const reading = await readRuleset(path.basename(file), path.dirname(file));
  if (!reading.ok) return { status: 'unusable', source, file: path.basename(file), problems: reading.problems.map((p) => ({ place: placeOf(p), message: p.message })) };
  return { status: 'ready', source, rules: reading.rules, file };
}

async function ownRules(dataDir: string, scope: RulesScope): Promise<AppliedRules | undefined> {
  const source = scope.kind === 'target' ? 'target' : 'default';
  const stored = await storedIn(rulesetFolder(dataDir, scope));
  if (stored.state === 'none') return undefined;
  if (stored.state === 'broken') {
    const name = path.basename(rulesetFolder(dataDir, scope));
    return { status: 'unusable', source, file: name, problems: [{ place: name, message: text('ruleset.unreadable', { detail: stored.detail }) }] };
  }
  if (stored.state === 'several') {
    return { status: 'unusable', source, file: stored.names.join(', '), problems: [{ place: stored.names.join(', '), message: text('shell.rules.several') }] };
  }
  return readStored(stored.file, source);
}

/** The rules that apply in a scope: its own ruleset, else the default's (for a target), else the built-in rules. */
export async function rulesIn(dataDir: string, scope: RulesScope): Promise<AppliedRules> {
  const own = await ownRules(dataDir, scope);
  if (own !== undefined) return own;
  if (scope.kind === 'target') return rulesIn(dataDir, { kind: 'default' });
  return { status: 'ready', source: 'builtIn', rules: defaultRules() };
}

/** The stored ruleset could not be read or changed: `unreadable` (its problems are in the Rules view) or `unwritable` (the disk's). */
export class RulesetStoreError extends Error {
  constructor(readonly problem: 'unreadable' | 'unwritable', readonly file: string, override readonly cause?: unknown) {
    super(`ruleset ${problem}: ${file}`);
  }
}

async function writing<T>(folder: string, act: () => Promise<T>): Promise<T> {
  try {
    await ensureDataDir(folder);
    await removeStrayFiles(folder, TEMPORARY);
    return await act();
  } catch (error) {
    if (error instanceof RulesetStoreError) throw error;
    throw new RulesetStoreError('unwritable', folder, error);
  }
}

/** Keeps `bytes` as the scope's ruleset under `name` (the file the user imported), replacing the one it had. */
export async function storeRuleset(dataDir: string, scope: RulesScope, name: string, bytes: Uint8Array): Promise<void> {
  const folder = rulesetFolder(dataDir, scope);
  await writing(folder, async () => {
    await writeAtomically(path.join(folder, name), bytes);
    // The old one goes only once the new one is in place: a crash in between leaves both, which
    // reads as an error (`several`) until the next import or a reset, never as either one.
    for (const other of await readdir(folder)) {
      if (other !== name && !TEMPORARY.test(other)) await rm(path.join(folder, other), { recursive: true, force: true });
    }
  });
}

/** Removes the scope's own ruleset (a target then follows the default; the default, the built-in rules). */
export async function removeRuleset(dataDir: string, scope: RulesScope): Promise<void> {
  const folder = rulesetFolder(dataDir, scope);
  try {
    await rm(folder, { recursive: true, force: true });
  } catch (error) {
    throw new RulesetStoreError('unwritable', folder, error);
  }
}

/** What the scope's ruleset file holds, to export: its bytes and name; the built-in rules when it has none. */
export async function rulesetBytes(dataDir: string, scope: RulesScope, builtIn: () => string): Promise<{ name: string; bytes: Uint8Array }> {
  const applied = await rulesIn(dataDir, scope);
  if (applied.status === 'unusable') throw new RulesetStoreError('unreadable', applied.file);
  if (applied.file === undefined) return { name: `${DEFAULT_RULESET_NAME}.json`, bytes: new TextEncoder().encode(builtIn()) };
  return { name: path.basename(applied.file), bytes: await readFile(applied.file) };
}

/**
 * Sets `code` to `level` in the scope's own ruleset, with the reason, and keeps it. A scope
 * without one starts from what applies to it now: a target from the default ruleset (a copy:
 * the default's later changes are not the target's), else a new ruleset that extends the
 * built-in rules.
 */
export async function setLevel(dataDir: string, scope: RulesScope, change: { code: FindingCode; level: RuleLevel; reason: string }): Promise<void> {
  const applied = await rulesIn(dataDir, scope);
  if (applied.status === 'unusable') throw new RulesetStoreError('unreadable', applied.file);
  const own = applied.source === (scope.kind === 'target' ? 'target' : 'default') ? applied.file : undefined;
  const base = applied.file;
  const name = base === undefined ? newFileName(scope) : path.basename(base);
  const ruleset: RulesetFile = base === undefined ? newRuleset(scope) : (JSON.parse(await readFile(base, 'utf8')) as RulesetFile);
  ruleset.severity = { ...ruleset.severity, [change.code]: change.level };
  ruleset.reasons = { ...ruleset.reasons, [change.code]: change.reason.trim() };
  const bytes = new TextEncoder().encode(`${JSON.stringify(ruleset, null, 2)}\n`);
  const folder = rulesetFolder(dataDir, scope);
  if (own !== undefined) await writing(folder, () => writeAtomically(own, bytes));
  else await storeRuleset(dataDir, scope, name, bytes);
}

function newFileName(scope: RulesScope): string {
  return scope.kind === 'target' ? `app-${scope.appId}.rules.json` : 'default.rules.json';
}

/** A ruleset of the app's own making: it extends the built-in rules and says whose it is. */
function newRuleset(scope: RulesScope): RulesetFile {
  return {
    version: RULESET_VERSION,
    // Names for reports in any language: the target's app ID and address, or the default's word.
    name: scope.kind === 'target' ? `App ${scope.appId} · ${scope.baseUrl}` : 'default (local)',
    description: 'Kept by Article Importer (the Rules view); export it to version it with your project.',
    extends: DEFAULT_RULESET_NAME,
  };
}
