// The members of the object a JSON text holds, each value as written (see json-tokens.ts):
// what the record details list as fields. Two members with the same name are both listed, in
// the order written, because the file has both and a server may keep either.

import { jsonTokens, type JsonToken } from './json-tokens';

export type JsonValueType = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';

export interface JsonMember {
  /** The member's name, decoded (`"na\u006de"` is `name`). */
  key: string;
  type: JsonValueType;
  /** The value exactly as the text has it. */
  raw: string;
}

/** The kind of value a token starts. */
function typeOf(token: Pick<JsonToken, 'kind' | 'text'>): JsonValueType {
  if (token.kind === 'open') return token.text === '{' ? 'object' : 'array';
  if (token.kind === 'string') return 'string';
  if (token.text === 'true' || token.text === 'false') return 'boolean';
  return token.text === 'null' ? 'null' : 'number';
}

/** The kind of value the text holds; undefined when it holds none. */
export function valueType(text: string): JsonValueType | undefined {
  const first = jsonTokens(text).next();
  return first.done ? undefined : typeOf(first.value);
}

/**
 * The object's members in the order written, or undefined when the text holds no object. In a
 * text cut short, a member is listed only if a `,` or `}` after it shows that it is whole.
 */
export function objectMembers(text: string): JsonMember[] | undefined {
  const tokens = jsonTokens(text);
  const first = tokens.next();
  if (first.done || first.value.text !== '{') return undefined;
  const members: JsonMember[] = [];
  for (;;) {
    const key = tokens.next();
    if (key.done || key.value.kind !== 'string') break;
    const colon = tokens.next();
    if (colon.done || colon.value.kind !== 'colon') break;
    const value = valueSpan(tokens);
    const after = tokens.next();
    if (!value || after.done || (after.value.kind !== 'comma' && after.value.kind !== 'close')) break;
    members.push({ key: decodedString(key.value.text), type: value.type, raw: text.slice(value.start, value.end) });
    if (after.value.kind === 'close') break;
  }
  return members;
}

/** Where the next value stands; undefined when the text ends inside it. */
function valueSpan(tokens: Iterator<JsonToken>): { type: JsonValueType; start: number; end: number } | undefined {
  const first = tokens.next();
  if (first.done) return undefined;
  const { start } = first.value;
  const type = typeOf(first.value);
  if (first.value.kind !== 'open') return { type, start, end: first.value.end };
  let depth = 1;
  for (let token = tokens.next(); !token.done; token = tokens.next()) {
    if (token.value.kind === 'open') depth++;
    else if (token.value.kind === 'close' && --depth === 0) return { type, start, end: token.value.end };
  }
  return undefined;
}

/** A string token's text; as written (without quotes) in the unlikely case it does not decode. */
export function decodedString(token: string): string {
  try {
    const value: unknown = JSON.parse(token);
    if (typeof value === 'string') return value;
  } catch {
    // not a whole JSON string: shown as written below
  }
  return token.replace(/^"|"$/g, '');
}
