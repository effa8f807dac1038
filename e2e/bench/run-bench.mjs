// `npm run bench`: measures against floors taken in the same run, and prints ratios.
//   1. validate: whole-process time of `article-importer validate` ÷ a bare Node process that
//      reads and JSON.parses the same file (median of interleaved pairs), and peak memory.
// Fixtures are generated into .bench/ (git-ignored), never committed.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateExport } from './generate-export.mjs';
import { measureNode, median, mib } from './measure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const benchDir = path.join(root, '.bench');
const cli = path.join(root, 'dist', 'cli', 'article-importer.cjs');
const bare = path.join(root, 'e2e', 'bench', 'bare-parse.cjs');
const PAIRS = Number(process.env.BENCH_PAIRS ?? 7);

async function fixture(name, articles, perArticle) {
  mkdirSync(benchDir, { recursive: true });
  const file = path.join(benchDir, name);
  if (!existsSync(file)) {
    process.stdout.write(`generating ${name} (${articles.toLocaleString('en')} articles, ${(articles * perArticle).toLocaleString('en')} prices)…\n`);
    await generateExport(file, articles, perArticle);
  }
  return file;
}

async function benchValidate() {
  const file = await fixture('export-100k.json', 100_000, 3);
  const size = statSync(file).size;
  const floor = [], validate = [], floorPeak = [], validatePeak = [];
  measureNode([bare, file]); // warm the page cache
  for (let i = 0; i < PAIRS; i++) {
    const f = measureNode([bare, file]);
    const v = measureNode([cli, 'validate', file, '--format', 'json']);
    if (v.status !== 0) throw new Error(`validate exited ${v.status}: ${v.stderr}`);
    floor.push(f.seconds); floorPeak.push(f.peakBytes);
    validate.push(v.seconds); validatePeak.push(v.peakBytes);
  }
  const ratio = median(validate) / median(floor);
  const memory = Math.max(...validatePeak) / size;
  console.log(`\nvalidate ${path.basename(file)} (${mib(size)}, ${PAIRS} interleaved pairs, medians)`);
  console.log(`  bare read + JSON.parse   ${median(floor).toFixed(3)} s   peak ${mib(Math.max(...floorPeak))}`);
  console.log(`  article-importer validate ${median(validate).toFixed(3)} s   peak ${mib(Math.max(...validatePeak))}`);
  console.log(`  time ratio ${ratio.toFixed(2)}× (bar 2.5×, target 1.5×)   peak memory ${memory.toFixed(2)}× file size (bar 4×)`);
}

await benchValidate();
