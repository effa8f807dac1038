// For the hooks' tests: a fresh main side per test on `window.importer`, where the preload
// puts it (the real handlers in this process, test-support/in-process-api.ts), and renderHook
// inside a QueryClientProvider with the app's own QueryClient rules (query-client.ts).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook, type RenderHookResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startFakeConfigurator, type FakeConfigurator } from '../../tools/fake-configurator/server';
import { startInProcessApi, type InProcessApi, type InProcessOptions } from '../../test-support/in-process-api';
import { SAMPLES } from '../../test-support/paths';
import { API_GLOBAL } from '../../shared/ipc/names';
import { createQueryClient } from '../query-client';

/** Registers the per-test main side; returns how to reach the current one. */
export function mainPerTest(options: InProcessOptions = {}): () => InProcessApi {
  let main: InProcessApi | undefined;
  beforeEach(async () => {
    main = await startInProcessApi(options);
    window[API_GLOBAL] = main.api;
  });
  afterEach(async () => {
    // Unmounted first, so no hook asks a main side that is going away.
    cleanup();
    delete window[API_GLOBAL];
    await main?.dispose();
    main = undefined;
  });
  return () => {
    if (!main) throw new Error('the main side exists only inside a test');
    return main;
  };
}

/** A fake configurator on 127.0.0.1 for the test file; returns how to reach it. */
export function fakeConfiguratorPerFile(): () => FakeConfigurator {
  let fake: FakeConfigurator | undefined;
  beforeAll(async () => {
    fake = await startFakeConfigurator();
  });
  afterAll(async () => {
    await fake?.close();
  });
  return () => {
    if (!fake) throw new Error('the fake configurator exists only inside the test file');
    return fake;
  };
}

/** Opens valid-small.json in `main` and sends it to `app` at the fake configurator, as the window would. */
export async function sendValidSmall(main: InProcessApi, fake: FakeConfigurator, app: string): Promise<void> {
  const opened = await main.open(path.join(SAMPLES, 'valid-small.json'));
  await main.api.useTokenForSession({ baseUrl: fake.url, token: fake.token });
  const sent = await main.api.send({ documentId: opened.documentId, baseUrl: fake.url, app, confirmedWarnings: 0 });
  if (!sent.ok || sent.value.verdict !== 'accepted') throw new Error(`the send was not accepted: ${JSON.stringify(sent)}`);
}

export type HookUnderTest<R, P> = RenderHookResult<R, P> & { queryClient: QueryClient };

/** renderHook with a fresh QueryClient; `initialProps` for a hook that takes them (rerender(p)). */
export function renderWithQueries<R, P = undefined>(hook: (props: P) => R, initialProps?: NoInfer<P>): HookUnderTest<R, P> {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { ...renderHook<R, P>(hook, { wrapper, initialProps: initialProps as P }), queryClient };
}
