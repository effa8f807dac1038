// From finding to fixed, in the window (issue 23): Fix automatically… shows the plan before
// anything is written, writes the corrected copy beside the original (the harness answers the
// save dialog as a user who takes the proposed name), opens and checks it, and the History
// names a send of it as a corrected copy; Set aside… shows the counts, writes both files and
// opens the sendable one, which has no errors. The original is never changed. Both languages.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { validateFile } from '../electron/files/validate-file';
import type { MessageKey } from '../shared/messages/catalogue';
import { FIXABLE_CERTAIN, fixableExport } from '../test-support/fixable-export';
import { checkScreen, expect, screenshot, test } from '../test-support/fixtures';
import { chooseTarget, saveToken, sendAndConfirm, sidePanel, tokenSettled } from '../test-support/journey-steps';
import { ui } from '../test-support/ui-text';

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const kindLabel = (kind: string) => ui(`fix.kind.${kind}` as MessageKey);

/** A screenshot to look at in the artifacts folder, per project (en-light, de-light). */
const shot = (page: Page, name: string) => screenshot(page, `23-fix-${name}`);

async function openFromOutside(app: Page, harness: { openFromOutside(file: string): void }, file: string): Promise<void> {
  harness.openFromOutside(file);
  await expect(app.getByRole('banner').getByText(path.basename(file), { exact: true })).toBeVisible();
}

test('Fix automatically…: the plan, a kind left out, the copy opened and checked, the original unchanged, the send in the History', async ({ app, harness, fake }, testInfo) => {
  const original = testInfo.outputPath('week.json');
  await writeFile(original, fixableExport());
  const bytes = await readFile(original);
  await openFromOutside(app, harness, original);
  const values = Object.values(FIXABLE_CERTAIN).reduce((sum, n) => sum + n, 0);
  const before = (await validateFile(original)).report;
  await expect(app.getByRole('banner').getByText(ui('state.errorsToFix', { count: before.counts.error }))).toBeVisible();

  await app.getByRole('button', { name: ui('fixes.fix.button') }).click();
  const dialog = app.getByRole('dialog', { name: ui('fixes.fix.title', { name: 'week.json' }) });
  for (const [kind, count] of Object.entries(FIXABLE_CERTAIN)) {
    const box = dialog.getByRole('checkbox', { name: new RegExp(`^${escape(kindLabel(kind))}.*${escape(ui('fixes.fix.count', { count }))}`) });
    await expect(box).toBeChecked();
  }
  const amounts = dialog.getByRole('list', { name: ui('fixes.fix.examplesLabel', { label: kindLabel('amount.text') }) });
  await expect(amounts.getByRole('listitem').first()).toContainText('"12,50"');
  await expect(amounts.getByRole('listitem').first()).toContainText('12.50');
  await expect(amounts.getByRole('listitem').first()).toContainText(ui('fixes.fix.exampleArticle', { record: 'price', articleNumber: 'CH-1001' }));
  await expect(dialog.getByText(ui('fixes.fix.chosen', { values, kinds: 6 }))).toBeVisible();
  await shot(app, 'fix-plan');
  await checkScreen(app, '90-fix-plan');

  // The German dates are left for the ERP team: they stay findings in the copy.
  await dialog.getByRole('checkbox', { name: new RegExp(`^${escape(kindLabel('date.german'))}`) }).uncheck();
  const fixed = values - FIXABLE_CERTAIN['date.german'];
  await expect(dialog.getByText(ui('fixes.fix.chosen', { values: fixed, kinds: 5 }))).toBeVisible();
  await dialog.getByRole('button', { name: ui('fixes.fix.save') }).click();

  const notice = app.getByRole('status').filter({ hasText: ui('fixes.fix.done', { original: 'week.json', fixes: fixed, kinds: 5 }) });
  await expect(notice).toBeVisible();
  const copy = testInfo.outputPath('week.fixed.json');
  await expect(notice).toContainText(ui('fixes.fix.savedAt', { path: copy }));
  await expect(app.getByRole('banner').getByText('week.fixed.json', { exact: true })).toBeVisible();
  await expect(app.getByRole('banner').getByText(ui('state.errorsToFix', { count: 2 }))).toBeVisible();
  await expect(app.getByRole('button', { name: new RegExp(escape(ui('code.price.validFrom.format'))) })).toBeVisible();
  await expect(app.getByRole('button', { name: new RegExp(escape(ui('code.article.active.type'))) })).toHaveCount(0);
  await shot(app, 'fix-notice');
  await checkScreen(app, '91-fix-notice');
  expect(await readFile(original)).toEqual(bytes);

  // The dates too, from the copy: a copy with no errors, sent as it was checked.
  await app.getByRole('button', { name: ui('fixes.fix.button') }).click();
  const again = app.getByRole('dialog', { name: ui('fixes.fix.title', { name: 'week.fixed.json' }) });
  await expect(again.getByRole('checkbox')).toHaveCount(1);
  await again.getByRole('button', { name: ui('fixes.fix.save') }).click();
  const final = testInfo.outputPath('week.fixed.fixed.json');
  await expect(app.getByRole('banner').getByText('week.fixed.fixed.json', { exact: true })).toBeVisible();
  const { report } = await validateFile(final);
  expect(report.counts.error).toBe(0);

  await chooseTarget(app, fake.url, '4711');
  await saveToken(app, fake);
  await sendAndConfirm(app, report.counts.warning);
  await expect(app.getByText(ui('result.title.accepted'), { exact: true })).toBeVisible();
  expect(fake.requests.at(-1)).toMatchObject({ bodyBytes: (await readFile(final)).length, bodySha256: report.sha256 });
  await tokenSettled(app);
  await app.getByRole('tab', { name: ui('tabs.history') }).click();
  await expect(app.getByRole('cell', { name: new RegExp(escape(ui('history.correctedCopy', { file: 'week.fixed.json', fixes: FIXABLE_CERTAIN['date.german'] }))) })).toBeVisible();
  await shot(app, 'fix-history');
  expect(await readFile(original)).toEqual(bytes);
});

test('Fix automatically…: a fix that would make two articles one is held back, and the plan says why', async ({ app, harness }, testInfo) => {
  const original = testInfo.outputPath('merge.json');
  const text = JSON.stringify({
    articles: [{ articleNumber: ' A1 ', name: 'Tisch' }, { articleNumber: 'A1', name: 'Stuhl' }],
    prices: [{ articleNumber: 'A1', currency: 'EUR', amount: '12,50' }],
  });
  await writeFile(original, text);
  await openFromOutside(app, harness, original);
  await app.getByRole('button', { name: ui('fixes.fix.button') }).click();
  const dialog = app.getByRole('dialog', { name: ui('fixes.fix.title', { name: 'merge.json' }) });
  await expect(dialog.getByRole('checkbox', { name: new RegExp(`^${escape(kindLabel('code.whitespace'))}.*${escape(ui('fixes.fix.count', { count: 0 }))}`) })).toBeVisible();
  await expect(dialog.getByText(ui('fixes.fix.heldBack', { count: 1, reason: ui('fix.heldBack.duplicateArticle') }))).toBeVisible();
  await expect(dialog.getByText(ui('fixes.fix.chosen', { values: 1, kinds: 1 }))).toBeVisible();
  await shot(app, 'fix-held-back');
  await dialog.getByRole('button', { name: ui('fixes.fix.save') }).click();
  await expect(app.getByRole('banner').getByText('merge.fixed.json', { exact: true })).toBeVisible();
  const copy = await readFile(testInfo.outputPath('merge.fixed.json'), 'utf8');
  expect(copy).toBe(text.replace('"12,50"', '12.50'));
});

test('Set aside the records with errors…: the counts, both files written, the sendable one opened without errors', async ({ app, harness }, testInfo) => {
  const original = testInfo.outputPath('week.json');
  await writeFile(original, fixableExport());
  const bytes = await readFile(original);
  await openFromOutside(app, harness, original);

  // From the send panel, where "cannot send" is said.
  await sidePanel(app).getByRole('button', { name: ui('fixes.setAside.button') }).click();
  const dialog = app.getByRole('dialog', { name: ui('fixes.setAside.title', { name: 'week.json' }) });
  const counts = dialog.getByRole('table', { name: ui('fixes.setAside.countsLabel') });
  await expect(counts.getByRole('row', { name: new RegExp(`^${escape(ui('summary.articles'))} 1 2$`) })).toBeVisible();
  await expect(counts.getByRole('row', { name: new RegExp(`^${escape(ui('summary.prices'))} 0 3$`) })).toBeVisible();
  await shot(app, 'set-aside');
  await checkScreen(app, '92-set-aside');

  await dialog.getByRole('button', { name: ui('fixes.setAside.save') }).click();
  const sendable = testInfo.outputPath('week.sendable.json');
  const rejected = testInfo.outputPath('week.rejected.json');
  const notice = app.getByRole('status').filter({ hasText: ui('fixes.setAside.sendablePath', { path: sendable }) });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(ui('fixes.setAside.rejectedPath', { path: rejected }));
  await expect(app.getByRole('banner').getByText('week.sendable.json', { exact: true })).toBeVisible();
  const { report } = await validateFile(sendable);
  expect(report.counts.error).toBe(0);
  await expect(app.getByRole('banner').getByText(ui('state.errorsToFix', { count: 1 }), { exact: false })).toHaveCount(0);
  await expect(app.getByRole('tab', { name: new RegExp(`^${escape(ui('tabs.findings'))}`) })).toBeVisible();
  await shot(app, 'set-aside-notice');
  await checkScreen(app, '93-set-aside-notice');

  const aside = JSON.parse(await readFile(rejected, 'utf8')) as { articles: unknown[]; prices: unknown[] };
  expect([aside.articles.length, aside.prices.length]).toEqual([2, 3]);
  expect(await readFile(original)).toEqual(bytes);
});
