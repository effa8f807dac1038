import { describe, expect, it } from 'vitest';
import { SettingsInputError, withLastTarget, withRecentTarget } from './settings-changes';
import { MAX_RECENT_TARGETS, defaultSettings, parseSettings, type Settings } from './settings-schema';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 15, minute));
const staging = { baseUrl: 'https://staging.example.com', appId: 4711 };
const live = { baseUrl: 'https://cfg.example', appId: 1 };

describe('the last target', () => {
  it('is kept normalised with its name trimmed; a blank name is none; null forgets it', () => {
    const kept = withLastTarget(defaultSettings(), { baseUrl: 'HTTPS://Staging.Example.com/', appId: 4711, label: ' Staging 4711 ' });
    expect(kept.lastTarget).toEqual({ ...staging, label: 'Staging 4711' });
    expect(withLastTarget(kept, { ...staging, label: ' ' }).lastTarget).toEqual(staging);
    expect(withLastTarget(kept, null).lastTarget).toBeNull();
  });

  it('refuses a base URL the sender would refuse', () => {
    expect(() => withLastTarget(defaultSettings(), { baseUrl: 'http://cfg.example', appId: 1 })).toThrow(SettingsInputError);
  });

  it('reads back as written, and a damaged one is dropped', () => {
    const written = withLastTarget(defaultSettings(), { ...staging, label: 'Staging 4711' });
    expect(parseSettings(JSON.parse(JSON.stringify(written)))).toMatchObject({ settings: { lastTarget: { ...staging, label: 'Staging 4711' } }, damaged: false });
    expect(parseSettings({ version: 1, lastTarget: { ...staging, appId: 0 } })).toMatchObject({ settings: { lastTarget: null }, damaged: true });
  });
});

describe('a recent target (one that accepted a file)', () => {
  it('takes the window\'s name for it when the window has it, and keeps its name when it has another', () => {
    let settings: Settings = withLastTarget(defaultSettings(), { ...staging, label: 'Staging 4711' });
    settings = withRecentTarget(settings, staging, at(1));
    settings = withLastTarget(settings, live);
    settings = withRecentTarget(settings, live, at(2));
    settings = withRecentTarget(settings, staging, at(3));
    expect(settings.recentTargets).toEqual([{ ...staging, usedAt: at(3).toISOString() }, { ...live, usedAt: at(2).toISOString() }]);
    expect(settings.targetLabels).toEqual([{ ...staging, label: 'Staging 4711' }]);
  });

  it('takes a name given with it first; the window\'s target without a name drops the old one', () => {
    let settings = withRecentTarget(defaultSettings(), { ...live, label: ' Production 1 ' }, at(1));
    expect(settings.targetLabels).toEqual([{ ...live, label: 'Production 1' }]);
    settings = withRecentTarget(withLastTarget(settings, live), live, at(2));
    expect(settings.targetLabels).toEqual([]);
  });

  it('is listed once, newest first, at most MAX_RECENT_TARGETS, with the names of the listed ones only', () => {
    let settings = defaultSettings();
    for (let appId = 1; appId <= MAX_RECENT_TARGETS + 2; appId++) settings = withRecentTarget(settings, { baseUrl: live.baseUrl, appId, label: `Shop ${appId}` }, at(appId));
    settings = withRecentTarget(settings, { baseUrl: live.baseUrl, appId: 5 }, at(30));
    expect(MAX_RECENT_TARGETS).toBe(8);
    expect(settings.recentTargets.map((target) => target.appId)).toEqual([5, 10, 9, 8, 7, 6, 4, 3]);
    expect(settings.targetLabels.map((target) => target.label).sort()).toEqual(settings.recentTargets.map((target) => `Shop ${target.appId}`).sort());
  });
});
