// Every sentence people see about targets (configurator ID, base URL) and about sending, in English,
// as ICU MessageFormat templates. Each is one whole template per outcome, so another language
// can order its words freely. The outcome sentences follow product.md, "What users see when it
// fails": what happened, then the next step. `{size}`, `{sent}`, `{total}`, `{timeout}` are
// sizes and durations made into words by format.ts.

export const sendingEn = {
  'appId.problem.empty': 'Enter the configurator ID, or paste the address of its editor page.',
  'appId.problem.notPositiveInteger':
    '"{input}" is not a configurator ID. The ID is a whole number above zero, e.g. 4711; you can also paste the address of the configurator\'s editor page.',
  'appId.problem.tooLarge': '"{input}" is too large to be a configurator ID. Check the number.',
  'appId.problem.notAnAddress':
    '"{input}" is neither a configurator ID nor a web address. Enter the number, or paste the address of the configurator\'s editor page.',
  'appId.problem.noAppsSegment':
    'This address does not contain a configurator ID. Open the configurator in its editor and copy the address from there: it contains "/apps/" followed by the ID.',
  'appId.problem.noIdAfterApps':
    'This address contains "/apps/" but no configurator ID after it. Open the configurator in its editor and copy the address again.',
  'appId.problem.idAfterAppsNotPositiveInteger':
    'The part after "/apps/" in this address is not a configurator ID (a whole number above zero). Open the configurator in its editor and copy the address again.',
  'appId.takenFromAddress': 'Configurator ID {appId}, taken from the address.',

  'baseUrl.problem.empty': 'Enter the configurator\'s address, e.g. https://configurator.example.com.',
  'baseUrl.problem.noScheme': 'Enter the full address, starting with https://, e.g. https://{input}.',
  'baseUrl.problem.notAUrl': '"{input}" is not a web address. Enter the configurator\'s address, e.g. https://configurator.example.com.',
  'baseUrl.problem.unsupportedScheme': 'Addresses starting with "{scheme}" cannot be used. The configurator\'s address starts with https://.',
  'baseUrl.problem.httpNotLoopback':
    'The address of {host} must start with https:// so the token and the data travel encrypted. Plain http:// is only allowed for this computer (localhost), for testing.',
  'baseUrl.problem.credentials': 'Remove the user name and password from the address. The app signs in with the API token.',
  'baseUrl.problem.query': 'Remove the part from "?" on: the configurator\'s address has no query.',
  'baseUrl.problem.fragment': 'Remove the part from "#" on: the configurator\'s address has no fragment.',
  'baseUrl.problem.editorAddress':
    'This is the address of a configurator\'s editor page. Paste it whole into this field or the Configurator ID field to fill in both, or enter the configurator\'s base address, e.g. {origin}.',

  // A target's name (shared/targets/target-name.ts): the user's label, else its configurator ID on its host.
  'targetName.labelled': '{label}',
  'targetName.unnamed': '{appId} on {host}',

  'send.beforeSending':
    'The file ({size}) will be sent to configurator {appId} at {host}. The configurator\'s documentation does not say whether existing articles are overwritten or merged, or whether a partly invalid file is applied in part.',
  'send.progress': 'Sent {sent} of {total}.',
  'send.retryCountdown':
    'The server is busy and did not process the file. Trying again in {seconds, plural, one {# second} other {# seconds}} (attempt {attempt, number} of {maxAttempts, number}).',

  'outcome.accepted': 'Configurator {appId} accepted the file (HTTP {status}). Its answer is shown below.',
  'outcome.unauthorized':
    'The configurator at {host} rejected the API token. Generate a new one (in the configurator, open your user profile, switch on developer mode and generate a token) and save it here again.',
  'outcome.forbidden':
    'This API token may not import into configurator {appId}. Check the configurator ID, or use a token of a user who may edit this configurator.',
  'outcome.notFound': 'There is no configurator {appId} at {baseUrl}. Check the configurator ID and the address.',
  'outcome.rejectedWithMessage': 'The server rejected the data (HTTP {status}): {serverMessage}',
  'outcome.rejectedNoMessage': 'The server rejected the data (HTTP {status}) without saying why. Its answer is shown below.',
  'outcome.rejectedItem.indexAndArticle': 'Item {index} ({articleNumber}): {message}',
  'outcome.rejectedItem.index': 'Item {index}: {message}',
  'outcome.rejectedItem.article': 'Article {articleNumber}: {message}',
  'outcome.rejectedItem.plain': '{message}',
  'outcome.clientError': 'The server refused the request (HTTP {status}). Its answer is shown below.',
  'outcome.tooLarge': 'The file ({size}) is too large for the server. Split it into smaller files and send them one by one.',
  'outcome.busy': 'The configurator at {host} is busy (HTTP {status}) and did not process the file. Try again later.',
  'outcome.busyAfterRetries':
    'The configurator at {host} is still busy (HTTP {status}) after {attempts, number} attempts and did not process the file. Try again later.',
  'outcome.busyWaitTooLong':
    'The configurator at {host} is busy (HTTP {status}) and asks to wait {seconds, plural, one {# second} other {# seconds}}, longer than the app waits. It did not process the file. Try again later.',
  'outcome.serverError':
    'The configurator at {host} failed (HTTP {status}). The import may or may not have been applied: check the configurator before sending again.',
  'outcome.redirect':
    'The server points elsewhere ({location}, HTTP {status}) instead of taking the file. The file was not sent there. Check the base URL.',
  'outcome.redirectNoLocation': 'The server answered with a redirect (HTTP {status}) instead of taking the file. Check the base URL.',
  'outcome.tlsUntrusted':
    'The secure connection to {host} failed: its certificate is not from a trusted authority. The file was not sent. Check the address, or ask your IT team about the certificate.',
  'outcome.tlsExpired':
    'The secure connection to {host} failed: its certificate has expired or is not yet valid. The file was not sent. Ask the configurator\'s operator to renew it.',
  'outcome.tlsNameMismatch':
    'The secure connection to {host} failed: its certificate belongs to a different address. The file was not sent. Check the base URL.',
  'outcome.tlsOther': 'The secure connection to {host} failed ({code}). The file was not sent. Check the address, or ask your IT team.',
  'outcome.dns': 'The address {host} could not be found. Check the base URL and your network connection.',
  'outcome.connectionRefused': '{host} refused the connection: nothing answers at that address. Check the base URL, including the port.',
  'outcome.unreachable': '{host} cannot be reached from this computer ({code}). Check your network connection and the base URL.',
  'outcome.connectTimeout':
    '{host} did not accept a connection within {timeout}. The file was not sent. Check the base URL and your network connection.',
  'outcome.responseTimeout':
    'The file was sent, but {host} did not answer within {timeout}. The outcome is unknown: check the configurator before sending again.',
  'outcome.answerDeadline':
    'The file was sent, but {host} did not finish its answer within {timeout}, so the app stopped waiting. The outcome is unknown: check the configurator before sending again.',
  'outcome.uploadStalled':
    '{host} stopped taking the file for {timeout}, so sending was stopped before the end. The import was not applied; you can send the file again.',
  'outcome.connectionLost':
    'The connection to {host} was lost after the file was sent. The outcome is unknown: check the configurator before sending again.',
  'outcome.connectionLostDuringUpload':
    'The connection to {host} was lost while the file was being sent, before its end. The import was not applied; you can send the file again.',
  'outcome.networkError':
    'The connection to {host} failed ({code}). The file was not sent completely. Check your network connection and try again.',
  'outcome.cancelled': 'Sending was cancelled before the file had gone out completely. Nothing was imported.',
  'outcome.cancelledAfterUpload':
    'Sending was cancelled after the file had gone out. The outcome is unknown: check the configurator before sending again.',
  'outcome.fileChanged': 'The file has changed since it was validated, so it was not sent. Reload it and check it again before sending.',
  'outcome.fileChangedDuringUpload':
    'The file changed while it was being sent, so sending was stopped before the end. Nothing was imported. Reload the file and check it again before sending.',
  'outcome.fileUnreadable': 'The file can no longer be read ({code}), so it was not sent. Reload it and check it again before sending.',
  'outcome.tokenUnusable':
    'The saved API token contains spaces, line breaks or other characters a token cannot have, so nothing was sent. Generate a new one (in the configurator, open your user profile, switch on developer mode and generate a token) and save it here again.',
  'outcome.badTarget': 'The target address is not a valid configurator address, so nothing was sent. Check the base URL and the configurator ID.',
  'send.inFlight':
    'Nothing was sent: a send to configurator {appId} is in flight (started {startedAt}{by, select, app {, by the app} cli {, by the command line} other {}}). Wait for its result, then try again.',

  // Why the app's record of the last accepted file (a target's digest) cannot be used
  // (electron/digest/digest-problem.ts): the end of "… cannot be used because {reason}".
  'digestProblem.truncated': 'it is incomplete (cut off, for example because the disk was full or copying stopped)',
  'digestProblem.notDigest': 'the file in its place was not saved by this app',
  'digestProblem.unknownVersion': 'it is in a format this version of the app cannot read (format {version}), probably saved by a newer version',
  'digestProblem.changed': 'its contents were changed or damaged after the app saved it',
  'digestProblem.inconsistent': 'its contents do not fit together, so it was damaged or changed by hand',
  'digestProblem.folder': 'a folder is in its place',
  'digestProblem.tooLarge': 'it is larger than {size}, larger than any record this app saves',
  'digestProblem.notAFile': 'something that is not a file (a pipe, a device or a socket) is in its place',
  'digestProblem.noAccess': 'the app is not allowed to read it (check the permissions of the app’s data folder)',
  'digestProblem.system': 'the system cannot read it ({code})',
} as const;
