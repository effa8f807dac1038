// Runs npm scripts side by side and fails if any fails: `npm test` runs the lint and the
// type-check this way, one per core (each is a single thread; one after the other they kept one
// of a 2-core CI runner's cores idle for most of a minute). Each script's output is printed
// whole when it ends, so the two never interleave.
// Usage: node build/run-parallel.mjs script [script …]
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = await Promise.all(
  process.argv.slice(2).map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code, signal) => {
          process.stdout.write(`\n── npm run ${script}: ${code === 0 ? 'passed' : `failed (${code ?? signal})`}\n${output}`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
