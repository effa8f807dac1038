// Knowing what a send will change: the first file sent to a configurator has nothing to be
// compared with; the next week's file, which leaves out a quarter of its articles and has two
// amounts in the wrong unit, shows the counts, the warnings and the lists, and Send stays
// disabled until the number of articles left out is typed and the price jumps are ticked (so
// main's refusal for an unconfirmed guard cannot be reached from the window); the same file
// again is said to be identical. The history marks the accepted sends kept for comparison. A
// damaged record of the last accepted file is said, and sends only once that is ticked; so do
// fields gone blank and articles switched off. A record that cannot be written is said with
// the result.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { checkScreen, dropBytes, expect, SAMPLES, test } from '../test-support/fixtures';
import { JUMPS, KEPT, LEFT_OUT, NEW_ARTICLES, RAISED, RENAMED, WEEK_1_ARTICLES, week1, week2 } from '../test-support/changes-exports';
import { chooseTarget, saveToken, sendAndConfirm, tokenSettled } from '../test-support/journey-steps';
import { testLocale, ui } from '../test-support/ui-text';
import { formatPercent } from '../shared/messages/quantities';

const APP_ID = 4711;
const n = (value: number) => new Intl.NumberFormat(testLocale()).format(value);
const pct = (fraction: number) => formatPercent(fraction, testLocale());
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function openFile(app: Page, bytes: Buffer, name: string): Promise<void> {
  await dropBytes(app, bytes, name);
  const header = app.getByRole('banner');
  await expect(header.getByText(name)).toBeVisible();
  await expect(header.getByText(ui('state.ready'))).toBeVisible();
}

async function openConfirmation(app: Page) {
  await app.getByRole('button', { name: ui('send.button') }).click();
  const dialog = app.getByRole('dialog', { name: ui('confirm.title') });
  await expect(dialog).toBeVisible();
  // Cancel has the focus: Enter alone never sends.
  await expect(dialog.getByRole('button', { name: ui('confirm.cancel') })).toBeFocused();
  return dialog;
}

// Three sends, two exports of 5,000 articles, and axe on seven screens: more than the default 45 s on a busy runner.
test.describe.configure({ timeout: 240_000 });

test('the first send, then a file that leaves out a quarter and has price jumps, then the same file again', async ({ app, fake, harness }) => {
  const first = week1();
  const second = week2();

  // ---- week 1: nothing to compare with yet ----
  await openFile(app, first, 'week-1.json');
  await chooseTarget(app, fake.url, String(APP_ID));
  await saveToken(app, fake);
  let dialog = await openConfirmation(app);
  const summary = dialog.getByRole('region', { name: ui('changes.title', { appId: String(APP_ID) }) });
  await expect(summary.getByText(ui('changes.first', { appId: String(APP_ID) }))).toBeVisible();
  const send = dialog.getByRole('button', { name: ui('confirm.send'), exact: true });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(app.getByText(ui('result.title.accepted'), { exact: true })).toBeVisible();
  await expect(app.getByText(ui('result.digestKept'))).toBeVisible();
  expect(fake.requests).toHaveLength(1);

  // ---- week 2: the changes, the warnings, the confirmations ----
  await openFile(app, second, 'week-2.json');
  dialog = await openConfirmation(app);
  const changes = dialog.getByRole('region', { name: ui('changes.title', { appId: String(APP_ID) }) });
  // "Compared with week-1.json, accepted on …" (the time is the first send's).
  const comparedWith = ui('changes.comparedWith', { file: 'week-1.json', time: '\u0000' }).split('\u0000')[0]!;
  await expect(changes.locator('p').filter({ hasText: 'week-1.json' })).toContainText(comparedWith);
  const counts = changes.getByRole('table', { name: ui('changes.countsCaption') });
  await expect(counts.getByRole('row', { name: new RegExp(`^${ui('changes.articles')}`) })).toHaveText(
    [ui('changes.articles'), n(NEW_ARTICLES), n(LEFT_OUT), n(RENAMED.length), n(KEPT - RENAMED.length)].join(''),
  );
  const priceChanges = RAISED.length + JUMPS;
  await expect(counts.getByRole('row', { name: new RegExp(`^${ui('changes.prices')}`) })).toHaveText(
    [ui('changes.prices'), n(2 * NEW_ARTICLES), n(2 * LEFT_OUT), n(priceChanges), n(2 * KEPT - priceChanges)].join(''),
  );
  const percent = new Intl.NumberFormat(testLocale(), { style: 'percent' }).format(LEFT_OUT / WEEK_1_ARTICLES);
  await expect(changes.getByText(ui('changes.leftOut', { share: percent, removed: LEFT_OUT, total: WEEK_1_ARTICLES }))).toBeVisible();
  await expect(changes.getByText(ui('changes.priceJumps', { count: JUMPS, factor: '2' }), { exact: true })).toBeVisible();
  // The jumps themselves, formatted: 10.74 → 1,074.00 (×100) for A-00002's retail price.
  const jumps = changes.getByRole('table', { name: ui('changes.priceJumps', { count: JUMPS, factor: '2' }) });
  const jump = jumps.getByRole('row', { name: /A-00002/ });
  await expect(jump).toContainText('retail');
  await expect(jump).toContainText(new Intl.NumberFormat(testLocale(), { minimumFractionDigits: 2 }).format(1_074));
  await expect(jump).toContainText(ui('changes.ratio', { ratio: '100' }));

  // Send is disabled until both guards are confirmed: main's refusal cannot be reached from here.
  const sendNow = dialog.getByRole('button', { name: ui('confirm.send'), exact: true });
  await expect(sendNow).toBeDisabled();
  await expect(dialog.getByText(ui('changes.confirmToSend'))).toBeVisible();
  await checkScreen(app, '70-changes-summary');

  // The lists, one click away; Escape goes back to the confirmation, focus where it was.
  const showLists = changes.getByRole('button', { name: ui('changes.showLists') });
  await showLists.click();
  const lists = app.getByRole('dialog', { name: ui('changes.lists.title', { appId: String(APP_ID) }) });
  await expect(lists).toBeVisible();
  await expect(lists.getByRole('region', { name: ui('changes.lists.region') })).toBeFocused();
  for (const [key, count] of [
    ['changes.lists.removedArticles', LEFT_OUT],
    ['changes.lists.addedArticles', NEW_ARTICLES],
    ['changes.lists.changedArticles', RENAMED.length],
    ['changes.lists.removedPrices', 2 * LEFT_OUT],
    ['changes.lists.addedPrices', 2 * NEW_ARTICLES],
    ['changes.lists.changedPrices', priceChanges],
  ] as const) {
    await expect(lists.getByRole('heading', { name: ui(key, { count }) })).toBeVisible();
  }
  await expect(lists.getByRole('heading', { name: ui('changes.priceJumps', { count: JUMPS, factor: '2' }) })).toBeVisible();
  // Short lists are whole; long ones show their first 100, and the rest up to main's limit
  // (1,000) on request, which then says the list was cut there.
  await expect(lists.getByRole('list', { name: ui('changes.lists.changedArticles', { count: RENAMED.length }) }).getByRole('listitem')).toHaveText(RENAMED);
  const leftOutHeading = ui('changes.lists.removedArticles', { count: LEFT_OUT });
  const leftOut = lists.getByRole('region', { name: leftOutHeading });
  await expect(leftOut.getByRole('listitem')).toHaveCount(100);
  await expect(leftOut.getByText(ui('changes.lists.shownOf', { shown: 100, count: LEFT_OUT }))).toBeVisible();
  await expect(lists.getByText(ui('changes.lists.shownOf', { shown: 100, count: 2 * NEW_ARTICLES }))).toBeVisible();
  await checkScreen(app, '71-changes-lists');
  await leftOut.getByRole('button', { name: ui('changes.lists.showMore', { more: 900 }) }).click();
  await expect(leftOut.getByRole('listitem')).toHaveCount(1000);
  await expect(leftOut.getByRole('listitem').last()).toHaveText('A-04750');
  await expect(leftOut.getByText(ui('changes.lists.listedOf', { listed: 1000, count: LEFT_OUT }))).toBeVisible();
  await expect(leftOut.getByRole('heading', { name: leftOutHeading })).toBeFocused();
  await app.keyboard.press('Escape');
  await expect(lists).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(showLists).toBeFocused();

  // A wrong number keeps Send disabled (and says so once the field is left).
  const typed = dialog.getByLabel(ui('changes.confirmLeftOut', { removed: String(LEFT_OUT) }));
  await typed.fill(String(LEFT_OUT - 1));
  await typed.press('Tab');
  await expect(dialog.getByText(ui('changes.confirmLeftOutWrong', { removed: String(LEFT_OUT) }))).toBeVisible();
  await expect(sendNow).toBeDisabled();
  // The right number, with the language's thousands separator: the price jumps still need their tick.
  await typed.fill(n(LEFT_OUT));
  await expect(sendNow).toBeDisabled();
  // Enter in the field sends nothing.
  await typed.press('Enter');
  await expect(dialog).toBeVisible();
  const tick = dialog.getByLabel(ui('changes.confirmPriceJumps', { count: JUMPS }));
  await tick.check();
  await expect(sendNow).toBeEnabled();
  await tick.uncheck();
  await expect(sendNow).toBeDisabled();
  await tick.check();
  expect(fake.requests).toHaveLength(1);

  // At the smallest window the app supports: the footer stays in view, nothing is cut.
  const size = app.viewportSize()!;
  await app.setViewportSize({ width: 900, height: 600 });
  await expect(sendNow).toBeInViewport();
  await checkScreen(app, '72-changes-small');
  await app.setViewportSize(size);

  await sendNow.click();
  await expect(app.getByText(ui('result.title.accepted'), { exact: true })).toBeVisible();
  expect(fake.requests).toHaveLength(2);
  expect(fake.requests[1]).toMatchObject({ appId: APP_ID, bodySha256: sha256(second) });
  // No refusal on the way: the confirmations went with the request and matched.
  const stored = await readFile(path.join(harness.dataDir, 'history.jsonl'), 'utf8');
  expect(stored).not.toContain('refused');

  // ---- the same file again: identical ----
  await openFile(app, second, 'week-2-again.json');
  dialog = await openConfirmation(app);
  await expect(dialog.getByText(ui('changes.identical'), { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: ui('confirm.send'), exact: true })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: ui('changes.showLists') })).toHaveCount(0);
  await tokenSettled(app);
  await checkScreen(app, '73-changes-identical');
  await app.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(fake.requests).toHaveLength(2);

  // ---- the history: only the latest accepted send is what the next one is compared with ----
  await app.getByRole('tab', { name: ui('tabs.history') }).click();
  const history = app.getByRole('region', { name: ui('history.tableLabel') }).getByRole('table');
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByText(ui('history.digest'), { exact: true })).toHaveCount(1);
  await expect(history.getByText(ui('history.digest'), { exact: true }).locator('..')).toHaveAttribute('title', ui('history.baselineHint'));
  await checkScreen(app, '74-history-digest');
});

test('a damaged record of the last accepted file: the confirmation says so, and sends only once that is ticked', async ({ app, fake, harness }) => {
  const file = await readFile(path.join(SAMPLES, 'valid-small.json'));
  await openFile(app, file, 'valid-small.json');
  await chooseTarget(app, fake.url, String(APP_ID));
  await saveToken(app, fake);
  await sendAndConfirm(app);
  await expect(app.getByText(ui('result.title.accepted'), { exact: true })).toBeVisible();

  // The digest main kept for the target, damaged on disk (a crash mid-copy, a bad disk).
  const folder = path.join(harness.dataDir, 'digests');
  const [digest] = (await readdir(folder)).filter((name) => name.endsWith('.digest'));
  expect(digest).toBeDefined();
  const bytes = await readFile(path.join(folder, digest!));
  await writeFile(path.join(folder, digest!), bytes.subarray(0, bytes.length - 10));

  const dialog = await openConfirmation(app);
  await expect(dialog.getByText(ui('changes.notComparable.unreadable', { appId: String(APP_ID) }))).toBeVisible();
  // Why, in the window's language (cut short, its checksum no longer matches): not the digest code's English.
  await expect(dialog.getByText(ui('changes.unreadableReason', { reason: { key: 'digestProblem.changed' } }), { exact: true })).toBeVisible();
  const send = dialog.getByRole('button', { name: ui('confirm.send'), exact: true });
  // The guards cannot check this file: it goes only once the user ticks that it may go without them.
  await expect(send).toBeDisabled();
  await dialog.getByRole('checkbox', { name: ui('changes.confirmNotComparable', { appId: String(APP_ID), reason: 'unreadable' }) }).check();
  await expect(send).toBeEnabled();
  await tokenSettled(app);
  await checkScreen(app, '75-changes-unreadable');
  await send.click();
  await expect(app.getByText(ui('result.title.accepted'), { exact: true })).toBeVisible();
  expect(fake.requests).toHaveLength(2);
  // The History says why that send was not compared.
  await app.getByRole('tab', { name: ui('tabs.history') }).click();
  const newest = app.getByRole('region', { name: ui('history.tableLabel') }).getByRole('button', { name: ui('history.showDetails') }).first();
  await newest.click();
  await expect(app.getByText(ui('history.changes.notComparable', { reason: 'unreadable' }), { exact: true })).toBeVisible();
  await tokenSettled(app);
  await checkScreen(app, '77-history-not-compared');
  // The accepted send wrote the record anew: the next confirmation compares again.
  await openConfirmation(app);
  await expect(app.getByText(ui('changes.identical'), { exact: true })).toBeVisible();
});

test('the target accepted the file, but the app could not keep what it holds: the result says the next send cannot be compared', async ({ app, fake, harness }) => {
  // A file where the folder of these records would be: nothing can be read or written there.
  await mkdir(harness.dataDir, { recursive: true });
  await writeFile(path.join(harness.dataDir, 'digests'), '');
  await openFile(app, await readFile(path.join(SAMPLES, 'valid-small.json')), 'valid-small.json');
  await chooseTarget(app, fake.url, String(APP_ID));
  await saveToken(app, fake);
  const dialog = await openConfirmation(app);
  await dialog.getByRole('checkbox', { name: ui('changes.confirmNotComparable', { appId: String(APP_ID), reason: 'unreadable' }) }).check();
  await dialog.getByRole('button', { name: ui('confirm.send'), exact: true }).click();
  await expect(app.getByText(ui('result.title.accepted'), { exact: true })).toBeVisible();
  await expect(app.getByRole('note').filter({ hasText: ui('result.digestNotKept') })).toBeVisible();
  await expect(app.getByText(ui('result.digestKept'))).toHaveCount(0);
  expect(fake.requests).toHaveLength(1);
  await tokenSettled(app);
  await checkScreen(app, '78-result-digest-not-kept');
});

test('a file of prices only, every price ×100 under a new start date: left out and jumps are said in prices', async ({ app, fake }) => {
  // Ten articles with a retail price each (and a b2b one); then their retail prices alone, ×100, valid from 2027.
  const numbers = Array.from({ length: 10 }, (_, i) => `P-${i + 1}`);
  const first = Buffer.from(JSON.stringify({
    articles: numbers.map((articleNumber) => ({ articleNumber, name: { de: articleNumber, en: articleNumber }, active: true })),
    prices: numbers.flatMap((articleNumber, i) => [
      { articleNumber, priceList: 'retail', currency: 'EUR', amount: 10 + i, minQuantity: 1 },
      { articleNumber, priceList: 'b2b', currency: 'EUR', amount: 9 + i, minQuantity: 1 },
    ]),
  }));
  const pricesOnly = Buffer.from(JSON.stringify({
    prices: numbers.map((articleNumber, i) => ({ articleNumber, priceList: 'retail', currency: 'EUR', amount: (10 + i) * 100, minQuantity: 1, validFrom: '2027-01-01' })),
  }));
  await openFile(app, first, 'catalogue.json');
  await chooseTarget(app, fake.url, String(APP_ID));
  await saveToken(app, fake);
  await sendAndConfirm(app);
  await expect(app.getByText(ui('result.title.accepted'), { exact: true })).toBeVisible();

  await openFile(app, pricesOnly, 'prices-2027.json');
  const dialog = await openConfirmation(app);
  const changes = dialog.getByRole('region', { name: ui('changes.title', { appId: String(APP_ID) }) });
  const percent = new Intl.NumberFormat(testLocale(), { style: 'percent' }).format(1);
  await expect(changes.getByText(ui('changes.leftOutPrices', { share: percent, removed: 20, total: 20 }))).toBeVisible();
  await expect(dialog.getByLabel(ui('changes.confirmLeftOutPrices', { removed: '20' }))).toBeVisible();
  await expect(changes.getByText(ui('changes.priceJumps', { count: 10, factor: '2' }), { exact: true })).toBeVisible();
  // Each jump names the price it was held against: the same list, the old (no) start date.
  const jumps = changes.getByRole('table', { name: ui('changes.priceJumps', { count: 10, factor: '2' }) });
  const jump = jumps.getByRole('row', { name: /P-1\b/ }).first();
  await expect(jump).toContainText(ui('changes.previousPriceNoStart', { priceList: 'retail', minQuantity: n(1) }));
  await expect(jump).toContainText(ui('changes.ratio', { ratio: '100' }));
  await checkScreen(app, '76-changes-prices-only');
  // Sending waits for both confirmations (the file's warnings are confirmed by the send itself).
  await expect(dialog.getByText(ui('changes.confirmToSend'))).toBeVisible();
});

test('fields gone blank and articles switched off: named in the confirmation, sent only once ticked', async ({ app, fake }) => {
  const articles = Array.from({ length: 10 }, (_, i) => ({ articleNumber: `D-${i}`, name: `Chair ${i}`, gtin: '4006381333931', active: true }));
  await openFile(app, Buffer.from(JSON.stringify({ articles })), 'drift-1.json');
  await chooseTarget(app, fake.url, String(APP_ID));
  await saveToken(app, fake);
  await sendAndConfirm(app);
  await expect(app.getByText(ui('result.title.accepted'), { exact: true })).toBeVisible();

  // The export stopped writing the GTIN, and switched three articles off.
  const drifted = articles.map(({ gtin: _gtin, ...article }, i) => ({ ...article, active: i >= 3 }));
  await openFile(app, Buffer.from(JSON.stringify({ articles: drifted })), 'drift-2.json');
  const dialog = await openConfirmation(app);
  await expect(dialog.getByText(ui('changes.blankFields', { count: 1 }), { exact: true })).toBeVisible();
  await expect(dialog.getByText(ui('changes.blankField', { field: 'gtin', before: pct(1), now: pct(0) }), { exact: true })).toBeVisible();
  await expect(dialog.getByText(ui('changes.deactivated', { count: 3, share: pct(0.3) }), { exact: true })).toBeVisible();
  const send = dialog.getByRole('button', { name: ui('confirm.send'), exact: true });
  await expect(send).toBeDisabled();
  await dialog.getByRole('checkbox', { name: ui('changes.confirmDrift') }).check();
  await expect(send).toBeEnabled();
  await tokenSettled(app);
  await checkScreen(app, '76-changes-drift');
  await send.click();
  await expect(app.getByText(ui('result.title.accepted'), { exact: true })).toBeVisible();
  expect(fake.requests).toHaveLength(2);
});
