// Where the tests find the team's reference files (../shared beside the checkout, as in CI).
// Only tests read them; nothing in the product depends on them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

export { repoRoot };
export const referenceDir = path.resolve(repoRoot, '..', 'shared');

export function referencePath(...segments: string[]): string {
  const file = path.join(referenceDir, ...segments);
  if (!existsSync(file)) throw new Error(`Reference file missing: ${file} (the tests expect ../shared beside the checkout)`);
  return file;
}

export const samplePath = (name: string) => referencePath('samples', name);
