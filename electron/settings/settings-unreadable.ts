// Its own small module: the command-line tool recognises it for every command (exit 69)
// without loading the settings' schemas before a command needs them.
import type { Text } from '../../shared/messages/text';

/** settings.json is there but cannot be read: a pipe, a device, a folder, too large, no permission. */
export class SettingsUnreadable extends Error {
  override readonly name = 'SettingsUnreadable';
  constructor(
    readonly file: string,
    /** Why, in words: the part of a sentence after "cannot be read:". */
    readonly problem: Text,
    options?: { cause: unknown },
  ) {
    super(`The settings ${file} cannot be read.`, options);
  }
}
