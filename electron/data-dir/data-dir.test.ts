import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveDataDir } from './data-dir';
import { ensureDataDir } from './ensure-data-dir';

describe('resolveDataDir', () => {
  const base = { cwd: '/work', homedir: '/home/ana' };

  it('uses ~/.config/article-importer on Linux', () => {
    expect(resolveDataDir({ ...base, env: {}, platform: 'linux' })).toBe('/home/ana/.config/article-importer');
  });

  it('honours an absolute XDG_CONFIG_HOME and ignores a relative one, as the XDG spec says', () => {
    expect(resolveDataDir({ ...base, env: { XDG_CONFIG_HOME: '/xdg' }, platform: 'linux' })).toBe('/xdg/article-importer');
    expect(resolveDataDir({ ...base, env: { XDG_CONFIG_HOME: 'rel' }, platform: 'linux' })).toBe('/home/ana/.config/article-importer');
  });

  it('uses Application Support on macOS', () => {
    expect(resolveDataDir({ ...base, homedir: '/Users/ana', env: {}, platform: 'darwin' }))
      .toBe('/Users/ana/Library/Application Support/Article Importer');
  });

  it('uses %APPDATA% on Windows, or the roaming folder under the home when it is unset', () => {
    expect(resolveDataDir({ cwd: 'C:\\work', homedir: 'C:\\Users\\ana', env: { APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' }, platform: 'win32' }))
      .toBe('C:\\Users\\ana\\AppData\\Roaming\\Article Importer');
    expect(resolveDataDir({ cwd: 'C:\\work', homedir: 'C:\\Users\\ana', env: {}, platform: 'win32' }))
      .toBe('C:\\Users\\ana\\AppData\\Roaming\\Article Importer');
  });

  it('lets ARTICLE_IMPORTER_DATA_DIR override every platform, relative to the working folder', () => {
    expect(resolveDataDir({ ...base, env: { ARTICLE_IMPORTER_DATA_DIR: '/tmp/ai', XDG_CONFIG_HOME: '/xdg' }, platform: 'linux' })).toBe('/tmp/ai');
    expect(resolveDataDir({ ...base, env: { ARTICLE_IMPORTER_DATA_DIR: 'data' }, platform: 'darwin' })).toBe('/work/data');
    expect(resolveDataDir({ ...base, env: { ARTICLE_IMPORTER_DATA_DIR: '  ' }, platform: 'linux' })).toBe('/home/ana/.config/article-importer');
  });
});

describe('ensureDataDir', () => {
  let tmp = '';
  afterEach(async () => { if (tmp) await rm(tmp, { recursive: true, force: true }); });

  it('creates the folder, nested, private to the user', async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ai-datadir-'));
    const dir = path.join(tmp, 'a', 'b');
    await ensureDataDir(dir);
    await ensureDataDir(dir); // a second call is harmless
    const st = await stat(dir);
    expect(st.isDirectory()).toBe(true);
    if (process.platform !== 'win32') expect(st.mode & 0o777).toBe(0o700);
  });
});
