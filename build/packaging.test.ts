// The installers' configuration (electron-builder.config.cjs), checked as far as this machine
// allows without Electron's binary: electron-builder's own schema accepts it; the app's
// app.asar, built by electron-builder with the same file rules as every installer, holds the
// built app and keytar and nothing else; the Linux packages' desktop entries and the deb's
// scripts, made by electron-builder's own targets, open JSON files and put the command-line
// tool on the PATH; the fuses and the app's identity are as intended.
import { extractFile, listPackage, statFile } from '@electron/asar';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile, chmod, mkdir, access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ID, PRODUCT_NAME } from '../electron/app/app-identity';
import { repoRoot } from '../test-support/paths';

const require = createRequire(import.meta.url);
type Config = Record<string, unknown> & {
  appId: string;
  productName: string;
  directories: { output: string };
  electronFuses: Record<string, boolean>;
  fileAssociations: Array<Record<string, string>>;
  linux: { executableName: string; target: string[] };
  win: { executableName: string; target: Array<{ target: string }> };
  nsis: { oneClick: boolean; perMachine: boolean; allowElevation: boolean };
  mac: { target: string[] };
  asarUnpack: string[];
  npmRebuild: boolean;
};
const config = require(path.join(repoRoot, 'electron-builder.config.cjs')) as Config;

describe('the installers’ configuration', () => {
  it('passes electron-builder’s own schema validation', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as { validateConfiguration(config: unknown, logger: unknown): Promise<void> };
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    await expect(validateConfiguration({ ...config, notAnOption: true }, new DebugLogger(false))).rejects.toThrow(/notAnOption/);
  });

  it('names the app as the app itself does, and builds every installer into a git-ignored folder', async () => {
    expect(config.appId).toBe(APP_ID);
    expect(config.productName).toBe(PRODUCT_NAME);
    expect(config.linux.executableName).toBe('article-importer');
    expect(config.win.executableName).toBe('article-importer');
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target.map((t) => t.target)).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
    expect(config.directories.output).toBe('release');
    expect((await readFile(path.join(repoRoot, '.gitignore'), 'utf8')).split('\n')).toContain('release/');
  });

  it('installs for the user alone on Windows, without administrator rights', () => {
    expect(config.nsis).toMatchObject({ oneClick: false, perMachine: false, allowElevation: false });
  });

  it('offers "Open with" for JSON exports, without taking over every .json file', () => {
    expect(config.fileAssociations).toEqual([
      expect.objectContaining({ ext: 'json', mimeType: 'application/json', role: 'Viewer', rank: 'Alternate' }),
    ]);
  });

  it('sets the Electron fuses: no running as Node, no NODE_OPTIONS or --inspect, only the integrity-checked asar', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('unpacks and rebuilds native modules (keytar) for Electron', () => {
    expect(config.asarUnpack).toEqual(['**/*.node']);
    expect(config.npmRebuild).toBe(true);
  });

  it('ships an icon in every size the installers use', async () => {
    for (const size of [16, 32, 48, 64, 128, 256, 512, 1024]) {
      const png = await readFile(path.join(repoRoot, `build/icons/${size}x${size}.png`));
      expect(png.readUInt32BE(16), `${size} px wide`).toBe(size);
      expect(png.readUInt32BE(20), `${size} px high`).toBe(size);
    }
  });
});

interface LinuxIntegration {
  deb: { desktopFile: string; desktopEntry: string; afterInstall: string; afterRemove: string };
  appImage: { desktopEntry: string };
}

/** A desktop entry's [Desktop Entry] keys. */
function desktopKeys(entry: string): Record<string, string> {
  return Object.fromEntries(entry.split('\n').filter((line) => line.includes('=')).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

describe('what the installers install', () => {
  let root = '';
  let resources = '';
  let files: string[] = [];
  let linux: LinuxIntegration;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ai-pack-'));
    // A stand-in for Electron's binary: electron-builder copies it and names it after the app.
    const fakeDist = path.join(root, 'electron-dist');
    await mkdir(fakeDist);
    await writeFile(path.join(fakeDist, 'electron'), '#!/bin/sh\nexit 0\n');
    await chmod(path.join(fakeDist, 'electron'), 0o755);
    const electronVersion = (require('electron/package.json') as { version: string }).version;
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'test-support/pack-app-dir.cjs'), path.join(root, 'out'), fakeDist, electronVersion], { cwd: repoRoot, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`electron-builder failed:\n${run.stdout}\n${run.stderr}`);
    resources = path.join(root, 'out/linux-unpacked/resources');
    const archive = path.join(resources, 'app.asar');
    files = listPackage(archive, { isPack: false })
      .filter((entry) => !('files' in statFile(archive, entry.slice(1), false)))
      .map((entry) => entry.slice(1).split(path.sep).join('/'))
      .sort();
    linux = JSON.parse(await readFile(path.join(root, 'out/linux-integration.json'), 'utf8')) as LinuxIntegration;
  }, 120_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('holds the built app and keytar, and nothing else: no sources, maps, tests or dev dependencies', async () => {
    const renderer = files.filter((f) => f.startsWith('dist/renderer/'));
    expect(files).toEqual(
      [
        'dist/electron/check-worker.cjs',
        'dist/electron/exceljs.cjs',
        'dist/electron/main.cjs',
        'dist/electron/preload.cjs',
        'dist/electron/scan-worker.cjs',
        'dist/electron/validation-worker.cjs',
        ...renderer,
        'node_modules/keytar/build/Release/keytar.node',
        'node_modules/keytar/lib/keytar.js',
        'node_modules/keytar/package.json',
        'package.json',
      ].sort(),
    );
    expect(renderer).toContain('dist/renderer/index.html');
    expect(renderer.every((f) => f === 'dist/renderer/index.html' || /^dist\/renderer\/assets\/[\w-]+\.(js|css)$/.test(f)), renderer.join(', ')).toBe(true);
    expect(files.filter((f) => /\.(map|ts|tsx)$|\.test\.|^(e2e|electron|shared|renderer|build)\//.test(f))).toEqual([]);
  });

  it('starts the main bundle, and keeps keytar’s native module outside the archive', async () => {
    const packaged = JSON.parse(await readFile(path.join(root, 'out/linux-unpacked/resources/app.asar.unpacked/node_modules/keytar/package.json'), 'utf8')) as { name: string };
    expect(packaged.name).toBe('keytar');
    await access(path.join(resources, 'app.asar.unpacked/node_modules/keytar/build/Release/keytar.node'));
    const archive = path.join(resources, 'app.asar');
    const manifest = JSON.parse(extractFile(archive, 'package.json').toString('utf8')) as { main: string; dependencies?: Record<string, string> };
    expect(manifest.main).toBe('dist/electron/main.cjs');
    expect(Object.keys(manifest.dependencies ?? {})).toEqual([]);
  });

  it('gives the deb a menu entry that opens JSON files by path, and links its window to the entry', () => {
    const entry = desktopKeys(linux.deb.desktopEntry);
    expect(entry).toMatchObject({
      Name: PRODUCT_NAME,
      Exec: '"/opt/Article Importer/article-importer" %F',
      Icon: 'article-importer',
      MimeType: 'application/json;',
      Type: 'Application',
    });
    // Electron takes its window's app_id / WM_CLASS from the packaged package.json's
    // desktopName: it must name the entry the deb installs, or the desktop shows the window
    // as an unknown app.
    const manifest = JSON.parse(extractFile(path.join(resources, 'app.asar'), 'package.json').toString('utf8')) as { desktopName: string };
    expect(linux.deb.desktopFile).toBe(manifest.desktopName);
    expect(entry.StartupWMClass).toBe(manifest.desktopName.replace(/\.desktop$/, ''));
  });

  it('gives the AppImage an entry with one file field code and electron-builder’s sandbox switch', () => {
    const entry = desktopKeys(linux.appImage.desktopEntry);
    expect(entry.Exec).toBe('AppRun --no-sandbox %U');
    expect(entry.MimeType).toBe('application/json;');
  });

  it('puts article-importer on the PATH when the deb is installed, and takes it off when removed', () => {
    expect(linux.deb.afterInstall).toContain("update-alternatives --install '/usr/bin/article-importer' 'article-importer' '/opt/Article Importer/article-importer'");
    expect(linux.deb.afterInstall).toContain("ln -sf '/opt/Article Importer/article-importer' '/usr/bin/article-importer'");
    expect(linux.deb.afterRemove).toContain("update-alternatives --remove 'article-importer' '/opt/Article Importer/article-importer'");
  });

  it('is small, and carries the command-line launchers for Windows and macOS', async () => {
    const size = (await stat(path.join(resources, 'app.asar'))).size;
    console.log(`app.asar: ${(size / 1024 / 1024).toFixed(2)} MiB, ${files.length} files`);
    // The app's own bundles (about 4 MiB, unminified for readable traces) and the .xlsx report's
    // library (exceljs, 1 MiB minified): a bound that catches a dependency bundled by mistake.
    expect(size).toBeLessThan(7 * 1024 * 1024);
    await access(path.join(resources, 'bin/article-importer'));
    await access(path.join(resources, 'bin/article-importer.cmd'));
  });
});
