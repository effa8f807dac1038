import { describe, expect, it, vi } from 'vitest';
import { resolveCliToken } from './cli-token';

const ORIGIN = 'https://cfg.example';

describe('resolveCliToken', () => {
  it('uses ARTICLE_IMPORTER_TOKEN without asking the keychain', async () => {
    const get = vi.fn();
    expect(await resolveCliToken(ORIGIN, { ARTICLE_IMPORTER_TOKEN: 'tok_env\n' }, { get })).toEqual({ token: 'tok_env', source: 'environment' });
    expect(get).not.toHaveBeenCalled();
  });

  it('falls back to the saved token, or null', async () => {
    expect(await resolveCliToken(ORIGIN, {}, { get: async () => 'tok_saved' })).toEqual({ token: 'tok_saved', source: 'keychain' });
    expect(await resolveCliToken(ORIGIN, { ARTICLE_IMPORTER_TOKEN: '' }, { get: async () => null })).toBeNull();
  });

  it('names the variable, not its value, when the value is malformed', async () => {
    const error = await resolveCliToken(ORIGIN, { ARTICLE_IMPORTER_TOKEN: 'secret part2' }, { get: async () => null }).catch((e: Error) => e);
    expect(error).toMatchObject({ code: 'token.invalidChar' });
    expect((error as Error).message).toMatch(/^ARTICLE_IMPORTER_TOKEN: .*position 7/);
    expect((error as Error).message).not.toContain('secret');
  });
});
