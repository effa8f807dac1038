// The configurator's app ID, from what the user typed: the number itself, or the address of
// the configurator's editor page pasted whole (the ID is the path segment after `apps`).
import type { MessageKey } from '../messages/catalogue';
import { text as messageText, type Text } from '../messages/text';

/** Why an app ID input was not taken. */
type AppIdProblem =
  | 'empty'
  | 'notPositiveInteger'
  | 'tooLarge'
  | 'notAnAddress'
  | 'noAppsSegment'
  | 'noIdAfterApps'
  | 'idAfterAppsNotPositiveInteger';

export type AppIdResult =
  | { ok: true; appId: number; fromUrl: boolean }
  | { ok: false; problem: AppIdProblem; message: Text };

const DIGITS = /^[0-9]+$/;

export function parseAppId(input: string): AppIdResult {
  const text = input.trim();
  const fail = (problem: AppIdProblem): AppIdResult => ({
    ok: false,
    problem,
    message: messageText(`appId.problem.${problem}` satisfies MessageKey, { input: text }),
  });

  if (text === '') return fail('empty');
  if (DIGITS.test(text)) {
    const appId = positiveInteger(text);
    if (appId === 'zero') return fail('notPositiveInteger');
    if (appId === 'tooLarge') return fail('tooLarge');
    return { ok: true, appId, fromUrl: false };
  }
  if (!text.includes('/')) return fail('notPositiveInteger');

  const url = parseAddress(text);
  if (url === undefined) return fail('notAnAddress');

  // Single-page editors often route in the fragment (`…/#/apps/4711/editor`), so the fragment's
  // path is looked at when the real path has no `apps` segment.
  const fragmentPath = url.hash.replace(/^#!?/, '').split('?')[0] ?? '';
  const found = findAfterApps(url.pathname) ?? findAfterApps(fragmentPath);
  if (found === undefined) return fail('noAppsSegment');
  if (found === '') return fail('noIdAfterApps');
  if (!DIGITS.test(found)) return fail('idAfterAppsNotPositiveInteger');
  const appId = positiveInteger(found);
  if (appId === 'zero') return fail('idAfterAppsNotPositiveInteger');
  if (appId === 'tooLarge') return fail('tooLarge');
  return { ok: true, appId, fromUrl: true };
}

function positiveInteger(digits: string): number | 'zero' | 'tooLarge' {
  const value = Number(digits);
  if (value === 0) return 'zero';
  if (!Number.isSafeInteger(value)) return 'tooLarge';
  return value;
}

function parseAddress(text: string): URL | undefined {
  // People often copy an address without its scheme ("host/x/apps/4711/editor").
  const candidates = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? [text] : [`https://${text}`];
  for (const candidate of candidates) {
    try {
      return new URL(candidate);
    } catch {
      // not an address: reported below
    }
  }
  return undefined;
}

/** The segment after the first `apps` segment; '' when `apps` is last; undefined when absent. */
function findAfterApps(path: string): string | undefined {
  const segments = path.split('/').filter((segment) => segment !== '');
  const index = segments.findIndex((segment) => segment.toLowerCase() === 'apps');
  if (index < 0) return undefined;
  return segments[index + 1] ?? '';
}
