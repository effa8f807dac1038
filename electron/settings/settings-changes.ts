// The changes a user can make, as pure functions from settings to settings. Each takes what a
// user typed, normalises it with the same rule the sender uses (parseBaseUrl), and refuses what
// could not be read back, so the file never holds a base URL the app would reject.
import { formatText } from '../../shared/messages/format';
import type { Text } from '../../shared/messages/text';
import { parseBaseUrl } from '../../shared/targets/base-url';
import { MAX_RECENT_TARGETS, settingsSchemas, targetKey } from './settings-schema';
import type { Settings, WindowBounds } from './settings-schema';

/** A base URL the user gave that is not usable; the message says why in a whole sentence. */
export class SettingsInputError extends Error {
  override readonly name = 'SettingsInputError';
  constructor(readonly text: Text) {
    super(formatText('en', text));
  }
}

function normalisedBaseUrl(input: string): string {
  const parsed = parseBaseUrl(input);
  if (!parsed.ok) throw new SettingsInputError(parsed.message);
  return parsed.baseUrl;
}

/** Adds a base URL, or renames it when it is already saved. An empty label removes the label. */
export function withBaseUrl(settings: Settings, input: string, label?: string): Settings {
  const url = normalisedBaseUrl(input);
  const entry = settingsSchemas.savedBaseUrl.parse(label === undefined || label.trim() === '' ? { url } : { url, label: label.trim() });
  const index = settings.baseUrls.findIndex((saved) => saved.url === url);
  const baseUrls = index === -1 ? [...settings.baseUrls, entry] : settings.baseUrls.map((saved, i) => (i === index ? entry : saved));
  return { ...settings, baseUrls };
}

export function withoutBaseUrl(settings: Settings, input: string): Settings {
  const url = normalisedBaseUrl(input);
  return {
    ...settings,
    baseUrls: settings.baseUrls.filter((saved) => saved.url !== url),
    defaultBaseUrl: settings.defaultBaseUrl === url ? null : settings.defaultBaseUrl,
  };
}

/** The default is always one of the saved ones: choosing it saves it. null clears it. */
export function withDefaultBaseUrl(settings: Settings, input: string | null): Settings {
  if (input === null) return { ...settings, defaultBaseUrl: null };
  const url = normalisedBaseUrl(input);
  const saved = settings.baseUrls.some((entry) => entry.url === url) ? settings : withBaseUrl(settings, url);
  return { ...saved, defaultBaseUrl: url };
}

/**
 * Moves a target that accepted a file to the front, once; the oldest falls off beyond
 * MAX_RECENT_TARGETS. Its label: the one given, else the window's last target's when that is
 * this target (what the user called it when sending), else the one it had.
 */
export function withRecentTarget(settings: Settings, target: { baseUrl: string; appId: number; label?: string }, now: Date): Settings {
  const entry = settingsSchemas.recentTarget.parse({ baseUrl: normalisedBaseUrl(target.baseUrl), appId: target.appId, usedAt: now.toISOString() });
  const key = targetKey(entry);
  const rest = settings.recentTargets.filter((recent) => targetKey(recent) !== key);
  const recentTargets = [entry, ...rest].slice(0, MAX_RECENT_TARGETS);
  const last = settings.lastTarget !== null && targetKey(settings.lastTarget) === key ? settings.lastTarget : undefined;
  const label = labelOf(target.label) ?? (last ? last.label : settings.targetLabels.find((labelled) => targetKey(labelled) === key)?.label);
  const others = settings.targetLabels.filter((labelled) => targetKey(labelled) !== key);
  const targetLabels = [...(label === undefined ? [] : [settingsSchemas.labelledTarget.parse({ baseUrl: entry.baseUrl, appId: entry.appId, label })]), ...others]
    // Only the listed targets' labels are kept.
    .filter((labelled) => recentTargets.some((recent) => targetKey(recent) === targetKey(labelled)));
  return { ...settings, recentTargets, targetLabels };
}

/** The target the window has now (typed and valid, or chosen), for the next start; null forgets it. */
export function withLastTarget(settings: Settings, target: { baseUrl: string; appId: number; label?: string } | null): Settings {
  if (target === null) return { ...settings, lastTarget: null };
  const label = labelOf(target.label);
  const lastTarget = settingsSchemas.lastTarget.parse({ baseUrl: normalisedBaseUrl(target.baseUrl), appId: target.appId, ...(label === undefined ? {} : { label }) });
  return { ...settings, lastTarget };
}

/** A label as kept: trimmed; blank is none. */
function labelOf(label: string | undefined): string | undefined {
  const trimmed = label?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

export function withWindowBounds(settings: Settings, bounds: WindowBounds | null): Settings {
  return { ...settings, windowBounds: bounds === null ? null : settingsSchemas.windowBounds.parse(bounds) };
}
