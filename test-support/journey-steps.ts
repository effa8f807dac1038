// Steps several specs share, written as a user does them: by label and visible text, with the
// texts taken from the UI's catalogue (ui-text.ts).
import type { Page } from '@playwright/test';
import type { FakeConfigurator } from '../tools/fake-configurator/server';
import { expect } from './fixtures';
import { ui } from './ui-text';

export const sidePanel = (page: Page) => page.getByRole('complementary', { name: ui('app.sidebar') });

/** Types the base URL and the app (a number or a pasted editor address). */
export async function chooseTarget(page: Page, baseUrl: string, app: string): Promise<void> {
  await page.getByLabel(ui('target.baseUrl'), { exact: true }).fill(baseUrl);
  await page.getByLabel(ui('target.appId'), { exact: true }).fill(app);
}

/** Saves the fake configurator's token: in the keychain when there is one, else for the session. */
export async function saveToken(page: Page, fake: FakeConfigurator): Promise<'keychain' | 'session'> {
  const section = sidePanel(page).getByRole('region', { name: ui('token.title') });
  await section.getByLabel(ui('token.field'), { exact: true }).fill(fake.token);
  const save = section.getByRole('button', { name: ui('token.save') });
  if (await save.isVisible()) {
    await save.click();
    await expect(section.getByText(ui('token.stored.keychain'))).toBeVisible();
    return 'keychain';
  }
  await section.getByRole('button', { name: ui('token.useForSession') }).click();
  await expect(section.getByText(ui('token.stored.session'))).toBeVisible();
  return 'session';
}

/** Opens the confirmation and confirms it. */
export async function sendAndConfirm(page: Page, warnings = 0): Promise<void> {
  await page.getByRole('button', { name: ui('send.button') }).click();
  const dialog = page.getByRole('dialog', { name: ui('confirm.title') });
  await expect(dialog).toBeVisible();
  const label = warnings === 0 ? ui('confirm.send') : ui('confirm.sendWithWarnings', { count: warnings });
  await dialog.getByRole('button', { name: label, exact: true }).click();
}

/** After a send the window asks for the token's status again; screenshots wait for the answer. */
export async function tokenSettled(page: Page): Promise<void> {
  const section = sidePanel(page).getByRole('region', { name: ui('token.title') });
  await expect(section.getByText(ui('token.checking'))).toHaveCount(0);
}
