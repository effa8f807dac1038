// A send's verdict in one word ("Accepted", "Angenommen"), the same in the result, the History
// list and an entry's details.
import { t } from '../../i18n';

const VERDICT = {
  accepted: 'verdict.accepted',
  rejected: 'verdict.rejected',
  failed: 'verdict.failed',
  unknown: 'verdict.unknown',
  refused: 'verdict.refused',
  cancelled: 'verdict.cancelled',
} as const;

export function verdictWord(verdict: keyof typeof VERDICT): string {
  return t(VERDICT[verdict]);
}
