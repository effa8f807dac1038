// The file of records set aside, for the ERP team: each record exactly as the export writes
// it (its bytes copied, so numbers keep their spelling), with why it went and its findings,
// worded in the chosen language, placed in the ORIGINAL file (pointer, line:column). Written
// as a stream of pieces, a record at a time: a 1 GiB export whose records all go costs one
// record here.
//
// A record's own findings are found again by checking it alone, as the check did; those of
// the rules across records come from the check: the duplicates as it listed them (in full,
// SET_ASIDE_UNCAPPED), unknown articles and articles without prices worded again from its
// marks, overlapping periods as far as it listed them.
import { formatText } from '../messages/format';
import { text, written } from '../messages/text';
import type { Locale } from '../messages/locale';
import type { FindingCode } from '../report/finding-codes';
import type { Finding, RecordKind } from '../report/report';
import { recordLabel } from '../validation/finding-text';
import { FindingsCollector } from '../validation/findings-collector';
import { locateIn } from '../validation/locate-pointer';
import { RecordContext, isJsonObject } from '../validation/record-context';
import type { RecordIndex } from '../validation/record-index';
import type { RecordMarks } from '../validation/record-marks';
import type { ByteSource } from '../validation/record-reader';
import type { Span, Utf8Decoder } from '../validation/scan-types';
import { SpanChecker } from '../validation/span-checker';
import { countKeys, placeIn } from '../validation/record-checks';
import { findingOf } from '../validation/validate-bytes';
import { compileRules } from '../validation/field-rules';
import type { EffectiveRules } from '../rules/effective-rules';
import { OWN_ERRORS, STAYS, WITH_ARTICLE, articleOfPrice, type SetAsidePlan } from './set-aside-plan';

/** The rules across records whose findings the check listed and the rejected file repeats. */
const LISTED_CROSS: ReadonlySet<FindingCode> = new Set<FindingCode>([
  'article.articleNumber.duplicate', 'article.articleNumber.caseDuplicate', 'price.duplicate', 'price.validity.overlap',
]);

export interface RejectedInput {
  plan: SetAsidePlan;
  index: RecordIndex;
  /** The check's marks: every finding's record, listed or not. */
  marks: RecordMarks;
  /** The check's listed findings (the report's). */
  findings: readonly Finding[];
  /** The original's bytes by offset. */
  source: ByteSource;
  decode: Utf8Decoder;
  locale: Locale;
  /** How the file names the original, its size and SHA-256. */
  original: { file: string; bytes: number; sha256: string };
  /** The ruleset the check applied (its findings are said again under the same rules). */
  rules?: EffectiveRules;
}

/** A piece of the file: text made here, or a record's bytes as the original has them. */
export type Piece = string | Uint8Array;

const pointerOf = (kind: RecordKind, index: number) => `/${kind === 'article' ? 'articles' : 'prices'}/${index}`;
const keyOf = (kind: RecordKind, index: number) => `${kind}:${index}`;

/** The rejected file, piece by piece; `onRecord` after each record (progress, cancelling). */
export async function* rejectedDocument(input: RejectedInput, onRecord: () => void = () => undefined): AsyncGenerator<Piece> {
  const { plan, locale } = input;
  const entries = new RejectedEntries(input);
  const say = (key: Parameters<typeof text>[0], values?: Parameters<typeof text>[1]) => formatText(locale, text(key, values));
  const head = {
    about: say('setAside.file.about', { file: input.original.file }),
    source: input.original,
    counts: { articles: plan.counts.article.setAside, prices: plan.counts.price.setAside },
  };
  yield `${JSON.stringify(head, null, 2).slice(0, -2)},\n`;
  for (const [kind, list] of [['article', 'articles'], ['price', 'prices']] as const) {
    const flags = kind === 'article' ? plan.articles : plan.prices;
    yield `  "${list}": [`;
    let first = true;
    for (let i = 0; i < flags.length; i++) {
      if (flags[i] === STAYS) continue;
      yield first ? '\n' : ',\n';
      first = false;
      yield* await entries.entry(kind, i);
      onRecord();
    }
    yield `${first ? '' : '\n  '}]${kind === 'article' ? ',' : ''}\n`;
  }
  yield '}\n';
}

/** One record's entry: what it says about the record, then the record's own bytes. */
class RejectedEntries {
  /** Checks each record alone, as the check did, under its rules (every finding kept: they are taken after each record). */
  readonly #checker: SpanChecker;
  /** The listed cross-record findings of records that go, by record. */
  readonly #cross = new Map<string, Finding[]>();
  readonly #unknownArticle: Uint8Array;
  readonly #noPrice: Uint8Array;
  /** Records with a duplicate key or an unsafe number: only these need the strict reader again. */
  readonly #parserMarks: Record<RecordKind, Uint8Array>;
  readonly #span: Span = {
    kind: 'article', key: undefined, index: 0, text: '', byteStart: 0, byteEnd: 0, line: 1, column: 1, colons: 0,
    unsafeNumber: false, broken: false, tooDeep: false, parentDepth: 2, fingerprintHigh: 0, fingerprintLow: 0,
  };

  constructor(private readonly input: RejectedInput) {
    this.#checker = new SpanChecker(Number.MAX_SAFE_INTEGER, undefined, undefined, input.rules === undefined ? undefined : compileRules(input.rules));
    const { plan, marks } = input;
    for (const finding of input.findings) {
      if (!LISTED_CROSS.has(finding.code) || finding.kind === undefined || finding.index === undefined) continue;
      const flags = finding.kind === 'article' ? plan.articles : plan.prices;
      if (flags[finding.index] === STAYS) continue;
      const key = keyOf(finding.kind, finding.index);
      const list = this.#cross.get(key);
      if (list === undefined) this.#cross.set(key, [finding]);
      else list.push(finding);
    }
    this.#unknownArticle = new Uint8Array(plan.prices.length);
    marks.fill('price', ['price.articleNumber.unknown'], this.#unknownArticle);
    this.#noPrice = new Uint8Array(plan.articles.length);
    marks.fill('article', ['article.noPrice'], this.#noPrice);
    this.#parserMarks = { article: new Uint8Array(plan.articles.length), price: new Uint8Array(plan.prices.length) };
    for (const kind of ['article', 'price'] as const) marks.fill(kind, ['json.duplicateKey', 'json.unsafeNumber'], this.#parserMarks[kind]);
  }

  async entry(kind: RecordKind, index: number): Promise<Piece[]> {
    const { plan, locale } = this.input;
    const at = this.input.index.of(kind).at(index)!;
    const bytes = await this.input.source.read(at.byteStart, at.byteEnd);
    const recordText = this.input.decode(bytes) ?? '';
    let value: unknown;
    try {
      value = JSON.parse(recordText);
    } catch {
      value = undefined; // its finding says why
    }
    const number = isJsonObject(value) && typeof value.articleNumber === 'string' ? value.articleNumber : undefined;
    // What the scanner told the check: the keys it counted (a record JSON.parse gives fewer has a
    // duplicate key) and whether a number loses precision. The check's marks say which records had either.
    const parserFindings = this.#parserMarks[kind][index] === 1;
    const colons = parserFindings || value === undefined ? -1 : countKeys(value);
    const span = Object.assign(this.#span, { kind, index, text: recordText, byteStart: at.byteStart, byteEnd: at.byteEnd, line: at.line, column: at.column, colons, unsafeNumber: parserFindings });

    const findings = this.#ownFindings(span);
    findings.push(...(this.#cross.get(keyOf(kind, index)) ?? []));
    findings.push(...this.#wordedAgain(kind, span, number));
    findings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));

    const flag = kind === 'article' ? plan.articles[index] : plan.prices[index];
    const article = kind === 'price' ? articleOfPrice(plan, index) : -1;
    const errors = findings.filter((finding) => finding.severity === 'error').length;
    const articleLabel = article >= 0 ? recordLabel('article', article, number) : undefined;
    const why = flag === WITH_ARTICLE
      ? text('setAside.why.withArticle', { article: articleLabel! })
      : articleLabel !== undefined ? text('setAside.why.errorsAndArticle', { errors, article: articleLabel }) : text('setAside.why.errors', { errors });
    const about = {
      index,
      pointer: pointerOf(kind, index),
      ...(number === undefined ? {} : { articleNumber: number }),
      line: at.line,
      column: at.column,
      reason: flag === OWN_ERRORS ? 'errors' : 'article',
      ...(article >= 0 ? { article: { index: article, pointer: pointerOf('article', article), articleNumber: number } } : {}),
      why: formatText(locale, why),
    };
    // A field a line, a finding a line, then the record's bytes exactly as they are.
    let head = '    {\n';
    for (const key in about) head += `      ${JSON.stringify(key)}: ${JSON.stringify(about[key as keyof typeof about])},\n`;
    head += '      "findings": [';
    findings.forEach((finding, k) => {
      const worded = {
        severity: finding.severity,
        code: finding.code,
        message: formatText(locale, finding.message),
        pointer: finding.pointer,
        ...(finding.line === undefined ? {} : { line: finding.line, column: finding.column }),
      };
      head += `${k === 0 ? '' : ','}\n        ${JSON.stringify(worded)}`;
    });
    head += `${findings.length === 0 ? '' : '\n      '}],\n      "record": `;
    return [head, bytes, '\n    }'];
  }

  /** The record checked alone: its findings as the check made them (its own rules, duplicate keys, unsafe numbers). */
  #ownFindings(span: Span): Finding[] {
    this.#checker.span(span);
    const kept = this.#checker.out.kept.splice(0);
    return kept
      .filter(({ code, draft }) => draft.kind === span.kind && draft.index === span.index && !code.endsWith('.unknownField'))
      .map(findingOf);
  }

  /** An unknown article (a price) and no price (an article): said again from the check's marks, with the words the check uses. */
  #wordedAgain(kind: RecordKind, span: Span, number: string | undefined): Finding[] {
    if (number === undefined) return [];
    const out = new FindingsCollector(Number.MAX_SAFE_INTEGER);
    const at = new RecordContext(out, kind).at(span.index, number);
    if (kind === 'price' && this.#unknownArticle[span.index] === 1) at.report('price.articleNumber.unknown', ['articleNumber'], { value: written(JSON.stringify(number)) });
    if (kind === 'article' && this.#noPrice[span.index] === 1) at.report('article.noPrice', []);
    for (const { draft } of out.kept) draft.place = placeIn(span, span.text, locateIn(span.text, draft.pointer.slice(pointerOf(kind, span.index).length)));
    return out.kept.map(findingOf);
  }
}
