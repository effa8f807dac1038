// A file as validated, as sending needs it: where its bytes are, what the check found, and its
// digest (what it holds, compactly). The app keeps the digest in the document's validation
// worker; the command-line tool in its own process. Both answer the same questions.
import type { GuardSettings } from '../../shared/changes/changes';
import type { DigestInfo } from '../../shared/changes/digest';
import type { RulesetId } from '../../shared/rules/ruleset-format';
import type { FileStamp } from '../files/file-stamp';
import type { ChangesSeen, SendTarget } from './send-path-types';

export interface CheckedFile {
  /** The file's name as the history keeps it (no folder). */
  fileName: string;
  path: string;
  /** 3 when a UTF-8 byte-order mark is dropped from the body. */
  bodyOffset: number;
  stamp: FileStamp | undefined;
  /** Whether the file could be read as JSON at all. */
  readable: boolean;
  bytes: number;
  sha256: string;
  articles: number;
  prices: number;
  counts: { error: number; warning: number; info: number };
  /** The ruleset the check applied (its name and SHA-256): the send's record names it. */
  rules: RulesetId;
  /** What sending it to `target` would change, against the digest of the last import it accepted. */
  changes(target: SendTarget, guards: GuardSettings): Promise<ChangesSeen>;
  /** Keeps the file's digest as the target's, after the target accepted it. */
  keepDigest(info: DigestInfo): Promise<void>;
}
