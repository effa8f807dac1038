// Before any test: the build the harness serves must exist, and the artifacts folder is
// emptied so every screenshot in it is from this run.
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ARTIFACTS, repoRoot } from './paths';

export default async function globalSetup(): Promise<void> {
  for (const built of ['dist/renderer/index.html', 'dist/electron/validation-worker.cjs']) {
    if (!existsSync(path.join(repoRoot, built))) throw new Error(`${built} is missing: run \`npm run build\` before \`npm run test:e2e\`.`);
  }
  await rm(ARTIFACTS, { recursive: true, force: true });
  await mkdir(ARTIFACTS, { recursive: true });
}
