// The window compares main's failures by the codes the contract declares for the channel
// (shared/ipc/contract.ts), not by free strings: a code the channel cannot give does not compile.
import { describe, expect, it } from 'vitest';
import { text } from '../shared/messages/text';
import { ApiError, failedWith } from './api';

describe('failedWith', () => {
  it('tells a failure by one of the codes its channel declares', () => {
    const stale = new ApiError('document.stale', text('shell.document.stale'));
    expect(failedWith(stale, 'getRows', 'document.stale')).toBe(true);
    expect(failedWith(stale, 'openDroppedFile', 'validation.cancelled')).toBe(false);
    expect(failedWith(new Error('document.stale'), 'getRows', 'document.stale')).toBe(false);
    expect(failedWith(new ApiError('ipc.internal', text('shell.ipc.internal')), 'getLanguage', 'ipc.internal')).toBe(true);
  });

  it('does not compile for a code the channel cannot give', () => {
    // Type checks, proven by `npm run typecheck` (renderer/tsconfig.test.json): each call below
    // fails to compile without its directive.
    // @ts-expect-error: a question about the open file cannot fail as the keychain does
    expect(failedWith(undefined, 'getRows', 'keychain.locked')).toBe(false);
    // @ts-expect-error: a misspelt code
    expect(failedWith(undefined, 'openDroppedFile', 'document.stal')).toBe(false);
  });
});
