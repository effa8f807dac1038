// Where the tests find their reference files: the sample exports (samples/) and the JSON
// parsing test suite (test-support/conformance/), both inside the repository, so a clone with
// nothing beside it runs every test. Only tests read them; nothing in the product does.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

export { repoRoot };
const SAMPLES_DIR = path.join(repoRoot, 'samples');
const CONFORMANCE_DIR = path.join(repoRoot, 'test-support', 'conformance');

function existing(file: string): string {
  if (!existsSync(file)) throw new Error(`Reference file missing: ${file}`);
  return file;
}

export const samplePath = (name: string) => existing(path.join(SAMPLES_DIR, name));
/** A file (or folder) of JSONTestSuite's test_parsing. */
export const jsonTestSuitePath = (...segments: string[]) => existing(path.join(CONFORMANCE_DIR, 'JSONTestSuite', 'test_parsing', ...segments));
