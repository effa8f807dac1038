// Before the integration tests (Vitest): the tests that run what ships (the main
// bundle against the electron double, the packaged file list) need dist/. The Node bundles are
// rebuilt every run, so those tests never see a stale bundle (esbuild: about a second); the
// renderer only when it was never built (Vite: longer; `npm test` rebuilds it before the e2e
// suite anyway).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

export default function setup(): void {
  execFileSync(process.execPath, [path.join(repoRoot, 'build/build-node.mjs')], { cwd: repoRoot, stdio: 'inherit' });
  if (!existsSync(path.join(repoRoot, 'dist/renderer/index.html'))) {
    execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  }
}
