// Bundles the Node-side entry points with esbuild. Runs as `prepare`, so `npm ci` leaves a
// ready `npx article-importer` with no other step, and the tool starts from one bundle, with
// a launcher of a few lines before it that starts the scan worker meanwhile (start-up time
// counts: pipelines run it once per export).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The version reports name (electron/cli/app-version.ts). */
const { version } = JSON.parse((await import('node:fs')).readFileSync(path.join(root, 'package.json'), 'utf8'));

/** [entry, output] pairs; outputs land in dist/. */
export const NODE_ENTRIES = [
  // The binary: starts a scan worker while it loads the tool (cli-main.cjs) beside it.
  ['electron/cli/launch.ts', 'dist/cli/article-importer.cjs'],
  ['electron/cli/main.ts', 'dist/cli/cli-main.cjs'],
  // zod, beside the tool's bundle and loaded only by the commands that read a settings,
  // history or digest file: 0.8 MB of the tool's 2.1 MB, compiled at every start otherwise.
  ['zod', 'dist/cli/zod.cjs'],
  // The CLI's keychain calls, one child process each (see electron/keychain/keytar-in-child.ts).
  ['electron/keychain/keytar-helper.ts', 'dist/cli/keytar-helper.cjs'],
  // The desktop app: main process (package.json "main"), the sandboxed preload (must be one
  // CommonJS file), and the validation worker that holds the parsed document.
  ['electron/main/main.ts', 'dist/electron/main.cjs'],
  ['electron/preload/preload.ts', 'dist/electron/preload.cjs'],
  ['electron/validation-worker/worker-main.ts', 'dist/electron/validation-worker.cjs'],
  // Reads, hashes and scans an export beside the thread that parses it (electron/files/validate-file.ts
  // looks for it beside its own bundle): one for the CLI, one for the app's validation worker.
  ['electron/files/scan-worker.ts', 'dist/cli/scan-worker.cjs'],
  ['electron/files/scan-worker.ts', 'dist/electron/scan-worker.cjs'],
  // Parse and check the records the scan worker deals them, as many as --threads (the app's setting).
  ['electron/files/check-worker.ts', 'dist/cli/check-worker.cjs'],
  ['electron/files/check-worker.ts', 'dist/electron/check-worker.cjs'],
  // exceljs for the .xlsx report (electron/files/report-workbook.ts), beside the bundles that
  // write one and loaded only then: 2.4 MB the tool would otherwise parse at every start.
  ['exceljs', 'dist/cli/exceljs.cjs'],
  ['exceljs', 'dist/electron/exceljs.cjs'],
];

/**
 * archiver-utils (under exceljs) still calls `new Buffer(…)`: Node warns of that (DEP0005) on the
 * tool's stderr for code outside node_modules, which a bundle is. Written as what it means.
 */
const currentBuffers = {
  name: 'current-buffers',
  setup(built) {
    built.onLoad({ filter: /[\\/]node_modules[\\/]archiver-utils[\\/]index\.js$/ }, async (args) => {
      const source = await (await import('node:fs/promises')).readFile(args.path, 'utf8');
      return { contents: source.replace(/new Buffer\((0|size)\)/g, 'Buffer.alloc($1)').replace(/new Buffer\(/g, 'Buffer.from('), loader: 'js' };
    });
  },
};

/** The bundles require exceljs from beside themselves (the entries above), not bundled in. */
const excelBeside = {
  name: 'exceljs-beside',
  setup(built) {
    built.onResolve({ filter: /^exceljs$/ }, (args) => (args.kind === 'entry-point' ? undefined : { path: './exceljs.cjs', external: true }));
  },
};

/** The tool's bundle requires zod from beside itself (the entry above). */
const zodBeside = {
  name: 'zod-beside',
  setup(built) {
    built.onResolve({ filter: /^zod$/ }, () => ({ path: './zod.cjs', external: true }));
  },
};

const existing = await Promise.all(
  NODE_ENTRIES.map(async ([entry]) => !entry.includes('/') || (await import('node:fs')).existsSync(path.join(root, entry))),
);

await Promise.all(
  NODE_ENTRIES.filter((_, i) => existing[i]).map(([entry, outfile]) =>
    build({
      absWorkingDir: root,
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      sourcemap: 'linked',
      // A library's bundle (exceljs) is minified: it is never debugged here, and unminified it
      // alone would double the installed app.
      minify: !entry.includes('/'),
      // Native and Electron modules are loaded at run time, never bundled.
      external: ['keytar', 'electron'],
      define: { __APP_VERSION__: JSON.stringify(version) },
      logLevel: 'warning',
      // load-keytar reads import.meta.url only when it runs as ESM (tests); the bundle is CJS.
      logOverride: { 'empty-import-meta': 'silent' },
      plugins: [excelBeside, currentBuffers, ...(outfile === 'dist/cli/cli-main.cjs' ? [zodBeside] : [])],
    }),
  ),
);
