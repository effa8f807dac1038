// End-to-end tests in Debian's Chromium (Playwright's own browsers cannot be downloaded on the
// build machines) against the browser harness and the fake configurator, which each test
// starts on ephemeral ports with a private data folder (test-support/fixtures.ts). Needs a
// build first: `npm run build && npm run test:e2e`.
import { defineConfig } from '@playwright/test';
import { LARGE_WINDOW_TAG } from './test-support/window-sizes';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Two projects cover the languages, themes and window sizes pairwise rather than as a cross
// product. Language and theme do not meet: the dark theme is the same layout in other colours
// (what it can break is contrast, which axe checks on every screen a spec passes), and German is
// the same colours with longer words (what it can break is layout and wording). So one English
// light and one German dark project show every language and every theme on every spec that
// needs both; en-dark and de-light would repeat the same checks (they doubled CI's time).
// The language is the browser's (navigator.languages), as the app follows the system's language.
//
// - en-light: every spec, and the daily-use specs at every window size they loop.
// - de-dark: the main journeys (sending a good file; a file with errors; what a send changes),
//   from finding to fixed (issue 23) and rulesets (issue 24), and the daily-use specs (issue
//   25) at the smallest window (900×600) and at 200 % zoom, where German's longer words are
//   tightest; their runs at 1280×800 (tagged, test-support/window-sizes.ts) are en-light's,
//   except the one whose point is the German header on one line at 1280.
// German at the smallest window outside these specs: languages.spec.ts (in en-light).
const MAIN_JOURNEYS = ['journey.spec.ts', 'errors.spec.ts', 'changes.spec.ts'];
const BOTH_LANGUAGES = ['fix-and-set-aside.spec.ts', 'rules.spec.ts'];
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
    { name: 'de-dark', testMatch: [...MAIN_JOURNEYS, ...BOTH_LANGUAGES, ...DAILY_USE], grepInvert: new RegExp(LARGE_WINDOW_TAG), use: { locale: 'de-DE', colorScheme: 'dark' } },
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
