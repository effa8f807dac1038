// Collects findings while the rules run: exact counts for every code, but only the first
// `cap` findings of each code are kept (and only those are later located and worded), so a
// file in which every record has the same fault stays fast and the report stays usable.
import type { FindingCode, RuleLevel, Severity } from '../report/finding-codes';
import { SEVERITY_OF } from '../report/finding-codes';
import type { RecordKind } from '../report/report';
import type { FindingParams } from './finding-text';
import { RecordMarks } from './record-marks';

/** 1-based line and column (UTF-16 code units) of a finding's value in the file. */
export interface Place {
  line: number;
  column: number;
}

export interface FindingDraft {
  pointer: string;
  params: FindingParams;
  /** Known already (parser findings, the frame); otherwise located from the pointer, in its record. */
  place?: Place;
  kind?: RecordKind;
  index?: number;
  articleNumber?: string;
  excerpt?: string;
  count?: number;
}

export interface KeptFinding {
  code: FindingCode;
  /** The code's severity under the rules the check applied. */
  severity: Severity;
  draft: FindingDraft;
}

/** Where the rules report to: the collector, or what a checker thread sends it (shared/validation/checked-batch.ts). */
export interface FindingsSink {
  /** Answers whether the finding may be listed: only then is it placed and worded. */
  add(code: FindingCode, draft: FindingDraft): boolean;
}

export class FindingsCollector implements FindingsSink {
  readonly counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  readonly byCode = new Map<FindingCode, number>();
  readonly kept: KeptFinding[] = [];
  /** Every record with a finding, by code, listed or not (the preview's problem filters). */
  readonly marks = new RecordMarks();
  truncated = false;
  /** Errors about no record (the file, the document, a top-level value): every one counted, listed or not. */
  documentErrors = 0;

  /**
   * `uncapped`: codes listed in full, past the cap (setting records aside needs every duplicate);
   * `levels`: each code's level under a ruleset (shared/rules: levelsOf). Applied here, where
   * findings are counted, so the counts, whether the file can be sent, the exit code, the
   * preview's marks and the report agree; a code that is `off` is neither counted nor listed.
   */
  constructor(
    private readonly capPerCode: number,
    private readonly uncapped: ReadonlySet<FindingCode> = new Set(),
    private readonly levels: Readonly<Record<FindingCode, RuleLevel>> = SEVERITY_OF,
  ) {}

  /** Counts the finding; answers whether it is listed (then it needs its words and place). */
  add(code: FindingCode, draft: FindingDraft): boolean {
    const severity = this.levels[code];
    if (severity === 'off') return false;
    const seen = this.byCode.get(code) ?? 0;
    this.byCode.set(code, seen + 1);
    this.counts[severity]++;
    const ofRecord = draft.kind !== undefined && draft.index !== undefined;
    if (!ofRecord && severity === 'error') this.documentErrors++;
    // An unknown field's note is about a column (the field name), not about the record it was first seen in.
    if (ofRecord && !code.endsWith('.unknownField')) this.marks.mark(draft.kind!, code, draft.index!);
    if (this.keeps(code, seen)) {
      this.kept.push({ code, severity, draft });
      return true;
    }
    this.truncated = true;
    return false;
  }

  /** Whether the next finding of `code` will be listed (and so needs its words and place). */
  keeps(code: FindingCode, seen = this.byCode.get(code) ?? 0): boolean {
    return seen < this.capPerCode || this.uncapped.has(code);
  }

  has(severity: Severity): boolean {
    return this.counts[severity] > 0;
  }
}
