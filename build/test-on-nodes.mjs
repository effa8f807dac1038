// Runs the Vitest tests under other Node.js versions than the one running npm: the app
// supports Node 20.19 and newer, and its developers use the current LTS. Each version comes
// from the npm registry (npx -p node@N), so nothing is installed globally.
// Usage: node build/test-on-nodes.mjs [major[:project] …]   (default: `22:unit 26`: the fast
// unit tests on the oldest other line, everything on the newest LTS, where the processes,
// servers and timings of the integration tests differ most from Node 20's).
import { spawnSync } from 'node:child_process';

const runs = (process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['22:unit', '26']).map((arg) => {
  const [major, project] = arg.split(':');
  return { major, project };
});
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

for (const { major, project } of runs) {
  console.log(`\n── Vitest under Node ${major}${project === undefined ? '' : ` (${project} tests)`} ──`);
  const run = spawnSync(npx, ['--yes', '-p', `node@${major}`, '--', 'node', 'node_modules/vitest/vitest.mjs', 'run', ...(project === undefined ? [] : ['--project', project])], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (run.status !== 0) {
    console.error(`Vitest failed under Node ${major} (exit ${run.status ?? run.signal}).`);
    process.exit(run.status || 1);
  }
}
