// The settings file in the data folder. Written atomically (a temporary file renamed over the
// old one), so a crash leaves the old or the new settings, never half of them. A damaged file
// gives the defaults for what cannot be read, and is first copied aside as
// settings.json.bad-<time>, so nothing the user had is lost without a trace.
import { constants } from 'node:fs';
import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureDataDir } from '../data-dir/ensure-data-dir';
import { withBaseUrl, withDefaultBaseUrl, withRecentTarget, withWindowBounds, withoutBaseUrl } from './settings-changes';
import { defaultSettings, parseSettings } from './settings-schema';
import type { Settings, WindowBounds } from './settings-schema';
import type { Locale } from '../../shared/messages/locale';
import { writeAtomically } from '../data-dir/write-atomically';

export const SETTINGS_FILE_NAME = 'settings.json';

export interface SettingsStore {
  readonly file: string;
  read(): Promise<Settings>;
  /** Reads the file afresh, applies the change, writes the result; one change at a time. */
  update(change: (current: Settings) => Settings): Promise<Settings>;
  saveBaseUrl(url: string, label?: string): Promise<Settings>;
  removeBaseUrl(url: string): Promise<Settings>;
  setDefaultBaseUrl(url: string | null): Promise<Settings>;
  recordRecentTarget(target: { baseUrl: string; appId: number }): Promise<Settings>;
  setWindowBounds(bounds: WindowBounds | null): Promise<Settings>;
  /** null: follow the system's language. */
  setLanguage(language: Locale | null): Promise<Settings>;
}

export interface SettingsStoreOptions {
  dataDir: string;
  now?: () => Date;
}

export function createSettingsStore({ dataDir, now = () => new Date() }: SettingsStoreOptions): SettingsStore {
  const file = path.join(dataDir, SETTINGS_FILE_NAME);
  // Keys a newer version of the app wrote, carried through our writes.
  let unknown: Record<string, unknown> = {};
  let queue: Promise<unknown> = Promise.resolve();

  async function load(): Promise<Settings> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      unknown = {};
      return defaultSettings();
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      raw = undefined;
    }
    const parsed = parseSettings(raw);
    unknown = parsed.unknown;
    if (parsed.damaged) {
      await keepAside(file, now());
      // What could be read is written back at once: the next read must not find the bad file again.
      await writeAtomically(file, serialise(parsed.settings, unknown));
    }
    return parsed.settings;
  }

  // Changes from the same process run one after another, each on what the one before wrote.
  function serially<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task, task);
    queue = result.catch(() => undefined);
    return result;
  }

  const update = (change: (current: Settings) => Settings) =>
    serially(async () => {
      const next = change(await load());
      await ensureDataDir(dataDir);
      await writeAtomically(file, serialise(next, unknown));
      return next;
    });

  return {
    file,
    read: () => serially(load),
    update,
    saveBaseUrl: (url, label) => update((s) => withBaseUrl(s, url, label)),
    removeBaseUrl: (url) => update((s) => withoutBaseUrl(s, url)),
    setDefaultBaseUrl: (url) => update((s) => withDefaultBaseUrl(s, url)),
    recordRecentTarget: (target) => update((s) => withRecentTarget(s, target, now())),
    setWindowBounds: (bounds) => update((s) => withWindowBounds(s, bounds)),
    setLanguage: (language) => update((s) => ({ ...s, language })),
  };
}

function serialise(settings: Settings, unknown: Record<string, unknown>): string {
  return `${JSON.stringify({ ...unknown, ...settings }, null, 2)}\n`;
}

async function keepAside(file: string, time: Date): Promise<void> {
  // Colons are not allowed in Windows file names.
  const stamp = time.toISOString().replace(/[:.]/g, '-');
  await copyFile(file, `${file}.bad-${stamp}`, constants.COPYFILE_EXCL).catch((error: NodeJS.ErrnoException) => {
    // Two reads in the same millisecond found the same bad file: one copy is enough.
    if (error.code !== 'EEXIST') throw error;
  });
}
