// @vitest-environment jsdom
// What a send would change, from the real main side, as the confirmation asks when it opens.
import { waitFor } from '@testing-library/react';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLES } from '../../test-support/paths';
import { mainPerTest, renderWithQueries } from '../test-support/hooks-with-main';
import { useChanges } from './use-changes';

const main = mainPerTest();

describe('useChanges', () => {
  it('says there is nothing to compare with for a target nothing was sent to from here', async () => {
    const opened = await main().open(path.join(SAMPLES, 'valid-small.json'));
    const query = { documentId: opened.documentId, baseUrl: 'https://configurator.example.com', app: '42' };
    const hook = renderWithQueries(() => useChanges(query));
    expect(hook.result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(hook.result.current.state).toEqual({ status: 'ready', seen: { kind: 'first' } }));
    // Closed: the answer goes with the confirmation, so the next opening asks again.
    hook.unmount();
    await waitFor(() => expect(hook.queryClient.getQueryCache().getAll()).toEqual([]));
  });
});
