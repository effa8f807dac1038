// A target as people name it: its label ("Staging 4711"), or where it has none, the
// configurator's ID and host ("configurator 4711 at staging.example.com"). Stands in for
// shared/targets' targetName until the named targets land.
import { t } from './i18n';

export function targetDisplayName(target: { baseUrl: string; appId: number; label?: string | undefined }): string {
  const label = target.label?.trim();
  if (label) return label;
  return t('result.targetName', { appId: String(target.appId), host: hostOf(target.baseUrl) });
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}
