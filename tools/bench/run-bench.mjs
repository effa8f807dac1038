// `npm run bench`: measures against floors taken in the same run, and prints ratios.
//   1. validate: whole-process time of `article-importer validate` ÷ a bare Node process that
//      reads and JSON.parses the same file (median of interleaved rounds), and peak memory;
//      in the same rounds, validate with the built-in rules given as a file (--rules
//      rulesets/default.json) and with a ruleset of 50 field rules (fifty-field-rules.mjs),
//      each ÷ validate without --rules (and, with BENCH_BASE_CLI=path/to/article-importer.cjs,
//      another build's validate in the same rounds, to compare its ratio to the floor); then
//      a ~1 GB export of 1.2 million articles and 3.6 million prices (one JSON.parse could not
//      even hold it as a string): its time per byte against the smaller file's, and its peak
//      memory; then the memory per record: peaks at 100k, 600k and 1.2 million articles, with
//      three prices each and with one, give the bytes each article and each price adds.
//   2. send: `article-importer send` of a ~300 MB export to a fake configurator on loopback,
//      next to `validate` + `curl --data-binary @file` of the same bytes; the upload alone
//      (the import client) next to curl; peak memory of send next to validate's.
//   3. changes: `article-importer changes` of the 100k export against the digest of the same
//      export (kept by a first send to a fake configurator): what computing the changes adds
//      to `validate`, against the bare JSON.parse floor, and the digest's size.
//   4. app: the built app in the browser harness, in Chromium, opening the first file from
//      outside (as "Open with" does): when its first rows show, against the bare JSON.parse
//      floor, and the Long Tasks (> 50 ms on the UI thread) while it loads, while flicking the
//      wheel and while dragging the scrollbar (with BENCH_BASE_ROOT=another checkout with its
//      own build, e.g. a copy of the old one, that build too, in alternate rounds).
//   5. search: the same app with a 100k export where every 10th article and price has a
//      problem: searching for an article number as it is typed, the problem filters and a
//      sort, each until the count (or first row) shows the result, against the bare JSON.parse
//      floor, and the Long Tasks on the UI thread during all of it.
//   6. fix: the corrected copy of a 100 MB export in which every 10th record has values to fix
//      (amounts as text, lower-case currencies, German dates, "ja" for active): plan and copy in
//      one pass (as `fix --output`), and plan then copy (as the app), each ÷ `validate` of the
//      same file; then the same for a ~1 GB export: peak memory of both next to validate's.
// Fixtures are generated into .bench/ (git-ignored), never committed. `npm run bench -- app`
// (or validate, send, changes, search, fix) runs one part.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { fiftyFieldRules } from './fifty-field-rules.mjs';
import { generateExport } from './generate-export.mjs';
import { measureCommand, measureNode, median, mib } from './measure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const benchDir = path.join(root, '.bench');
const cli = path.join(root, 'dist', 'cli', 'article-importer.cjs');
const bare = path.join(root, 'tools', 'bench', 'bare-parse.cjs');
const PAIRS = Number(process.env.BENCH_PAIRS ?? 7);
/** Another build's CLI, timed in validate's rounds beside this one (before and after a change, on the same machine at the same time). */
const BASE_CLI = process.env.BENCH_BASE_CLI;
/** validate's rounds: its rules ratios have bars 5 % apart, which 7 rounds on a busy 2-core machine did not resolve. */
const VALIDATE_ROUNDS = Number(process.env.BENCH_PAIRS ?? 15);
/**
 * send's rounds: a peak moves ±10 MiB between rounds of the same build (with when collections
 * fall), so the median of 5 moved ±3 % from run to run of this bench, more than the 5 % bar's
 * margin; 9 hold it to about ±2 %.
 */
const SEND_ROUNDS = Number(process.env.BENCH_PAIRS ?? 9);

async function fixture(name, articles, perArticle, options) {
  mkdirSync(benchDir, { recursive: true });
  const file = path.join(benchDir, name);
  if (!existsSync(file)) {
    process.stdout.write(`generating ${name} (${articles.toLocaleString('en')} articles, ${(articles * perArticle).toLocaleString('en')} prices)…\n`);
    await generateExport(file, articles, perArticle, options);
  }
  return file;
}

async function benchValidate() {
  const file = await fixture('export-100k.json', 100_000, 3);
  const size = statSync(file).size;
  // The built-in rules given as a file, and a ruleset of 50 field rules written here (not committed).
  const defaultRuleset = path.join(root, 'rulesets', 'default.json');
  const fiftyRules = path.join(benchDir, 'rules-50-fields.json');
  writeFileSync(fiftyRules, `${JSON.stringify(fiftyFieldRules(), null, 2)}\n`);
  checkSameVerdict(file, [defaultRuleset, fiftyRules]);
  const floor = [], validate = [], withDefault = [], withFifty = [], floorPeak = [], validatePeak = [];
  const cpu = { validate: [], withDefault: [], withFifty: [], base: [], floor: [] };
  // The checking threads (--threads): 1, 2 and 4 where the machine has the cores; the default
  // (one per core less the scan's, validate-file.ts: defaultThreads) is the plain validate run.
  const cores = availableParallelism();
  const defaultThreads = Math.max(1, cores - 1);
  const threadCounts = [1, 2, 4].filter((n) => n <= cores);
  const byThreads = new Map(threadCounts.map((n) => [n, { wall: n === defaultThreads ? validate : [], cpu: n === defaultThreads ? cpu.validate : [] }]));
  measureNode([bare, file]); // warm the page cache
  const validateRun = (...rules) => {
    const v = measureNode([cli, 'validate', file, '--format', 'json', ...rules]);
    if (v.status !== 0) throw new Error(`validate ${rules.join(' ')} exited ${v.status}: ${v.stderr}`);
    return v;
  };
  // The three validate runs of a round in turn first, second and third: a run that always
  // followed the same one (a process that just freed its memory) measured a few percent apart.
  const base = [], basePeak = [];
  const variants = [
    () => { const v = validateRun(); validate.push(v.seconds); validatePeak.push(v.peakBytes); cpu.validate.push(v.cpuSeconds); },
    () => { const v = validateRun('--rules', defaultRuleset); withDefault.push(v.seconds); cpu.withDefault.push(v.cpuSeconds); },
    () => { const v = validateRun('--rules', fiftyRules); withFifty.push(v.seconds); cpu.withFifty.push(v.cpuSeconds); },
    ...threadCounts.filter((n) => n !== defaultThreads).map((n) => () => {
      const v = validateRun('--threads', String(n));
      byThreads.get(n).wall.push(v.seconds); byThreads.get(n).cpu.push(v.cpuSeconds);
    }),
    ...(BASE_CLI === undefined ? [] : [() => {
      const v = measureNode([BASE_CLI, 'validate', file, '--format', 'json']);
      if (v.status !== 0) throw new Error(`${BASE_CLI} validate exited ${v.status}: ${v.stderr}`);
      base.push(v.seconds); basePeak.push(v.peakBytes); cpu.base.push(v.cpuSeconds);
    }]),
  ];
  for (let i = 0; i < VALIDATE_ROUNDS; i++) {
    const f = measureNode([bare, file]);
    floor.push(f.seconds); floorPeak.push(f.peakBytes); cpu.floor.push(f.cpuSeconds);
    for (let k = 0; k < variants.length; k++) variants[(i + k) % variants.length]();
  }
  const ratio = median(validate) / median(floor);
  const memory = Math.max(...validatePeak) / size;
  console.log(`\nvalidate ${path.basename(file)} (${mib(size)}, ${VALIDATE_ROUNDS} interleaved rounds, medians)`);
  console.log(`  bare read + JSON.parse   ${median(floor).toFixed(3)} s   peak ${mib(Math.max(...floorPeak))}`);
  console.log(`  article-importer validate ${median(validate).toFixed(3)} s   peak ${mib(Math.max(...validatePeak))}`);
  console.log(`  time ratio ${ratio.toFixed(2)}× (bar 1.3× on 2 cores, at the default of ${defaultThreads} checking thread${defaultThreads === 1 ? '' : 's'} on ${cores} cores)   peak memory ${memory.toFixed(2)}× file size`);
  const per100MB = (runs) => `${((median(runs) * 100e6) / size).toFixed(2)} s`;
  console.log(`  CPU per 100 MB (user + sys)   validate ${per100MB(cpu.validate)}   bare read + JSON.parse ${per100MB(cpu.floor)} (${(median(cpu.validate) / median(cpu.floor)).toFixed(2)}×)`);
  const one = median(byThreads.get(1).wall);
  const speedUps = [1, 2, 4].map((n) => {
    if (!byThreads.has(n)) return `${n}: not measured: ${cores} cores`;
    const { wall, cpu: used } = byThreads.get(n);
    return `${n}: ${median(wall).toFixed(3)} s ${(one / median(wall)).toFixed(2)}× (CPU ${median(used).toFixed(2)} s)`;
  });
  console.log(`  --threads, speed-up over 1 (wall): ${speedUps.join('   ')}`);
  if (BASE_CLI !== undefined) {
    console.log(`  BENCH_BASE_CLI validate   ${median(base).toFixed(3)} s   peak ${mib(Math.max(...basePeak))}   time ratio ${(median(base) / median(floor)).toFixed(2)}× (this build ${ratio.toFixed(2)}×: ${(median(validate) / median(base)).toFixed(3)}× the other's time, CPU time ${(median(cpu.validate) / median(cpu.base)).toFixed(3)}×)`);
  }
  // Beside each wall-time ratio, the CPU-time one: on a machine shared with other work it moves less.
  const cpuRatio = (runs) => `CPU time ${(median(runs) / median(cpu.validate)).toFixed(3)}×`;
  console.log(`  --rules rulesets/default.json          ${median(withDefault).toFixed(3)} s = ${(median(withDefault) / median(validate)).toFixed(3)}× validate without --rules (bar 1.05×; ${cpuRatio(cpu.withDefault)})`);
  console.log(`  --rules ${path.basename(fiftyRules)} (50 field rules) ${median(withFifty).toFixed(3)} s = ${(median(withFifty) / median(validate)).toFixed(3)}× validate without --rules (bar 1.3×; ${cpuRatio(cpu.withFifty)})`);

  // 1.2 million articles and 3.6 million prices: about 1.05 GB with lean articles (no English
  // description, no image URL), under the 1 GiB cap.
  const big = await fixture('export-1.2m-lean.json', 1_200_000, 3, { lean: true });
  const bigSize = statSync(big).size;
  const runs = [];
  for (let i = 0; i < 2; i++) runs.push(validatePeakRun(big));
  const seconds = median(runs.map((r) => r.seconds));
  const peak = Math.max(...runs.map((r) => r.peakBytes));
  const perByte = seconds / bigSize / (median(validate) / size);
  console.log(`\nvalidate ${path.basename(big)} (${mib(bigSize)}, 1,200,000 articles, 3,600,000 prices, 2 runs, median)`);
  console.log(`  article-importer validate ${seconds.toFixed(3)} s   peak ${mib(peak)} (bar 400 MiB)`);
  console.log(`  time per byte ${perByte.toFixed(2)}× the ${path.basename(file)}'s (bar 1.2×)`);
  await memoryPerRecord(Math.min(...runs.map((r) => r.peakBytes)));
  return { validatePeak: Math.max(...validatePeak) };
}

function validatePeakRun(file) {
  const v = measureNode([cli, 'validate', file, '--format', 'json']);
  if (v.status !== 0) throw new Error(`validate ${path.basename(file)} exited ${v.status}: ${v.stderr}`);
  return v;
}

/**
 * What each article and each price adds to validate's peak: the peaks of exports of the same
 * records (lean, as the 1.2 million one) at 100k, 600k and 1.2 million articles, with three
 * prices each, and at 100k and 1.2 million with one; bytes = Δ peak ÷ Δ records. The lowest peak
 * of two runs each: when the collector runs moves a peak up, never down. `bigPeak`: the 1.2
 * million export's, measured already.
 */
async function memoryPerRecord(bigPeak) {
  const lowest = async (name, articles, perArticle) => {
    const file = await fixture(name, articles, perArticle, { lean: true });
    return Math.min(validatePeakRun(file).peakBytes, validatePeakRun(file).peakBytes);
  };
  const small3 = await lowest('export-100k-lean.json', 100_000, 3);
  const middle3 = await lowest('export-600k-lean.json', 600_000, 3);
  const small1 = await lowest('export-100k-lean-1.json', 100_000, 1);
  const big1 = await lowest('export-1.2m-lean-1.json', 1_200_000, 1);
  // Per 1.1 million articles: Δ with three prices each = a + 3p, with one = a + p.
  const withThree = (bigPeak - small3) / 1_100_000, withOne = (big1 - small1) / 1_100_000;
  const perPrice = (withThree - withOne) / 2, perArticle = withOne - perPrice;
  const first = (middle3 - small3) / 500_000, second = (bigPeak - middle3) / 600_000;
  console.log(`\nmemory per record (validate's peak, lowest of 2 runs; lean exports)`);
  console.log(`  100k articles: ${mib(small3)} with 3 prices each, ${mib(small1)} with 1;   600k: ${mib(middle3)};   1.2M: ${mib(bigPeak)} with 3, ${mib(big1)} with 1`);
  console.log(`  from 100k to 1.2M articles: ${perArticle.toFixed(0)} bytes per article, ${perPrice.toFixed(0)} bytes per price`);
  console.log(`  an article with its 3 prices: ${first.toFixed(0)} bytes from 100k to 600k, ${second.toFixed(0)} from 600k to 1.2M: ${(second / first).toFixed(2)}× (the tables grow with the records; the article numbers' hash table doubles at 838,861 numbers, 12 MiB in the second span)`);
}

/**
 * The rulesets the bench times must reach the verdict no rules reach (the same counts, no
 * finding of their own), so their time is the rules' own cost, not that of reporting findings;
 * and each must be the one the report names.
 */
function checkSameVerdict(file, rulesets) {
  const reportOf = (...args) => {
    const run = spawnSync(process.execPath, [cli, 'validate', file, '--format', 'json', ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
    if (run.status !== 0) throw new Error(`validate ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
    return JSON.parse(run.stdout);
  };
  const plain = reportOf();
  for (const rules of rulesets) {
    const report = reportOf('--rules', rules);
    if (JSON.stringify(report.counts) !== JSON.stringify(plain.counts)) throw new Error(`--rules ${rules}: counts ${JSON.stringify(report.counts)}, without rules ${JSON.stringify(plain.counts)}`);
    if (report.rules?.name === plain.rules?.name && rules !== path.join(root, 'rulesets', 'default.json')) throw new Error(`--rules ${rules}: the report names ${report.rules?.name}`);
  }
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
  const sendOnce = await bundle('tools/bench/send-once.ts');
  const token = 'bench-token';
  const server = await fakeServer(token);
  const { baseUrl } = server;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  try {
    const endpoint = `${baseUrl}/api/v1.0/app/4711/import/articles/direct`;
    const sha = await sha256Of(file);
    const curl = [], upload = [], send = [], validate = [];
    const pairs = Math.max(3, SEND_ROUNDS);
    // One send first, not measured: every measured send compares with the digest it kept, as
    // a second send to a target does (reading that digest is part of the peak). The same file
    // each time, so the comparison finds nothing changed: its lists of changes stay empty.
    const sendArgs = [cli, 'send', file, '--app', '4711', '--base-url', baseUrl, '--yes', '--format', 'json'];
    const sendEnv = { env: { ARTICLE_IMPORTER_TOKEN: token, ARTICLE_IMPORTER_DATA_DIR: dataDir } };
    const first = measureNode(sendArgs, sendEnv);
    if (first.status !== 0) throw new Error(`send exited ${first.status}: ${first.stderr}`);
    for (let i = 0; i < pairs; i++) {
      const c = measureCommand('curl', ['-sS', '-f', '-o', '/dev/null', '-X', 'POST', '--data-binary', `@${file}`,
        '-H', 'Content-Type: application/json', '-H', `Authorization: Bearer ${token}`, endpoint]);
      if (c.status !== 0) throw new Error(`curl failed: ${c.stderr}`);
      const u = measureNode([sendOnce, endpoint, file, sha], { env: { BENCH_TOKEN: token } });
      if (u.status !== 0) throw new Error(`upload failed: ${u.stderr}`);
      // validate and send take turns in going first: neither always runs on what the other left (page cache, the machine's state).
      const validateRun = () => measureNode([cli, 'validate', file, '--format', 'json']);
      const sendRun = () => measureNode(sendArgs, sendEnv);
      let v, s;
      if (i % 2 === 0) {
        v = validateRun();
        s = sendRun();
      } else {
        s = sendRun();
        v = validateRun();
      }
      if (s.status !== 0) throw new Error(`send exited ${s.status}: ${s.stderr}`);
      curl.push(c); upload.push(u); validate.push(v); send.push(s);
    }
    const m = (runs) => median(runs.map((r) => r.seconds));
    const peak = (runs) => Math.max(...runs.map((r) => r.peakBytes));
    const typicalPeak = (runs) => median(runs.map((r) => r.peakBytes));
    console.log(`\nsend ${path.basename(file)} (${mib(size)}, to a fake configurator on loopback, each send compared with the last one's digest, ${pairs} interleaved rounds, medians; peaks: the median round's, and the highest)`);
    console.log(`  curl --data-binary @file      ${m(curl).toFixed(3)} s   peak ${mib(typicalPeak(curl))} (highest ${mib(peak(curl))})`);
    console.log(`  article-importer validate     ${m(validate).toFixed(3)} s   peak ${mib(typicalPeak(validate))} (highest ${mib(peak(validate))})`);
    console.log(`  article-importer send         ${m(send).toFixed(3)} s   peak ${mib(typicalPeak(send))} (highest ${mib(peak(send))})`);
    console.log(`  upload alone (import client)  ${m(upload).toFixed(3)} s   peak ${mib(typicalPeak(upload))} (highest ${mib(peak(upload))})`);
    const peaks = (runs) => runs.map((r) => (r.peakBytes / 1024 / 1024).toFixed(0)).join(' ');
    console.log(`  peaks by round (MiB): validate ${peaks(validate)}; send ${peaks(send)}`);
    console.log(`  send ÷ (validate + curl) ${(m(send) / (m(validate) + m(curl))).toFixed(2)}× (bar 1.2×)   upload ÷ curl ${(m(upload) / m(curl)).toFixed(2)}× (bar 1.2×)   send's peak ÷ validate's ${(typicalPeak(send) / typicalPeak(validate)).toFixed(2)}× (medians; bar 1.05×)`);
  } finally {
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fake configurator on loopback for the parts that send (bench/fake-server.ts); stopped by `stop`. */
async function fakeServer(token) {
  const script = await bundle('tools/bench/fake-server.ts');
  const server = spawn(process.execPath, [script], { env: { ...process.env, BENCH_TOKEN: token }, stdio: ['ignore', 'pipe', 'inherit'] });
  const [firstChunk] = await once(server.stdout, 'data');
  return { baseUrl: firstChunk.toString().trim().split('\n')[0], stop: () => server.kill('SIGTERM') };
}

async function benchChanges() {
  const file = await fixture('export-100k.json', 100_000, 3);
  const size = statSync(file).size;
  const token = 'bench-token';
  const server = await fakeServer(token);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  try {
    const env = { ARTICLE_IMPORTER_TOKEN: token, ARTICLE_IMPORTER_DATA_DIR: dataDir };
    const target = ['--app', '4711', '--base-url', server.baseUrl];
    const first = measureNode([cli, 'send', file, ...target, '--yes', '--format', 'json'], { env });
    if (first.status !== 0) throw new Error(`send exited ${first.status}: ${first.stderr}`);
    const digests = path.join(dataDir, 'digests');
    const digestBytes = readdirSync(digests).reduce((sum, name) => sum + statSync(path.join(digests, name)).size, 0);
    const floor = [], validate = [], changes = [];
    measureNode([bare, file]);
    for (let i = 0; i < PAIRS; i++) {
      floor.push(measureNode([bare, file]).seconds);
      const v = measureNode([cli, 'validate', file, '--format', 'json']);
      const c = measureNode([cli, 'changes', file, ...target, '--format', 'json'], { env });
      if (v.status !== 0 || c.status !== 0) throw new Error(`validate exited ${v.status}, changes ${c.status}: ${c.stderr}`);
      validate.push(v.seconds);
      changes.push(c.seconds);
    }
    const added = (median(changes) - median(validate)) / median(floor);
    console.log(`\nchanges ${path.basename(file)} (${mib(size)}) against the digest of its first send (100,000 articles, 300,000 prices), ${PAIRS} interleaved rounds, medians`);
    console.log(`  bare read + JSON.parse      ${median(floor).toFixed(3)} s`);
    console.log(`  article-importer validate   ${median(validate).toFixed(3)} s`);
    console.log(`  article-importer changes    ${median(changes).toFixed(3)} s`);
    console.log(`  added by the changes ${added.toFixed(2)}× the bare parse (bar 0.2×)   digest ${(digestBytes / 1e6).toFixed(1)} MB = ${(digestBytes / size * 100).toFixed(1)} % of the file`);
  } finally {
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Seconds a bare Node process takes to read and JSON.parse the file: median of three, after one to warm the cache. */
function parseFloor(file) {
  measureNode([bare, file]);
  return median([0, 1, 2].map(() => measureNode([bare, file]).seconds));
}

/** Three runs of a browser benchmark (a fresh harness and Chromium each), each one's JSON line. */
function browserRuns(script, args) {
  return [0, 1, 2].map(() => browserRun(script, args));
}

/** One run of a browser benchmark; `env` e.g. BENCH_APP_ROOT, another checkout's harness and build. */
function browserRun(script, args, env = {}) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', `tools/bench/${script}`, ...args], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 24, env: { ...process.env, ...env } });
  if (run.status !== 0) throw new Error(`${script} failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

/** Another checkout (its harness and its built dist/) the app bench times in alternate rounds. */
const BASE_ROOT = process.env.BENCH_BASE_ROOT;
const APP_ROUNDS = Number(process.env.BENCH_APP_ROUNDS ?? 3);

async function benchApp() {
  const file = await fixture('export-100k.json', 100_000, 3);
  const size = statSync(file).size;
  const floor = parseFloor(file);
  // With BENCH_BASE_ROOT, the other build in alternate rounds: the machine's load then weighs on both alike.
  const runs = [], baseRuns = [];
  for (let i = 0; i < APP_ROUNDS; i++) {
    runs.push(browserRun('app-bench.ts', [file, 'AR-0000000']));
    if (BASE_ROOT !== undefined) baseRuns.push(browserRun('app-bench.ts', [file, 'AR-0000000'], { BENCH_APP_ROOT: BASE_ROOT }));
  }
  console.log(`\napp: ${path.basename(file)} (${mib(size)}) opened from outside in the browser harness, Chromium, ${APP_ROUNDS} runs, medians${BASE_ROOT === undefined ? '' : `, in rounds alternating with BENCH_BASE_ROOT=${BASE_ROOT}`}`);
  console.log(`  bare read + JSON.parse    ${floor.toFixed(3)} s`);
  const say = (list) => (list.length === 0 ? 'none' : `${list.length}, longest ${Math.max(...list).toFixed(0)} ms`);
  const report = (label, results) => {
    const first = median(results.map((r) => r.firstRowsMs)) / 1000;
    const checked = median(results.map((r) => r.checkedMs)) / 1000;
    const tasks = (phase) => say(results.flatMap((r) => r[phase]));
    console.log(`  ${label}`);
    console.log(`    first rows shown after  ${first.toFixed(3)} s = ${(first / floor).toFixed(2)}× (bar 0.5×; runs ${results.map((r) => (r.firstRowsMs / 1000).toFixed(2)).join(', ')} s)`);
    console.log(`    check done after        ${checked.toFixed(3)} s`);
    console.log(`    Long Tasks > 50 ms (all runs; bar: none): loading ${tasks('loading')}; flicking the wheel ${tasks('flicking')}; dragging the scrollbar ${tasks('dragging')}`);
  };
  report('this build', runs);
  if (BASE_ROOT !== undefined) report(`BENCH_BASE_ROOT ${BASE_ROOT}`, baseRuns);
}

async function benchSearch() {
  const file = await fixture('export-100k-problems.json', 100_000, 3, { problemsEvery: 10 });
  const size = statSync(file).size;
  const floor = parseFloor(file);
  const runs = browserRuns('app-search-bench.ts', [file]);
  const step = (label, key, note = '') => {
    const seconds = median(runs.map((r) => r[key])) / 1000;
    console.log(`  ${label.padEnd(34)} ${seconds.toFixed(3)} s = ${(seconds / floor).toFixed(2)}×${note}`);
  };
  const tasks = runs.flatMap((r) => r.longTasks);
  console.log(`\nsearch and filter: ${path.basename(file)} (${mib(size)}, 100,000 articles, every 10th with a problem) in the app, browser harness, Chromium, 3 runs, medians; time from the last key or choice until the count shows the result, ÷ bare JSON.parse`);
  console.log(`  bare read + JSON.parse             ${floor.toFixed(3)} s`);
  step('search "AR-00123" as typed', 'searchFirstMs', ' (the 0.2 s typing pause included; its text built during the first keys)');
  step('search "AR-00456" as typed', 'searchAgainMs', ' (the 0.2 s typing pause included)');
  step('only records with problems', 'withProblemsMs');
  step('only one code', 'oneCodeMs');
  step('sort by name, first time', 'sortMs');
  console.log(`  Long Tasks > 50 ms on the UI thread while typing, filtering and sorting: ${tasks.length === 0 ? 'none' : `${tasks.length}, longest ${Math.max(...tasks).toFixed(0)} ms`} (bar: none)`);
}

async function benchFix() {
  const file = await fixture('export-100k-fixes.json', 100_000, 3, { fixesEvery: 10 });
  const size = statSync(file).size;
  const fixOnce = await bundle('tools/bench/fix-once.ts');
  const output = path.join(benchDir, 'fix-output.json');
  // validate exits 1 here (the file has errors): that is what the copy is for.
  const validateRun = (target) => {
    const v = measureNode([cli, 'validate', target, '--format', 'json']);
    if (v.status !== 0 && v.status !== 1) throw new Error(`validate exited ${v.status}: ${v.stderr}`);
    return v;
  };
  const fixRun = (mode, target) => {
    const f = measureNode([fixOnce, mode, target, output]);
    if (f.status !== 0) throw new Error(`fix (${mode}) exited ${f.status}: ${f.stderr}`);
    return f;
  };
  const validate = [], copy = [], planThenCopy = [];
  validateRun(file); // warm the page cache
  for (let i = 0; i < PAIRS; i++) {
    validate.push(validateRun(file));
    copy.push(fixRun('copy', file));
    planThenCopy.push(fixRun('plan-then-copy', file));
  }
  const m = (runs) => median(runs.map((r) => r.seconds));
  const peak = (runs) => Math.max(...runs.map((r) => r.peakBytes));
  console.log(`\nfix ${path.basename(file)} (${mib(size)}, every 10th record with values to fix, ${copy[0].stderr.trim()}, ${PAIRS} interleaved rounds, medians)`);
  console.log(`  article-importer validate        ${m(validate).toFixed(3)} s   peak ${mib(peak(validate))}`);
  console.log(`  plan and copy in one call (CLI)  ${m(copy).toFixed(3)} s   peak ${mib(peak(copy))}   ${(m(copy) / m(validate)).toFixed(2)}× validate (bar 1.5×)`);
  console.log(`  plan, then copy (the app)        ${m(planThenCopy).toFixed(3)} s   peak ${mib(peak(planThenCopy))}   ${(m(planThenCopy) / m(validate)).toFixed(2)}× validate (bar 1.5×)`);

  const big = await fixture('export-1gb-fixes.json', 1_050_000, 3, { fixesEvery: 10 });
  const bigSize = statSync(big).size;
  const bigValidate = validateRun(big);
  const bigCopy = fixRun('copy', big);
  const bigPlanThenCopy = fixRun('plan-then-copy', big);
  const added = (run) => {
    const bytes = run.peakBytes - bigValidate.peakBytes;
    return `${bytes >= 0 ? '+' : '−'}${mib(Math.abs(bytes))} next to validate's (bar +64 MiB)`;
  };
  console.log(`\nfix ${path.basename(big)} (${mib(bigSize)}, ${bigCopy.stderr.trim()}, 1 run each)`);
  console.log(`  article-importer validate        ${bigValidate.seconds.toFixed(3)} s   peak ${mib(bigValidate.peakBytes)}`);
  console.log(`  plan and copy in one call        ${bigCopy.seconds.toFixed(3)} s   peak ${mib(bigCopy.peakBytes)}   ${added(bigCopy)}`);
  console.log(`  plan, then copy (the app)        ${bigPlanThenCopy.seconds.toFixed(3)} s   peak ${mib(bigPlanThenCopy.peakBytes)}   ${added(bigPlanThenCopy)}   ${(bigPlanThenCopy.seconds / bigValidate.seconds).toFixed(2)}× validate`);
}

const which = process.argv[2];
if (which === undefined || which === 'validate') await benchValidate();
if (which === undefined || which === 'send') await benchSend();
if (which === undefined || which === 'changes') await benchChanges();
if (which === undefined || which === 'app') await benchApp();
if (which === undefined || which === 'search') await benchSearch();
if (which === undefined || which === 'fix') await benchFix();
