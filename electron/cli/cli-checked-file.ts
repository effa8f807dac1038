// The file `send` and `changes` checked, as the one send path needs it: its digest is held
// here, in the command's own process, as the rows it was collected in (a temporary file): the
// comparison reads them in order, and they are written from there as the target's digest after
// an accepted send. Its columns are never made.
import path from 'node:path';
import type { FileDigest } from '../../shared/changes/collect-digest';
import type { Report } from '../../shared/report/report';
import { isUnreadable } from '../../shared/report/report';
import type { RulesetId } from '../../shared/rules/ruleset-format';
import { changesAgainst, keepDigest, readLastDigest } from '../digest/changes-at';
import type { FileStamp } from '../files/file-stamp';
import type { CheckedFile } from '../send/checked-file';

export interface CheckedOutcome {
  report: Report;
  bodyOffset: number;
  stamp: FileStamp | undefined;
  /** Released by the command when it ends (check-file.ts: withCheckedFile). */
  digest: FileDigest | undefined;
}

/**
 * `rules`: the ruleset the file was checked with (--rules, or the built-in default). The
 * target's last digest is read when the changes are asked for, after the check: read while the
 * file was checked, it was held beside the check's tables at their largest (a 300 MB export's
 * digest is 26 MB), and `send` weighed 1.2× what `validate` does.
 */
export function cliCheckedFile(filePath: string, checked: CheckedOutcome, rules: RulesetId, dataDir: string, historyFile: string): CheckedFile {
  const { report, digest } = checked;
  const held = () => {
    if (digest === undefined) throw new Error('This file could not be read as JSON: it has no digest.');
    return digest;
  };
  return {
    fileName: path.basename(report.file), path: filePath, bodyOffset: checked.bodyOffset, stamp: checked.stamp,
    readable: !isUnreadable(report), bytes: report.bytes, sha256: report.sha256, articles: report.articles, prices: report.prices, counts: report.counts, rules,
    changes: async (target, guards) => {
      return changesAgainst(await readLastDigest(dataDir, target, historyFile), { digest: held(), sha256: report.sha256 }, guards);
    },
    keepDigest: (info) => keepDigest(dataDir, info, held()),
  };
}
