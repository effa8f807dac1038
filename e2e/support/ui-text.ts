// The texts tests look for, taken from the UI's own catalogue: a reworded label changes the
// catalogue and the tests follow; a test never hard-codes a sentence the UI owns.
import { uiEn, type UiKey } from '../../shared/messages/en/ui';

type Params = Record<string, string | number>;

export function ui(key: UiKey, params: Params = {}): string {
  const entry = uiEn[key] as string | { one?: string; other: string };
  const template = typeof entry === 'string' ? entry : params.count === 1 && entry.one ? entry.one : entry.other;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => (params[name] === undefined ? `{${name}}` : String(params[name])));
}
