// Why a target's digest cannot be used, in a merchandiser's words and in the window's or the
// terminal's language. digest-file.ts and digest-store.ts say it in English for the log (and
// the CLI's JSON keeps that as `changesProblem`); this is the one place their reasons become
// messages, so they stay as they are and a reason added there without a message here reads
// as "its contents do not fit together" (digest-problem.test.ts makes each reason it knows).
import { text, type Text } from '../../shared/messages/text';
import { MAX_DIGEST_BYTES } from './digest-store';

/** An errno code (EACCES, EIO): the system would not hand the file over. */
const SYSTEM_CODE = /^E[A-Z0-9]+$/;

export function digestProblemText(reason: string): Text {
  if (reason === 'truncated') return text('digestProblem.truncated');
  if (reason === 'not a digest file') return text('digestProblem.notDigest');
  const version = /^unknown format version (\d+)$/.exec(reason);
  if (version) return text('digestProblem.unknownVersion', { version: version[1]! });
  if (reason === 'checksum does not match') return text('digestProblem.changed');
  if (reason.startsWith('a folder ')) return text('digestProblem.folder');
  if (reason.startsWith('it is larger than ')) return text('digestProblem.tooLarge', { size: { bytes: MAX_DIGEST_BYTES } });
  if (reason.startsWith('it is not a regular file')) return text('digestProblem.notAFile');
  if (reason === 'EACCES' || reason === 'EPERM') return text('digestProblem.noAccess');
  if (SYSTEM_CODE.test(reason)) return text('digestProblem.system', { code: reason });
  // Counts, lengths, indices or values that disagree with the header or each other.
  return text('digestProblem.inconsistent');
}
