// Folders the e2e run uses, in one place for the fixtures and the global set-up.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The sample exports (samples/ in the repository). */
export const SAMPLES = path.join(repoRoot, 'samples');
/** Screenshots to look at; E2E_ARTIFACTS moves them (e.g. two runs at once in one checkout). */
export const ARTIFACTS = process.env.E2E_ARTIFACTS ? path.resolve(process.env.E2E_ARTIFACTS) : path.join(repoRoot, 'e2e/artifacts');
