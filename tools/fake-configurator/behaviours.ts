// How the fake configurator answers an import. One behaviour is current for the whole server
// (switchable at run time); a few app IDs always pick a behaviour of their own, so every
// failure can be tried by hand without switching anything (app 401 → 401, 307 → a redirect…).

export const BEHAVIOUR_NAMES = ['accept', '401', '403', '404', '409', '413', '422', '429', '500', '503', 'redirect', 'reset', 'slow', 'hold'] as const;
export type BehaviourName = (typeof BEHAVIOUR_NAMES)[number];

export interface Behaviour {
  name: BehaviourName;
  /** 429/503: the Retry-After header sent (seconds or an HTTP date); omitted when null. Default "1". */
  retryAfter?: string | null;
  /** 429/503: how many busy answers before the next request is accepted. Default 1. */
  busyTimes?: number;
  /** slow: how long to wait after the upload before accepting. Default 5000 ms. */
  delayMs?: number;
  /** redirect: the Location sent. Default: the same endpoint under /elsewhere on this server. */
  redirectTo?: string;
  /** redirect: 301, 302, 303, 307 or 308. Default 307. */
  redirectStatus?: number;
}

export const BEHAVIOUR_HELP: Record<BehaviourName, string> = {
  accept: '200 with a JSON summary (articles and prices counted); 400 when the body is not JSON',
  '401': 'token rejected',
  '403': 'token may not import into this configurator',
  '404': 'no such configurator',
  '409': 'conflict: another import is running',
  '413': 'payload too large',
  '422': 'the data is rejected, with item errors',
  '429': 'too many requests, with Retry-After (then accepts; see busyTimes)',
  '500': 'internal server error',
  '503': 'unavailable, with Retry-After (then accepts; see busyTimes)',
  redirect: '307 to another address (redirectTo)',
  reset: 'reads the whole upload, then resets the connection without answering',
  slow: 'reads the upload, waits delayMs, then accepts',
  hold: 'reads the upload, then accepts when released (POST /__fake/release)',
};

/** App IDs that pick a behaviour whatever the current one is. */
export const BEHAVIOUR_BY_APP_ID: ReadonlyMap<number, BehaviourName> = new Map<number, BehaviourName>([
  [401, '401'],
  [403, '403'],
  [404, '404'],
  [409, '409'],
  [413, '413'],
  [422, '422'],
  [429, '429'],
  [500, '500'],
  [503, '503'],
  [307, 'redirect'],
  [444, 'reset'],
  [504, 'slow'],
]);

export function isBehaviourName(value: unknown): value is BehaviourName {
  return typeof value === 'string' && (BEHAVIOUR_NAMES as readonly string[]).includes(value);
}

/** A behaviour from a name or from JSON sent to the control endpoint; an error text when invalid. */
export function parseBehaviour(value: unknown): Behaviour | string {
  if (isBehaviourName(value)) return { name: value };
  if (typeof value !== 'object' || value === null) return `expected a behaviour name (${BEHAVIOUR_NAMES.join(', ')}) or an object with "name"`;
  const record = value as Record<string, unknown>;
  if (!isBehaviourName(record.name)) return `unknown behaviour name; one of: ${BEHAVIOUR_NAMES.join(', ')}`;
  const behaviour: Behaviour = { name: record.name };
  if (record.retryAfter === null || typeof record.retryAfter === 'string') behaviour.retryAfter = record.retryAfter;
  else if (typeof record.retryAfter === 'number') behaviour.retryAfter = String(record.retryAfter);
  if (typeof record.busyTimes === 'number' && Number.isInteger(record.busyTimes) && record.busyTimes >= 0) behaviour.busyTimes = record.busyTimes;
  if (typeof record.delayMs === 'number' && record.delayMs >= 0) behaviour.delayMs = record.delayMs;
  if (typeof record.redirectTo === 'string') behaviour.redirectTo = record.redirectTo;
  if (typeof record.redirectStatus === 'number' && [301, 302, 303, 307, 308].includes(record.redirectStatus)) behaviour.redirectStatus = record.redirectStatus;
  return behaviour;
}
