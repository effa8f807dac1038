// Builds the app's folder as the installers would (electron-builder, target "dir", the
// project's own configuration and file rules) into OUT, against a stand-in for Electron's
// binary (FAKE_ELECTRON_DIST), since Electron's binary cannot be downloaded here. Only what
// needs the real binary is off: rebuilding keytar for Electron's ABI and flipping the fuses.
// Run in a child process by build/packaging.test.ts, which keeps electron-builder's log to
// show it only when packing fails.
'use strict';
const path = require('node:path');
const { build, Platform } = require('electron-builder');

const [out, fakeElectronDist, electronVersion] = process.argv.slice(2);
const projectDir = path.resolve(__dirname, '../..');
const config = require(path.join(projectDir, 'electron-builder.config.cjs'));

build({
  projectDir,
  targets: Platform.LINUX.createTarget('dir'),
  publish: 'never',
  config: {
    ...config,
    electronDist: fakeElectronDist,
    electronVersion,
    npmRebuild: false,
    electronFuses: undefined,
    directories: { ...config.directories, output: out },
  },
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
