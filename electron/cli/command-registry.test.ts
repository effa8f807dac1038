import { describe, expect, it } from 'vitest';
import { CLI_COMMANDS, cliCommandArgs } from './command-registry';
import { runCli } from './run-cli';
import { fakeCliIo } from '../../test-support/fake-cli-io';

describe('the command registry', () => {
  it('tells a start of the app that is a command of the tool, after any switches Chromium put first', () => {
    expect(cliCommandArgs(['validate', 'week 47.json', '--format', 'json'])).toEqual(['validate', 'week 47.json', '--format', 'json']);
    expect(cliCommandArgs(['--no-sandbox', 'history'])).toEqual(['history']);
    expect(cliCommandArgs(['changes', 'week.json', '--app', '4711'])).toEqual(['changes', 'week.json', '--app', '4711']);
    expect(cliCommandArgs(['help'])).toEqual(['help']);
    expect(cliCommandArgs(['week-47.json'])).toBeUndefined();
    expect(cliCommandArgs([])).toBeUndefined();
  });

  it('lists every command in the help, in both languages', async () => {
    for (const lang of ['en', 'de']) {
      const f = fakeCliIo();
      expect(await runCli(['--help', '--lang', lang], f.io, { deps: () => Promise.reject(new Error('not needed')) })).toBe(0);
      for (const { name } of CLI_COMMANDS) expect(f.out(), `${name} (${lang})`).toContain(`article-importer ${name} `);
    }
  });

  it('answers --help for every command with its own usage, exit 0, needing nothing else', async () => {
    for (const { name } of CLI_COMMANDS) {
      const f = fakeCliIo();
      expect(await runCli([name, '--help'], f.io, { deps: () => Promise.reject(new Error('not needed')) }), name).toBe(0);
      expect(f.out(), name).toMatch(new RegExp(`^Usage: article-importer ${name} `));
    }
  });
});
