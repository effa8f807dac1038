// For the hooks' tests: a fresh main side per test on `window.importer`, where the preload
// puts it (the real handlers in this process, e2e/support/in-process-api.ts), and renderHook
// inside a QueryClientProvider with the app's own QueryClient rules (query-client.ts).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook, type RenderHookResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { startInProcessApi, type InProcessApi } from '../../e2e/support/in-process-api';
import { API_GLOBAL } from '../../shared/ipc/names';
import { createQueryClient } from '../query-client';

/** Registers the per-test main side; returns how to reach the current one. */
export function mainPerTest(): () => InProcessApi {
  let main: InProcessApi | undefined;
  beforeEach(async () => {
    main = await startInProcessApi();
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

export type HookUnderTest<R, P> = RenderHookResult<R, P> & { queryClient: QueryClient };

/** renderHook with a fresh QueryClient; `initialProps` for a hook that takes them (rerender(p)). */
export function renderWithQueries<R, P = undefined>(hook: (props: P) => R, initialProps?: NoInfer<P>): HookUnderTest<R, P> {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { ...renderHook<R, P>(hook, { wrapper, initialProps: initialProps as P }), queryClient };
}
