// A large, valid export written to the test's own output folder: big enough that checking it
// takes seconds, so the progress screen can be seen (and cancelled) while it runs.
import { writeFile } from 'node:fs/promises';
import type { TestInfo } from '@playwright/test';

export async function writeLargeExport(testInfo: TestInfo, name: string, articles: number): Promise<string> {
  const file = testInfo.outputPath(name);
  const records = Array.from({ length: articles }, (_, i) => {
    const n = String(i + 1).padStart(7, '0');
    return `{"articleNumber":"A-${n}","name":{"de":"Artikel ${n}","en":"Article ${n}"},"unit":"pcs","active":true}`;
  });
  await writeFile(file, `{"articles":[\n${records.join(',\n')}\n]}\n`);
  return file;
}
