// @vitest-environment jsdom
// The token's status for the chosen address, and changing it, against the real main side
// without a keychain (the session-only way the Token section offers then).
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mainPerTest, renderWithQueries } from '../test-support/hooks-with-main';
import { useToken } from './use-token';

mainPerTest();
const ERP = 'https://configurator.example.com';
const OTHER = 'https://other.example.com';

describe('useToken', () => {
  it('knows nothing until main answers for the address; then says none is stored, and why the keychain is missing', async () => {
    const hook = renderWithQueries((baseUrl: string | undefined) => useToken(baseUrl), undefined);
    expect(hook.result.current.status).toBeUndefined();
    hook.rerender(ERP);
    expect(hook.result.current.status).toBeUndefined();
    await waitFor(() => expect(hook.result.current.status).toBeDefined());
    expect(hook.result.current.status).toMatchObject({ origin: ERP, stored: 'none', keychain: { available: false } });
    expect(hook.result.current.error).toBeUndefined();
  });

  it('says why saving in the keychain failed, then keeps the token for the session and says so', async () => {
    const hook = renderWithQueries(() => useToken(ERP));
    await waitFor(() => expect(hook.result.current.status).toBeDefined());

    let saved: boolean | undefined;
    await act(async () => {
      saved = await hook.result.current.save('tok-1');
    });
    expect(saved).toBe(false);
    await waitFor(() => expect(hook.result.current.error?.code).toMatch(/^keychain\./));
    expect(hook.result.current.done).toBeUndefined();

    await act(async () => {
      saved = await hook.result.current.useForSession('tok-1');
    });
    expect(saved).toBe(true);
    await waitFor(() => expect(hook.result.current).toMatchObject({ status: { stored: 'session' }, done: 'savedSession', busy: false }));
    expect(hook.result.current.error).toBeUndefined();
  });

  it('asks again after a send keeping the status meanwhile, and the confirmation goes', async () => {
    const hook = renderWithQueries(() => useToken(ERP));
    await waitFor(() => expect(hook.result.current.status).toBeDefined());
    await act(async () => void (await hook.result.current.useForSession('tok-1')));
    await waitFor(() => expect(hook.result.current.done).toBe('savedSession'));

    const seen: Array<string | undefined> = [];
    hook.rerender();
    act(() => hook.result.current.refresh());
    seen.push(hook.result.current.status?.stored);
    await waitFor(() => expect(hook.queryClient.isFetching()).toBe(0));
    seen.push(hook.result.current.status?.stored);
    expect(seen).toEqual(['session', 'session']);
    expect(hook.result.current.done).toBeUndefined();
  });

  it('starts over for another address; a removal that failed half-way still shows what is stored', async () => {
    const hook = renderWithQueries((baseUrl: string) => useToken(baseUrl), ERP);
    await waitFor(() => expect(hook.result.current.status).toBeDefined());
    await act(async () => void (await hook.result.current.useForSession('tok-1')));

    hook.rerender(OTHER);
    expect(hook.result.current.status).toBeUndefined();
    expect(hook.result.current.done).toBeUndefined();
    await waitFor(() => expect(hook.result.current.status).toMatchObject({ origin: OTHER, stored: 'none' }));

    hook.rerender(ERP);
    await waitFor(() => expect(hook.result.current.status).toMatchObject({ origin: ERP, stored: 'session' }));
    // The confirmation was about the address before the last change of address.
    expect(hook.result.current.done).toBeUndefined();
    // Main drops the session copy first, then the keychain's (which is missing here) fails: the
    // failure is told, and the status says what is stored now.
    await act(async () => hook.result.current.remove());
    await waitFor(() => expect(hook.result.current.status).toMatchObject({ stored: 'none' }));
    expect(hook.result.current.error?.code).toBe('keychain.unavailable');
    expect(hook.result.current.done).toBeUndefined();
  });
});
