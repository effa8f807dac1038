// Runs the unit and integration tests (Vitest) under other Node.js versions than the one
// running npm: the app supports Node 20.19 and newer, and its developers use the current LTS.
// Each version comes from the npm registry (npx -p node@N), so nothing is installed globally.
// Usage: node build/test-on-nodes.mjs [major …]   (default: 22 and 26, the oldest other and
// the newest LTS line).
import { spawnSync } from 'node:child_process';

const majors = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['22', '26'];
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

for (const major of majors) {
  console.log(`\n── Vitest under Node ${major} ──`);
  const run = spawnSync(npx, ['--yes', '-p', `node@${major}`, '--', 'node', 'node_modules/vitest/vitest.mjs', 'run'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (run.status !== 0) {
    console.error(`Vitest failed under Node ${major} (exit ${run.status ?? run.signal}).`);
    process.exit(run.status || 1);
  }
}
