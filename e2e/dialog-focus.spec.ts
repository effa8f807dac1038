// Keyboard and focus: a dialog hands focus back to the control that opened it when it closes,
// by Escape or by its own buttons, also when that control was disabled while it was open (Send
// is, while the confirmation asks).
import path from 'node:path';
import { dropFile, expect, SAMPLES, test } from '../test-support/fixtures';
import { chooseTarget, saveToken } from '../test-support/journey-steps';
import { ui } from '../test-support/ui-text';

test('the confirmation returns focus to Send, after Escape and after Cancel', async ({ app, fake }) => {
  await dropFile(app, path.join(SAMPLES, 'valid-small.json'));
  await expect(app.getByRole('banner').getByText(ui('state.ready'))).toBeVisible();
  await chooseTarget(app, fake.url, '4711');
  await saveToken(app, fake);

  const send = app.getByRole('button', { name: ui('send.button') });
  const dialog = app.getByRole('dialog', { name: ui('confirm.title') });
  await send.focus();
  await app.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // Cancel first: Enter alone never sends.
  await expect(dialog.getByRole('button', { name: ui('confirm.cancel') })).toBeFocused();
  await app.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(send).toBeFocused();

  await app.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await app.keyboard.press('Enter'); // on Cancel
  await expect(dialog).toBeHidden();
  await expect(send).toBeFocused();
  expect(fake.requests).toHaveLength(0);
});
