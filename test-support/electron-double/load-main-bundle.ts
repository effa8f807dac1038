// Runs the built main bundle (dist/electron/main.cjs, what the installers ship) under Node,
// with `require('electron')` answered by a double. Each call evaluates the bundle afresh: one
// call is one start of the app, with its own arguments, environment and double. Build first
// (`npm run build`; the tests' global set-up does).
import { existsSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../paths';
import type { ElectronDouble } from './electron-double';

/** MAIN_BUNDLE runs the tests against another build (e.g. an older commit's, to see a test fail before its fix). */
const MAIN_BUNDLE = process.env.MAIN_BUNDLE ? path.resolve(process.env.MAIN_BUNDLE) : path.join(repoRoot, 'dist/electron/main.cjs');

export interface Start {
  /** The user's arguments (after the executable). */
  args?: string[];
  env?: Record<string, string | undefined>;
  /** As a packaged app (no app folder in argv) or as `electron .` in development. */
  defaultApp?: boolean;
}

type Load = (request: string, parent: unknown, isMain: boolean) => unknown;
const loader = Module as unknown as { _load: Load };
const requireHere = createRequire(import.meta.url);

/** Starts the app in this process against `double`; resolves once the bundle's top level ran. */
export function loadMainBundle(double: ElectronDouble, { args = [], env = {}, defaultApp = false }: Start = {}): void {
  if (!existsSync(MAIN_BUNDLE)) throw new Error(`${path.relative(repoRoot, MAIN_BUNDLE)} is missing: run \`npm run build\` first.`);
  const saved = { argv: process.argv, defaultApp: (process as { defaultApp?: boolean }).defaultApp };
  const original = loader._load;
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  process.argv = ['/opt/Article Importer/article-importer', ...(defaultApp ? [repoRoot] : []), ...args];
  (process as { defaultApp?: boolean }).defaultApp = defaultApp || undefined;
  loader._load = function load(request, parent, isMain) {
    return request === 'electron' ? double.electronModule : original.call(this, request, parent, isMain);
  };
  try {
    delete requireHere.cache[MAIN_BUNDLE];
    requireHere(MAIN_BUNDLE);
  } finally {
    loader._load = original;
    process.argv = saved.argv;
    (process as { defaultApp?: boolean }).defaultApp = saved.defaultApp;
  }
}
