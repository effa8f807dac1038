// The token without a keychain (the session-only way), opening a file with the file chooser
// and its shortcut, and one send per confirmation even when clicked twice.
import path from 'node:path';
import { checkScreen, dropFile, expect, SAMPLES, test } from '../test-support/fixtures';
import { chooseTarget, saveToken, sidePanel, tokenSettled } from '../test-support/journey-steps';
import { ui } from '../test-support/ui-text';

const sample = path.join(SAMPLES, 'valid-small.json');

test.describe('without a keychain', () => {
  test.use({ keychain: 'none' });

  test('says the keychain is unavailable, keeps the token for the session only, and sends', async ({ app, fake }) => {
    await dropFile(app, sample);
    await chooseTarget(app, fake.url, '4711');
    const section = sidePanel(app).getByRole('region', { name: ui('token.title') });
    await expect(section.getByRole('button', { name: ui('token.useForSession') })).toBeVisible();
    await expect(section.getByRole('button', { name: ui('token.save') })).toHaveCount(0);
    await expect(section.getByText(ui('token.sessionExplained')).first()).toBeVisible();
    await checkScreen(app, '40-keychain-unavailable');

    expect(await saveToken(app, fake)).toBe('session');
    // Not saved, so not "a saved token": kept for this session, forgotten when the app closes.
    await expect(section.getByText(ui('token.sessionNote'))).toBeVisible();
    await expect(section.getByText(ui('token.neverShown'))).toHaveCount(0);
    await checkScreen(app, '41-token-session-only');

    await app.getByRole('button', { name: ui('send.button') }).click();
    await app.getByRole('dialog', { name: ui('confirm.title') }).getByRole('button', { name: ui('confirm.send'), exact: true }).click();
    await expect(app.getByText(ui('result.title.accepted'), { exact: true })).toBeVisible();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.authorizationMatched).toBe(true);
  });
});

test('opens a file with the Open button and with Ctrl+O through the file chooser', async ({ app }) => {
  const chooser = app.waitForEvent('filechooser');
  await app.getByRole('button', { name: ui('file.open') }).first().click();
  await (await chooser).setFiles(sample);
  await expect(app.getByRole('banner').getByText('valid-small.json')).toBeVisible();

  const again = app.waitForEvent('filechooser');
  await app.keyboard.press('Control+o');
  await (await again).setFiles(path.join(SAMPLES, 'prices-only.json'));
  await expect(app.getByRole('banner').getByText('prices-only.json')).toBeVisible();
  await expect(app.getByRole('grid', { name: ui('preview.tableLabel.price') })).toBeVisible();
  await checkScreen(app, '42-prices-only-warnings');
});

test('a double click on Send posts the file once', async ({ app, fake }) => {
  fake.setBehaviour({ name: 'slow', delayMs: 800 });
  await dropFile(app, sample);
  await chooseTarget(app, fake.url, '4711');
  await saveToken(app, fake);
  await app.getByRole('button', { name: ui('send.button') }).click();
  await app.getByRole('dialog', { name: ui('confirm.title') }).getByRole('button', { name: ui('confirm.send'), exact: true }).dblclick();
  await expect(app.getByText(ui('sending.cancel')).or(app.getByText(ui('result.title.accepted'), { exact: true })).first()).toBeVisible();
  await checkScreen(app, '43-sending');
  await expect(app.getByText(ui('result.title.accepted'), { exact: true })).toBeVisible();
  await tokenSettled(app);
  expect(fake.requests).toHaveLength(1);
});
