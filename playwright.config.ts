// End-to-end tests in Debian's Chromium (Playwright's own browsers cannot be downloaded on the
// build machines) against the browser harness and the fake configurator, which each test
// starts on ephemeral ports with a private data folder (test-support/fixtures.ts). Needs a
// build first: `npm run build && npm run test:e2e`.
import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The main journeys (sending a good file; a file with errors; what a send changes) run in both languages and both
// themes; the other specs in English and the light theme. The language is the browser's
// (navigator.languages), as the app follows the system's language.
const MAIN_JOURNEYS = ['journey.spec.ts', 'errors.spec.ts', 'changes.spec.ts'];
// From finding to fixed (issue 23) and rulesets (issue 24): in both languages, in the light theme.
const BOTH_LANGUAGES = ['fix-and-set-aside.spec.ts', 'rules.spec.ts'];
// Daily use (issue 25, the report people open among them): every item in both languages and both themes; each spec runs its steps at
// 1280×800 and at the smallest window, 900×600.
const DAILY_USE = ['daily-reachable.spec.ts', 'daily-targets.spec.ts', 'daily-grid.spec.ts', 'daily-results.spec.ts', 'report-export.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  // Hang guards, not speed checks: a test here takes 10–60 s alone and several times that on a
  // busy 2-core machine, and a guard close to a test's usual time fails it for the machine's load.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  // Each test runs a harness process, a fake configurator and Chromium: two at a time suit a 2-core runner.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  globalSetup: './test-support/global-setup.ts',
  projects: [
    { name: 'en-light' },
    { name: 'de-light', testMatch: [...MAIN_JOURNEYS, ...BOTH_LANGUAGES, ...DAILY_USE], use: { locale: 'de-DE' } },
    { name: 'en-dark', testMatch: [...MAIN_JOURNEYS, ...DAILY_USE], use: { colorScheme: 'dark' } },
    { name: 'de-dark', testMatch: [...MAIN_JOURNEYS, ...DAILY_USE], use: { locale: 'de-DE', colorScheme: 'dark' } },
  ],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
