// Which configurator a command talks to: --base-url, else ARTICLE_IMPORTER_BASE_URL, else the
// default saved in the app. One rule for `send` and `token`, so both name the same keychain entry.
import type { Text } from '../../shared/messages/text';
import { parseBaseUrl } from '../../shared/targets/base-url';
import type { Settings } from './settings-schema';

const BASE_URL_ENV = 'ARTICLE_IMPORTER_BASE_URL';

type BaseUrlSource = 'option' | 'environment' | 'settings';

export type ResolvedBaseUrl =
  | { ok: true; baseUrl: string; origin: string; host: string; source: BaseUrlSource }
  | { ok: false; problem: 'missing' }
  | { ok: false; problem: 'invalid'; source: BaseUrlSource; message: Text };

export interface ResolveBaseUrlInput {
  option: string | undefined;
  env: Record<string, string | undefined>;
  /** Read only when neither the option nor the variable is given. */
  readSettings: () => Promise<Pick<Settings, 'defaultBaseUrl'>>;
}

export async function resolveBaseUrl({ option, env, readSettings }: ResolveBaseUrlInput): Promise<ResolvedBaseUrl> {
  const given: [string, BaseUrlSource] | undefined =
    option !== undefined ? [option, 'option']
    : env[BASE_URL_ENV]?.trim() ? [env[BASE_URL_ENV]!, 'environment']
    : undefined;
  const [input, source] = given ?? [(await readSettings()).defaultBaseUrl, 'settings' as const];
  if (input === null) return { ok: false, problem: 'missing' };
  const parsed = parseBaseUrl(input);
  if (!parsed.ok) return { ok: false, problem: 'invalid', source, message: parsed.message };
  return { ok: true, baseUrl: parsed.baseUrl, origin: parsed.origin, host: parsed.host, source };
}
