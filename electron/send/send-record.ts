// What a history record keeps of the way to a send: the confirmations the user gave and what
// the file would change at the target, in counts (the lists stay with the digest). The window's
// History shows them when an entry is opened.
import type { ChangesSeen } from '../../shared/changes/changes';
import type { Confirmation } from './send-path-types';
import type { HistoryChanges, HistoryConfirmed } from '../history/history-entry';

/** The questions answered yes, by kind; undefined when none was asked. */
export function confirmedOf(confirmations: readonly Confirmation[]): HistoryConfirmed | undefined {
  if (confirmations.length === 0) return undefined;
  const confirmed: HistoryConfirmed = {};
  for (const question of confirmations) {
    switch (question.kind) {
      case 'warnings': confirmed.warnings = question.count; break;
      case 'leftOut': confirmed.leftOut = { of: question.of, removed: question.removed }; break;
      case 'priceJumps': confirmed.priceJumps = question.count; break;
      case 'notComparable': confirmed.notComparable = question.reason; break;
      case 'drift': confirmed.drift = { blankFields: question.blankFields.length, deactivated: question.deactivated }; break;
    }
  }
  return confirmed;
}

/** The changes in counts: added, left out and changed articles and prices, or why none were counted. */
export function changesSummaryOf(seen: ChangesSeen): HistoryChanges {
  if (seen.kind === 'first') return { kind: 'first' };
  if (seen.kind === 'notComparable') return { kind: 'notComparable', reason: seen.reason };
  const { articles, prices, identical } = seen.changes;
  const counts = (of: typeof articles) => ({ added: of.added, removed: of.removed, changed: of.changed });
  return { kind: 'compared', identical, articles: counts(articles), prices: counts(prices) };
}
