// Tests read messages in English: a message as data (a key and values) is worded here, a
// string (an Error's message) is returned as it is.
import { formatText } from '../shared/messages/format';
import { isText, type Text } from '../shared/messages/text';

export function words(message: Text | string | undefined): string {
  if (message === undefined) return '';
  return isText(message) ? formatText('en', message) : message;
}
