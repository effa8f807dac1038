// The token must never leave in a result: not in a message, not in an echoed response body,
// not in a Location, not in the history. A server may echo it in another form than it was
// sent: JSON-escaped (`\/` as PHP writes it, `\u0041`), URL-encoded (`Bearer%20…` in a
// redirect), or cut off at the end of a body. Every form is replaced wherever it appears.
export const REDACTED = '[token removed]';

/** A token's last characters, from this many on, are redacted when a text ends with them. */
const MIN_PARTIAL = 6;

export function redactToken<T>(value: T, token: string): T {
  if (token === '') return value;
  const redact = tokenRedactor(token);
  return walk(value, redact) as T;
}

/** Replaces the token in any of the forms above in one text. */
export function tokenRedactor(token: string): (text: string) => string {
  if (token === '') return (text) => text;
  const parts = [...token].map(charForms);
  const whole = new RegExp(parts.join(''), 'g');
  // A body cut at a cap (by us or by the server) can end inside the token: its first
  // characters at the very end of a text are redacted too. Only the tail is searched.
  const partial = new RegExp(`${prefixOf(parts)}$`);
  const tailLength = token.length * 6;
  // A token that is part of the marker itself (`e`, `removed`) would eat into the markers
  // already there on every further pass: such a token is searched between them only. Any
  // other is searched everywhere, also across a marker (`d]secret` after `[token remove`).
  const inMarker = new RegExp(parts.join('')).test(REDACTED);
  const redactPart = (part: string) => part.replace(whole, REDACTED);
  return (text) => {
    const redacted = inMarker ? text.split(REDACTED).map(redactPart).join(REDACTED) : text.replace(whole, REDACTED);
    const lastMarker = redacted.lastIndexOf(REDACTED);
    const tailStart = Math.max(lastMarker < 0 ? 0 : lastMarker + REDACTED.length, redacted.length - tailLength);
    return redacted.slice(0, tailStart) + redacted.slice(tailStart).replace(partial, REDACTED);
  };
}

/**
 * A send's result without the token in any text, whatever the token is. Its own vocabulary is
 * left as it is: field names, the result's `code` and each message's `key` are ours, never the
 * server's, and the record of the send is read by them. (A token as short as one letter
 * rewrote them, and a send the configurator accepted could not be recorded.) What the server
 * sent as JSON is its data: its field names are redacted too.
 */
export function redactResult<T extends object>(result: T, token: string): T {
  if (token === '') return result;
  const redact = tokenRedactor(token);
  const ours = (value: unknown): unknown => {
    if (typeof value === 'string') return redact(value);
    if (Array.isArray(value)) return value.map(ours);
    if (typeof value !== 'object' || value === null) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      copy[key] = key === 'key' && isText(value) ? item : key === 'bodyJson' ? walk(item, redact) : ours(item);
    }
    return copy;
  };
  const { code, ...rest } = result as T & { code?: unknown };
  return { ...(ours(rest) as object), ...(code === undefined ? {} : { code }) } as T;
}

/** A message as data (shared/messages/text.ts): its key, and its values at most. */
function isText(value: object): boolean {
  return typeof (value as { key?: unknown }).key === 'string' && Object.keys(value).every((name) => name === 'key' || name === 'values');
}

function walk(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => walk(item, redact));
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[redact(key)] = walk(item, redact);
    return copy;
  }
  return value;
}

/** One character of the token, as itself or escaped as JSON or as a URL would. */
function charForms(char: string): string {
  const code = char.codePointAt(0)!;
  const forms = [escapeRegExp(char), `\\\\u${anyCaseHex(code, 4)}`];
  if (code < 0x80) forms.push(`%${anyCaseHex(code, 2)}`);
  if (char === '/') forms.push('\\\\/');
  if (char === '"' || char === '\\') forms.push(`\\\\${escapeRegExp(char)}`);
  if (char === ' ') forms.push('\\+');
  return `(?:${forms.join('|')})`;
}

/** The token's first MIN_PARTIAL characters, then each further one optional in turn: p1…p6(p7(p8…)?)? */
function prefixOf(parts: string[]): string {
  const required = Math.min(MIN_PARTIAL, parts.length);
  let optional = '';
  for (let i = parts.length - 1; i >= required; i--) optional = `(?:${parts[i]}${optional})?`;
  return parts.slice(0, required).join('') + optional;
}

function anyCaseHex(code: number, digits: number): string {
  return [...code.toString(16).padStart(digits, '0')].map((digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit)).join('');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
