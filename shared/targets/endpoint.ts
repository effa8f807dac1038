// The import endpoint. The API version lives here and nowhere else, so a new version is a
// one-line change (the fake configurator matches paths with the same functions).
import { isAllowedTransport } from './base-url';

const API_VERSION = 'v1.0';

const PATH_PATTERN = new RegExp(`^/api/${API_VERSION.replace('.', '\\.')}/app/([0-9]+)/import/articles/direct$`);

/** `/api/v1.0/app/{appId}/import/articles/direct` */
export function importPath(appId: number): string {
  if (!Number.isSafeInteger(appId) || appId <= 0) throw new RangeError('The app ID must be a positive integer.');
  return `/api/${API_VERSION}/app/${appId}/import/articles/direct`;
}

/** `{baseUrl}/api/v1.0/app/{appId}/import/articles/direct`, for a base URL from parseBaseUrl. */
export function buildImportEndpoint(baseUrl: string, appId: number): string {
  return `${baseUrl.replace(/\/+$/, '')}${importPath(appId)}`;
}

/** The app ID of an import path, or undefined when the path is not the import endpoint's. */
export function appIdOfImportPath(pathname: string): number | undefined {
  const match = PATH_PATTERN.exec(pathname);
  if (match === null) return undefined;
  const appId = Number(match[1]);
  return Number.isSafeInteger(appId) && appId > 0 ? appId : undefined;
}

export interface ImportTarget {
  baseUrl: string;
  appId: number;
  host: string;
}

/**
 * The base URL and app ID an endpoint was built from, checked against the same transport rules
 * as the base URL (https, or http on loopback; no credentials, query or fragment). The sender
 * uses it to name the target in messages and to refuse an endpoint it should never post to.
 */
export function parseImportEndpoint(endpoint: string): ImportTarget | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  if (!isAllowedTransport(url) || url.search !== '' || url.hash !== '') return undefined;
  if (endpoint.includes('?') || endpoint.includes('#')) return undefined;
  const suffixStart = url.pathname.lastIndexOf(`/api/${API_VERSION}/app/`);
  if (suffixStart < 0) return undefined;
  const appId = appIdOfImportPath(url.pathname.slice(suffixStart));
  if (appId === undefined) return undefined;
  return { baseUrl: `${url.origin}${url.pathname.slice(0, suffixStart)}`, appId, host: url.host };
}
