// Where the app keeps its own files (history, settings): the OS's per-user app-data folder.
// A pure function of its inputs, so every platform's rule is tested on every platform, and
// the app and the command-line tool agree on one folder.
import path from 'node:path';

const DATA_DIR_ENV = 'ARTICLE_IMPORTER_DATA_DIR';

export interface DataDirInput {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  homedir: string;
  /** A relative ARTICLE_IMPORTER_DATA_DIR is taken relative to this (portable use: `./data`). */
  cwd: string;
}

export function resolveDataDir({ env, platform, homedir, cwd }: DataDirInput): string {
  // Windows paths must be joined with Windows rules even when the tests run on Linux.
  const p = platform === 'win32' ? path.win32 : path.posix;

  const override = env[DATA_DIR_ENV];
  if (override !== undefined && override.trim() !== '') return p.resolve(cwd, override);

  switch (platform) {
    case 'darwin':
      return p.join(homedir, 'Library', 'Application Support', 'Article Importer');
    case 'win32': {
      const appData = env.APPDATA;
      return p.join(appData && p.isAbsolute(appData) ? appData : p.join(homedir, 'AppData', 'Roaming'), 'Article Importer');
    }
    default: {
      // The XDG spec says a relative XDG_CONFIG_HOME is invalid and must be ignored.
      const xdg = env.XDG_CONFIG_HOME;
      return p.join(xdg && p.isAbsolute(xdg) ? xdg : p.join(homedir, '.config'), 'article-importer');
    }
  }
}
