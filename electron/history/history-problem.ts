// Why a history file cannot be written or read, from the system's error code: the words the
// app's refusal and the CLI's messages put in parentheses.
import { text, type Text } from '../../shared/messages/text';

export function historyProblemText(code: string): Text {
  if (code === 'ENOSPC' || code === 'EDQUOT') return text('historyProblem.full');
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return text('historyProblem.permission');
  if (code === 'EISDIR' || code === 'ENOTREG') return text('historyProblem.notAFile');
  return text('historyProblem.other', { code });
}
