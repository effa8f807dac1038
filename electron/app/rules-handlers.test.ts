// The Rules channels against the real main side (createApp through dispatch, as the window
// calls it): rulesets kept per target in the data folder, a code lowered with a reason and the
// open file checked again with it in the real validation worker, export and import between
// targets, the default, and a stored ruleset that can no longer be read: an error in the view,
// and a send there refused, never the default in its place.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChannelResponse, EventPayload } from '../../shared/ipc/contract';
import { formatText } from '../../shared/messages/format';
import { text } from '../../shared/messages/text';
import { startInProcessApi, type InProcessApi } from '../../test-support/in-process-api';
import { SAMPLES } from '../../test-support/paths';
import { startFakeConfigurator, type FakeConfigurator } from '../../tools/fake-configurator/server';
import { defaultRules } from '../files/read-ruleset';
import { RULESETS_FOLDER, rulesetFolder } from './ruleset-store';

const NAME_MISSING = path.join(SAMPLES, 'name-missing.json');
const REASON = 'Acme fills the names in from its PIM';

let fake: FakeConfigurator;
let tmp: string;
let main: InProcessApi;
/** What main's dialogs answer next. */
let openAnswer: string | undefined;
let saveAnswer: string | undefined;

beforeAll(async () => {
  fake = await startFakeConfigurator();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ai-rules-'));
  openAnswer = undefined;
  saveAnswer = undefined;
  fake.requests.length = 0;
  main = await startInProcessApi({ chooseRulesetFile: async () => openAnswer, chooseSaveFile: async () => saveAnswer });
});
afterEach(async () => {
  await main.dispose();
  await rm(tmp, { recursive: true, force: true });
});

const target = (app = '4711') => ({ baseUrl: fake.url, app });
const scope = (appId = 4711) => ({ kind: 'target' as const, baseUrl: fake.url, appId });

/** A channel's value, or a failure that names its code. */
async function value<T>(result: Promise<{ ok: true; value: T } | { ok: false; error: { code: string } }>): Promise<T> {
  const answer = await result;
  if (!answer.ok) throw new Error(`failed: ${answer.error.code}`);
  return answer.value;
}

/** The open file once the check a change started has ended. */
async function rechecked(recheck: ChannelResponse<'chooseRulesTarget'>['recheck']): Promise<EventPayload<'documentOpened'>> {
  if (recheck === null) throw new Error('the file was not checked again');
  return main.whenOpened(recheck.documentId);
}

function ready(view: ChannelResponse<'getRules'>) {
  if (view.status !== 'ready') throw new Error(`the rules cannot be used: ${view.problems.map((p) => `${p.place} ${formatText('en', p.message)}`).join('; ')}`);
  return view;
}

describe('the rules of a target', () => {
  it('are the built-in rules until a ruleset is kept for it: every code with its level, from the default', async () => {
    const view = ready(await value(main.api.getRules({ target: target() })));
    expect(view).toMatchObject({ scope: scope(), source: 'builtIn', ruleset: defaultRules().id, fields: [], notRequired: [], lists: [] });
    expect(view.rules.find((r) => r.code === 'article.name.missing')).toEqual({ code: 'article.name.missing', level: 'error', builtIn: 'error', origin: 'default', protected: false });
    expect(view.rules.find((r) => r.code === 'json.syntax')).toMatchObject({ level: 'error', protected: true });
    expect(ready(await value(main.api.getRules({ target: null })))).toMatchObject({ scope: { kind: 'default' }, source: 'builtIn' });
  });

  it('treat as warning: kept with its reason in the target\'s ruleset, the open file checked again at once and sendable', async () => {
    await value(main.api.chooseRulesTarget({ target: target() }));
    const opened = await main.open(NAME_MISSING);
    expect(opened.rules).toEqual(defaultRules().id);
    expect(opened.report.counts).toMatchObject({ error: 1, warning: 0 });

    const changed = await value(main.api.setRuleLevel({ target: target(), code: 'article.name.missing', level: 'warning', reason: `  ${REASON} ` }));
    const view = ready(changed.view);
    expect(view.source).toBe('target');
    expect(view.rules.find((r) => r.code === 'article.name.missing')).toEqual({ code: 'article.name.missing', level: 'warning', builtIn: 'error', origin: 'ruleset', reason: REASON, protected: false });

    const again = await rechecked(changed.recheck);
    expect(again).toMatchObject({ path: opened.path, rechecked: true });
    expect(opened.rechecked).toBeUndefined();
    expect(again.rules).toEqual(view.ruleset);
    expect(again.report.counts).toMatchObject({ error: 0, warning: 1 });
    expect(again.report.groups).toEqual([expect.objectContaining({ code: 'article.name.missing', severity: 'warning' })]);

    // Kept in the data folder, one folder per target, as a ruleset the command line reads too.
    const folder = rulesetFolder(main.dataDir, scope());
    const [file] = await readdir(folder);
    const stored = JSON.parse(await readFile(path.join(folder, file!), 'utf8')) as Record<string, unknown>;
    expect(stored).toMatchObject({ version: 1, extends: 'default', severity: { 'article.name.missing': 'warning' }, reasons: { 'article.name.missing': REASON } });
    expect(createHash('sha256').update(await readFile(path.join(folder, file!))).digest('hex')).toBe(view.ruleset.sha256);

    // The send goes, checked with the target's rules.
    await value(main.api.useTokenForSession({ baseUrl: fake.url, token: fake.token }));
    const sent = await value(main.api.send({ documentId: again.documentId, baseUrl: fake.url, app: '4711', confirmedWarnings: 1 }));
    expect(sent.verdict).toBe('accepted');
    // Its record names the target's ruleset, not the built-in rules.
    const { entries } = await value(main.api.getHistory({}));
    expect(entries[0]).toMatchObject({ outcome: 'accepted', rules: view.ruleset });
  });

  it('is another target\'s own: a change to one target leaves the others (and the open file checked for them) as they were', async () => {
    await value(main.api.chooseRulesTarget({ target: target('99') }));
    await main.open(NAME_MISSING);
    const changed = await value(main.api.setRuleLevel({ target: target(), code: 'article.name.missing', level: 'off', reason: REASON }));
    expect(changed.recheck).toBeNull();
    expect(ready(await value(main.api.getRules({ target: target('99') }))).source).toBe('builtIn');
    // Choosing the changed target checks the file with its rules.
    const again = await rechecked((await value(main.api.chooseRulesTarget({ target: target() }))).recheck);
    expect(again.report.counts).toMatchObject({ error: 0, warning: 0, info: 0 });
    // And choosing it again changes nothing.
    expect((await value(main.api.chooseRulesTarget({ target: target() }))).recheck).toBeNull();
  });

  it('refuses to change a protected code, and a change without a reason', async () => {
    const refused = await main.api.setRuleLevel({ target: target(), code: 'json.syntax', level: 'warning', reason: REASON });
    expect(refused).toEqual({ ok: false, error: { code: 'rules.protected', message: text('shell.rules.protected', { code: 'json.syntax' }) } });
    expect(await main.api.setRuleLevel({ target: target(), code: 'article.name.missing', level: 'warning', reason: '   ' })).toMatchObject({ ok: false, error: { code: 'ipc.badRequest' } });
    expect(await main.api.getRules({ target: { baseUrl: fake.url, app: 'x' } })).toMatchObject({ ok: false, error: { code: 'target.invalid' } });
    await expect(readdir(path.join(main.dataDir, RULESETS_FOLDER))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('import and export', () => {
  it('exports a target\'s ruleset byte for byte and imports it for another target: the same name and SHA-256', async () => {
    await value(main.api.setRuleLevel({ target: target(), code: 'article.name.missing', level: 'warning', reason: REASON }));
    const { ruleset } = ready(await value(main.api.getRules({ target: target() })));
    saveAnswer = path.join(tmp, 'acme.rules.json');
    expect(await value(main.api.exportRuleset({ target: target() }))).toEqual({ saved: true, path: saveAnswer });

    await value(main.api.chooseRulesTarget({ target: target('815') }));
    await main.open(NAME_MISSING);
    openAnswer = saveAnswer;
    const imported = await value(main.api.importRuleset({ target: target('815') }));
    if (imported.status !== 'imported') throw new Error(imported.status);
    expect(ready(imported.view)).toMatchObject({ source: 'target', ruleset });
    expect(ready(imported.view).rules.find((r) => r.code === 'article.name.missing')).toMatchObject({ level: 'warning', reason: REASON });
    expect((await rechecked(imported.recheck)).report.counts.error).toBe(0);
  });

  it('exports the built-in rules when a target has none, and tells a cancelled dialog', async () => {
    expect(await value(main.api.exportRuleset({ target: target() }))).toEqual({ saved: false });
    saveAnswer = path.join(tmp, 'default.json');
    await value(main.api.exportRuleset({ target: target() }));
    expect(createHash('sha256').update(await readFile(saveAnswer)).digest('hex')).toBe(defaultRules().id.sha256);
    expect(await value(main.api.importRuleset({ target: target() }))).toEqual({ status: 'canceled' });
  });

  it('imports a ruleset under its own file name (its name when it has none), and replaces the one before', async () => {
    openAnswer = path.join(tmp, 'plain.json');
    await writeFile(openAnswer, '{"version": 1, "severity": {"article.name.missing": "info"}}');
    const first = await value(main.api.importRuleset({ target: target() }));
    expect(first.status === 'imported' && ready(first.view).ruleset.name).toBe('plain.json');
    openAnswer = path.join(tmp, 'acme.json');
    await writeFile(openAnswer, '{"version": 1, "name": "Acme"}');
    await value(main.api.importRuleset({ target: target() }));
    expect(await readdir(rulesetFolder(main.dataDir, scope()))).toEqual(['acme.json']);
  });

  it('refuses a file that cannot be used, saying each problem at its place, and one that extends another file', async () => {
    openAnswer = path.join(tmp, 'broken.json');
    await writeFile(openAnswer, '{"version": 1,\n  "severity": {"json.syntax": "warning"}}');
    const broken = await value(main.api.importRuleset({ target: target() }));
    expect(broken).toMatchObject({ status: 'unusable', file: 'broken.json', problems: [{ place: 'broken.json:2:31 /severity/json.syntax' }] });

    await writeFile(path.join(tmp, 'base.json'), '{"version": 1}');
    openAnswer = path.join(tmp, 'chained.json');
    await writeFile(openAnswer, '{"version": 1, "extends": "base.json"}');
    const chained = await value(main.api.importRuleset({ target: target() }));
    expect(chained).toEqual({ status: 'unusable', file: 'chained.json', problems: [{ place: 'chained.json /extends', message: text('shell.rules.importExtends', { file: 'chained.json', base: 'base.json' }) }] });
    expect(ready(await value(main.api.getRules({ target: target() }))).source).toBe('builtIn');
  });
});

describe('the default', () => {
  it('applies to every target without its own ruleset; reset goes back to the built-in rules', async () => {
    await value(main.api.chooseRulesTarget({ target: target() }));
    await main.open(NAME_MISSING);
    const changed = await value(main.api.setRuleLevel({ target: null, code: 'article.name.missing', level: 'warning', reason: REASON }));
    expect(ready(changed.view)).toMatchObject({ scope: { kind: 'default' }, source: 'default' });
    expect((await rechecked(changed.recheck)).report.counts.error).toBe(0);
    expect(ready(await value(main.api.getRules({ target: target() })))).toMatchObject({ source: 'default', ruleset: ready(changed.view).ruleset });

    const reset = await value(main.api.resetRuleset({ target: null }));
    expect(ready(reset.view).source).toBe('builtIn');
    expect((await rechecked(reset.recheck)).report.counts.error).toBe(1);
  });

  it('is copied into a target\'s ruleset when the target gets one of its own', async () => {
    await value(main.api.setRuleLevel({ target: null, code: 'price.amount.zero', level: 'info', reason: 'Free samples' }));
    await value(main.api.setRuleLevel({ target: target(), code: 'article.name.missing', level: 'warning', reason: REASON }));
    const view = ready(await value(main.api.getRules({ target: target() })));
    expect(view.rules.filter((r) => r.origin === 'ruleset').map((r) => [r.code, r.level, r.reason])).toEqual([
      ['article.name.missing', 'warning', REASON], ['price.amount.zero', 'info', 'Free samples'],
    ]);
  });
});

describe('a stored ruleset that can no longer be read', () => {
  it('is an error in the view and refuses a send there, never the default in its place; reset ends it', async () => {
    await value(main.api.setRuleLevel({ target: target(), code: 'article.name.missing', level: 'warning', reason: REASON }));
    const folder = rulesetFolder(main.dataDir, scope());
    const [file] = await readdir(folder);
    await writeFile(path.join(folder, file!), '{"version": 1, "severity": {');

    const view = await value(main.api.getRules({ target: target() }));
    expect(view).toMatchObject({ status: 'unusable', source: 'target', file, problems: [{ place: `${file}:1:29` }] });

    // The file is shown checked with the built-in rules (and says so), and is not sent there.
    await value(main.api.chooseRulesTarget({ target: target() }));
    const opened = await main.open(path.join(SAMPLES, 'valid-small.json'));
    expect(opened.rules).toEqual(defaultRules().id);
    await value(main.api.useTokenForSession({ baseUrl: fake.url, token: fake.token }));
    const sent = await main.api.send({ documentId: opened.documentId, baseUrl: fake.url, app: '4711', confirmedWarnings: 0 });
    expect(sent).toEqual({ ok: false, error: { code: 'rules.unreadable', message: text('shell.rules.sendUnreadable', { appId: '4711', baseUrl: fake.url, file: file! }) } });
    expect(fake.requests).toEqual([]);
    expect(await main.api.setRuleLevel({ target: target(), code: 'article.name.missing', level: 'warning', reason: REASON })).toMatchObject({ ok: false, error: { code: 'rules.unreadable' } });
    expect(await main.api.exportRuleset({ target: target() })).toMatchObject({ ok: false, error: { code: 'rules.unreadable' } });

    const reset = await value(main.api.resetRuleset({ target: target() }));
    expect(ready(reset.view).source).toBe('builtIn');
  });

  it('refuses a send when the target\'s rules changed behind the window\'s back (another copy of the app): the file waits for its check', async () => {
    await value(main.api.chooseRulesTarget({ target: target() }));
    const opened = await main.open(path.join(SAMPLES, 'valid-small.json'));
    const folder = rulesetFolder(main.dataDir, scope());
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'other.json'), '{"version": 1, "name": "Other"}');
    await value(main.api.useTokenForSession({ baseUrl: fake.url, token: fake.token }));
    const sent = await main.api.send({ documentId: opened.documentId, baseUrl: fake.url, app: '4711', confirmedWarnings: 0 });
    expect(sent).toEqual({ ok: false, error: { code: 'rules.notApplied', message: text('shell.rules.notApplied', { appId: '4711', baseUrl: fake.url, checked: 'default', rules: 'Other' }) } });
    expect(fake.requests).toEqual([]);
  });
});
