#!/usr/bin/env node
// The `article-importer` command. The TypeScript sources are bundled into dist/ by
// `npm ci` / `npm install` (the `prepare` script); this file only finds that bundle.
'use strict';
const path = require('node:path');
const bundle = path.join(__dirname, '..', '..', 'dist', 'cli', 'article-importer.cjs');
try {
  require.resolve(bundle);
} catch {
  process.stderr.write('article-importer is not built yet. Run `npm run build` in the project folder, then try again.\n');
  process.exit(2);
}
require(bundle);
