// The file `send` and `changes` checked, as the one send path needs it: its digest is held
// here, in the command's own process.
import path from 'node:path';
import type { CatalogueDigest } from '../../shared/changes/digest';
import type { Report } from '../../shared/report/report';
import { isUnreadable } from '../../shared/report/report';
import type { RulesetId } from '../../shared/rules/ruleset-format';
import { changesAgainst, keepDigest, readLastDigest, type LastDigest } from '../digest/changes-at';
import type { FileStamp } from '../files/file-stamp';
import type { CheckedFile } from '../send/checked-file';
import type { SendTarget } from '../send/send-path-types';

export interface CheckedOutcome {
  report: Report;
  bodyOffset: number;
  stamp: FileStamp | undefined;
  digest: CatalogueDigest | undefined;
}

/**
 * `rules`: the ruleset the file was checked with (--rules, or the built-in default);
 * `lastDigest`: the target's digest, read while the file was checked (readLastDigest); for
 * another target it is read when asked.
 */
export function cliCheckedFile(filePath: string, checked: CheckedOutcome, rules: RulesetId, dataDir: string, lastDigest?: { target: SendTarget; read: Promise<LastDigest> }): CheckedFile {
  const { report, digest } = checked;
  const held = () => {
    if (digest === undefined) throw new Error('This file could not be read as JSON: it has no digest.');
    return digest;
  };
  return {
    fileName: path.basename(report.file), path: filePath, bodyOffset: checked.bodyOffset, stamp: checked.stamp,
    readable: !isUnreadable(report), bytes: report.bytes, sha256: report.sha256, articles: report.articles, prices: report.prices, counts: report.counts, rules,
    changes: async (target, guards) => {
      const last = lastDigest?.target === target ? lastDigest.read : readLastDigest(dataDir, target);
      return changesAgainst(await last, { digest: held(), sha256: report.sha256 }, guards);
    },
    keepDigest: (info) => keepDigest(dataDir, info, held()),
  };
}
