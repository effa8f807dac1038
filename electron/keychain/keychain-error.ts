// The one error the token store throws: a code callers branch on, a plain-language message
// a user can act on, and the system's own words kept apart (for support), with any token
// that might have slipped into them removed.
import { format } from '../../shared/messages/format';
import { text, type Text } from '../../shared/messages/text';
import { tokenRedactor } from '../net/redact-token';

export type KeychainErrorCode =
  | 'keychain.unavailable'
  | 'keychain.locked'
  | 'keychain.denied'
  | 'keychain.timeout'
  | 'keychain.failed';

type MessageId = KeychainErrorCode | 'keychain.noModule';

export class KeychainError extends Error {
  override readonly name = 'KeychainError';

  constructor(
    readonly code: KeychainErrorCode,
    /** What to tell the user, worded where it is shown. */
    readonly text: Text,
    /** What the keychain itself said, for a support request; never shown as the main text. */
    readonly detail?: string,
  ) {
    super(format('en', text.key));
  }
}

export function keychainError(code: KeychainErrorCode, detail?: string, messageId: MessageId = code): KeychainError {
  return new KeychainError(code, text(messageId), detail);
}

/** The message plus the way out that fits where it is shown. */
export function keychainErrorText(error: KeychainError, surface: 'app' | 'cli'): Text {
  return text(surface === 'app' ? 'keychain.withSessionHint' : 'keychain.withEnvironmentHint', { problem: error.text });
}

// keytar rejects with the platform's own message and no code, so the messages are matched.
// Linux: libsecret / GDBus; macOS: Security framework; Windows: Credential Manager.
// A failure to connect is matched first: "Could not connect: Permission denied" is a missing
// bus, not a refusal by the user. (Not "DBus" itself: every GDBus error names it, locked too.)
const PATTERNS: ReadonlyArray<[RegExp, KeychainErrorCode]> = [
  [
    /autolaunch|could not connect|failed to connect|not provided by any|serviceunknown|does not exist at path|no such secret collection|no (default )?keychain|keychain could not be found|secret service/i,
    'keychain.unavailable',
  ],
  [/locked|interaction (is )?not allowed/i, 'keychain.locked'],
  [/cancel|dismiss|denied|not permitted|passphrase .*not correct|authoriz/i, 'keychain.denied'],
];

export function classifyKeychainFailure(raw: unknown, secret?: string): KeychainError {
  if (raw instanceof KeychainError) return raw;
  const detail = redact(raw instanceof Error ? raw.message : String(raw), secret);
  const code = PATTERNS.find(([pattern]) => pattern.test(detail))?.[1] ?? 'keychain.failed';
  return keychainError(code, detail);
}

/** No keychain message is known to contain the password; this keeps it so if one ever does. */
function redact(text: string, secret?: string): string {
  return secret ? tokenRedactor(secret)(text) : text;
}
