// `npm run harness`: the app in a browser. Serves the built renderer (dist/renderer) on
// 127.0.0.1 with the real main-side handlers behind the preload's API, and prints the address
// to open (with its secret). Options: --port N (default: a free port), --data-dir DIR (default:
// ARTICLE_IMPORTER_DATA_DIR, else the app's own data folder).
//
// A file's path typed into the harness's terminal (one per line) is opened from outside the
// page, as File → Open Recent or a second start of the app with a file opens it in Electron.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createApp, type Emit } from '../../electron/app/create-app';
import { resolveDataDir } from '../../electron/data-dir/data-dir';
import { workerFromBundle } from '../../electron/validation-worker/start-worker';
import { startHarness, type Harness } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    'response-timeout-ms': { type: 'string' },
  },
});

const rendererDir = path.join(root, 'dist/renderer');
const workerBundle = path.join(root, 'dist/electron/validation-worker.cjs');
for (const built of [path.join(rendererDir, 'index.html'), workerBundle]) {
  if (!existsSync(built)) {
    console.error(`${path.relative(root, built)} is missing: run \`npm run build\` first (npm run harness does).`);
    process.exit(1);
  }
}

const dataDir = values['data-dir']
  ? path.resolve(values['data-dir'])
  : resolveDataDir({ env: process.env, platform: process.platform, homedir: os.homedir(), cwd: process.cwd() });
const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'article-importer-harness-'));
const responseTimeoutMs = values['response-timeout-ms'] ? Number(values['response-timeout-ms']) : undefined;

// A ruleset chosen in the page (its file chooser stands in for main's open dialog): uploaded,
// then main's dialog answers with it, once.
let chosenRuleset: string | undefined;

// Events go to the page over the harness's event stream once it is listening.
const started: { harness?: Harness } = {};
const emit: Emit = (name, payload) => started.harness?.emit(name, payload);

const app = createApp({
  dataDir,
  startWorker: workerFromBundle(workerBundle),
  // The browser shows its own file chooser (the bridge uploads the choice); main has no dialog here.
  chooseFile: async () => undefined,
  chooseRulesetFile: async () => {
    const chosen = chosenRuleset;
    chosenRuleset = undefined;
    return chosen;
  },
  // Nor a save dialog: it answers as a user who takes what is proposed. A path beside the
  // original (a corrected copy, the set-aside files) is taken as it is; a report, which names
  // no folder, is saved beside the uploads. The window says where either went.
  chooseSaveFile: async ({ defaultPath }) => {
    if (path.isAbsolute(defaultPath)) return defaultPath;
    await mkdir(path.join(uploadDir, 'reports'), { recursive: true });
    return path.join(uploadDir, 'reports', defaultPath);
  },
  emit,
  openExternal: async (url) => console.log(`(the app would open ${url} in the browser)`),
  // Nor a system to open files with: it says what the app would do (the e2e tests read it).
  openPath: async (file) => (console.log(`(the app would open ${file})`), ''),
  showItemInFolder: (file) => console.log(`(the app would show ${file} in its folder)`),
  nativeMenu: false,
  version: process.env.npm_package_version ?? '0.0.0',
  platform: process.platform,
  ...(responseTimeoutMs !== undefined && Number.isFinite(responseTimeoutMs) ? { sendOptions: { responseTimeoutMs } } : {}),
});

const harness = await startHarness({
  handlers: app.handlers,
  rendererDir,
  uploadDir,
  stageChosenFile: (file) => void (chosenRuleset = file),
  ...(values.port ? { port: Number(values.port) } : {}),
});

console.log(`Article Importer harness (data folder: ${dataDir})`);
started.harness = harness;
console.log(`Open: ${harness.url}`);
console.log('To open a file as the app\'s menu or a second start would, type its path here and press Enter.');

// Only the person (or test) who started the harness can type here: no network door.
createInterface({ input: process.stdin }).on('line', (line) => {
  const file = line.trim();
  if (file !== '') void app.openFromOutside(path.resolve(file));
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await app.dispose();
  await harness.close();
  await rm(uploadDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
