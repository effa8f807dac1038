// The merchandiser's journey: drop the weekly export, review it, save a token, send it by the
// editor address pasted whole, see the configurator's answer and the history entry. Each
// screen on the way is screenshotted (e2e/artifacts) and checked with axe.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkScreen, dropFile, expect, SAMPLES, test } from '../test-support/fixtures';
import { chooseTarget, saveToken, tokenSettled } from '../test-support/journey-steps';
import { ui } from '../test-support/ui-text';

test('drop valid-small.json, review, save a token, send by editor address, see the result and the history', async ({ app, fake, harness }) => {
  await checkScreen(app, '01-start');

  const file = path.join(SAMPLES, 'valid-small.json');
  await dropFile(app, file);
  const header = app.getByRole('banner');
  await expect(header.getByText(ui('state.ready'))).toBeVisible();
  await expect(header.getByText('valid-small.json')).toBeVisible();
  const articles = app.getByRole('grid', { name: ui('preview.tableLabel.article') });
  await expect(articles.getByRole('row')).toHaveCount(4); // the header and 3 articles
  await expect(articles.getByText('Standing desk Flex 160')).toBeVisible();
  await checkScreen(app, '02-preview-articles');

  await app.getByRole('tab', { name: new RegExp(`^${ui('preview.prices')}`) }).click();
  await expect(app.getByRole('grid', { name: ui('preview.tableLabel.price') }).getByRole('row')).toHaveCount(6);
  await checkScreen(app, '03-preview-prices');

  await chooseTarget(app, fake.url, fake.editorUrl(4711));
  await expect(app.getByText(ui('target.appIdFromAddress', { appId: 4711 }))).toBeVisible();
  const where = await saveToken(app, fake);
  expect(where).toBe(harness.keychain === 'real' ? 'keychain' : 'session');
  // The field is emptied, and the token appears nowhere in the page.
  expect(await app.content()).not.toContain(fake.token);
  await checkScreen(app, '04-target-and-token');

  await app.getByRole('button', { name: ui('send.button') }).click();
  const dialog = app.getByRole('dialog', { name: ui('confirm.title') });
  await expect(dialog.getByText('valid-small.json')).toBeVisible();
  await expect(dialog.getByText('4711', { exact: true })).toBeVisible();
  await checkScreen(app, '05-confirm');
  // From the result on, Send must stay usable while the token is asked for again (no flicker).
  await app.evaluate(`(() => {
    window.flicker = [];
    new MutationObserver(() => {
      if (!document.querySelector('.result')) return;
      const send = [...document.querySelectorAll('button')].find((b) => b.textContent === ${JSON.stringify(ui('send.button'))});
      if (!send || send.disabled) window.flicker.push('Send disabled');
      if (document.body.textContent.includes(${JSON.stringify(ui('token.checking'))})) window.flicker.push('token checking');
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  })()`);
  const recheck = app.waitForResponse((response) => response.url().endsWith('/invoke/tokenStatus'));
  await dialog.getByRole('button', { name: ui('confirm.send'), exact: true }).click();

  await expect(app.getByText(ui('result.title.accepted'), { exact: true })).toBeVisible();
  await recheck;
  await app.waitForTimeout(200); // the answer's render
  expect(await app.evaluate('window.flicker')).toEqual([]);
  await expect(app.getByText(ui('outcome.accepted', { appId: 4711, status: 200 }))).toBeVisible();
  await expect(app.getByLabel(ui('result.response'))).toContainText('"status": "imported"');
  await tokenSettled(app);
  await checkScreen(app, '06-result-accepted');

  // Exactly one request, carrying exactly the file's bytes, with the token.
  expect(fake.requests).toHaveLength(1);
  const bytes = await readFile(file);
  expect(fake.requests[0]).toMatchObject({
    appId: 4711,
    authorizationMatched: true,
    bodyBytes: bytes.length,
    bodySha256: createHash('sha256').update(bytes).digest('hex'),
  });

  await app.getByRole('tab', { name: ui('tabs.history') }).click();
  const history = app.getByRole('region', { name: ui('history.tableLabel') }).getByRole('table');
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByText('valid-small.json')).toBeVisible();
  await expect(history.getByText(ui('verdict.accepted'))).toBeVisible();
  // The history records the notes too (older records without them show errors and warnings only).
  await expect(history.getByText(ui('history.countsValue', { errors: 0, warnings: 0, notes: 0 }), { exact: true })).toBeVisible();
  await checkScreen(app, '07-history');

  // The history on disk has the send and never the token.
  const stored = await readFile(path.join(harness.dataDir, 'history.jsonl'), 'utf8');
  expect(stored).toContain('"outcome":"accepted"');
  expect(stored).not.toContain(fake.token);
});
