// Set-up of the `unit` test project (vitest.config.ts): a unit test starts no process, worker
// thread or server and touches no keychain, so the project stays fast (under a minute here) and
// runs anywhere. A test that does is an integration test and belongs in the list of those in
// vitest.config.ts: whatever tries to start one here fails at once, naming the way out.
import childProcess from 'node:child_process';
import module from 'node:module';
import net from 'node:net';
import workerThreads from 'node:worker_threads';

// A plain function, not an arrow: `new Worker(…)` must reach the throw too.
const refuse = (what: string) => function refused(): never {
  throw new Error(`A unit test started ${what}: list this test file among the integration tests in vitest.config.ts.`);
};

for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const) {
  Object.defineProperty(childProcess, name, { value: refuse(`a process (child_process.${name})`), configurable: true, writable: true });
}
Object.defineProperty(workerThreads, 'Worker', { value: refuse('a worker thread'), configurable: true, writable: true });
net.Server.prototype.listen = refuse('a server (listen)') as typeof net.Server.prototype.listen;
net.Socket.prototype.connect = refuse('a network connection') as typeof net.Socket.prototype.connect;
// `import { spawn } from 'node:child_process'` sees the change too.
module.syncBuiltinESMExports();
