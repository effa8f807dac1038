// The configurator's base URL: https only, except plain http for this computer (testing); no
// credentials (the token is the only credential), no query and no fragment (the endpoint path
// is appended to it). The origin is what the keychain entry is keyed by.
import type { MessageKey } from '../messages/catalogue';
import { text as messageText, type Text } from '../messages/text';

/** Why a base URL input was not taken. */
export type BaseUrlProblem =
  | 'empty'
  | 'noScheme'
  | 'notAUrl'
  | 'unsupportedScheme'
  | 'httpNotLoopback'
  | 'credentials'
  | 'query'
  | 'fragment'
  | 'editorAddress';

export type BaseUrlResult =
  | {
      ok: true;
      /** Normalised: scheme and host lower-case, default port dropped, no trailing slash. */
      baseUrl: string;
      origin: string;
      /** Host name with the port when it is not the default one; what messages name. */
      host: string;
    }
  | { ok: false; problem: BaseUrlProblem; message: Text };

export function parseBaseUrl(input: string): BaseUrlResult {
  const text = input.trim();
  const fail = (problem: BaseUrlProblem, extra: { scheme?: string; host?: string; origin?: string } = {}): BaseUrlResult => ({
    ok: false,
    problem,
    message: messageText(`baseUrl.problem.${problem}` satisfies MessageKey, { input: text, ...extra }),
  });

  if (text === '') return fail('empty');
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text) && looksLikeHost(text)) return fail('noScheme');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail('notAUrl');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail('unsupportedScheme', { scheme: url.protocol });
  if (url.hostname === '') return fail('notAUrl');
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return fail('httpNotLoopback', { host: url.host });
  if (url.username !== '' || url.password !== '') return fail('credentials');
  // URL drops an empty "?" or "#"; the text still carries them, and they are still wrong.
  if (url.search !== '' || text.includes('?')) return fail('query');
  if (url.hash !== '' || text.includes('#')) return fail('fragment');
  if (/(^|\/)apps\/[^/]+/i.test(url.pathname)) return fail('editorAddress', { origin: url.origin });

  const path = url.pathname.replace(/\/+$/, '');
  return { ok: true, baseUrl: `${url.origin}${path}`, origin: url.origin, host: url.host };
}

/** localhost, 127.0.0.0/8 and [::1]: the only hosts plain http is allowed for. */
/** The one transport rule: https, or plain http to this computer only; never credentials in the URL. */
export function isAllowedTransport(url: URL): boolean {
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  return secure && url.username === '' && url.password === '';
}

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]') return true;
  // URL has already normalised IPv4 spellings such as 127.1 or 0x7f.0.0.1 to dotted decimal.
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

function looksLikeHost(text: string): boolean {
  const hostLike = /^([a-z0-9-]+\.)*[a-z0-9-]+(:\d+)?(\/\S*)?$/i.test(text);
  return hostLike && (text.includes('.') || /^localhost(:|\/|$)/i.test(text));
}
