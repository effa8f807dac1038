// Which records of a checked file cannot be sent and go aside, so that the rest can: a record
// with an error of its own goes; an article takes every price of its article number with it
// (a price without its article would be sent for an article the configurator may not have, or
// one the ERP team is still correcting); a price with an error goes alone. Prices of articles
// that are not in the file stay, as the check lets them (a warning: the article may exist in
// the configurator already).
//
// Duplicates are errors of every record involved (each occurrence of the article number, each
// price of the same key): all of them go aside, since nothing tells which one is right, and
// what stays then has no duplicate. Removing records never makes another rule fail: fewer
// records can only have fewer duplicates, and no price stays whose article went.
//
// What is kept per record is one byte (why it goes) besides the check's index and the
// article-number ids: a 1 GiB export's 4 million records cost 4 MB here.
import { FINDING_CODES, SEVERITY_OF, type FindingCode, type RuleLevel } from '../report/finding-codes';
import type { RecordKind } from '../report/report';
import type { RecordMarks } from '../validation/record-marks';
import type { RecordNumbers } from '../validation/validate-cross-records';

/**
 * The rules across records whose findings a set-aside check lists in full (validate-bytes.ts:
 * setAside), for the rejected file to repeat at each record: the duplicates, all of which go
 * aside, and numbers that differ only in case (rare). Overlapping periods, often many and
 * mostly sendable, are listed as the check lists them; unknown articles and articles without
 * prices are worded again from the marks (rejected-entry.ts).
 */
export const SET_ASIDE_UNCAPPED: readonly FindingCode[] = ['article.articleNumber.duplicate', 'article.articleNumber.caseDuplicate', 'price.duplicate'];

/** Why a record goes (a byte per record): it stays, its own errors, or (a price) its article goes. */
export const STAYS = 0;
export const OWN_ERRORS = 1;
export const WITH_ARTICLE = 2;

export interface KindCounts {
  sendable: number;
  setAside: number;
}

export interface SetAsidePlan {
  /** Per article: STAYS or OWN_ERRORS. */
  articles: Uint8Array;
  /** Per price: STAYS, OWN_ERRORS (its own errors come first), or WITH_ARTICLE. */
  prices: Uint8Array;
  numbers: RecordNumbers;
  /** Per article-number id: the first article of that number that goes aside (what a price goes with), or -1. */
  firstAsideOf: Int32Array;
  counts: Record<RecordKind, KindCounts>;
}

const errorCodes = (levels: Readonly<Record<FindingCode, RuleLevel>>) => FINDING_CODES.filter((code) => levels[code] === 'error');
const ERROR_CODES = errorCodes(SEVERITY_OF);

/**
 * Decides from the check's marks (every finding's record, listed or not) and the records' article
 * numbers; `levels`: the codes' levels under the ruleset the check applied (levelsOf), so a
 * record goes aside exactly for what that check calls an error.
 */
export function planSetAside(marks: RecordMarks, numbers: RecordNumbers, levels?: Readonly<Record<FindingCode, RuleLevel>>): SetAsidePlan {
  const articles = new Uint8Array(numbers.article.length);
  const prices = new Uint8Array(numbers.price.length);
  const codes = levels === undefined ? ERROR_CODES : errorCodes(levels);
  marks.fill('article', codes, articles);
  marks.fill('price', codes, prices);
  const firstAsideOf = new Int32Array(numbers.ids).fill(-1);
  for (let a = 0; a < articles.length; a++) {
    const id = numbers.article[a]!;
    if (articles[a] === OWN_ERRORS && id >= 0 && firstAsideOf[id] === -1) firstAsideOf[id] = a;
  }
  for (let p = 0; p < prices.length; p++) {
    const id = numbers.price[p]!;
    if (prices[p] === STAYS && id >= 0 && firstAsideOf[id] !== -1) prices[p] = WITH_ARTICLE;
  }
  return { articles, prices, numbers, firstAsideOf, counts: { article: countsOf(articles), price: countsOf(prices) } };
}

function countsOf(flags: Uint8Array): KindCounts {
  let setAside = 0;
  for (const flag of flags) if (flag !== STAYS) setAside++;
  return { sendable: flags.length - setAside, setAside };
}

/** The article a price goes with (WITH_ARTICLE, or OWN_ERRORS whose article goes too), or -1. */
export function articleOfPrice(plan: SetAsidePlan, price: number): number {
  const id = plan.numbers.price[price] ?? -1;
  return id < 0 ? -1 : plan.firstAsideOf[id]!;
}
