// The settings as the app uses them. Two things the store refuses become what the window can
// show: a file that cannot be read (a pipe, a device, a folder, too large) gives the defaults
// for showing and choosing, but never silently the defaults of the guards before a send; and a
// file a newer version wrote is used read-only, its writes refused with the sentence that says
// so. settingsNotice is that sentence for the window's banner, asked when the window starts.
import { IpcFailure } from '../../shared/ipc/result';
import { text, type Text } from '../../shared/messages/text';
import { defaultSettings, type Settings } from '../settings/settings-schema';
import { SettingsReadOnly, SettingsUnreadable, settingsReadOnlyText, type SettingsStore } from '../settings/settings-store';

export interface AppSettings extends SettingsStore {
  /** The settings, or an IpcFailure naming why they cannot be read: for what must not fall back to defaults (the guards). */
  readStrictly(): Promise<Settings>;
  /** What the window says about the settings: read-only (a newer version wrote them) or unreadable; undefined when all is well. */
  notice(): Promise<Text | undefined>;
}

export function appSettings(store: SettingsStore): AppSettings {
  const unreadableText = (error: SettingsUnreadable) => text('shell.settings.unreadable', { problem: error.problem });
  const asFailure = (error: unknown): unknown => {
    if (error instanceof SettingsReadOnly) return new IpcFailure('settings.readOnly', error.text);
    if (error instanceof SettingsUnreadable) return new IpcFailure('settings.unreadable', unreadableText(error));
    return error;
  };
  const writing =
    <A extends unknown[]>(write: (...args: A) => Promise<Settings>) =>
    async (...args: A): Promise<Settings> => {
      try {
        return await write(...args);
      } catch (error) {
        throw asFailure(error);
      }
    };
  const readStrictly = async (): Promise<Settings> => {
    try {
      return await store.read();
    } catch (error) {
      throw asFailure(error);
    }
  };

  return {
    file: store.file,
    read: async () => {
      try {
        return await store.read();
      } catch (error) {
        if (error instanceof SettingsUnreadable) return defaultSettings();
        throw error;
      }
    },
    readStrictly,
    newerVersion: () => store.newerVersion(),
    async notice() {
      try {
        const newer = await store.newerVersion();
        return newer === undefined ? undefined : settingsReadOnlyText(newer);
      } catch (error) {
        if (error instanceof SettingsUnreadable) return unreadableText(error);
        throw error;
      }
    },
    update: writing((change) => store.update(change)),
    saveBaseUrl: writing((url, label) => store.saveBaseUrl(url, label)),
    removeBaseUrl: writing((url) => store.removeBaseUrl(url)),
    setDefaultBaseUrl: writing((url) => store.setDefaultBaseUrl(url)),
    recordRecentTarget: writing((target) => store.recordRecentTarget(target)),
    setLastTarget: writing((target) => store.setLastTarget(target)),
    setWindowBounds: writing((bounds) => store.setWindowBounds(bounds)),
    setLanguage: writing((language) => store.setLanguage(language)),
  };
}
