// Prints the repository's structure, to compare two versions: files and lines per folder, the
// longest files, and the arrows between folders (which folder's code imports which).
// Usage: node build/structure.mjs [root]   (default: this checkout)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'release', 'conformance', 'artifacts']);
const SOURCE = /\.(ts|tsx|mjs|cjs)$/;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (SOURCE.test(name)) yield full;
  }
}

/** The folder a file counts for: two levels (electron/cli, shared/validation), one at the top. */
const folderOf = (file) => {
  const parts = path.relative(root, file).split(path.sep);
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts.length === 2 ? parts[0] : '.';
};

const files = [...walk(root)];
const perFolder = new Map();
const arrows = new Map();
const sizes = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n').length;
  const folder = folderOf(file);
  const entry = perFolder.get(folder) ?? { files: 0, lines: 0 };
  perFolder.set(folder, { files: entry.files + 1, lines: entry.lines + lines });
  if (!/\.test\.tsx?$|\.spec\.ts$/.test(file)) sizes.push([lines, path.relative(root, file)]);
  if (/\.test\.tsx?$|\.spec\.ts$/.test(file)) continue; // arrows of the product and its tools, not of tests
  for (const [, spec] of text.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = folderOf(path.resolve(path.dirname(file), spec));
    if (target !== folder) arrows.set(`${folder} → ${target}`, (arrows.get(`${folder} → ${target}`) ?? 0) + 1);
  }
}

console.log(`${files.length} source files under ${root}\n\nfiles and lines per folder:`);
for (const [folder, { files: n, lines }] of [...perFolder].sort()) console.log(`  ${folder.padEnd(34)} ${String(n).padStart(4)} files ${String(lines).padStart(7)} lines`);
console.log('\nthe longest files (tests aside):');
for (const [lines, file] of sizes.sort((a, b) => b[0] - a[0]).slice(0, 10)) console.log(`  ${String(lines).padStart(5)}  ${file}`);
console.log('\narrows between folders (imports, tests aside):');
for (const [arrow, n] of [...arrows].sort()) console.log(`  ${arrow} (${n})`);
