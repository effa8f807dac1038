// Lint, and the layer rules of the engineering guide: a wrong import fails `npm test`.
//   shared/   pure TypeScript: zod and itself only; inside it, folders in layers (SHARED_LAYERS)
//   renderer/ shared/ and React: never electron, never Node
//   electron/ shared/ and Node; `electron` itself only in the glue files (main/, preload/);
//             inside it, folders in layers (MAY_IMPORT)
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

const nodeBuiltins = ['node:*', 'fs', 'fs/*', 'path', 'os', 'child_process', 'crypto', 'http', 'https', 'net', 'tls', 'stream', 'stream/*', 'url', 'util', 'worker_threads', 'events', 'buffer', 'zlib', 'readline'];

const restrict = (groups, message) => ({ group: groups, message });

// Inside electron/, each folder may import only the folders below it, so the HTTP client and
// the keychain never know that a command-line tool or a window exists:
//   net, keychain, history, settings, data-dir, files, validation-worker,
//     digest (what each target last accepted), fixes (the corrected copy)    shared/, Node, each other
//   send (the one send use-case of the app and the command-line tool)       those
//   cli (the command-line tool), app (the desktop app's handlers)           those, never each other
//   main (the Electron glue)                                                app, cli and the above
//   preload (the page's bridge)                                             shared/ only
const LOW = ['net', 'keychain', 'history', 'settings', 'data-dir', 'files', 'validation-worker', 'digest', 'fixes'];
const ELECTRON_FOLDERS = [...LOW, 'send', 'cli', 'app', 'main', 'preload'];
const MAY_IMPORT = {
  ...Object.fromEntries(LOW.map((folder) => [folder, LOW])),
  send: LOW,
  cli: [...LOW, 'send'],
  app: [...LOW, 'send'],
  main: [...LOW, 'send', 'app', 'cli'],
  preload: [],
};
const GLUE = ['main', 'preload'];

/** One config per electron/ folder: its layer rule, plus what no Node-side code imports. */
function electronLayers() {
  return ELECTRON_FOLDERS.map((folder) => {
    const allowed = MAY_IMPORT[folder].filter((other) => other !== folder);
    const forbidden = ELECTRON_FOLDERS.filter((other) => other !== folder && !allowed.includes(other));
    const patterns = [
      restrict(['react', 'react-dom', 'react/*', 'react-dom/*', '**/renderer/**'], 'The Node side never imports the renderer.'),
      { regex: '(^|/)(e2e|tools|test-support)(/|$)', message: 'Product code never imports e2e/, tools/ or test-support/ (tests, doubles, the harness).' },
    ];
    if (forbidden.length > 0) {
      patterns.push({
        regex: `^(\\.\\./)+(electron/)?(${forbidden.join('|')})(/|$)`,
        message: `electron/${folder} may import ${allowed.length > 0 ? allowed.map((f) => `electron/${f}`).join(', ') : 'no other electron/ folder'} (see the layer table in eslint.config.js).`,
      });
    }
    return {
      files: [`electron/${folder}/**/*.ts`],
      ignores: ['electron/**/*.test.ts'],
      languageOptions: { globals: globals.node },
      rules: {
        'no-restricted-imports': ['error', {
          ...(GLUE.includes(folder) ? {} : { paths: [{ name: 'electron', message: 'Only the glue in electron/main and electron/preload imports electron; take dependencies as arguments.' }] }),
          patterns,
        }],
      },
    };
  });
}

// shared/ is pure: zod for the IPC schemas, intl-messageformat for the one message formatter
// (shared/messages/format.ts), re2js for a ruleset's patterns (shared/rules/pattern.ts: pure
// JavaScript, linear-time matching, so no pattern can hang the check), and itself.
const SHARED_PURE = [
  { regex: '^(?!zod(/|$)|intl-messageformat$|re2js$|\\.\\.?/)', message: 'shared/ may import only zod, intl-messageformat, re2js and shared/ itself.' },
  { regex: '(^|/)(electron|renderer|e2e|tools|test-support|build)(/|$)', message: 'shared/ may not reach outside itself.' },
];

// Inside shared/, each folder may import only the folders on the rows before its own (the layers
// below it; a row's folders never each other's), so the
// words, the JSON helpers and the compact collections know nothing of a check, and the check
// knows nothing of what a send would change (the digest collector is passed in to it):
//   messages (the catalogues), json, collections (compact columns and key tables),
//     payload (the export's format), progress (time left)                   no other shared/ folder
//   report (a check's findings), targets (a target's address and app id)     those
//   rules (a ruleset: its format, the default, what a chain of them applies)  those
//   validation (the check: bytes → report)                                   those
//   fixes (the fix plan: which values have a certain fix, and their bytes)   those
//   changes (what a send would change: the digest, collected as the check's listener),
//     set-aside (which records cannot be sent, and the file of them)            those
//   sending (the one vocabulary of a send's outcomes)                        those
//   ipc (the contract between the page and main)                            those
const SHARED_LAYERS = [
  ['messages', 'json', 'collections', 'payload', 'progress'],
  ['report', 'targets'],
  ['rules'],
  ['validation'],
  ['fixes'],
  ['changes', 'set-aside'],
  ['sending'],
  ['ipc'],
];

/** One config per shared/ folder: shared/'s purity, plus its layer rule. */
function sharedLayers() {
  const folders = SHARED_LAYERS.flat();
  return SHARED_LAYERS.flatMap((row, at) => row.map((folder) => {
    const allowed = SHARED_LAYERS.slice(0, at).flat();
    const forbidden = folders.filter((other) => other !== folder && !allowed.includes(other));
    const patterns = [...SHARED_PURE];
    if (forbidden.length > 0) {
      patterns.push({
        regex: `^(\\.\\./)+(shared/)?(${forbidden.join('|')})(/|$)`,
        message: `shared/${folder} may import ${allowed.length > 0 ? allowed.map((f) => `shared/${f}`).join(', ') : 'no other shared/ folder'} (see the layer table in eslint.config.js).`,
      });
    }
    return {
      files: [`shared/${folder}/**/*.ts`],
      ignores: ['shared/**/*.test.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    };
  }));
}

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'test-results/', 'playwright-report/', 'e2e/artifacts/', '.bench/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: SHARED_PURE }] },
  },
  ...sharedLayers(),
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    // Tests and their support reach the real main side in process (test-support/in-process-api.ts);
    // none of it is bundled into the page.
    ignores: ['renderer/**/*.test.ts', 'renderer/**/*.test.tsx', 'renderer/test-support/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'electron', message: 'The renderer never imports electron: use the preload API.' }],
        patterns: [
          restrict(nodeBuiltins, 'The renderer never imports Node modules.'),
          restrict(['**/electron/**', '**/e2e/**', '**/tools/**', '**/test-support/**'], 'The renderer imports only shared/ and itself.'),
        ],
      }],
    },
  },
  {
    // The renderer's own tests reach the real main side through test-support/ (and the fake
    // configurator in tools/), never end-to-end code.
    files: ['renderer/**/*.test.ts', 'renderer/**/*.test.tsx', 'renderer/test-support/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [restrict(['**/e2e/**'], 'Renderer tests import no end-to-end code.')] }] },
  },
  {
    // The rules of hooks, every effect's and callback's dependencies named (an error: a missing
    // one shows a stale answer), and the plugin's React Compiler rules: no ref read or written
    // while rendering, no setState straight in an effect, no mutation of props or state, pure
    // renders. Off: incompatible-library, which only says the compiler would skip a component
    // using a library such as TanStack Virtual; this app is not built with the compiler.
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/exhaustive-deps': 'error', 'react-hooks/incompatible-library': 'off' },
  },
  ...electronLayers(),
  {
    // Only current Electron and React APIs: a deprecated one fails the lint (type-aware, so
    // it sees what Electron's and React's own definitions mark @deprecated).
    files: ['electron/main/**/*.ts', 'electron/preload/**/*.ts', 'renderer/**/*.ts', 'renderer/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'renderer/test-support/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-deprecated': 'error' },
  },
  {
    files: ['**/*.test.ts', 'e2e/**/*', 'tools/**/*', 'test-support/**/*', 'build/**/*', '*.config.*', 'electron/cli/bin.cjs'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
