// The settings file in the data folder. Written atomically (a temporary file renamed over the
// old one), so a crash leaves the old or the new settings, never half of them. A damaged file
// gives the defaults for what cannot be read; the app keeps it aside as settings.json.bad-<time>
// before it writes anew, so nothing the user had is lost without a trace.
//
// Reading never writes when the store is read-only (the command-line tool: `validate`,
// `changes`, `history`, `token status` leave the file as it is, byte for byte), and a file a
// newer version wrote is never written at all: this version would write it as its own, older
// one, and lose what it does not understand of it.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureDataDir } from '../data-dir/ensure-data-dir';
import { DataFileProblem, readDataFile } from '../data-dir/open-data-file';
import { withBaseUrl, withDefaultBaseUrl, withLastTarget, withRecentTarget, withWindowBounds, withoutBaseUrl } from './settings-changes';
import { SETTINGS_VERSION, defaultSettings, parseSettings } from './settings-schema';
import type { Settings, WindowBounds } from './settings-schema';
import type { Locale } from '../../shared/messages/locale';
import { text, type Text } from '../../shared/messages/text';
import { writeAtomically } from '../data-dir/write-atomically';
import { SettingsUnreadable } from './settings-unreadable';

export { SettingsUnreadable } from './settings-unreadable';

const SETTINGS_FILE_NAME = 'settings.json';

/** Settings are a few KB written by the app or by hand; anything past 1 MiB is not settings. */
const MAX_SETTINGS_BYTES = 1024 ** 2;

/** A write refused because a newer version of the app wrote the file. */
export class SettingsReadOnly extends Error {
  override readonly name = 'SettingsReadOnly';
  readonly text: Text;
  constructor(
    readonly file: string,
    readonly version: number,
  ) {
    super(`The settings ${file} were written by a newer version (${version}); they are not written by this one.`);
    this.text = settingsReadOnlyText(version);
  }
}

export function settingsReadOnlyText(version: number): Text {
  return text('shell.settings.readOnly', { found: version, known: SETTINGS_VERSION });
}

export interface SettingsStore {
  readonly file: string;
  read(): Promise<Settings>;
  /**
   * The version of the file when a newer version of the app wrote it (it is then read-only),
   * else undefined. Throws SettingsUnreadable as read does.
   */
  newerVersion(): Promise<number | undefined>;
  /**
   * Reads the file afresh, applies the change, writes the result; one change at a time. Throws
   * SettingsReadOnly, writing nothing, when a newer version wrote the file.
   */
  update(change: (current: Settings) => Settings): Promise<Settings>;
  saveBaseUrl(url: string, label?: string): Promise<Settings>;
  removeBaseUrl(url: string): Promise<Settings>;
  setDefaultBaseUrl(url: string | null): Promise<Settings>;
  /** A target that accepted a file (label: what the user named it; absent: see withRecentTarget). */
  recordRecentTarget(target: { baseUrl: string; appId: number; label?: string }): Promise<Settings>;
  /** The target the window has now, restored at the next start; null forgets it. */
  setLastTarget(target: { baseUrl: string; appId: number; label?: string } | null): Promise<Settings>;
  setWindowBounds(bounds: WindowBounds | null): Promise<Settings>;
  /** null: follow the system's language. */
  setLanguage(language: Locale | null): Promise<Settings>;
}

export interface SettingsStoreOptions {
  dataDir: string;
  now?: () => Date;
  /**
   * Reads only: a damaged or older file is read as well as it can be and left as it is, and
   * update refuses. For the command-line tool, which never writes the settings.
   */
  readOnly?: boolean;
}

export function createSettingsStore({ dataDir, now = () => new Date(), readOnly = false }: SettingsStoreOptions): SettingsStore {
  const file = path.join(dataDir, SETTINGS_FILE_NAME);
  // Keys a newer version of the app wrote, carried through our writes.
  let unknown: Record<string, unknown> = {};
  // Set when the file last read came from a newer version: nothing is written then.
  let newer: number | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  async function load(): Promise<Settings> {
    let bytes: Buffer | undefined;
    try {
      bytes = await readDataFile(file, MAX_SETTINGS_BYTES);
    } catch (error) {
      throw new SettingsUnreadable(file, settingsProblemText(error), { cause: error });
    }
    if (bytes === undefined) {
      unknown = {};
      newer = undefined;
      return defaultSettings();
    }
    let raw: unknown;
    try {
      raw = JSON.parse(bytes.toString('utf8'));
    } catch {
      raw = undefined;
    }
    const parsed = parseSettings(raw);
    unknown = parsed.unknown;
    newer = parsed.newerVersion;
    if (parsed.damaged && !readOnly) {
      await keepAside(file, bytes, now());
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
      if (readOnly) throw new Error('This settings store only reads.');
      const current = await load();
      if (newer !== undefined) throw new SettingsReadOnly(file, newer);
      const next = change(current);
      await ensureDataDir(dataDir);
      await writeAtomically(file, serialise(next, unknown));
      return next;
    });

  return {
    file,
    read: () => serially(load),
    newerVersion: () => serially(async () => (await load(), newer)),
    update,
    saveBaseUrl: (url, label) => update((s) => withBaseUrl(s, url, label)),
    removeBaseUrl: (url) => update((s) => withoutBaseUrl(s, url)),
    setDefaultBaseUrl: (url) => update((s) => withDefaultBaseUrl(s, url)),
    recordRecentTarget: (target) => update((s) => withRecentTarget(s, target, now())),
    setLastTarget: (target) => update((s) => withLastTarget(s, target)),
    setWindowBounds: (bounds) => update((s) => withWindowBounds(s, bounds)),
    setLanguage: (language) => update((s) => ({ ...s, language })),
  };
}

function serialise(settings: Settings, unknown: Record<string, unknown>): string {
  return `${JSON.stringify({ ...unknown, ...settings }, null, 2)}\n`;
}

/** The bad file's bytes as read, beside it; never a second open of what may have been swapped since. */
async function keepAside(file: string, bytes: Uint8Array, time: Date): Promise<void> {
  // Colons are not allowed in Windows file names.
  const stamp = time.toISOString().replace(/[:.]/g, '-');
  await writeFile(`${file}.bad-${stamp}`, bytes, { flag: 'wx', mode: 0o600 }).catch((error: NodeJS.ErrnoException) => {
    // Two reads in the same millisecond found the same bad file: one copy is enough.
    if (error.code !== 'EEXIST') throw error;
  });
}

/** Why the settings cannot be read, in words (the system's code where there are none). */
function settingsProblemText(error: unknown): Text {
  if (error instanceof DataFileProblem) {
    if (error.code === 'EISDIR') return text('dataFileProblem.folder');
    if (error.code === 'EFBIG') return text('dataFileProblem.tooLarge', { limit: { bytes: error.limit ?? MAX_SETTINGS_BYTES, exact: true } });
    return text('dataFileProblem.notAFile');
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EACCES' || code === 'EPERM') return text('dataFileProblem.permission');
  return text('dataFileProblem.other', { code: code ?? 'EIO' });
}
