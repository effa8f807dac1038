// Runs Vitest tests under other Node.js versions than the one running npm: the app supports
// Node 20.19 and newer, and its developers use the current LTS. Each version comes from the
// npm registry (npx -p node@N), so nothing is installed globally.
// Usage: node build/test-on-nodes.mjs [major[:project[:path,path…]] …]
//
// The default, and why (everything runs under Node 20 in `npm test` first):
// - 22:unit: the oldest other supported line; pure code, where a missing or changed API of the
//   language and its libraries (Intl, Buffer, streams, structuredClone) shows.
// - 26:unit, and 26:integration for what runs in a Node.js the user or developer picks: the
//   command-line tool and the Node-side modules it uses (child processes and signals, closed
//   pipes, fs and file locks, http and TLS, worker threads, keytar's native binding) and the
//   developer tools (the fake configurator, the harness). Those are where Node versions differ.
//   Not again under 26: the desktop app's main process and its handlers (electron/main,
//   electron/app: they run in Electron's own Node, fixed by the Electron version, not the
//   user's), the renderer's hooks (browser code, in jsdom) and the build checks (packaging
//   lists, electronegativity: static). Under 26 they proved nothing Node 20's run had not, for
//   about two of CI's minutes.
import { spawnSync } from 'node:child_process';

const USER_NODE = ['electron/cli/', 'electron/data-dir/', 'electron/digest/', 'electron/files/', 'electron/history/', 'electron/keychain/', 'electron/net/', 'electron/settings/', 'electron/validation-worker/', 'tools/'];
const DEFAULT = ['22:unit', '26:unit', `26:integration:${USER_NODE.join(',')}`];

const runs = (process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT).map((arg) => {
  const [major, project, paths] = arg.split(':');
  return { major, project, paths: paths ? paths.split(',') : [] };
});
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

for (const { major, project, paths } of runs) {
  console.log(`\n── Vitest under Node ${major}${project === undefined ? '' : ` (${project} tests${paths.length > 0 ? ` in ${paths.join(' ')}` : ''})`} ──`);
  const args = ['run', ...(project === undefined ? [] : ['--project', project]), ...paths];
  const run = spawnSync(npx, ['--yes', '-p', `node@${major}`, '--', 'node', 'node_modules/vitest/vitest.mjs', ...args], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (run.status !== 0) {
    console.error(`Vitest failed under Node ${major} (exit ${run.status ?? run.signal}).`);
    process.exit(run.status || 1);
  }
}
