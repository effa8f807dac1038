// Whether an engine's result is a refusal: the HTTP client refused (the file, the token or the
// target) before the configurator could process anything. Everything else is a send.
import { isRefusalOutcome } from '../../shared/sending/outcomes';
import type { SendResult } from '../net/import-types';

export function isRefusal(result: Pick<SendResult, 'code' | 'outcomeUnknown'>): boolean {
  return !result.outcomeUnknown && isRefusalOutcome(result.code);
}
