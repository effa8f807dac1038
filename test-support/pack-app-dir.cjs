// Builds the app's folder as the installers would (electron-builder, target "dir", the
// project's own configuration and file rules) into OUT, against a stand-in for Electron's
// binary (FAKE_ELECTRON_DIST), since Electron's binary cannot be downloaded here. Only what
// needs the real binary is off: rebuilding keytar for Electron's ABI and flipping the fuses.
// After packing, it writes OUT/linux-integration.json: the desktop entries the deb and the
// AppImage would install and the deb's after-install and after-remove scripts, made by
// electron-builder's own deb and AppImage targets from the same configuration (building those
// packages needs fpm and appimagetool, which electron-builder downloads).
// Run in a child process by build/packaging.test.ts, which keeps electron-builder's log to
// show it only when packing fails.
'use strict';
const { readFile, writeFile } = require('node:fs/promises');
const path = require('node:path');
const { build, Platform } = require('electron-builder');
const { LinuxTargetHelper } = require('app-builder-lib/out/targets/LinuxTargetHelper');
const FpmTarget = require('app-builder-lib/out/targets/FpmTarget').default;
const AppImageTarget = require('app-builder-lib/out/targets/appimage/AppImageTarget').default;

const [out, fakeElectronDist, electronVersion] = process.argv.slice(2);
const projectDir = path.resolve(__dirname, '..');
const config = require(path.join(projectDir, 'electron-builder.config.cjs'));

/** What installing the Linux packages puts into the desktop, as electron-builder makes it. */
async function writeLinuxIntegration({ packager, outDir }) {
  const helper = new LinuxTargetHelper(packager);
  const deb = new FpmTarget('deb', packager, helper, outDir);
  const appImage = new AppImageTarget(null, packager, helper, outDir);
  const scripts = await deb.scriptFiles;
  const integration = {
    deb: {
      desktopFile: `${helper.getDesktopFileName()}.desktop`,
      desktopEntry: await helper.computeDesktopEntry(deb.options),
      afterInstall: await readFile(scripts.afterInstall, 'utf8'),
      afterRemove: await readFile(scripts.afterRemove, 'utf8'),
    },
    appImage: { desktopEntry: await appImage.desktopEntry.value },
  };
  await writeFile(path.join(out, 'linux-integration.json'), JSON.stringify(integration, null, 2));
}

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
    afterPack: writeLinuxIntegration,
  },
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
