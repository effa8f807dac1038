// The fake configurator itself: what the tests and manual tries rely on.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseAppId } from '../../shared/targets/app-id';
import { parseBaseUrl } from '../../shared/targets/base-url';
import { buildImportEndpoint } from '../../shared/targets/endpoint';
import { startFakeConfigurator, type FakeConfigurator } from './server';

const TOKEN = 'fake-server-test-token';
let fake: FakeConfigurator;

beforeAll(async () => {
  fake = await startFakeConfigurator({ token: TOKEN });
});
afterAll(() => fake.close());
afterEach(() => {
  fake.setBehaviour('accept');
  fake.requests.length = 0;
});

function post(appId: number, body: string, token = TOKEN): Promise<Response> {
  return fetch(buildImportEndpoint(fake.url, appId), { method: 'POST', body, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, redirect: 'manual' });
}

describe('the fake configurator', () => {
  it('listens on 127.0.0.1 and offers a base URL and an editor URL the app accepts', () => {
    expect(new URL(fake.url).hostname).toBe('127.0.0.1');
    expect(parseBaseUrl(fake.url)).toMatchObject({ ok: true, baseUrl: fake.url });
    expect(parseAppId(fake.editorUrl(4711))).toEqual({ ok: true, appId: 4711, fromUrl: true });
  });

  it('accepts an import with a summary, and records it without the token', async () => {
    const response = await post(12, '{"articles":[{"articleNumber":"A"}],"prices":[{},{}]}');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ summary: { appId: 12, articles: 1, prices: 2 } });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ appId: 12, authorizationMatched: true, complete: true, bodyBytes: 53, status: 200 });
    expect(JSON.stringify(fake.requests)).not.toContain(TOKEN);
  });

  it('answers 400 to a body that is not JSON (a byte-order mark included)', async () => {
    expect((await post(12, '\ufeff{}')).status).toBe(400);
  });

  it('answers 401 to a wrong token whatever the behaviour', async () => {
    fake.setBehaviour('422');
    expect((await post(12, '{}', 'wrong')).status).toBe(401);
  });

  it('switches behaviour at run time through its control endpoint', async () => {
    const set = await fetch(`${fake.url}/__fake/behaviour`, { method: 'POST', body: JSON.stringify({ name: '503', retryAfter: 7 }) });
    expect(await set.json()).toEqual({ name: '503', retryAfter: '7' });
    const busy = await post(12, '{}');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('7');
    expect((await post(12, '{}')).status).toBe(200);

    const bad = await fetch(`${fake.url}/__fake/behaviour`, { method: 'POST', body: '{"name":"teapot"}' });
    expect(bad.status).toBe(400);
  });

  it('picks a behaviour by app ID', async () => {
    expect((await post(403, '{}')).status).toBe(403);
    const redirect = await post(307, '{}');
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('location')).toBe(`${fake.url}/elsewhere${new URL(buildImportEndpoint(fake.url, 307)).pathname}`);
  });

  it('answers 404 outside the endpoint and 405 to other methods', async () => {
    expect((await fetch(`${fake.url}/api/v2.0/app/1/import/articles/direct`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await fetch(buildImportEndpoint(fake.url, 1), { method: 'PUT', body: '{}' })).status).toBe(405);
  });

  it('serves an editor page for the printed editor URL', async () => {
    const page = await fetch(fake.editorUrl(4711));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Fake configurator 4711');
  });
});
