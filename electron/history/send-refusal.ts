// One vocabulary for the history, whoever records: a send that ended before the configurator
// could process anything because of our side (the file changed or could not be read, the token
// or the target unusable) is a refusal; everything else that reached the sending engine is a send.
import type { SendResult } from '../net/import-types';

const REFUSED_CODES: ReadonlySet<SendResult['code']> = new Set(['fileChanged', 'fileUnreadable', 'tokenUnusable', 'badTarget']);

export function isRefusal(result: Pick<SendResult, 'code' | 'outcomeUnknown'>): boolean {
  return !result.outcomeUnknown && REFUSED_CODES.has(result.code);
}
