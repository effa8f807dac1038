import { describe, expect, it } from 'vitest';
import { appIdOfImportPath, buildImportEndpoint, importPath, parseImportEndpoint } from './endpoint';
import { parseBaseUrl } from './base-url';

describe('the import endpoint', () => {
  it('is built from the base URL and the app ID', () => {
    expect(buildImportEndpoint('https://host.example', 4711)).toBe('https://host.example/api/v1.0/app/4711/import/articles/direct');
    expect(buildImportEndpoint('https://host.example/tenant/', 7)).toBe('https://host.example/tenant/api/v1.0/app/7/import/articles/direct');
  });

  it('composes with a normalised base URL', () => {
    const base = parseBaseUrl('http://127.0.0.1:3000/');
    if (!base.ok) throw new Error(base.message.key);
    expect(buildImportEndpoint(base.baseUrl, 1)).toBe('http://127.0.0.1:3000/api/v1.0/app/1/import/articles/direct');
  });

  it('refuses an app ID that is not a positive integer', () => {
    expect(() => importPath(0)).toThrow(RangeError);
    expect(() => importPath(1.5)).toThrow(RangeError);
  });

  it('reads the app ID back from a request path', () => {
    expect(appIdOfImportPath('/api/v1.0/app/4711/import/articles/direct')).toBe(4711);
    expect(appIdOfImportPath('/api/v1x0/app/4711/import/articles/direct')).toBeUndefined();
    expect(appIdOfImportPath('/api/v1.0/app/4711/import/articles')).toBeUndefined();
    expect(appIdOfImportPath('/api/v1.0/app/0/import/articles/direct')).toBeUndefined();
  });

  it('takes an endpoint apart into the base URL, app ID and host', () => {
    expect(parseImportEndpoint('https://host.example:8443/t/api/v1.0/app/12/import/articles/direct')).toEqual({
      baseUrl: 'https://host.example:8443/t',
      appId: 12,
      host: 'host.example:8443',
    });
  });

  it('refuses endpoints it must never post to', () => {
    expect(parseImportEndpoint('http://host.example/api/v1.0/app/12/import/articles/direct')).toBeUndefined();
    expect(parseImportEndpoint('https://u:p@host.example/api/v1.0/app/12/import/articles/direct')).toBeUndefined();
    expect(parseImportEndpoint('https://host.example/api/v1.0/app/12/import/articles/direct?x=1')).toBeUndefined();
    expect(parseImportEndpoint('https://host.example/other')).toBeUndefined();
    expect(parseImportEndpoint('not a url')).toBeUndefined();
  });
});
