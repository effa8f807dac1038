// Saved base URLs (e.g. production and staging, one of them the default), the recent targets
// (those that accepted a file, with their labels) and the window's last target,
// from the settings store (electron/settings). A base URL the store refuses comes back as a
// typed failure with the store's own sentence.
import type { ChannelRequest, ChannelResponse } from '../../shared/ipc/contract';
import { IpcFailure } from '../../shared/ipc/result';
import { SettingsInputError } from '../settings/settings-changes';
import { targetKey, type Settings } from '../settings/settings-schema';
import type { SettingsStore } from '../settings/settings-store';

type BaseUrlList = ChannelResponse<'listBaseUrls'>;

export function createSettingsHandlers({ settings }: { settings: SettingsStore }) {
  const listOf = (s: Settings): BaseUrlList => ({
    baseUrls: s.baseUrls.map((saved) => ({
      url: saved.url,
      ...(saved.label !== undefined ? { label: saved.label } : {}),
      isDefault: s.defaultBaseUrl === saved.url,
    })),
  });

  async function change(action: () => Promise<Settings>): Promise<Settings> {
    try {
      return await action();
    } catch (error) {
      if (error instanceof SettingsInputError) throw new IpcFailure('baseUrl.invalid', error.text);
      throw error;
    }
  }

  return {
    async listBaseUrls(): Promise<BaseUrlList> {
      return listOf(await settings.read());
    },
    async saveBaseUrl({ url, label, makeDefault }: ChannelRequest<'saveBaseUrl'>): Promise<BaseUrlList> {
      let next = await change(() => settings.saveBaseUrl(url, label));
      if (makeDefault) next = await change(() => settings.setDefaultBaseUrl(url));
      return listOf(next);
    },
    async removeBaseUrl({ url }: ChannelRequest<'removeBaseUrl'>): Promise<BaseUrlList> {
      return listOf(await change(() => settings.removeBaseUrl(url)));
    },
    async listRecentTargets(): Promise<ChannelResponse<'listRecentTargets'>> {
      const { recentTargets, targetLabels } = await settings.read();
      return {
        targets: recentTargets.map((recent) => {
          const label = targetLabels.find((labelled) => targetKey(labelled) === targetKey(recent))?.label;
          return { ...recent, ...(label === undefined ? {} : { label }) };
        }),
      };
    },
    async getLastTarget(): Promise<ChannelResponse<'getLastTarget'>> {
      return { target: (await settings.read()).lastTarget };
    },
    async setLastTarget(target: ChannelRequest<'setLastTarget'>): Promise<ChannelResponse<'setLastTarget'>> {
      const { lastTarget } = await change(() => settings.setLastTarget(target));
      if (lastTarget === null) throw new Error('The last target was not kept.');
      return { target: lastTarget };
    },
  };
}
