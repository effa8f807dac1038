import { defineConfig } from 'vitest/config';

// Unit and integration tests live next to the code. End-to-end browser tests (e2e/*.spec.ts)
// run with Playwright, not here. The renderer's hook tests (*.test.tsx) pick jsdom per file.
export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/**/*.test.ts', 'renderer/**/*.test.tsx', 'e2e/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
    // Builds dist/ once for the tests that run the shipped bundles (e2e/support/unit-global-setup.ts).
    globalSetup: ['./e2e/support/unit-global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
