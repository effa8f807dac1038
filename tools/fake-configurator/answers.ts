// The bodies the fake configurator answers with. The real server's formats are not documented;
// these follow common shapes (a message, and items with index, articleNumber and message) so
// the client's reading of them is exercised.
import type { ServerResponse } from 'node:http';

export interface ImportSummary {
  appId: number;
  bytes: number;
  sha256: string;
  articles?: number;
  prices?: number;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** Counts what the body holds; an error text when it is not the JSON the endpoint takes. */
export function summarise(body: Buffer | undefined, appId: number, bytes: number, sha256: string): ImportSummary | string {
  const summary: ImportSummary = { appId, bytes, sha256 };
  if (body === undefined) return summary;
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'The body starts with a byte-order mark, which is not JSON.';
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch (error) {
    return `The body is not valid JSON: ${(error as Error).message}`;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'The body is not a JSON object.';
  const { articles, prices } = parsed as { articles?: unknown; prices?: unknown };
  if (Array.isArray(articles)) summary.articles = articles.length;
  if (Array.isArray(prices)) summary.prices = prices.length;
  return summary;
}

/** Item errors naming the first records of the body, as a 422 from a real server might. */
export function itemErrors(body: Buffer | undefined): Array<{ index: number; articleNumber: string; message: string }> {
  const numbers: string[] = [];
  try {
    const parsed = JSON.parse(body?.toString('utf8') ?? '') as { articles?: Array<{ articleNumber?: unknown }> };
    for (const article of parsed.articles ?? []) {
      if (typeof article.articleNumber === 'string') numbers.push(article.articleNumber);
    }
  } catch {
    // a body that is not JSON still gets item errors, with invented numbers
  }
  const messages = ['The unit "pcs" is not defined in this configurator.', 'The category does not exist in this configurator.'];
  const named = numbers.length > 0 ? numbers.slice(0, messages.length) : ['CH-1001'];
  return named.map((articleNumber, index) => ({ index, articleNumber, message: messages[index] ?? '' }));
}

export function editorPage(appId: number, baseUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake configurator ${appId}</title></head>
<body><h1>Fake configurator ${appId}</h1>
<p>This is the fake configurator's editor page. Its address contains the configurator ID after <code>/apps/</code>;
paste it into the Article Importer, with the base URL <code>${baseUrl}</code>.</p></body></html>`;
}
