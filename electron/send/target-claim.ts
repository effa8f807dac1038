// One send per target at a time, as the send path's adapters use it: the app and the command
// line claim the target before they compare and send, and let go of it after the outcome is
// recorded and the digest written (electron/data-dir/target-lock.ts). A target that is claimed
// is refused at once, with who sends there and since when.
import { text, type Text } from '../../shared/messages/text';
import { lockTarget, type LockHolder, type TargetLock } from '../data-dir/target-lock';
import type { Refusal, SendTarget } from './send-path-types';

export type InFlight = Extract<Refusal, { outcome: 'refused.inFlight' }>;

export async function claimTarget(dataDir: string, target: SendTarget, by: LockHolder): Promise<{ claim: TargetLock } | { refused: InFlight | Extract<Refusal, { outcome: 'refused.historyUnwritable' }> }> {
  try {
    const answer = await lockTarget(dataDir, target, by);
    if ('held' in answer) return { claim: answer.held };
    const { startedAt, by: owner } = answer.busy;
    return { refused: { outcome: 'refused.inFlight', appId: target.appId, startedAt, ...(owner === undefined ? {} : { by: owner }) } };
  } catch (error) {
    // The data folder takes no lock: it takes no history record either, and nothing may go out.
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    return { refused: { outcome: 'refused.historyUnwritable', problem: typeof code === 'string' ? code : 'EIO' } };
  }
}

/** "Nothing was sent: a send to configurator 4711 is in flight (started 15:47, by the app)…" */
export function inFlightText(refused: InFlight): Text {
  return text('send.inFlight', { appId: String(refused.appId), startedAt: { clock: refused.startedAt }, by: refused.by ?? 'unknown' });
}
