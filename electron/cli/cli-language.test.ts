// The command line speaks the terminal's language, as other tools do: LC_ALL, LC_MESSAGES or
// LANG (and LANGUAGE, as gettext reads it), or --lang. Codes, field names and exit codes stay
// the same in every language; only the words change.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliBinary } from '../../test-support/cli-process';
import { format } from '../../shared/messages/format';
import { samplePath } from '../../test-support/reference-files';

const withErrors = samplePath('with-errors.json');

describe('the command line’s language', () => {
  it('is German in a German terminal: summary, findings and exit code', async () => {
    const run = await runCliBinary(['validate', withErrors], { LANG: 'de_DE.UTF-8' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(format('de', 'cli.severity.error'));
    expect(run.stdout).toContain(`${path.basename(withErrors)}: `);
    expect(run.stdout).not.toContain(format('en', 'cli.severity.error') + '\n');
  });

  it('follows LC_ALL over LANG, and --lang over both', async () => {
    const english = await runCliBinary(['validate', withErrors], { LANG: 'de_DE.UTF-8', LC_ALL: 'en_US.UTF-8' });
    expect(english.stdout).toContain(format('en', 'cli.severity.error'));
    const german = await runCliBinary(['validate', withErrors, '--lang', 'de'], { LC_ALL: 'en_US.UTF-8' });
    expect(german.stdout).toContain(format('de', 'cli.severity.error'));
  });

  it('keeps the JSON report’s codes and fields in every language, with messages in the chosen one', async () => {
    const [en, de] = await Promise.all(['en', 'de'].map((lang) => runCliBinary(['validate', withErrors, '--format', 'json', `--lang=${lang}`])));
    const english = JSON.parse(en!.stdout) as { findings: { code: string; message: string; pointer: string }[] };
    const german = JSON.parse(de!.stdout) as typeof english;
    expect(german.findings.map(({ code, pointer }) => ({ code, pointer }))).toEqual(english.findings.map(({ code, pointer }) => ({ code, pointer })));
    expect(Object.keys(german)).toEqual(Object.keys(english));
    expect(german.findings[0]!.message).not.toBe(english.findings[0]!.message);
  });

  it('refuses a language it does not speak, with the usage exit code', async () => {
    const run = await runCliBinary(['validate', withErrors, '--lang', 'fr']);
    expect(run.code).toBe(64);
    expect(run.stderr).toContain('--lang');
  });
});
