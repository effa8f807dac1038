// The configurator a command of the tool is about (`send`, `changes`): --app and --base-url, or
// the environment, or the app's saved default. Anything that cannot be used is a usage error,
// said before the file is read.
import { parseAppId } from '../../shared/targets/app-id';
import { text } from '../../shared/messages/text';
import { resolveBaseUrl } from '../settings/resolve-base-url';
import type { Settings } from '../settings/settings-schema';
import type { SendTarget } from '../send/send-path-types';
import type { CliIo } from './cli-io';
import { UsageError } from './usage';

/** The target from --app and --base-url (or the environment, or the settings): a usage error when it cannot be used. */
export async function resolveCliTarget(appOption: string | undefined, baseOption: string | undefined, io: CliIo, readSettings: () => Promise<Settings>): Promise<SendTarget> {
  if (appOption === undefined) throw new UsageError(text('cli.send.missingApp'));
  const app = parseAppId(appOption);
  if (!app.ok) throw new UsageError(app.message);
  const base = await resolveBaseUrl({ option: baseOption, env: io.env, readSettings });
  if (!base.ok) throw new UsageError(base.problem === 'missing' ? text('cli.send.missingBaseUrl') : base.message);
  return { baseUrl: base.baseUrl, origin: base.origin, host: base.host, appId: app.appId };
}
