// What the app remembers between runs, and how a file from disk is checked. Reading is
// lenient per field: a bad window size must not cost the user their saved configurators.
import { z } from 'zod';
import { LOCALES, type Locale } from '../../shared/messages/locale';
import { parseBaseUrl } from '../../shared/targets/base-url';
import { DEFAULT_GUARDS, type GuardSettings } from '../../shared/changes/changes';

export const SETTINGS_VERSION = 1;
/** The recent targets the window offers as buttons: few enough to scan at a glance. */
export const MAX_RECENT_TARGETS = 8;

/** A base URL as parseBaseUrl normalises it; anything else on disk is dropped. */
const baseUrl = z.string().max(2048).refine((value) => {
  const parsed = parseBaseUrl(value);
  return parsed.ok && parsed.baseUrl === value;
}, 'not a normalised base URL');

const savedBaseUrl = z.strictObject({
  url: baseUrl,
  /** The user's name for it, e.g. "Production" or "Staging". */
  label: z.string().trim().min(1).max(100).optional(),
});

const appId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A target's name as the user gave it, e.g. "Staging 4711". */
const targetLabel = z.string().trim().min(1).max(100);

/** A target that accepted a file (usedAt: when it last did). Its label is kept in targetLabels. */
const recentTarget = z.strictObject({
  baseUrl,
  appId,
  usedAt: z.iso.datetime({ offset: true }),
});

/** The target the window had last (typed and valid, or chosen), restored when it starts. */
const lastTarget = z.strictObject({ baseUrl, appId, label: targetLabel.optional() });

/**
 * The label of a recent target. Apart from recentTargets because an older version reads those
 * entries strictly: a label inside one would cost that version the entry.
 */
const labelledTarget = z.strictObject({ baseUrl, appId, label: targetLabel });

const windowBounds = z.strictObject({
  // Absent: let the window manager place the window.
  x: z.number().int().min(-100_000).max(100_000).optional(),
  y: z.number().int().min(-100_000).max(100_000).optional(),
  width: z.number().int().min(200).max(100_000),
  height: z.number().int().min(150).max(100_000),
  maximized: z.boolean().default(false),
});

/** How long a send waits for the whole answer once the file went out (a setting for both the app and the CLI). */
const answerDeadlineMinutes = z.number().int().min(1).max(24 * 60);

const language = z.enum(LOCALES);

/** Threads that check a file's records (the app's validation; the CLI's --threads): as validateFile takes them. */
const checkThreads = z.number().int().min(1).max(256);

/** The guards before a send (shared/changes): the share of the target's articles a file may leave out, in percent… */
const leftOutArticlesPercent = z.number().min(0).max(100);
/** …and the factor beyond which a price change needs a second look (2: more than ×2 or below ×0.5). */
const priceJumpFactor = z.number().gt(1).max(1_000_000);
/** …and the share of the target's articles a file may switch from active to inactive, in percent. */
const deactivatedArticlesPercent = z.number().min(0).max(100);

type SavedBaseUrl = z.infer<typeof savedBaseUrl>;
type RecentTarget = z.infer<typeof recentTarget>;
type LastTarget = z.infer<typeof lastTarget>;
type LabelledTarget = z.infer<typeof labelledTarget>;
export type WindowBounds = z.infer<typeof windowBounds>;

export interface Settings {
  version: typeof SETTINGS_VERSION;
  baseUrls: SavedBaseUrl[];
  defaultBaseUrl: string | null;
  /** Most recent first, at most MAX_RECENT_TARGETS. */
  recentTargets: RecentTarget[];
  /** The labels of the recent targets that have one (at most one each). */
  targetLabels: LabelledTarget[];
  /** The target the window had last; null: none yet. */
  lastTarget: LastTarget | null;
  windowBounds: WindowBounds | null;
  /** null: the default (SEND_DEFAULTS.answerDeadlineMs). Set by hand in settings.json. */
  answerDeadlineMinutes: number | null;
  /** The window's and menus' language; null: the system's. */
  language: Locale | null;
  /** null: the default (DEFAULT_GUARDS, 20 %). Set by hand in settings.json, for the app and the CLI. */
  leftOutArticlesPercent: number | null;
  /** null: the default (DEFAULT_GUARDS, 2). Set by hand in settings.json. */
  priceJumpFactor: number | null;
  /** null: the default (DEFAULT_GUARDS, 20 %). Set by hand in settings.json. */
  deactivatedArticlesPercent: number | null;
  /** null: one per core less the scan's (validateFile). Set by hand in settings.json; the CLI takes --threads instead. */
  checkThreads: number | null;
}

export function defaultSettings(): Settings {
  return { version: SETTINGS_VERSION, baseUrls: [], defaultBaseUrl: null, recentTargets: [], targetLabels: [], lastTarget: null, windowBounds: null, answerDeadlineMinutes: null, language: null, leftOutArticlesPercent: null, priceJumpFactor: null, deactivatedArticlesPercent: null, checkThreads: null };
}

export interface ParsedSettings {
  settings: Settings;
  /** Keys a newer version wrote: kept, so going back and forth between versions loses nothing. */
  unknown: Record<string, unknown>;
  /** Something on disk was not valid and was left out: the caller keeps the file aside. */
  damaged: boolean;
  /**
   * The file's version, when a newer version of the app wrote it: what this version knows of it
   * is used, and the file is never written (that would make it an older version's file).
   */
  newerVersion?: number;
}

const KNOWN_KEYS = new Set<string>(['version', 'baseUrls', 'defaultBaseUrl', 'recentTargets', 'targetLabels', 'lastTarget', 'windowBounds', 'answerDeadlineMinutes', 'language', 'leftOutArticlesPercent', 'priceJumpFactor', 'deactivatedArticlesPercent', 'checkThreads']);

export function parseSettings(raw: unknown): ParsedSettings {
  const settings = defaultSettings();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { settings, unknown: {}, damaged: true };
  const record = raw as Record<string, unknown>;
  const newerVersion = typeof record.version === 'number' && Number.isSafeInteger(record.version) && record.version > SETTINGS_VERSION ? record.version : undefined;
  // A newer version's fields may be shaped differently: not damage, only not ours to read.
  let damaged = record.version !== SETTINGS_VERSION && newerVersion === undefined;

  // Each field on its own; each list entry on its own.
  const list = <T>(value: unknown, schema: z.ZodType<T>): T[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      damaged = true;
      return [];
    }
    const kept = value.flatMap((item) => {
      const result = schema.safeParse(item);
      return result.success ? [result.data] : [];
    });
    if (kept.length !== value.length) damaged = true;
    return kept;
  };
  const single = <T>(value: unknown, schema: z.ZodType<T>): T | null => {
    if (value === undefined || value === null) return null;
    const result = schema.safeParse(value);
    if (!result.success) damaged = true;
    return result.success ? result.data : null;
  };

  settings.baseUrls = dedupe(list(record.baseUrls, savedBaseUrl), (entry) => entry.url);
  settings.defaultBaseUrl = single(record.defaultBaseUrl, baseUrl);
  settings.recentTargets = dedupe(list(record.recentTargets, recentTarget), targetKey).slice(0, MAX_RECENT_TARGETS);
  settings.targetLabels = dedupe(list(record.targetLabels, labelledTarget), targetKey).filter((labelled) =>
    settings.recentTargets.some((recent) => targetKey(recent) === targetKey(labelled)),
  );
  settings.lastTarget = single(record.lastTarget, lastTarget);
  settings.windowBounds = single(record.windowBounds, windowBounds);
  settings.answerDeadlineMinutes = single(record.answerDeadlineMinutes, answerDeadlineMinutes);
  settings.language = single(record.language, language);
  settings.leftOutArticlesPercent = single(record.leftOutArticlesPercent, leftOutArticlesPercent);
  settings.priceJumpFactor = single(record.priceJumpFactor, priceJumpFactor);
  settings.deactivatedArticlesPercent = single(record.deactivatedArticlesPercent, deactivatedArticlesPercent);
  settings.checkThreads = single(record.checkThreads, checkThreads);

  const unknown = Object.fromEntries(Object.entries(record).filter(([key]) => !KNOWN_KEYS.has(key)));
  if (newerVersion !== undefined) return { settings, unknown, damaged: false, newerVersion };
  return { settings, unknown, damaged };
}

export function targetKey(target: { baseUrl: string; appId: number }): string {
  return `${target.appId} ${target.baseUrl}`;
}

function dedupe<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
}

/** For the change functions: the same rules as reading, so nothing is written that reads back damaged. */
export const settingsSchemas = { savedBaseUrl, recentTarget, lastTarget, labelledTarget, windowBounds, baseUrl };

/** The guards before a send, from the settings (the defaults where they are not set). */
export function guardSettingsOf(settings: Pick<Settings, 'leftOutArticlesPercent' | 'priceJumpFactor' | 'deactivatedArticlesPercent'>): GuardSettings {
  // Absent (not only null) in a settings object from before the setting: the default.
  const deactivated = settings.deactivatedArticlesPercent ?? null;
  return {
    maxLeftOutShare: settings.leftOutArticlesPercent === null ? DEFAULT_GUARDS.maxLeftOutShare : settings.leftOutArticlesPercent / 100,
    priceJumpFactor: settings.priceJumpFactor ?? DEFAULT_GUARDS.priceJumpFactor,
    maxDeactivatedShare: deactivated === null ? DEFAULT_GUARDS.maxDeactivatedShare : deactivated / 100,
  };
}
