// Named targets (issue 25, item 2), at 1280×800 and at the smallest window: a target typed with
// its name and sent to comes back after a reload (base URL, configurator ID and name); an editor
// address pasted into either field fills both and says so; the recent list holds the target that
// accepted the file, as a button with its name that fills the panel, and never one that refused it.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { targetName } from '../shared/targets/target-name';
import type { FakeConfigurator } from '../tools/fake-configurator/server';
import { checkScreen, dropFile, expect, SAMPLES, test } from '../test-support/fixtures';
import { saveToken, sendAndConfirm, sidePanel, tokenSettled } from '../test-support/journey-steps';
import { ui, uiText } from '../test-support/ui-text';
import { atWidth } from '../test-support/window-sizes';

const SIZES = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '900x600', width: 900, height: 600 },
] as const;

/** The configurator ID the fake configurator answers with 422 (tools/fake-configurator/behaviours.ts). */
const REFUSING_APP = 422;

const targetPanel = (page: Page) => sidePanel(page).getByRole('region', { name: ui('target.title') });
const fields = (page: Page) => ({
  baseUrl: targetPanel(page).getByLabel(ui('target.baseUrl'), { exact: true }),
  app: targetPanel(page).getByLabel(ui('target.appId'), { exact: true }),
  name: targetPanel(page).getByLabel(ui('target.nameField'), { exact: true }),
});
const recentList = (page: Page) => targetPanel(page).getByRole('list', { name: ui('target.recent') });

/** Pastes text into a field as the system's paste does (Ctrl+V or the context menu): a paste event carrying the text. */
async function paste(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((element, value) => {
    // In the page; the e2e folder is type-checked with Node's library, which has no DOM types.
    const page = globalThis as unknown as {
      DataTransfer: new () => { setData(type: string, data: string): void };
      ClipboardEvent: new (type: string, init: object) => unknown;
    };
    const data = new page.DataTransfer();
    data.setData('text/plain', value);
    (element as unknown as { dispatchEvent(event: unknown): boolean }).dispatchEvent(new page.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function typeTarget(page: Page, fake: FakeConfigurator, appId: number, name: string): Promise<void> {
  const { baseUrl, app, name: nameField } = fields(page);
  await baseUrl.fill(fake.url);
  await app.fill(String(appId));
  // Without a name of its own, the panel says what the target is called.
  await expect(targetPanel(page).getByText(ui('target.nameHintDefault', { name: uiText(targetName({ baseUrl: fake.url, appId })) }))).toBeVisible();
  await nameField.fill(name);
}

for (const size of SIZES) {
  test.describe(`at ${size.name}`, atWidth(size.width), () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test('a named target is restored after a reload, an editor address fills both fields, and only a target that accepted the file is recent', async ({ app, fake }) => {
      const shot = (name: string) => checkScreen(app, `targets-${name}-${size.name}`);
      await dropFile(app, path.join(SAMPLES, 'valid-small.json'));
      await expect(app.getByRole('banner').getByText(ui('state.ready'))).toBeVisible();

      // A target that refuses the file (HTTP 422): sent to, but not listed as recent.
      await typeTarget(app, fake, REFUSING_APP, 'Refusing 422');
      await saveToken(app, fake);
      await sendAndConfirm(app);
      await expect(app.getByText(ui('result.title.rejected'), { exact: true })).toBeVisible();
      await tokenSettled(app);
      await expect(recentList(app)).toHaveCount(0);

      // The target that accepts it, with its name: the send panel's sentence names it, and keeps
      // its configurator ID and host in view, which a person checks before sending.
      await typeTarget(app, fake, 4711, 'Staging 4711');
      const host = new URL(fake.url).host;
      const sendPanel = sidePanel(app).getByRole('region', { name: ui('send.title') });
      await expect(sendPanel.getByText(ui('send.readyToNamed', { name: 'valid-small.json', target: 'Staging 4711', appId: '4711', host }), { exact: true })).toBeVisible();
      await shot('1-named');
      await sendAndConfirm(app);
      await expect(app.getByText(ui('result.title.accepted'), { exact: true })).toBeVisible();
      await tokenSettled(app);
      const recent = recentList(app);
      await expect(recent.getByRole('button', { name: 'Staging 4711' })).toBeVisible();
      await expect(recent.getByRole('listitem')).toHaveCount(1);
      await expect(recent.getByRole('button', { name: /Refusing 422/ })).toHaveCount(0);
      await shot('2-recent');

      // Restarting the window: the target it had, with its name, and the same recent list.
      await app.reload();
      const { baseUrl, app: appField, name } = fields(app);
      await expect(name).toHaveValue('Staging 4711');
      await expect(baseUrl).toHaveValue(fake.url);
      await expect(appField).toHaveValue('4711');
      await expect(recentList(app).getByRole('button', { name: 'Staging 4711' })).toBeVisible();
      await expect(recentList(app).getByRole('listitem')).toHaveCount(1);

      // An editor address pasted into the address field fills both fields, and says what it filled.
      await paste(baseUrl, fake.editorUrl(4712));
      await expect(baseUrl).toHaveValue(fake.url);
      await expect(appField).toHaveValue('4712');
      const filled = (appId: number) => targetPanel(app).getByText(ui('target.filledFromEditor', { baseUrl: fake.url, appId }));
      await expect(filled(4712)).toBeVisible();
      // Another target does not take over the name of the one it replaces; unnamed, the sentence says its ID and host.
      await expect(name).toHaveValue('');
      await expect(sidePanel(app).getByText(ui('send.readyTo', { name: 'valid-small.json', appId: '4712', host: new URL(fake.url).host }), { exact: true })).toBeVisible();
      await expect(targetPanel(app).getByText(uiText({ key: 'baseUrl.problem.editorAddress', values: { origin: fake.url } }))).toHaveCount(0);
      await shot('3-pasted');

      // …and into the configurator ID field too.
      await paste(appField, fake.editorUrl(4713));
      await expect(baseUrl).toHaveValue(fake.url);
      await expect(appField).toHaveValue('4713');
      await expect(filled(4713)).toBeVisible();

      // A recent target's button fills the panel: address, configurator ID and name.
      await recentList(app).getByRole('button', { name: 'Staging 4711' }).click();
      await expect(appField).toHaveValue('4711');
      await expect(name).toHaveValue('Staging 4711');
      await expect(filled(4713)).toHaveCount(0);
    });
  });
}
