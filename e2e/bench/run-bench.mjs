// `npm run bench`: measures against floors taken in the same run, and prints ratios.
//   1. validate: whole-process time of `article-importer validate` ÷ a bare Node process that
//      reads and JSON.parses the same file (median of interleaved pairs), and peak memory.
//   2. send: one upload of a ~300 MB export to the fake configurator on loopback by the import
//      client, next to `curl --data-binary @file` on the same file, and its peak memory above a
//      bare Node process's.
// Fixtures are generated into .bench/ (git-ignored), never committed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { generateExport } from './generate-export.mjs';
import { measureCommand, measureNode, median, mib } from './measure.mjs';

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

async function bundle(entry) {
  const outfile = path.join(benchDir, `${path.basename(entry, '.ts')}.mjs`);
  await build({ absWorkingDir: root, entryPoints: [entry], outfile, bundle: true, platform: 'node', target: 'node20', format: 'esm', logLevel: 'warning', external: ['keytar', 'electron'], logOverride: { 'empty-import-meta': 'silent' } });
  return outfile;
}

async function sha256Of(file) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

async function benchSend() {
  const file = await fixture('export-300mb.json', 300_000, 3);
  const size = statSync(file).size;
  const [sendOnce, fakeServer] = await Promise.all([bundle('e2e/bench/send-once.ts'), bundle('e2e/bench/fake-server.ts')]);
  const token = 'bench-token';
  const server = spawn(process.execPath, [fakeServer], { env: { ...process.env, BENCH_TOKEN: token }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const [firstChunk] = await once(server.stdout, 'data');
    const baseUrl = firstChunk.toString().trim().split('\n')[0];
    const endpoint = `${baseUrl}/api/v1.0/app/4711/import/articles/direct`;
    const sha = await sha256Of(file);
    const curl = [], client = [], clientPeak = [], curlPeak = [], nodePeak = [];
    const pairs = Math.max(3, Math.min(PAIRS, 5));
    for (let i = 0; i < pairs; i++) {
      const c = measureCommand('curl', ['-sS', '-f', '-o', '/dev/null', '-X', 'POST', '--data-binary', `@${file}`,
        '-H', 'Content-Type: application/json', '-H', `Authorization: Bearer ${token}`, endpoint]);
      if (c.status !== 0) throw new Error(`curl failed: ${c.stderr}`);
      const s = measureNode([sendOnce, endpoint, file, sha], { env: { BENCH_TOKEN: token } });
      if (s.status !== 0) throw new Error(`send failed: ${s.stderr}`);
      const bare = measureNode(['-e', '0']);
      curl.push(c.seconds); curlPeak.push(c.peakBytes);
      client.push(s.seconds); clientPeak.push(s.peakBytes); nodePeak.push(bare.peakBytes);
    }
    const above = Math.max(...clientPeak) - Math.max(...nodePeak);
    console.log(`\nsend ${path.basename(file)} (${mib(size)}, to the fake configurator on loopback, ${pairs} interleaved pairs, medians)`);
    console.log(`  curl --data-binary @file  ${median(curl).toFixed(3)} s   peak ${mib(Math.max(...curlPeak))}`);
    console.log(`  import client (sendImport) ${median(client).toFixed(3)} s   peak ${mib(Math.max(...clientPeak))} (bare Node ${mib(Math.max(...nodePeak))})`);
    console.log(`  time ratio ${(median(client) / median(curl)).toFixed(2)}× curl (bar 2×)   memory ${mib(above)} above bare Node (bar 150 MiB)`);
  } finally {
    server.kill('SIGTERM');
  }
}

const which = process.argv[2];
if (which === undefined || which === 'validate') await benchValidate();
if (which === undefined || which === 'send') await benchSend();
