import { describe, expect, it } from 'vitest';
import { changesSummaryOf, confirmedOf } from './send-record';

describe('what a send\'s record keeps of its way', () => {
  it('keeps each confirmation given, by kind, and none when nothing was asked', () => {
    expect(confirmedOf([])).toBeUndefined();
    expect(confirmedOf([
      { kind: 'warnings', count: 3 },
      { kind: 'notComparable', reason: 'stale' },
      { kind: 'leftOut', of: 'prices', removed: 40, share: 0.4, maxShare: 0.1 },
      { kind: 'priceJumps', count: 2, factor: 3 },
      { kind: 'drift', blankFields: ['name', 'unit'], deactivated: 5, deactivatedShare: 0.5, maxDeactivatedShare: 0.2 },
    ])).toEqual({ warnings: 3, notComparable: 'stale', leftOut: { of: 'prices', removed: 40 }, priceJumps: 2, drift: { blankFields: 2, deactivated: 5 } });
  });

  it('keeps the changes as counts, or why there were none to count', () => {
    expect(changesSummaryOf({ kind: 'first' })).toEqual({ kind: 'first' });
    expect(changesSummaryOf({ kind: 'notComparable', reason: 'missing' })).toEqual({ kind: 'notComparable', reason: 'missing' });
    const counts = (added: number, removed: number, changed: number) => ({ compared: true, added, removed, changed, unchanged: 9 });
    const changes = { identical: false, articles: counts(1, 2, 3), prices: counts(4, 5, 6) };
    expect(changesSummaryOf({ kind: 'compared', changes: changes as never, guards: {} })).toEqual({
      kind: 'compared', identical: false, articles: { added: 1, removed: 2, changed: 3 }, prices: { added: 4, removed: 5, changed: 6 },
    });
  });
});
