// Every sentence people see about targets (app ID, base URL) and about sending. Each entry is
// one whole template per outcome, so the German catalogue can order its words freely: nothing
// here is glued together from fragments. The outcome sentences follow product.md, "What users
// see when it fails": what happened, then the next step.
import { formatBytes, type FormatBytesOptions } from '../format-bytes';

/** Why an app ID input was not taken. */
export type AppIdProblem =
  | 'empty'
  | 'notPositiveInteger'
  | 'tooLarge'
  | 'notAnAddress'
  | 'noAppsSegment'
  | 'noIdAfterApps'
  | 'idAfterAppsNotPositiveInteger';

/** Why a base URL input was not taken. */
export type BaseUrlProblem =
  | 'empty'
  | 'noScheme'
  | 'notAUrl'
  | 'unsupportedScheme'
  | 'httpNotLoopback'
  | 'credentials'
  | 'query'
  | 'fragment'
  | 'editorAddress';

/** One item detail a server sent with a rejection (422/409), as far as it said. */
export interface ItemDetail {
  index?: number;
  articleNumber?: string;
  message: string;
}

export interface SendingMessages {
  appId: {
    problem: Record<AppIdProblem, (p: { input: string }) => string>;
    /** Shown next to the field, so the user sees which number was taken from an address. */
    takenFromAddress: (p: { appId: number }) => string;
  };
  baseUrl: {
    problem: Record<BaseUrlProblem, (p: { input: string; scheme?: string; host?: string; origin?: string }) => string>;
  };
  /** Shown before sending, because the server's behaviour is not documented. */
  beforeSending: (p: { appId: number; host: string; size: number }) => string;
  progress: (p: { sent: number; total: number }) => string;
  retryCountdown: (p: { secondsLeft: number; attempt: number; maxAttempts: number }) => string;
  outcome: {
    accepted: (p: { appId: number; status: number }) => string;
    unauthorized: (p: { host: string }) => string;
    forbidden: (p: { appId: number }) => string;
    notFound: (p: { appId: number; baseUrl: string }) => string;
    rejectedWithMessage: (p: { status: number; serverMessage: string }) => string;
    rejectedNoMessage: (p: { status: number }) => string;
    rejectedItem: (p: ItemDetail) => string;
    clientError: (p: { status: number }) => string;
    tooLarge: (p: { size: number }) => string;
    busy: (p: { host: string; status: number }) => string;
    busyAfterRetries: (p: { host: string; status: number; attempts: number }) => string;
    busyWaitTooLong: (p: { host: string; status: number; seconds: number }) => string;
    serverError: (p: { host: string; status: number }) => string;
    redirect: (p: { status: number; location: string }) => string;
    redirectNoLocation: (p: { status: number }) => string;
    tlsUntrusted: (p: { host: string }) => string;
    tlsExpired: (p: { host: string }) => string;
    tlsNameMismatch: (p: { host: string }) => string;
    tlsOther: (p: { host: string; code: string }) => string;
    dns: (p: { host: string }) => string;
    refused: (p: { host: string }) => string;
    unreachable: (p: { host: string; code: string }) => string;
    connectTimeout: (p: { host: string; timeoutMs: number }) => string;
    responseTimeout: (p: { host: string; timeoutMs: number }) => string;
    uploadStalled: (p: { host: string; timeoutMs: number }) => string;
    answerDeadline: (p: { host: string; timeoutMs: number }) => string;
    connectionLost: (p: { host: string }) => string;
    connectionLostDuringUpload: (p: { host: string }) => string;
    networkError: (p: { host: string; code: string }) => string;
    cancelled: () => string;
    cancelledAfterUpload: () => string;
    fileChanged: () => string;
    fileChangedDuringUpload: () => string;
    fileUnreadable: (p: { code: string }) => string;
    tokenUnusable: () => string;
    badTarget: () => string;
  };
}

const TOKEN_STEPS =
  'in the configurator, open your user profile, switch on developer mode and generate a token';

/** Sizes as everywhere else in the app (shared/messages/format-bytes.ts). */
export function formatSize(bytes: number, options?: FormatBytesOptions): string {
  return formatBytes(bytes, 'en', options);
}

/** Durations in sentences: one decimal below 10 s (a 1.5 s time-out is not "2 seconds"). */
export function formatDuration(ms: number): string {
  if (Math.round(ms) < 1000) return `${Math.round(ms)} milliseconds`;
  const tenths = Math.round(ms / 100);
  if (tenths < 100) return tenths === 10 ? '1 second' : `${tenths / 10} seconds`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} seconds`;
  const minutes = Math.round(seconds / 60);
  return `${minutes} minutes`;
}

export const sendingEn: SendingMessages = {
  appId: {
    problem: {
      empty: () => 'Enter the configurator ID, or paste the address of its editor page.',
      notPositiveInteger: ({ input }) =>
        `"${input}" is not a configurator ID. The ID is a whole number above zero, e.g. 4711; you can also paste the address of the configurator's editor page.`,
      tooLarge: ({ input }) => `"${input}" is too large to be a configurator ID. Check the number.`,
      notAnAddress: ({ input }) =>
        `"${input}" is neither a configurator ID nor a web address. Enter the number, or paste the address of the configurator's editor page.`,
      noAppsSegment: () =>
        'This address does not contain a configurator ID. Open the configurator in its editor and copy the address from there: it contains "/apps/" followed by the ID.',
      noIdAfterApps: () =>
        'This address contains "/apps/" but no configurator ID after it. Open the configurator in its editor and copy the address again.',
      idAfterAppsNotPositiveInteger: () =>
        'The part after "/apps/" in this address is not a configurator ID (a whole number above zero). Open the configurator in its editor and copy the address again.',
    },
    takenFromAddress: ({ appId }) => `Configurator ID ${appId}, taken from the address.`,
  },
  baseUrl: {
    problem: {
      empty: () => 'Enter the configurator\'s address, e.g. https://configurator.example.com.',
      noScheme: ({ input }) =>
        `Enter the full address, starting with https://, e.g. https://${input}.`,
      notAUrl: ({ input }) =>
        `"${input}" is not a web address. Enter the configurator's address, e.g. https://configurator.example.com.`,
      unsupportedScheme: ({ scheme }) =>
        `Addresses starting with "${scheme ?? ''}" cannot be used. The configurator's address starts with https://.`,
      httpNotLoopback: ({ host }) =>
        `The address of ${host ?? 'this server'} must start with https:// so the token and the data travel encrypted. Plain http:// is only allowed for this computer (localhost), for testing.`,
      credentials: () =>
        'Remove the user name and password from the address. The app signs in with the API token.',
      query: () => 'Remove the part from "?" on: the configurator\'s address has no query.',
      fragment: () => 'Remove the part from "#" on: the configurator\'s address has no fragment.',
      editorAddress: ({ origin }) =>
        `This is the address of a configurator's editor page. Enter the configurator's base address instead, e.g. ${origin ?? 'https://configurator.example.com'}, and paste the editor address into the configurator ID field.`,
    },
  },
  beforeSending: ({ appId, host, size }) =>
    `The file (${formatSize(size)}) will be sent to configurator ${appId} at ${host}. The configurator's documentation does not say whether existing articles are overwritten or merged, or whether a partly invalid file is applied in part.`,
  progress: ({ sent, total }) => `Sent ${formatSize(sent, { exactBinary: false })} of ${formatSize(total, { exactBinary: false })}.`,
  retryCountdown: ({ secondsLeft, attempt, maxAttempts }) =>
    `The server is busy and did not process the file. Trying again in ${secondsLeft} s (attempt ${attempt} of ${maxAttempts}).`,
  outcome: {
    accepted: ({ appId, status }) =>
      `Configurator ${appId} accepted the file (HTTP ${status}). Its answer is shown below.`,
    unauthorized: ({ host }) =>
      `The configurator at ${host} rejected the API token. Generate a new one (${TOKEN_STEPS}) and save it here again.`,
    forbidden: ({ appId }) =>
      `This API token may not import into configurator ${appId}. Check the configurator ID, or use a token of a user who may edit this configurator.`,
    notFound: ({ appId, baseUrl }) =>
      `There is no configurator ${appId} at ${baseUrl}. Check the configurator ID and the address.`,
    rejectedWithMessage: ({ status, serverMessage }) =>
      `The server rejected the data (HTTP ${status}): ${serverMessage}`,
    rejectedNoMessage: ({ status }) =>
      `The server rejected the data (HTTP ${status}) without saying why. Its answer is shown below.`,
    rejectedItem: ({ index, articleNumber, message }) => {
      if (index !== undefined && articleNumber !== undefined) return `Item ${index} (${articleNumber}): ${message}`;
      if (index !== undefined) return `Item ${index}: ${message}`;
      if (articleNumber !== undefined) return `Article ${articleNumber}: ${message}`;
      return message;
    },
    clientError: ({ status }) =>
      `The server refused the request (HTTP ${status}). Its answer is shown below.`,
    tooLarge: ({ size }) =>
      `The file (${formatSize(size)}) is too large for the server. Split it into smaller files and send them one by one.`,
    busy: ({ host, status }) =>
      `The configurator at ${host} is busy (HTTP ${status}) and did not process the file. Try again later.`,
    busyAfterRetries: ({ host, status, attempts }) =>
      `The configurator at ${host} is still busy (HTTP ${status}) after ${attempts} attempts and did not process the file. Try again later.`,
    busyWaitTooLong: ({ host, status, seconds }) =>
      `The configurator at ${host} is busy (HTTP ${status}) and asks to wait ${seconds} seconds, longer than the app waits. It did not process the file. Try again later.`,
    serverError: ({ host, status }) =>
      `The configurator at ${host} failed (HTTP ${status}). The import may or may not have been applied: check the configurator before sending again.`,
    redirect: ({ status, location }) =>
      `The server points elsewhere (${location}, HTTP ${status}) instead of taking the file. The file was not sent there. Check the base URL.`,
    redirectNoLocation: ({ status }) =>
      `The server answered with a redirect (HTTP ${status}) instead of taking the file. Check the base URL.`,
    tlsUntrusted: ({ host }) =>
      `The secure connection to ${host} failed: its certificate is not from a trusted authority. The file was not sent. Check the address, or ask your IT team about the certificate.`,
    tlsExpired: ({ host }) =>
      `The secure connection to ${host} failed: its certificate has expired or is not yet valid. The file was not sent. Ask the configurator's operator to renew it.`,
    tlsNameMismatch: ({ host }) =>
      `The secure connection to ${host} failed: its certificate belongs to a different address. The file was not sent. Check the base URL.`,
    tlsOther: ({ host, code }) =>
      `The secure connection to ${host} failed (${code}). The file was not sent. Check the address, or ask your IT team.`,
    dns: ({ host }) =>
      `The address ${host} could not be found. Check the base URL and your network connection.`,
    refused: ({ host }) =>
      `${host} refused the connection: nothing answers at that address. Check the base URL, including the port.`,
    unreachable: ({ host, code }) =>
      `${host} cannot be reached from this computer (${code}). Check your network connection and the base URL.`,
    connectTimeout: ({ host, timeoutMs }) =>
      `${host} did not accept a connection within ${formatDuration(timeoutMs)}. The file was not sent. Check the base URL and your network connection.`,
    responseTimeout: ({ host, timeoutMs }) =>
      `The file was sent, but ${host} did not answer within ${formatDuration(timeoutMs)}. The outcome is unknown: check the configurator before sending again.`,
    answerDeadline: ({ host, timeoutMs }) =>
      `The file was sent, but ${host} did not finish its answer within ${formatDuration(timeoutMs)}, so the app stopped waiting. The outcome is unknown: check the configurator before sending again.`,
    uploadStalled: ({ host, timeoutMs }) =>
      `${host} stopped taking the file for ${formatDuration(timeoutMs)}, so sending was stopped before the end. The import was not applied; you can send the file again.`,
    connectionLost: ({ host }) =>
      `The connection to ${host} was lost after the file was sent. The outcome is unknown: check the configurator before sending again.`,
    connectionLostDuringUpload: ({ host }) =>
      `The connection to ${host} was lost while the file was being sent, before its end. The import was not applied; you can send the file again.`,
    networkError: ({ host, code }) =>
      `The connection to ${host} failed (${code}). The file was not sent completely. Check your network connection and try again.`,
    cancelled: () => 'Sending was cancelled before the file had gone out completely. Nothing was imported.',
    cancelledAfterUpload: () =>
      'Sending was cancelled after the file had gone out. The outcome is unknown: check the configurator before sending again.',
    fileChanged: () =>
      'The file has changed since it was validated, so it was not sent. Reload it and check it again before sending.',
    fileChangedDuringUpload: () =>
      'The file changed while it was being sent, so sending was stopped before the end. Nothing was imported. Reload the file and check it again before sending.',
    fileUnreadable: ({ code }) =>
      `The file can no longer be read (${code}), so it was not sent. Reload it and check it again before sending.`,
    tokenUnusable: () =>
      `The saved API token contains spaces, line breaks or other characters a token cannot have, so nothing was sent. Generate a new one (${TOKEN_STEPS}) and save it here again.`,
    badTarget: () =>
      'The target address is not a valid configurator address, so nothing was sent. Check the base URL and the configurator ID.',
  },
};
