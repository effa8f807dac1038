// Lint, and the layer rules of the engineering guide: a wrong import fails `npm test`.
//   shared/   pure TypeScript: zod and itself only
//   renderer/ shared/ and React: never electron, never Node
//   electron/ shared/ and Node; `electron` itself only in the glue files (main/, preload/)
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const nodeBuiltins = ['node:*', 'fs', 'fs/*', 'path', 'os', 'child_process', 'crypto', 'http', 'https', 'net', 'tls', 'stream', 'stream/*', 'url', 'util', 'worker_threads', 'events', 'buffer', 'zlib', 'readline'];

const restrict = (groups, message) => ({ group: groups, message });

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
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^(?!zod(/|$)|\\.\\.?/)', message: 'shared/ may import only zod and shared/ itself.' },
          { regex: '(^|/)(electron|renderer|e2e|build)(/|$)', message: 'shared/ may not reach outside itself.' },
        ],
      }],
    },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    ignores: ['renderer/**/*.test.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'electron', message: 'The renderer never imports electron: use the preload API.' }],
        patterns: [
          restrict(nodeBuiltins, 'The renderer never imports Node modules.'),
          restrict(['**/electron/**', '**/e2e/**'], 'The renderer imports only shared/ and itself.'),
        ],
      }],
    },
  },
  {
    files: ['electron/**/*.ts'],
    ignores: ['electron/main/**', 'electron/preload/**'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'electron', message: 'Only the glue in electron/main and electron/preload imports electron; take dependencies as arguments.' }],
        patterns: [
          restrict(['react', 'react-dom', 'react/*', 'react-dom/*', '**/renderer/**'], 'The Node side never imports the renderer.'),
        ],
      }],
    },
  },
  {
    files: ['electron/main/**/*.ts', 'electron/preload/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [restrict(['react', 'react-dom', 'react/*', 'react-dom/*', '**/renderer/**'], 'The Node side never imports the renderer.')],
      }],
    },
  },
  {
    files: ['**/*.test.ts', 'e2e/**/*', 'build/**/*', '*.config.*', 'electron/cli/bin.cjs'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
