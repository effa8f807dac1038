import { words } from '../../test-support/words';
import { describe, expect, it } from 'vitest';
import { parseAppId } from './app-id';

describe('parseAppId', () => {
  it('takes a positive integer as typed', () => {
    expect(parseAppId('4711')).toEqual({ ok: true, appId: 4711, fromUrl: false });
    expect(parseAppId('  42 \n')).toEqual({ ok: true, appId: 42, fromUrl: false });
  });

  it('takes the segment after "apps" from a pasted editor address', () => {
    expect(parseAppId('https://host/x/apps/4711/editor')).toEqual({ ok: true, appId: 4711, fromUrl: true });
    expect(parseAppId('https://configurator.example.com/apps/12')).toEqual({ ok: true, appId: 12, fromUrl: true });
    expect(parseAppId('https://host/apps/99/editor?tab=prices#top')).toEqual({ ok: true, appId: 99, fromUrl: true });
    expect(parseAppId('http://127.0.0.1:8080/editor/apps/4711/editor')).toEqual({ ok: true, appId: 4711, fromUrl: true });
  });

  it('accepts an address copied without its scheme', () => {
    expect(parseAppId('host.example.com/tenant/apps/815/editor')).toEqual({ ok: true, appId: 815, fromUrl: true });
  });

  it('finds the ID in a fragment route of a single-page editor', () => {
    expect(parseAppId('https://host/#/apps/31/editor')).toEqual({ ok: true, appId: 31, fromUrl: true });
  });

  it('explains an empty input', () => {
    const result = parseAppId('   ');
    expect(result).toMatchObject({ ok: false, problem: 'empty' });
    if (!result.ok) expect(words(result.message)).toMatch(/configurator ID/);
  });

  it.each(['0', '-5', '4.5', 'abc', '12e3', '0x10'])('refuses %s as not a positive integer', (input) => {
    const result = parseAppId(input);
    expect(result).toMatchObject({ ok: false, problem: 'notPositiveInteger' });
    if (!result.ok) expect(words(result.message)).toContain(input);
  });

  it('refuses a number beyond the safe integer range instead of rounding it', () => {
    expect(parseAppId('90071992547409930')).toMatchObject({ ok: false, problem: 'tooLarge' });
    expect(parseAppId('https://host/apps/90071992547409930/editor')).toMatchObject({ ok: false, problem: 'tooLarge' });
  });

  it('explains an address without an apps segment', () => {
    const result = parseAppId('https://host/x/editor/4711');
    expect(result).toMatchObject({ ok: false, problem: 'noAppsSegment' });
    if (!result.ok) expect(words(result.message)).toMatch(/\/apps\//);
  });

  it('explains an address that ends at "apps"', () => {
    expect(parseAppId('https://host/x/apps/')).toMatchObject({ ok: false, problem: 'noIdAfterApps' });
  });

  it('explains an address whose segment after "apps" is not a number', () => {
    expect(parseAppId('https://host/apps/new/editor')).toMatchObject({ ok: false, problem: 'idAfterAppsNotPositiveInteger' });
    expect(parseAppId('https://host/apps/0/editor')).toMatchObject({ ok: false, problem: 'idAfterAppsNotPositiveInteger' });
  });

  it('explains text that is neither a number nor an address', () => {
    expect(parseAppId('https://exa mple/apps/1')).toMatchObject({ ok: false, problem: 'notAnAddress' });
  });
});
