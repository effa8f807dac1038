// What a send would change, as the terminal shows it: before `send`'s prompt (on stderr) and
// as `changes`' output. Counts first, then what the guards are about (articles left out, price
// jumps) with the first few of each; the full lists are in --format json.
import type { ChangeCounts, Changes, Drift, DriftGuard, NotComparable, PriceChange } from '../../shared/changes/changes';
import type { ChangesSeen } from '../send/send-path-types';
import type { Say } from './cli-text';
import { digestProblemText } from '../digest/digest-problem';
import { terminalLine } from './terminal-text';

/** Entries of a list shown on a terminal; the rest is counted. */
const SHOWN = 10;

export function formatChangesText(seen: ChangesSeen, target: { baseUrl: string; appId: number }, say: Say): string {
  if (seen.kind === 'first') return `${say('cli.changes.first', { appId: target.appId, baseUrl: target.baseUrl })}\n`;
  if (seen.kind === 'notComparable') return `${notComparableLine(seen, target.appId, say)}\n${say('cli.changes.notComparableGuards')}\n`;
  const { changes, guards } = seen;
  const last = changes.comparedWith;
  const lines = [say('cli.changes.heading', { appId: target.appId, file: terminalLine(last.fileName), date: { date: last.acceptedAt } })];
  if (changes.identical) lines.push(`  ${say('cli.changes.identical')}`);
  lines.push(`  ${changes.articles.compared ? say('cli.changes.articles', countsOf(changes.articles)) : say('cli.changes.articlesNone')}`);
  lines.push(`  ${changes.prices.compared ? say('cli.changes.prices', countsOf(changes.prices)) : say('cli.changes.pricesNone')}`);
  if (changes.articles.compared && changes.articles.removed > 0) {
    lines.push(`  ${say('cli.changes.leftOut', { share: changes.leftOutShare, total: last.articles, removed: changes.articles.removed, appId: target.appId })}`);
    if (guards.leftOut) lines.push(`  ${say('cli.changes.leftOutOver', { maxShare: guards.leftOut.maxShare })}`);
    lines.push(...listed(changes.lists.removedArticles, changes.articles.removed, say('cli.changes.leftOutList'), say));
  } else if (!changes.articles.compared && changes.prices.compared && changes.prices.removed > 0) {
    // A file without articles: what it leaves out is measured on the target's prices.
    lines.push(`  ${say('cli.changes.leftOutPrices', { share: changes.leftOutShare, total: targetPrices(changes), removed: changes.prices.removed, appId: target.appId })}`);
    if (guards.leftOut) lines.push(`  ${say('cli.changes.leftOutOver', { maxShare: guards.leftOut.maxShare })}`);
  }
  if (changes.priceJumps.count > 0) {
    lines.push(`  ${say('cli.changes.priceJumps', { count: changes.priceJumps.count, factor: changes.priceJumps.factor })}`);
    lines.push(...changes.lists.priceJumps.slice(0, SHOWN).map((jump) => `    ${priceJumpLine(jump, say)}`));
    if (changes.priceJumps.count > SHOWN) lines.push(`    ${say('cli.changes.more', { count: changes.priceJumps.count - SHOWN })}`);
  }
  lines.push(...driftLines(changes.drift, guards.drift, target.appId, say));
  if (hasLists(changes)) lines.push(`  ${say('cli.changes.fullLists', { appId: target.appId })}`);
  return `${lines.join('\n')}\n`;
}

function notComparableLine(seen: NotComparable, appId: number, say: Say): string {
  const accepted = seen.lastAccepted;
  switch (seen.reason) {
    case 'unreadable': return say('cli.changes.notComparable.unreadable', { appId, problem: seen.detail ?? digestProblemText(seen.problem ?? '') });
    case 'otherTarget': return say('cli.changes.notComparable.otherTarget', { appId });
    case 'missing': return say('cli.changes.notComparable.missing', { appId, file: terminalLine(accepted?.fileName ?? ''), date: { date: accepted?.time ?? '' } });
    case 'stale':
      return say('cli.changes.notComparable.stale', {
        appId, file: terminalLine(accepted?.fileName ?? ''), date: { date: accepted?.time ?? '' },
        digestFile: terminalLine(seen.digestOf?.fileName ?? ''), digestDate: { date: seen.digestOf?.acceptedAt ?? '' },
      });
  }
}

/** Fields gone blank (each with its shares), and articles switched off when there are any. */
function driftLines(drift: Drift, guard: DriftGuard | undefined, appId: number, say: Say): string[] {
  const lines: string[] = [];
  if (drift.blankFields.length > 0) {
    lines.push(`  ${say('cli.changes.blankFields', { count: drift.blankFields.length, appId })}`);
    for (const blank of drift.blankFields) {
      lines.push(`    ${say('cli.changes.blankField', { field: terminalLine(blank.field), before: blank.before, beforeShare: blank.beforeShare, now: blank.now, nowShare: blank.nowShare })}`);
    }
  }
  if (drift.deactivated > 0) {
    lines.push(`  ${say('cli.changes.deactivated', { count: drift.deactivated, share: drift.deactivatedShare, appId })}`);
    if (guard && guard.deactivatedShare > guard.maxDeactivatedShare) lines.push(`  ${say('cli.changes.deactivatedOver', { maxShare: guard.maxDeactivatedShare })}`);
  }
  return lines;
}

const countsOf = ({ added, removed, changed, unchanged }: ChangeCounts) => ({ added, removed, changed, unchanged });

function listed(items: string[], total: number, heading: string, say: Say): string[] {
  if (items.length === 0) return [];
  const shown = items.slice(0, SHOWN).map((item) => terminalLine(item)).join(', ');
  return [`  ${heading} ${shown}${total > SHOWN ? ` ${say('cli.changes.more', { count: total - SHOWN })}` : ''}`];
}

function priceJumpLine(jump: PriceChange, say: Say): string {
  const key = jump.validFrom === null
    ? say('cli.changes.priceKey', { articleNumber: terminalLine(jump.articleNumber), priceList: terminalLine(jump.priceList), currency: terminalLine(jump.currency), minQuantity: jump.minQuantity })
    : say('cli.changes.priceKeyFrom', { articleNumber: terminalLine(jump.articleNumber), priceList: terminalLine(jump.priceList), currency: terminalLine(jump.currency), minQuantity: jump.minQuantity, validFrom: jump.validFrom });
  if (jump.previous === undefined) return say('cli.changes.priceJump', { key, old: jump.old, new: jump.new });
  const { priceList, minQuantity, validFrom } = jump.previous;
  const previous = validFrom === null
    ? say('cli.changes.previousKey', { priceList: terminalLine(priceList), minQuantity })
    : say('cli.changes.previousKeyFrom', { priceList: terminalLine(priceList), minQuantity, validFrom });
  return say('cli.changes.priceJumpPrevious', { key, old: jump.old, new: jump.new, previous });
}

function hasLists(changes: Changes): boolean {
  return changes.articles.added + changes.articles.removed + changes.articles.changed + changes.prices.added + changes.prices.removed + changes.prices.changed > 0;
}

/** The target's prices as the comparison counted them: those matched in this file and those left out. */
function targetPrices(changes: Changes): number {
  return changes.prices.removed + changes.prices.changed + changes.prices.unchanged;
}
