import { describe, expect, it } from 'vitest';
import { filesToOpen } from './launch-args';

const packaged = (...args: string[]) => ({ argv: ['/opt/Article Importer/article-importer', ...args], defaultApp: false });

describe('what a start of the app asks for', () => {
  it('opens plain paths, relative ones from the working folder of the start that gave them', () => {
    expect(filesToOpen(packaged('week-47.json', '/data/prices.json', '--no-sandbox'), '/home/ana/exports')).toEqual([
      '/home/ana/exports/week-47.json',
      '/data/prices.json',
    ]);
  });

  it('opens file:// URLs as Linux file managers pass them, and nothing else with a scheme', () => {
    expect(filesToOpen(packaged('file:///home/ana/Preise%20%26%20Artikel.json'), '/')).toEqual(['/home/ana/Preise & Artikel.json']);
    expect(filesToOpen(packaged('https://example.com/a.json', 'file://server/share/a.json'), '/')).toEqual([]);
  });

  it("skips the app's folder in development", () => {
    expect(filesToOpen({ argv: ['/usr/bin/electron', '/work/app', 'a.json'], defaultApp: true }, '/w')).toEqual(['/w/a.json']);
  });
});
