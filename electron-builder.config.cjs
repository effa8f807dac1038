// Installers, with electron-builder: `npm run dist` builds those of the current OS into
// release/. The app inside is only what runs: the built bundles, the built page and the
// production dependencies (keytar, native, unpacked and rebuilt for Electron's ABI); every
// other dependency is bundled by esbuild or Vite and so is a devDependency.
// build/packaging.test.ts checks this file against electron-builder's schema and lists the
// app's files from an app.asar built with these rules.
'use strict';

/** @type {import('electron-builder').Configuration} */
const config = {
  // Must equal electron/app/app-identity.ts (APP_ID, PRODUCT_NAME): a test checks it.
  appId: 'com.articleimporter.desktop',
  productName: 'Article Importer',
  copyright: 'Copyright © 2026 Article Importer',
  directories: { output: 'release', buildResources: 'build' },

  files: [
    'package.json',
    'dist/electron/*.cjs',
    'dist/renderer/**/*',
    '!**/*.map',
    // Of keytar, what runs: its loader and its compiled module. Its own dependencies
    // (prebuild-install and the like) only install it.
    '!node_modules/**/*',
    'node_modules/keytar/package.json',
    'node_modules/keytar/lib/*.js',
    'node_modules/keytar/build/Release/*.node',
  ],
  asar: true,
  // Native modules cannot load from inside an archive.
  asarUnpack: ['**/*.node'],
  // keytar rebuilt (or its prebuilt binary fetched) for Electron's ABI, not Node's.
  npmRebuild: true,
  nodeGypRebuild: false,

  electronFuses: {
    runAsNode: false,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    enableCookieEncryption: true,
    grantFileProtocolExtraPrivileges: false,
  },

  // "Open with Article Importer" for JSON exports; never the default for every .json.
  fileAssociations: [
    { ext: 'json', name: 'JSON export', description: 'Article and price export (JSON)', mimeType: 'application/json', role: 'Viewer', rank: 'Alternate' },
  ],

  linux: {
    // /usr/bin/article-importer after installing the deb: the command-line tool's name.
    executableName: 'article-importer',
    maintainer: 'Article Importer <support@article-importer.invalid>',
    target: ['AppImage', 'deb'],
    category: 'Office',
    icon: 'build/icons',
    synopsis: 'Check and import article and price exports',
    // The desktop entries' MimeType (application/json) comes from fileAssociations.
  },
  deb: {
    depends: ['libsecret-1-0'],
    // The menu entry passes files as paths (%F). Only here: the AppImage's entry keeps
    // electron-builder's `AppRun --no-sandbox %U` (its own args would add a second field
    // code and drop --no-sandbox); the app takes file:// URLs as well.
    executableArgs: ['%F'],
    // No afterInstall of our own: electron-builder's (templates/linux/after-install.tpl)
    // links /usr/bin/article-importer to the app with update-alternatives, and its
    // after-remove removes the link, so the command-line tool is on the PATH.
  },

  win: { executableName: 'article-importer', target: [{ target: 'nsis', arch: ['x64'] }], icon: 'build/icons/256x256.png' },
  nsis: {
    // Per user, no administrator rights.
    oneClick: false,
    perMachine: false,
    allowElevation: false,
    allowToChangeInstallationDirectory: true,
    createDesktopShortcut: true,
    createStartMenuShortcut: true,
  },

  // "Article Importer.app"; its command-line launcher is Resources/bin/article-importer.
  mac: { target: ['dmg'], category: 'public.app-category.business', icon: 'build/icons/1024x1024.png' },

  // The command-line launchers for Windows and macOS (Linux's deb links the executable).
  extraResources: [{ from: 'build/bin', to: 'bin' }],
};

module.exports = config;
