import { describe, expect, it } from 'vitest';
import type { SendResult } from '../net/import-types';
import { EXIT } from './exit-codes';
import { sendExitCode } from './send-exit-code';

const result = (code: SendResult['code'], status?: number) => ({ code, ...(status === undefined ? {} : { response: { status, bodyText: '', truncated: false } }) });

describe('sendExitCode', () => {
  it.each([
    ['accepted', 200, EXIT.ok],
    ['redirect', 301, EXIT.rejected],
    ['rejected', 422, EXIT.rejected],
    ['unauthorized', 401, EXIT.rejected],
    ['forbidden', 403, EXIT.rejected],
    ['notFound', 404, EXIT.rejected],
    ['clientError', 405, EXIT.rejected],
    ['tooLarge', 413, EXIT.rejected],
    ['busy', 429, EXIT.rejected],
    ['busy', 503, EXIT.noAnswer],
    ['serverError', 502, EXIT.noAnswer],
  ] as const)('%s with HTTP %i → exit %i', (code, status, exit) => {
    expect(sendExitCode(result(code, status))).toBe(exit);
  });

  it.each([
    ['tls', EXIT.noAnswer],
    ['dns', EXIT.noAnswer],
    ['connectionRefused', EXIT.noAnswer],
    ['unreachable', EXIT.noAnswer],
    ['connectTimeout', EXIT.noAnswer],
    ['responseTimeout', EXIT.noAnswer],
    ['connectionLost', EXIT.noAnswer],
    ['networkError', EXIT.noAnswer],
    ['cancelled', EXIT.noAnswer],
    ['refused.fileChanged', EXIT.unreadable],
    ['refused.unreadable', EXIT.unreadable],
    ['refused.tokenInvalid', EXIT.usage],
    ['refused.target', EXIT.usage],
  ] as const)('%s without an answer → exit %i', (code, exit) => {
    expect(sendExitCode(result(code))).toBe(exit);
  });
});
