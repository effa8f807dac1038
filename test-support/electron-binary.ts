// Where the Electron binary is, found without `require('electron')`: on a machine without the
// binary that call tries to download it (and fails here, slowly). The answer is the path, or
// the reason there is none, which the Electron suite prints when it skips.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './harness-process';

export function findElectronBinary(): { path: string } | { missing: string } {
  const override = process.env.ELECTRON_PATH;
  if (override) return existsSync(override) ? { path: override } : { missing: `ELECTRON_PATH=${override} does not exist` };
  const pkg = path.join(repoRoot, 'node_modules/electron');
  const pathFile = path.join(pkg, 'path.txt');
  if (!existsSync(pathFile)) return { missing: 'the Electron binary is not installed (node_modules/electron has no path.txt: its download failed or was skipped)' };
  const binary = path.join(pkg, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? { path: binary } : { missing: `the Electron binary is not installed (${path.relative(repoRoot, binary)} is missing)` };
}
