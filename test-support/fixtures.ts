// The end-to-end fixtures: per test, a fake configurator and a harness process with their
// own ports and data folder, and the app opened in Chromium from the harness's printed address.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startFakeConfigurator, type FakeConfigurator } from '../tools/fake-configurator/server';
import { realKeychainMissing, startHarnessProcess, type HarnessProcess, type KeychainMode } from './harness-process';
import { ARTIFACTS, SAMPLES } from './paths';
import { ui, useTestLocale } from './ui-text';

export { expect };

export { SAMPLES,  };

interface Fixtures {
  /** Which keychain the harness gets: 'real' (gnome-keyring in a private D-Bus session) or 'none'. */
  keychain: KeychainMode;
  /** A shorter response time-out for the time-out test (ms). */
  responseTimeoutMs: number | undefined;
  fake: FakeConfigurator;
  harness: HarnessProcess;
  app: Page;
}

const missing = realKeychainMissing();
let warned = false;

export const test = base.extend<Fixtures>({
  keychain: ['real', { option: true }],
  responseTimeoutMs: [undefined, { option: true }],

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  fake: async ({}, use) => {
    const fake = await startFakeConfigurator();
    await use(fake);
    await fake.close();
  },

  harness: async ({ keychain, responseTimeoutMs }, use) => {
    let mode = keychain;
    if (mode === 'real' && missing) {
      if (process.env.CI) throw new Error(`CI must run the e2e suite with the real keychain, but ${missing}.`);
      if (!warned) console.warn(`e2e: running without the real keychain: ${missing}.`);
      warned = true;
      mode = 'none';
    }
    const harness = await startHarnessProcess({ keychain: mode, ...(responseTimeoutMs ? { responseTimeoutMs } : {}) });
    await use(harness);
    await harness.stop();
  },

  app: async ({ page, harness, locale }, use) => {
    useTestLocale(locale);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // A CSP violation or a failed request shows here first.
      if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
    });
    await page.goto(harness.url);
    await expect(page.getByRole('heading', { name: ui('start.title') })).toBeVisible();
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

/** Drops a file on the window, as a user dragging it from the file manager would. */
export async function dropFile(page: Page, file: string, name = path.basename(file)): Promise<void> {
  const bytes = await readFile(file);
  await dropBytes(page, bytes, name);
}

export async function dropBytes(page: Page, bytes: Uint8Array, name: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, fileName }) => {
      const raw = atob(base64);
      const data = new Uint8Array(raw.length);
      for (let i = 0; i < raw.length; i++) data[i] = raw.charCodeAt(i);
      // In the page; the e2e folder is type-checked with Node's library, which has no DataTransfer.
      const Transfer = (globalThis as unknown as { DataTransfer: new () => { items: { add(file: File): void } } }).DataTransfer;
      const transfer = new Transfer();
      transfer.items.add(new File([data], fileName, { type: 'application/json' }));
      return transfer;
    },
    { base64: Buffer.from(bytes).toString('base64'), fileName: name },
  );
  const body = page.locator('body');
  await body.dispatchEvent('dragenter', { dataTransfer });
  await body.dispatchEvent('dragover', { dataTransfer });
  await body.dispatchEvent('drop', { dataTransfer });
}

/** A screenshot of the whole window for the artifacts folder (to be looked at, not compared);
 *  named after the project too when it is not the default one (e.g. 01-start.de-dark.png). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const project = test.info().project.name;
  const file = project === '' || project === 'en-light' ? `${name}.png` : `${name}.${project}.png`;
  await page.screenshot({ path: path.join(ARTIFACTS, file), fullPage: true, animations: 'disabled' });
}

/** axe-core on the screen as it is now: no violations (WCAG 2.x A and AA rules and best practice). */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // axe.run in the page itself (legacy mode), not run per frame and finished in a second, blank
  // page: the app has no frames, so the rules and results are the same, in about half the time
  // (a new page and axe's source parsed again, at every screen of every journey).
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const violations = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n    ')}`);
  // Soft: the journey goes on, so one run shows every screen's violations and every later failure.
  expect.soft(violations, `accessibility violations on the ${screen} screen`).toEqual([]);
}

/** Screenshot and axe in one step, for each screen a journey passes. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await expectAccessible(page, name);
}
