import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests live next to the code; end-to-end browser tests (e2e/*.spec.ts)
// run with Playwright, not here. The renderer's hook tests (*.test.tsx) pick jsdom per file.
//
// Two projects: `unit` starts no process, worker thread or server and touches no keychain
// (test-support/unit-only.ts refuses them), so `npm run test:unit` is the fast inner loop;
// `integration` is the rest: real processes, the fake configurator on 127.0.0.1, workers,
// the keychain, the built bundles. `npm test` runs both.
const ALL = ['shared/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/**/*.test.ts', 'renderer/**/*.test.tsx', 'tools/**/*.test.ts', 'test-support/**/*.test.ts', 'build/**/*.test.ts'];

/** Test files that start processes, workers or servers (a unit test that does fails, naming this list). */
const INTEGRATION = [
  'build/packaging.test.ts',
  'build/self-contained.test.ts',
  'electron/app/create-app.test.ts',
  'electron/app/data-folder-files.test.ts',
  'electron/app/document-handlers.test.ts',
  'electron/app/document-queries.test.ts',
  'electron/app/document-store.test.ts',
  'electron/app/fix-handlers.test.ts',
  'electron/app/rules-handlers.test.ts',
  'electron/app/set-aside-handlers.test.ts',
  'electron/app/send-handler.test.ts',
  'electron/cli/cancel-writes.test.ts',
  'electron/cli/changes-command.test.ts',
  'electron/cli/cli-language.test.ts',
  'electron/cli/closed-pipe.test.ts',
  'electron/cli/commands/fix-then-send.test.ts',
  'electron/cli/commands/rules-from-schema-cli.test.ts',
  'electron/cli/commands/send-command-drift.test.ts',
  'electron/cli/commands/send-command-fail-closed.test.ts',
  'electron/cli/commands/send-command-guards.test.ts',
  'electron/cli/commands/send-command-refusal.test.ts',
  'electron/cli/commands/set-aside-command.test.ts',
  'electron/cli/data-folder-files.test.ts',
  'electron/cli/read-only-settings.test.ts',
  'electron/cli/send-command.test.ts',
  'electron/cli/send-deadline.test.ts',
  'electron/cli/send-killed.test.ts',
  'electron/cli/send-one-at-a-time.test.ts',
  'electron/cli/send-redaction.test.ts',
  'electron/cli/special-files.test.ts',
  'electron/cli/terminal-safety.test.ts',
  'electron/cli/validate-command.test.ts',
  'electron/cli/rules-option.test.ts',
  'electron/data-dir/open-data-file.test.ts',
  'electron/data-dir/target-lock.test.ts',
  'electron/digest/digest-store.test.ts',
  'electron/files/report-libreoffice.test.ts',
  'electron/files/scan-threads.test.ts',
  'electron/files/warm-scan-worker.test.ts',
  'electron/files/validate-file.test.ts',
  'electron/history/history.test.ts',
  'electron/history/in-flight.test.ts',
  'electron/keychain/keychain-real.test.ts',
  'electron/main/cli-in-app.test.ts',
  'electron/main/electronegativity.test.ts',
  'electron/main/quit.test.ts',
  'electron/main/renderer-trouble.test.ts',
  'electron/main/save-dialogs.test.ts',
  'electron/main/start-up.test.ts',
  'electron/net/import-client-deadline.test.ts',
  'electron/net/import-client-expect.test.ts',
  'electron/net/import-client-network.test.ts',
  'electron/net/import-client-redaction.test.ts',
  'electron/net/import-client-retry.test.ts',
  'electron/net/import-client-tls.test.ts',
  'electron/net/import-client.test.ts',
  'electron/settings/settings-store.test.ts',
  'electron/validation-worker/validation-session.test.ts',
  'renderer/hooks/use-changes.test.tsx',
  'renderer/hooks/use-document.test.tsx',
  'renderer/hooks/use-findings-list.test.tsx',
  'renderer/hooks/use-fix-flow.test.tsx',
  'renderer/hooks/use-history.test.tsx',
  'renderer/hooks/use-row-pages.test.tsx',
  'renderer/hooks/use-rules.test.tsx',
  'renderer/hooks/use-targets.test.tsx',
  'tools/fake-configurator/server.test.ts',
  'tools/harness/server.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    // Hang guards, not speed checks: a test that takes a second alone takes several on a busy
    // 2-core machine. Tests that are heavy by design set their own, larger guard.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One test file per core. Vitest's default in a run is one fewer than the cores, which on a
    // 2-core CI runner is a single worker: the suite ran one file at a time, with a core idle.
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'unit', include: ALL, exclude: INTEGRATION, setupFiles: ['./test-support/unit-only.ts'] } },
      // Builds dist/ once for the tests that run the shipped bundles (test-support/integration-global-setup.ts).
      { extends: true, test: { name: 'integration', include: INTEGRATION, globalSetup: ['./test-support/integration-global-setup.ts'] } },
    ],
  },
});
