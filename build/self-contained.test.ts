// The repository is self-contained: a clone with nothing beside it runs every test, the bench
// and the README's examples. So no file may name a path outside it: no relative path that
// climbs above the checkout (`../shared/samples`), no `repoRoot, '..'`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../test-support/reference-files';

const TEXT_FILES = /\.(?:[cm]?[jt]sx?|json|md|html|css|sh|yml|yaml)$|^\.ci\/run$/;

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' });
  // The conformance files are data, not paths; the layer rules' probes and this test's own
  // examples are text about imports, not paths that are read.
  const notPaths = new Set(['build/layer-rules.test.ts', 'build/self-contained.test.ts']);
  return listed.split('\n').filter((file) => TEXT_FILES.test(file) && !file.startsWith('test-support/conformance/') && !notPaths.has(file));
}

const inside = (file: string) => !path.relative(repoRoot, file).startsWith('..');

/** Each place in `file`'s text that names something outside the repository. */
export function pathsLeavingRepo(file: string, source: string): string[] {
  const dir = path.dirname(path.join(repoRoot, file));
  const found: string[] = [];
  // Relative paths (imports, path.resolve(__dirname, …), commands in markdown): from the file's folder.
  for (const match of source.matchAll(/(?<![\w./-])((?:\.\.\/)+[\w.@-][\w./@-]*)/g)) {
    if (!inside(path.resolve(dir, match[1]!))) found.push(match[1]!);
  }
  // path.resolve(repoRoot, '..', …), path.join(root, '../x'): the root's parent is outside.
  for (const match of source.matchAll(/\b(?:repoRoot|root|ROOT)\s*,\s*['"]\.\.(?:\/[^'"]*)?['"]/g)) found.push(match[0]);
  return found;
}

describe('the repository is self-contained', () => {
  it('finds a path that leaves it (the check itself works)', () => {
    expect(pathsLeavingRepo('electron/app/x.test.ts', "const samples = path.resolve(__dirname, '../../../shared/samples');")).toEqual(['../../../shared/samples']);
    expect(pathsLeavingRepo('test-support/paths.ts', "path.resolve(repoRoot, '../shared/samples')")).toEqual(["repoRoot, '../shared/samples'"]);
    expect(pathsLeavingRepo('test-support/paths.ts', "path.resolve(repoRoot, '..', 'shared')")).toEqual(["repoRoot, '..'"]);
    expect(pathsLeavingRepo('README.md', 'npx article-importer send ../shared/samples/valid-small.json')).toEqual(['../shared/samples/valid-small.json']);
    expect(pathsLeavingRepo('shared/validation/x.ts', "import { a } from '../report/report';")).toEqual([]);
  });

  it('names no path outside the checkout in any file it tracks', () => {
    const leaving = trackedTextFiles().flatMap((file) => pathsLeavingRepo(file, readFileSync(path.join(repoRoot, file), 'utf8')).map((found) => `${file}: ${found}`));
    expect(leaving).toEqual([]);
  });
});
