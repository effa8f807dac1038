// When the configurator says no, or says nothing: the result panel gives the plain-language
// outcome with the next step, the status and the server's answer. 401 and 422 come from the
// fake configurator's app IDs that always answer so; the time-out from a slow answer and a
// harness started with a short response time-out.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { checkScreen, dropFile, expect, SAMPLES, test } from '../test-support/fixtures';
import { chooseTarget, saveToken, sendAndConfirm, tokenSettled } from '../test-support/journey-steps';
import { ui } from '../test-support/ui-text';

const sample = path.join(SAMPLES, 'valid-small.json');

test('401: the token was rejected; the next step says how to get a new one', async ({ app, fake }) => {
  await dropFile(app, sample);
  await chooseTarget(app, fake.url, '401');
  await saveToken(app, fake);
  await sendAndConfirm(app);
  await expect(app.getByText(ui('result.title.rejected'))).toBeVisible();
  const host = new URL(fake.url).host;
  await expect(app.getByText(`The configurator at ${host} rejected the API token.`, { exact: false })).toBeVisible();
  await expect(app.getByText('developer mode', { exact: false }).first()).toBeVisible();
  await expect(app.getByLabel(ui('result.response'))).toContainText('The API token is not valid.');
  await tokenSettled(app);
  await checkScreen(app, '30-failure-401');
  expect(fake.requests).toHaveLength(1);
});

test('422: the server rejected the data, with its item errors', async ({ app, fake }) => {
  await dropFile(app, sample);
  await chooseTarget(app, fake.url, fake.editorUrl(422));
  await saveToken(app, fake);
  await sendAndConfirm(app);
  await expect(app.getByText(ui('result.title.rejected'))).toBeVisible();
  await expect(app.getByText('The server rejected the data (HTTP 422): The import contains invalid items.', { exact: false })).toBeVisible();
  await expect(app.getByText(ui('result.items'))).toBeVisible();
  await expect(app.getByText(/CH-1001/).first()).toBeVisible();
  await tokenSettled(app);
  await checkScreen(app, '31-failure-422');
});

test('503 with Retry-After: a visible countdown, then the next attempt is accepted', async ({ app, fake }) => {
  fake.setBehaviour({ name: '503', retryAfter: '2', busyTimes: 1 });
  await dropFile(app, sample);
  await chooseTarget(app, fake.url, '4711');
  await saveToken(app, fake);
  await sendAndConfirm(app);
  // The countdown names the attempt to come; the file was not processed by the busy answer.
  await expect(app.getByText(/Trying again in \d+ seconds? \(attempt 2 of 3\)/)).toBeVisible();
  await checkScreen(app, '33-busy-countdown');
  await expect(app.getByText(ui('result.title.accepted'), { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(fake.requests.map((r) => r.status)).toEqual([503, 200]);
});

test('a history that cannot be written: nothing is sent, and the window says why', async ({ app, fake, harness }) => {
  await dropFile(app, sample);
  await chooseTarget(app, fake.url, '4711');
  await saveToken(app, fake);
  // Something other than a file where the history goes (as a read-only folder or a full disk).
  const historyFile = path.join(harness.dataDir, 'history.jsonl');
  await rm(historyFile, { force: true });
  await mkdir(historyFile, { recursive: true });
  await sendAndConfirm(app);
  await expect(app.getByText(ui('result.title.refused'))).toBeVisible();
  await expect(app.getByText('Nothing was sent: the history, which records every send, cannot be written', { exact: false })).toBeVisible();
  await tokenSettled(app);
  await checkScreen(app, '34-history-unwritable');
  expect(fake.requests).toHaveLength(0);
});

test.describe('a configurator that does not answer in time', () => {
  // 1.5 s: the message says it as set ("1.5 seconds"), not rounded to "2 seconds".
  test.use({ responseTimeoutMs: 1500 });

  test('the time-out says the outcome is unknown, and the send can be seen in the history', async ({ app, fake }) => {
    fake.setBehaviour({ name: 'slow', delayMs: 10_000 });
    await dropFile(app, sample);
    await chooseTarget(app, fake.url, '4711');
    await saveToken(app, fake);
    await sendAndConfirm(app);
    await expect(app.getByText(ui('result.title.unknown'))).toBeVisible();
    const host = new URL(fake.url).host;
    await expect(app.getByText(`The file was sent, but ${host} did not answer within 1.5 seconds.`, { exact: false })).toBeVisible();
    await expect(app.getByText('The outcome is unknown', { exact: false }).first()).toBeVisible();
    await tokenSettled(app);
    await checkScreen(app, '32-failure-timeout');
    expect(fake.requests).toHaveLength(1);

    await app.getByRole('tab', { name: ui('tabs.history') }).click();
    await expect(app.getByRole('region', { name: ui('history.tableLabel') }).getByText(ui('verdict.unknown'))).toBeVisible();
  });
});
