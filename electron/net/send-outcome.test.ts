// The mapping of every answer and failure to a code, an exit code and a message, without a
// network: the integration tests show the same on real sockets.
import { describe, expect, it } from 'vitest';
import { formatText } from '../../shared/messages/format';
import type { AttemptOutcome } from './post-once';
import { outcomeOfAttempt, type OutcomeContext } from './send-outcome';

const context: OutcomeContext = {
  target: { baseUrl: 'https://host.example', appId: 4711, host: 'host.example' },
  attempts: 1,
  totalBytes: 2_500_000,
  connectTimeoutMs: 15_000,
  responseTimeoutMs: 600_000,
  answerDeadlineMs: 1_800_000,
};
const sent = { bodyWentOut: true, sentBytes: 2_500_000 };
const answer = (status: number, extra: Record<string, unknown> = {}): AttemptOutcome => ({
  kind: 'response',
  response: { status, bodyText: '', truncated: false, ...extra },
  ...sent,
});

describe('outcomeOfAttempt', () => {
  it.each([
    [200, 'accepted'],
    [201, 'accepted'],
    [204, 'accepted'],
    [301, 'redirect'],
    [400, 'rejected'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [405, 'clientError'],
    [409, 'rejected'],
    [413, 'tooLarge'],
    [422, 'rejected'],
    [429, 'busy'],
    [500, 'serverError'],
    [502, 'serverError'],
    [503, 'busy'],
  ] as const)('HTTP %i → %s', (status, code) => {
    const result = outcomeOfAttempt(answer(status), context);
    expect(result).toMatchObject({ code });
    expect(formatText('en', result.message)).not.toMatch(/undefined|NaN|\[object/);
  });

  it('names the size for a 413', () => {
    expect(formatText('en', outcomeOfAttempt(answer(413), context).message)).toContain('2.5 MB');
  });

  it('says a 5xx may or may not have been applied', () => {
    expect(outcomeOfAttempt(answer(502), context)).toMatchObject({ outcomeUnknown: true });
  });

  it('reports a redirect without Location', () => {
    expect(formatText('en', outcomeOfAttempt(answer(302), context).message)).toMatch(/redirect \(HTTP 302\)/);
  });

  it('says why a rejection carried no message', () => {
    expect(formatText('en', outcomeOfAttempt(answer(422, { bodyText: '<html></html>', contentType: 'text/html' }), context).message)).toMatch(/without saying why/);
  });

  it('tells lost connections apart by whether the body went out', () => {
    const failure = { code: 'connectionLost', errorCode: 'ECONNRESET' } as const;
    expect(outcomeOfAttempt({ kind: 'failure', failure, bodyWentOut: true, sentBytes: 1 }, context)).toMatchObject({ outcomeUnknown: true });
    const during = outcomeOfAttempt({ kind: 'failure', failure, bodyWentOut: false, sentBytes: 1 }, context);
    expect(during).toMatchObject({ outcomeUnknown: false });
    expect(formatText('en', during.message)).toMatch(/not applied/);
  });

  it('treats an unknown failure after the upload as a lost connection (outcome unknown)', () => {
    const failure = { code: 'networkError', errorCode: 'ESOMETHING' } as const;
    expect(outcomeOfAttempt({ kind: 'failure', failure, bodyWentOut: true, sentBytes: 1 }, context)).toMatchObject({ code: 'connectionLost', outcomeUnknown: true });
  });

  it('names the host and the time-out in a connect time-out and a DNS failure', () => {
    const timeout = outcomeOfAttempt({ kind: 'failure', failure: { code: 'connectTimeout', errorCode: 'ETIMEDOUT' }, bodyWentOut: false, sentBytes: 0 }, context);
    expect(formatText('en', timeout.message)).toContain('host.example did not accept a connection within 15 seconds');
    const dns = outcomeOfAttempt({ kind: 'failure', failure: { code: 'dns', errorCode: 'ENOTFOUND' }, bodyWentOut: false, sentBytes: 0 }, context);
    expect(dns).toMatchObject({ code: 'dns' });
    expect(formatText('en', dns.message)).toContain('host.example could not be found');
  });

  it('names a long response time-out in minutes', () => {
    const result = outcomeOfAttempt({ kind: 'responseTimeout', bodyWentOut: true, sentBytes: 1 }, context);
    expect(formatText('en', result.message)).toContain('within 10 minutes');
  });
});
