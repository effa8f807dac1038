// Electronegativity (Doyensec's Electron security linter) over the Electron side and the
// renderer's page. It exits 0 even with findings, so this test gates on its report: every
// finding must be one reviewed below, with the reason it is accepted.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../test-support/paths';

const REVIEWED: Record<string, string> = {
  // The preload is the one bridge: one named function per IPC channel, nothing else.
  'PRELOAD_JS_CHECK main/main-window.ts': 'by design',
  // Links open outside only from an allow-list (saved configurators), checked in main.
  'OPEN_EXTERNAL_JS_CHECK app/create-app.ts': 'allow-listed',
  'OPEN_EXTERNAL_JS_CHECK main/desktop.ts': 'the glue the allow-listed handler calls',
  // The evaluator notes that 'self' scripts are only as safe as the app's own files are.
  'CSP_GLOBAL_CHECK index.html': "script-src 'self' only; no inline, no eval",
};

interface Sarif {
  runs: { results: { ruleId: string; locations?: { physicalLocation?: { artifactLocation?: { uri?: string } } }[] }[] }[];
}

/** "RULE file" for each finding, the file relative to the scanned folder. */
function findings(input: string, exclude: string): string[] {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'eneg-')), 'report.sarif');
  const run = spawnSync(process.execPath, ['--require', path.join(repoRoot, 'test-support/electronegativity-offline.cjs'),
    path.join(repoRoot, 'node_modules/@doyensec/electronegativity/dist/index.js'),
    '-i', input, '-e', '45.4.1', '-x', `AvailableSecurityFixesGlobalCheck,${exclude}`, '-r', '-o', out], { cwd: repoRoot, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const report = JSON.parse(readFileSync(out, 'utf8')) as Sarif;
  return report.runs.flatMap((r) => r.results).map((f) => `${f.ruleId} ${f.locations?.[0]?.physicalLocation?.artifactLocation?.uri ?? ''}`.trim());
}

describe('Electronegativity', () => {
  it('finds nothing but the reviewed in the Electron side', () => {
    // The CSP lives in the page (and in main's app:// header): checked with the renderer below.
    for (const finding of findings('electron', 'CSPGlobalCheck')) expect(REVIEWED, finding).toHaveProperty([finding]);
  }, 60_000);

  it("accepts the page's Content Security Policy", () => {
    // The navigation and permission checks need main's code: they pass in the run above.
    for (const finding of findings('renderer', 'LimitNavigationGlobalCheck,PermissionRequestHandlerGlobalCheck')) {
      expect(REVIEWED, finding).toHaveProperty([finding]);
    }
  }, 60_000);
});
