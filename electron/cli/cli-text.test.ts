import { describe, expect, it } from 'vitest';
import { sayer } from './cli-text';

describe('the command line’s words', () => {
  const at = new Date(2026, 10, 29, 14, 5).toISOString();
  const inFlight = (env: NodeJS.ProcessEnv, locale?: 'en' | 'de') =>
    sayer({ env, ...(locale === undefined ? {} : { locale }) })('send.inFlight', { appId: '4711', startedAt: { clock: at }, by: 'cli' });

  it('write times the region’s way where the region speaks the run’s language (LC_ALL, else LC_TIME, else LANG)', () => {
    expect(inFlight({ LANG: 'en_GB.UTF-8' })).toContain('started 14:05');
    expect(inFlight({ LANG: 'en_US.UTF-8' })).toMatch(/started 2:05\sPM/);
    expect(inFlight({ LANG: 'en_US.UTF-8', LC_TIME: 'en_GB.UTF-8' })).toContain('started 14:05');
    expect(inFlight({ LC_ALL: 'en_US.UTF-8', LC_TIME: 'en_GB.UTF-8' })).toMatch(/started 2:05\sPM/);
  });

  it('write times the language’s own way where the region speaks another (--lang en on a German system)', () => {
    expect(inFlight({ LANG: 'de_DE.UTF-8' }, 'en')).toMatch(/started 2:05\sPM/);
    expect(inFlight({ LANG: 'en_US.UTF-8' }, 'de')).toContain('seit 14:05 Uhr');
  });
});
