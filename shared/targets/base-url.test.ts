import { words } from '../../test-support/words';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, parseBaseUrl } from './base-url';

describe('parseBaseUrl', () => {
  it('takes an https address and normalises it', () => {
    expect(parseBaseUrl('https://Configurator.Example.com/')).toEqual({
      ok: true,
      baseUrl: 'https://configurator.example.com',
      origin: 'https://configurator.example.com',
      host: 'configurator.example.com',
    });
    expect(parseBaseUrl(' https://host.example:8443/tenant-a// ')).toEqual({
      ok: true,
      baseUrl: 'https://host.example:8443/tenant-a',
      origin: 'https://host.example:8443',
      host: 'host.example:8443',
    });
    expect(parseBaseUrl('https://host.example:443')).toMatchObject({ ok: true, baseUrl: 'https://host.example', host: 'host.example' });
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:8080', 'http://127.5.6.7', 'http://[::1]:9000', 'http://LOCALHOST/'])(
    'allows plain http for the loopback host %s',
    (input) => {
      expect(parseBaseUrl(input)).toMatchObject({ ok: true });
    },
  );

  it.each(['http://configurator.example.com', 'http://192.168.1.10', 'http://128.0.0.1', 'http://localhost.example.com'])(
    'refuses plain http for %s',
    (input) => {
      const result = parseBaseUrl(input);
      expect(result).toMatchObject({ ok: false, problem: 'httpNotLoopback' });
      if (!result.ok) expect(words(result.message)).toMatch(/https:\/\//);
    },
  );

  it('refuses credentials in the address', () => {
    expect(parseBaseUrl('https://user:secret@host.example')).toMatchObject({ ok: false, problem: 'credentials' });
    expect(parseBaseUrl('https://user@host.example')).toMatchObject({ ok: false, problem: 'credentials' });
  });

  it('refuses a query and a fragment, even empty ones', () => {
    expect(parseBaseUrl('https://host.example/?a=1')).toMatchObject({ ok: false, problem: 'query' });
    expect(parseBaseUrl('https://host.example/?')).toMatchObject({ ok: false, problem: 'query' });
    expect(parseBaseUrl('https://host.example/#x')).toMatchObject({ ok: false, problem: 'fragment' });
    expect(parseBaseUrl('https://host.example/#')).toMatchObject({ ok: false, problem: 'fragment' });
  });

  it('refuses other schemes', () => {
    const result = parseBaseUrl('ftp://host.example');
    expect(result).toMatchObject({ ok: false, problem: 'unsupportedScheme' });
    if (!result.ok) expect(words(result.message)).toContain('ftp:');
  });

  it('suggests https for an address typed without a scheme', () => {
    const result = parseBaseUrl('configurator.example.com');
    expect(result).toMatchObject({ ok: false, problem: 'noScheme' });
    if (!result.ok) expect(words(result.message)).toContain('https://configurator.example.com');
    expect(parseBaseUrl('localhost:3000')).toMatchObject({ ok: false, problem: 'noScheme' });
  });

  it('explains empty input and non-addresses', () => {
    expect(parseBaseUrl('')).toMatchObject({ ok: false, problem: 'empty' });
    expect(parseBaseUrl('not an address')).toMatchObject({ ok: false, problem: 'notAUrl' });
  });

  it('recognises a pasted editor address and points to the app ID field', () => {
    const result = parseBaseUrl('https://host.example/x/apps/4711/editor');
    expect(result).toMatchObject({ ok: false, problem: 'editorAddress' });
    if (!result.ok) expect(words(result.message)).toContain('https://host.example');
  });
});

describe('isLoopbackHost', () => {
  it('knows the loopback names', () => {
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('127.255.255.254')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('127.0.0.1.example.com')).toBe(false);
    expect(isLoopbackHost('10.0.0.1')).toBe(false);
  });
});
