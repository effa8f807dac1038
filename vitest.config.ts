import { defineConfig } from 'vitest/config';

// Unit and integration tests live next to the code. End-to-end browser tests (e2e/*.spec.ts)
// run with Playwright, not here. The renderer's hook tests (*.test.tsx) pick jsdom per file.
export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/**/*.test.ts', 'renderer/**/*.test.tsx', 'tools/**/*.test.ts', 'test-support/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
    // Builds dist/ once for the tests that run the shipped bundles (test-support/unit-global-setup.ts).
    globalSetup: ['./test-support/unit-global-setup.ts'],
    // Hang guards, not speed checks: a test that takes a second alone takes several on a busy
    // 2-core machine. Tests that are heavy by design set their own, larger guard.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
