// Rulesets in the window (issue 24): a file with an error whose code can be lowered; "Treat as
// warning for this target…" with a reason; the file checked again at once, the finding now a
// warning and the file sendable, the confirmation naming the ruleset; the Rules view listing the
// rule with its level, origin and reason; the ruleset exported and imported for another target,
// which then checks the file the same way. And a stored ruleset that can no longer be read: an
// error in the Rules view, and nothing sent there. Both languages.
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { checkScreen, expect, screenshot, SAMPLES, test } from '../test-support/fixtures';
import { chooseTarget, saveToken, sidePanel, tokenSettled } from '../test-support/journey-steps';
import { testLocale, ui } from '../test-support/ui-text';

const FILE = path.join(SAMPLES, 'name-missing.json');
const CODE = 'article.name.missing';
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A screenshot to look at in the artifacts folder, per project (en-light, de-light). */
const shot = (page: Page, name: string) => screenshot(page, `24-rules-${name}`);

async function openFromOutside(app: Page, harness: { openFromOutside(file: string): void }, file: string): Promise<void> {
  harness.openFromOutside(file);
  await expect(app.getByRole('banner').getByText(path.basename(file), { exact: true })).toBeVisible();
}

const header = (app: Page) => app.getByRole('banner');
const rulesTab = (app: Page) => app.getByRole('tab', { name: ui('tabs.rules') });
const ruleRow = (app: Page, code: string) => app.getByRole('table', { name: ui('rules.tableLabel') }).getByRole('row').filter({ has: app.getByText(code, { exact: true }) });

test('treat as warning for this target: the file checked again and sent, the rule in the Rules view with its reason, exported and imported for another target', async ({ app, harness, fake }) => {
  const reason = testLocale() === 'de' ? 'Acme ergänzt die Namen aus seinem PIM' : 'Acme fills the names in from its PIM';
  await chooseTarget(app, fake.url, '4711');
  await saveToken(app, fake);
  await openFromOutside(app, harness, FILE);
  await expect(header(app).getByText(ui('state.errorsToFix', { count: 1 }))).toBeVisible();

  // From the finding: the Findings tab opened by itself for a file with an error.
  const group = app.getByRole('listitem').filter({ has: app.getByRole('button', { name: new RegExp(escape(ui(`code.${CODE}`))) }) });
  await group.getByRole('button', { name: ui('rules.treatAsWarning') }).click();
  const dialog = app.getByRole('dialog', { name: ui('rules.dialog.titleWarning') });
  await expect(dialog.getByText(ui('rules.dialog.forTarget', { appId: '4711', baseUrl: fake.url }))).toBeVisible();
  // Focus is in the reason; without one nothing is saved.
  await expect(dialog.getByLabel(ui('rules.dialog.reason'))).toBeFocused();
  await dialog.getByRole('button', { name: ui('rules.dialog.saveWarning') }).click();
  await expect(dialog.getByText(ui('rules.dialog.reasonMissing'))).toBeVisible();
  await dialog.getByLabel(ui('rules.dialog.reason')).fill(reason);
  await checkScreen(app, '95-rules-treat-as-warning');
  await dialog.getByRole('button', { name: ui('rules.dialog.saveWarning') }).click();
  await expect(dialog).toHaveCount(0);

  // Checked again at once: a warning now, the window still on the findings.
  await expect(header(app).getByText(ui('state.warningsToReview', { count: 1 }))).toBeVisible();
  await expect(app.getByRole('tab', { name: new RegExp(`^${escape(ui('tabs.findings'))}`) })).toHaveAttribute('aria-selected', 'true');
  await expect(app.getByRole('button', { name: new RegExp(`${escape(ui('severity.warning'))}.*${escape(ui(`code.${CODE}`))}`) })).toBeVisible();

  // The Rules view: the rule with its level, origin and reason; the ruleset named.
  await rulesTab(app).click();
  await expect(app.getByRole('heading', { name: ui('rules.title.target', { appId: '4711', baseUrl: fake.url }) })).toBeVisible();
  const ruleset = `App 4711 · ${fake.url}`;
  await expect(app.getByText(ui('rules.ruleset', { name: ruleset }))).toBeVisible();
  await expect(app.getByText(ui('rules.source.target'))).toBeVisible();
  const row = ruleRow(app, CODE);
  await expect(row).toContainText(ui('rules.level.warning'));
  await expect(row).toContainText(ui('rules.builtInLevel', { level: ui('rules.level.error') }));
  await expect(row).toContainText(ui('rules.origin.ruleset'));
  await expect(row).toContainText(reason);
  // Protected codes are never offered.
  await expect(ruleRow(app, 'json.syntax').getByRole('button')).toHaveCount(0);
  await expect(ruleRow(app, 'json.syntax')).toContainText(ui('rules.protected'));
  // Filtered: only what the ruleset sets.
  await app.getByLabel(ui('rules.filter.changed')).check();
  await expect(app.getByRole('table', { name: ui('rules.tableLabel') }).getByRole('row')).toHaveCount(2);
  const sha = (await app.locator('[title^="SHA-256"]').first().getAttribute('title'))!.replace(/^.*: /, '');
  expect(sha).toMatch(/^[0-9a-f]{64}$/);
  await expect(app.getByText(ui('rules.sha', { sha: sha.slice(0, 12) }))).toBeVisible();
  await shot(app, 'rules-view');
  await checkScreen(app, '96-rules-view');

  // Sendable now; the confirmation names the ruleset the file was checked with.
  await app.getByRole('button', { name: ui('send.button') }).click();
  const confirm = app.getByRole('dialog', { name: ui('confirm.title') });
  await expect(confirm.getByText(ui('confirm.rulesValue', { name: ruleset, sha: sha.slice(0, 12) }))).toBeVisible();
  await shot(app, 'confirm-rules');
  await confirm.getByRole('button', { name: ui('confirm.sendWithWarnings', { count: 1 }), exact: true }).click();
  await expect(app.getByText(ui('result.title.accepted'), { exact: true })).toBeVisible();
  expect(fake.requests).toHaveLength(1);
  await tokenSettled(app);

  // Exported (the harness's save dialog takes the proposed name), then imported for another target.
  await rulesTab(app).click();
  await app.getByRole('button', { name: ui('rules.export') }).click();
  const exported = app.getByRole('status').filter({ hasText: new RegExp(escape(ui('rules.exported', { path: '\u0000' })).replace('\u0000', '(.+)')) });
  await expect(exported).toBeVisible();
  const exportedPath = new RegExp(escape(ui('rules.exported', { path: '\u0000' })).replace('\u0000', '(.+)')).exec((await exported.textContent())!)![1]!;
  expect(path.basename(exportedPath)).toBe('app-4711.rules.json');

  await app.getByLabel(ui('target.appId'), { exact: true }).fill('815');
  await expect(app.getByRole('heading', { name: ui('rules.title.target', { appId: '815', baseUrl: fake.url }) })).toBeVisible();
  await expect(app.getByText(ui('rules.source.targetBuiltIn'))).toBeVisible();
  // The other target has the built-in rules: the file is checked with them again.
  await expect(header(app).getByText(ui('state.errorsToFix', { count: 1 }))).toBeVisible();
  await expect(sidePanel(app).getByText(ui('send.blocked.errors', { count: 1 }))).toBeVisible();

  const chooser = app.waitForEvent('filechooser');
  await app.getByRole('button', { name: ui('rules.import') }).click();
  await (await chooser).setFiles(exportedPath);
  await expect(app.getByRole('status').filter({ hasText: ui('rules.imported', { name: ruleset }) })).toBeVisible();
  await expect(app.getByText(ui('rules.ruleset', { name: ruleset }))).toBeVisible();
  await expect(app.getByText(ui('rules.sha', { sha: sha.slice(0, 12) }))).toBeVisible();
  await expect(ruleRow(app, CODE)).toContainText(reason);
  await expect(header(app).getByText(ui('state.warningsToReview', { count: 1 }))).toBeVisible();
  await shot(app, 'rules-imported');
});

test('a stored ruleset that can no longer be read: an error in the Rules view, nothing sent there, until it is reset', async ({ app, harness, fake }) => {
  await chooseTarget(app, fake.url, '4711');
  await saveToken(app, fake);
  await openFromOutside(app, harness, path.join(SAMPLES, 'valid-small.json'));
  await rulesTab(app).click();
  await ruleRow(app, 'price.amount.zero').getByRole('button', { name: ui('rules.changeLabel', { code: 'price.amount.zero' }) }).click();
  const dialog = app.getByRole('dialog', { name: ui('rules.dialog.title') });
  await dialog.getByRole('radio', { name: ui('rules.level.info') }).check();
  await dialog.getByLabel(ui('rules.dialog.reason')).fill('Free samples');
  await dialog.getByRole('button', { name: ui('rules.dialog.save') }).click();
  await expect(ruleRow(app, 'price.amount.zero')).toContainText('Free samples');

  // Damaged behind the app's back.
  const rulesets = path.join(harness.dataDir, 'rulesets');
  const [folder] = (await readdir(rulesets)).filter((name) => name.startsWith('app-4711-'));
  const [file] = await readdir(path.join(rulesets, folder!));
  await writeFile(path.join(rulesets, folder!, file!), '{"version": 1, "severity": {');
  // The Rules view reads the rules again each time it is shown.
  await app.getByRole('tab', { name: ui('tabs.preview') }).click();
  await rulesTab(app).click();
  const alert = app.getByRole('alert').filter({ hasText: ui('rules.unusable.title', { file: file! }) });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`${file}:1:29`);
  await expect(sidePanel(app).getByText(ui('send.blocked.rules'))).toBeVisible();
  await expect(app.getByRole('button', { name: ui('send.button') })).toBeDisabled();
  await shot(app, 'rules-unusable');
  await checkScreen(app, '97-rules-unusable');

  await app.getByRole('button', { name: ui('rules.reset') }).click();
  const reset = app.getByRole('dialog', { name: ui('rules.reset.title') });
  await expect(reset.getByRole('button', { name: ui('rules.cancel') })).toBeFocused();
  await reset.getByRole('button', { name: ui('rules.reset.confirm') }).click();
  await expect(app.getByText(ui('rules.source.targetBuiltIn'))).toBeVisible();
  await expect(app.getByRole('button', { name: ui('send.button') })).toBeEnabled();
  expect(fake.requests).toHaveLength(0);
});
