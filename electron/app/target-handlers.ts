// parseTarget: what the app takes from a base URL and an app ID (or a pasted editor address),
// with the reason when it takes nothing. The same rules as the CLI, from shared/targets.
import type { ChannelRequest, ChannelResponse } from '../../shared/ipc/contract';
import { parseAppId } from '../../shared/targets/app-id';
import { parseBaseUrl } from '../../shared/targets/base-url';
import { buildImportEndpoint } from '../../shared/targets/endpoint';

export function parseTarget({ baseUrl, app }: ChannelRequest<'parseTarget'>): ChannelResponse<'parseTarget'> {
  const result: ChannelResponse<'parseTarget'> = {};
  if (baseUrl !== undefined) {
    const parsed = parseBaseUrl(baseUrl);
    if (parsed.ok) result.baseUrl = parsed.baseUrl;
    else result.baseUrlError = { code: parsed.problem, message: parsed.message };
  }
  if (app !== undefined) {
    const parsed = parseAppId(app);
    if (parsed.ok) {
      result.appId = parsed.appId;
      result.appIdFromAddress = parsed.fromUrl;
    }
    else result.appError = { code: parsed.problem, message: parsed.message };
  }
  if (result.baseUrl !== undefined && result.appId !== undefined) result.endpoint = buildImportEndpoint(result.baseUrl, result.appId);
  return result;
}
