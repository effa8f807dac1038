import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppFileHandler } from './app-files';
import { CONTENT_SECURITY_POLICY } from './content-security-policy';

let tmp = '';
let serve: (request: Request) => Promise<Response>;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ai-appfiles-'));
  await mkdir(path.join(tmp, 'renderer/assets'), { recursive: true });
  await writeFile(path.join(tmp, 'renderer/index.html'), '<!doctype html><title>Article Importer</title>');
  await writeFile(path.join(tmp, 'renderer/assets/app.js'), 'console.log(1)');
  await writeFile(path.join(tmp, 'secret.txt'), 'not for the page');
  serve = createAppFileHandler(path.join(tmp, 'renderer'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

const get = (url: string) => serve(new Request(url));

describe("the app's pages on app://renderer/", () => {
  it('serves the page and its scripts with their type and the CSP', async () => {
    const page = await get('app://renderer/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await page.text()).toContain('Article Importer');
    expect((await get('app://renderer/assets/app.js')).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers 404 for a missing file or a folder, and 400 for a malformed address, never throwing', async () => {
    expect((await get('app://renderer/assets/missing.js')).status).toBe(404);
    expect((await get('app://renderer/assets')).status).toBe(404);
    expect((await get('app://renderer/%E0%A4%A')).status).toBe(400);
    expect((await get('app://other/index.html')).status).toBe(404);
  });

  it('refuses paths that leave the folder, however they are written', async () => {
    for (const url of ['app://renderer/../secret.txt', 'app://renderer/%2e%2e/secret.txt', 'app://renderer/..%2fsecret.txt', 'app://renderer/assets/%2e%2e%2f%2e%2e%2fsecret.txt', 'app://renderer/index.html%00.js']) {
      const answer = await get(url);
      expect(answer.status, url).toBe(404);
    }
  });
});
