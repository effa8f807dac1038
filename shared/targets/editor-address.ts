// An editor address pasted whole (the configurator's web address, with `/apps/4711` in its path
// or fragment) holds both parts of a target: its origin is the base URL, the segment after
// `apps` the configurator ID. The same rules as each field's own (parseBaseUrl, parseAppId).
import { parseAppId } from './app-id';
import { parseBaseUrl } from './base-url';

export interface SplitEditorAddress {
  baseUrl: string;
  appId: number;
}

/** Both parts, when the text is an editor address whose origin is a usable base URL; else undefined. */
export function splitEditorAddress(input: string): SplitEditorAddress | undefined {
  const text = input.trim();
  const app = parseAppId(text);
  if (!app.ok || !app.fromUrl) return undefined;
  // People often copy an address without its scheme; parseAppId read it as https.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let origin: string;
  try {
    origin = new URL(withScheme).origin;
  } catch {
    return undefined;
  }
  const base = parseBaseUrl(origin);
  return base.ok ? { baseUrl: base.baseUrl, appId: app.appId } : undefined;
}
