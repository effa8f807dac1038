// The Rules channels (issue 24): the target the window has chosen (its rules check the open
// file), the Rules view of a target or the default, a code's level set with a reason, import
// (main's open dialog; the file is copied into the data folder), export (main's save dialog,
// which asks before it replaces a file) and reset. After each change that touches the rules the
// open file was checked with, the file is checked again at once: its events follow as for any
// open, and the answer names that check.
//
// Importing a ruleset that extends another file is refused, saying which: the app keeps each
// target's ruleset as one file, byte for byte the one imported (so its SHA-256 is the one the
// command line reports for it), and a chain copied apart from its folder would no longer be
// the chain the team versions.
import { writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ChannelRequest, ChannelResponse } from '../../shared/ipc/contract';
import { IpcFailure } from '../../shared/ipc/result';
import { text } from '../../shared/messages/text';
import { PROTECTED_CODES } from '../../shared/rules/ruleset-format';
import { defaultRulesetText } from '../../shared/rules/default-ruleset';
import { parseAppId } from '../../shared/targets/app-id';
import { parseBaseUrl } from '../../shared/targets/base-url';
import { historyProblemText } from '../history/history-problem';
import { openRegularFile } from '../files/open-regular-file';
import { readRuleset } from '../files/read-ruleset';
import type { ChosenRules } from './chosen-rules';
import type { StartedOpen } from './document-store';
import type { EffectiveRules } from '../../shared/rules/effective-rules';
import { unwritable, type ChooseSaveFile } from './file-tasks';
import { inOrder } from './in-order';
import { placeOf, removeRuleset, rulesetBytes, rulesIn, RulesetStoreError, setLevel, storeRuleset, type RulesScope } from './ruleset-store';
import { rulesView } from './rules-view';

type Target = ChannelRequest<'getRules'>['target'];
type Recheck = ChannelResponse<'chooseRulesTarget'>['recheck'];
type Changed = ChannelResponse<'setRuleLevel'>;

/**
 * The open file's check (DocumentStore.recheckUnless). How a check ends is told to the window
 * as events, never as the answer of the change that started it.
 */
interface Rechecks {
  recheckUnless(rules: EffectiveRules): StartedOpen | undefined;
}

export interface RulesDeps {
  dataDir: string;
  documents: Rechecks;
  chosen: ChosenRules;
  /** The OS open dialog for a ruleset; undefined when cancelled. */
  chooseRulesetFile: () => Promise<string | undefined>;
  chooseSaveFile: ChooseSaveFile;
  log?: (message: string) => void;
}

/** The largest file read as a ruleset to import (read-ruleset.ts refuses larger ones first). */
const MAX_IMPORT_BYTES = 16 * 1024 ** 2;

/** A target as the window has it typed, parsed as a send parses it; null is the default. */
function scopeOf(target: Target): RulesScope {
  if (target === null) return { kind: 'default' };
  const base = parseBaseUrl(target.baseUrl);
  const app = parseAppId(target.app);
  if (!base.ok) throw new IpcFailure('target.invalid', base.message);
  if (!app.ok) throw new IpcFailure('target.invalid', app.message);
  return { kind: 'target', baseUrl: base.baseUrl, appId: app.appId };
}

function storeFailure(error: unknown): unknown {
  if (!(error instanceof RulesetStoreError)) return error;
  if (error.problem === 'unreadable') return new IpcFailure('rules.unreadable', text('shell.rules.unreadable', { file: error.file }));
  const code = (error.cause as NodeJS.ErrnoException | undefined)?.code;
  return new IpcFailure('rules.unwritable', text('shell.rules.unwritable', { reason: historyProblemText(code ?? 'EIO') }));
}

export function createRulesHandlers({ dataDir, documents, chosen, chooseRulesetFile, chooseSaveFile, log }: RulesDeps) {
  // A change and the checks it starts, one after another: two quick changes never write over
  // each other, and the open file ends up checked with the rules stored last.
  const inTurn = inOrder();

  /** Checks the open file again if the rules that apply to the chosen target are not those it was checked with. */
  async function recheck(): Promise<Recheck> {
    const started = documents.recheckUnless(await chosen.effective());
    if (started === undefined) return null;
    // How it ends is told as events; a failure there is the window's to show, not this answer's.
    started.opened.catch(() => undefined);
    return { documentId: started.documentId, name: started.name };
  }

  async function view(scope: RulesScope) {
    return rulesView(scope, await rulesIn(dataDir, scope));
  }

  /** Runs a change to a scope's ruleset, then the open file's check if the change touches it. */
  function change(scope: RulesScope, act: () => Promise<void>): Promise<Changed> {
    return inTurn(async () => {
      try {
        await act();
      } catch (error) {
        throw storeFailure(error);
      }
      return { view: await view(scope), recheck: await recheck() };
    });
  }

  return {
    chooseRulesTarget({ target }: ChannelRequest<'chooseRulesTarget'>): Promise<ChannelResponse<'chooseRulesTarget'>> {
      const scope = scopeOf(target);
      return inTurn(async () => {
        chosen.scope = scope;
        return { recheck: await recheck() };
      });
    },

    async getRules({ target }: ChannelRequest<'getRules'>): Promise<ChannelResponse<'getRules'>> {
      return view(scopeOf(target));
    },

    setRuleLevel({ target, code, level, reason }: ChannelRequest<'setRuleLevel'>): Promise<Changed> {
      const scope = scopeOf(target);
      // The window does not offer it; a request that asks all the same is refused here too.
      if (PROTECTED_CODES.has(code)) return Promise.reject(new IpcFailure('rules.protected', text('shell.rules.protected', { code })));
      return change(scope, () => setLevel(dataDir, scope, { code, level, reason }));
    },

    async importRuleset({ target }: ChannelRequest<'importRuleset'>): Promise<ChannelResponse<'importRuleset'>> {
      const scope = scopeOf(target);
      let file: string | undefined;
      try {
        file = await chooseRulesetFile();
      } catch (error) {
        log?.(`ruleset open dialog: ${String(error)}`);
        throw new IpcFailure('dialog.failed', text('shell.rules.dialogFailed'));
      }
      if (file === undefined) return { status: 'canceled' };
      const name = path.basename(file);
      const reading = await readRuleset(name, path.dirname(file));
      if (!reading.ok) return { status: 'unusable', file: name, problems: reading.problems.map((p) => ({ place: placeOf(p), message: p.message })) };
      if (reading.files.length > 1) {
        return { status: 'unusable', file: name, problems: [{ place: `${name} /extends`, message: text('shell.rules.importExtends', { file: name, base: reading.files[1]! }) }] };
      }
      // The bytes kept are the bytes checked: a file changed in between is not taken.
      const bytes = await readAtMost(file, MAX_IMPORT_BYTES).catch(() => undefined);
      if (bytes === undefined || createHash('sha256').update(bytes).digest('hex') !== reading.rules.id.sha256) {
        return { status: 'unusable', file: name, problems: [{ place: name, message: text('shell.rules.changedWhileRead') }] };
      }
      const changed = await change(scope, () => storeRuleset(dataDir, scope, name, bytes));
      return { status: 'imported', ...changed };
    },

    async exportRuleset({ target }: ChannelRequest<'exportRuleset'>): Promise<ChannelResponse<'exportRuleset'>> {
      const scope = scopeOf(target);
      let ruleset: { name: string; bytes: Uint8Array };
      try {
        ruleset = await rulesetBytes(dataDir, scope, defaultRulesetText);
      } catch (error) {
        throw storeFailure(error);
      }
      const chosenPath = await chooseSaveFile({ defaultPath: ruleset.name, format: 'json', title: 'shell.rules.chooseExport' });
      if (chosenPath === undefined) return { saved: false };
      try {
        await writeFile(chosenPath, ruleset.bytes);
      } catch (error) {
        throw unwritable(error, chosenPath);
      }
      return { saved: true, path: chosenPath };
    },

    resetRuleset({ target }: ChannelRequest<'resetRuleset'>): Promise<Changed> {
      const scope = scopeOf(target);
      return change(scope, () => removeRuleset(dataDir, scope));
    },
  };
}

async function readAtMost(file: string, maxBytes: number): Promise<Uint8Array | undefined> {
  const { handle, size } = await openRegularFile(file);
  try {
    return size > maxBytes ? undefined : new Uint8Array(await handle.readFile());
  } finally {
    await handle.close();
  }
}
