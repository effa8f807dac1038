// The measured side of the corrected-copy benchmark: in its own process, so its time and peak
// memory are the fix's alone. Usage: fix-once copy|plan-then-copy FILE OUTPUT
//   copy            plans, then writes, in one call (what `article-importer fix --output` does)
//   plan-then-copy  the plan first, then the copy with the chosen kinds, given the plan (what the app does)
import { rm } from 'node:fs/promises';
import { planFixes, writeFixedCopy } from '../../electron/fixes/fix-file';

const [mode, filePath, output] = process.argv.slice(2);
await rm(output!, { force: true });
const planned = mode === 'plan-then-copy' ? await planFixes(filePath!) : undefined;
const outcome = await writeFixedCopy(filePath!, output!, planned === undefined ? {} : { planned });
await rm(output!, { force: true });
if (outcome.copy === undefined) {
  process.stderr.write('the file could not be read: no copy\n');
  process.exitCode = 1;
} else {
  process.stderr.write(`${outcome.copy.edits} edits\n`);
}
