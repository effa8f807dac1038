// What a target is called wherever it is named (the target panel, the recent list, the result
// and the header after a send): the user's label ("Staging 4711"), else its configurator ID on
// its host ("4711 on staging.example.com"). One place, so every screen calls it the same.
import { text, type Text } from '../messages/text';

export interface NamedTarget {
  baseUrl: string;
  appId: number;
  label?: string | undefined;
}

export function targetName(target: NamedTarget): Text {
  const label = target.label?.trim();
  if (label) return text('targetName.labelled', { label });
  return text('targetName.unnamed', { appId: target.appId, host: hostOf(target.baseUrl) });
}

/** The host (with a port that is not the default); the base URL as given when it is not one. */
export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host || baseUrl;
  } catch {
    return baseUrl;
  }
}
