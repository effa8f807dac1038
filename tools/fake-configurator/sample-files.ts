// Export files for tests, written to a temporary folder, with what validation would have
// recorded about them: the SHA-256 of the whole file and where the body starts.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SampleFile {
  path: string;
  bytes: Buffer;
  sha256: string;
  /** 3 when the file starts with a UTF-8 byte-order mark, else 0. */
  bodyOffset: number;
  /** What must arrive at the server: the file without its byte-order mark. */
  body: Buffer;
}

export interface SampleFolder {
  dir: string;
  write: (name: string, content: string | Buffer, options?: { bom?: boolean }) => SampleFile;
  remove: () => void;
}

export function sampleFolder(): SampleFolder {
  const dir = mkdtempSync(join(tmpdir(), 'article-importer-send-'));
  return {
    dir,
    write: (name, content, options = {}) => {
      const json = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
      const bytes = options.bom ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json]) : json;
      const path = join(dir, name);
      writeFileSync(path, bytes);
      const bodyOffset = options.bom ? 3 : 0;
      return { path, bytes, sha256: createHash('sha256').update(bytes).digest('hex'), bodyOffset, body: bytes.subarray(bodyOffset) };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A valid export of about `approxBytes`, many articles with varied text, so chunks differ. */
export function exportOfSize(approxBytes: number): string {
  const articles: string[] = [];
  let size = 0;
  for (let index = 0; size < approxBytes; index += 1) {
    const article = JSON.stringify({
      articleNumber: `A-${index}`,
      name: { de: `Artikel ${index} ${randomBytes(24).toString('hex')}`, en: `Article ${index}` },
      active: index % 3 !== 0,
      unit: 'pcs',
    });
    articles.push(article);
    size += article.length + 1;
  }
  return `{"articles":[${articles.join(',')}],"prices":[{"articleNumber":"A-0","priceList":"retail","currency":"EUR","amount":1.10}]}`;
}

export const SMALL_EXPORT = JSON.stringify(
  {
    articles: [
      { articleNumber: 'CH-1001', name: { de: 'Bürostuhl', en: 'Office chair' }, active: true, unit: 'pcs' },
      { articleNumber: 'DS-2040', name: 'Standing desk', active: true, unit: 'pcs' },
    ],
    prices: [{ articleNumber: 'CH-1001', priceList: 'retail', currency: 'EUR', amount: 249.9 }],
  },
  null,
  2,
);
