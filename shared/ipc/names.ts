// The channel and event names alone, without their schemas: the sandboxed preload needs only
// these (it forwards; main checks), so it does not carry zod. contract.ts asserts that these
// lists and its schemas name exactly the same channels.

export const CHANNEL_NAMES = [
  'getAppInfo', 'rendererReady',
  'openFileDialog', 'openDroppedFile', 'openRecentFile', 'reloadDocument', 'cancelValidation', 'getRecentFiles', 'getCurrentDocument', 'closeDocument',
  'getRows', 'locateRecord', 'getProblem', 'getFindings', 'getRecord', 'exportReport', 'openSavedReport', 'showSavedReport',
  'planFixes', 'saveFixedCopy', 'checkSetAside', 'saveSetAside', 'cancelFileTask',
  'listBaseUrls', 'saveBaseUrl', 'removeBaseUrl', 'listRecentTargets', 'getLastTarget', 'setLastTarget', 'parseTarget',
  'chooseRulesTarget', 'getRules', 'setRuleLevel', 'importRuleset', 'exportRuleset', 'resetRuleset',
  'tokenStatus', 'setToken', 'useTokenForSession', 'removeToken',
  'getChanges', 'send', 'cancelSend', 'getHistory',
  'openExternal',
  'getLanguage', 'setLanguage',
] as const;

export const EVENT_NAMES = [
  'validationStarted', 'validationProgress', 'validationStopped', 'documentOpened',
  'sendProgress', 'sendRetry', 'menuCommand', 'languageChanged', 'historyChanged', 'fileTaskProgress',
] as const;

export type ChannelName = (typeof CHANNEL_NAMES)[number];
export type EventName = (typeof EVENT_NAMES)[number];

/** The Electron channel names, prefixed so nothing else on ipcMain can collide with them. */
export const invokeChannel = (name: ChannelName): string => `importer:${name}`;
export const eventChannel = (name: EventName): string => `importer-event:${name}`;

/** The subscription function's name for an event, e.g. `onSendProgress`: the preload, the harness and the renderer all take it from here. */
export function subscriptionName<E extends EventName>(event: E): `on${Capitalize<E>}` {
  return `on${event.charAt(0).toUpperCase()}${event.slice(1)}` as `on${Capitalize<E>}`;
}

/** The name under which the preload exposes the API on `window`. */
export const API_GLOBAL = 'importer';
