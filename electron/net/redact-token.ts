// The token must never leave in a result: not in a message, not in an echoed response body,
// not in a Location. Results pass through here last, so a server that echoes the
// Authorization header cannot smuggle it into the history or onto the screen.
export const REDACTED = '[token removed]';

export function redactToken<T>(value: T, token: string): T {
  if (token === '') return value;
  return walk(value, token) as T;
}

function walk(value: unknown, token: string): unknown {
  if (typeof value === 'string') return value.split(token).join(REDACTED);
  if (Array.isArray(value)) return value.map((item) => walk(item, token));
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[walk(key, token) as string] = walk(item, token);
    return copy;
  }
  return value;
}
