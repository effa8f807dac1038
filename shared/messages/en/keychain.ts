// English texts for the API token: the keychain's failures, token input, and the `token`
// command. No text here ever contains a token; the templates take only the base URL.

// Keyed by message id. Most ids equal the KeychainError code; 'keychain.noModule' is the
// 'keychain.unavailable' code's text for an installation without the keychain module.
export const keychainErrorsEn = {
  'keychain.unavailable':
    'The system keychain cannot be reached, so the API token cannot be saved there or read from it. ' +
    'On Linux this usually means that no Secret Service (such as GNOME Keyring or KWallet) is running in this session.',
  'keychain.noModule':
    'This installation cannot use the system keychain: its keychain module is missing or was not built for this computer. ' +
    'The API token cannot be saved there.',
  'keychain.locked':
    'The system keychain is locked, so the API token cannot be saved there or read from it. ' +
    'Unlock it (for example by logging in to the desktop again) and try again.',
  'keychain.denied':
    'Access to the system keychain was refused or cancelled, so the API token was not saved or read. ' +
    'Allow Article Importer to use the keychain when the system asks, and try again.',
  'keychain.timeout':
    'The system keychain did not answer in time. It may be waiting for a prompt to be answered, or it may not be running. ' +
    'A token being saved may or may not have been saved.',
  'keychain.failed':
    'The system keychain reported an error, so the API token could not be saved or read.',
} as const;

export const keychainHintsEn = {
  /** The app's way out: never silent, always the user's choice. */
  sessionOnly:
    'You can use the token for this session only: the app keeps it in memory, never writes it to disk, and forgets it when it closes.',
  /** The command line's way out, for one run or a pipeline. */
  environment:
    'To send without the keychain, set the ARTICLE_IMPORTER_TOKEN environment variable for that command; the token is then not saved anywhere.',
} as const;

export const tokenInputEn = {
  'token.empty': 'No token was given.',
  'token.tooLong': (p: { max: number }) => `The token is longer than ${p.max} characters, which no API token is. Copy it again.`,
  'token.invalidChar': (p: { position: number }) =>
    `The token contains a space, an invisible character or a character outside plain ASCII (at position ${p.position}). ` +
    'Copy it again, without line breaks or spaces.',
  howToGet:
    'Generate a token in the configurator: open your user profile, switch on developer mode, and use the action that generates a token.',
} as const;

export const tokenCommandEn = {
  usage:
    'Usage: article-importer token set|status|delete [--base-url URL]\n' +
    '  set      reads the token from standard input (typed without echo, or piped) and saves it in the system keychain\n' +
    '  status   tells whether a token is saved for the base URL\n' +
    '  delete   removes the saved token for the base URL\n' +
    'The token is never accepted as an argument: other programs on this computer could read it.',
  noBaseUrl:
    'No base URL given. Pass --base-url https://your-configurator.example, or set ARTICLE_IMPORTER_BASE_URL, ' +
    'or save a default base URL in the app.',
  badBaseUrl: (p: { reason: string }) => `The base URL is not usable: ${p.reason}`,
  // Arguments are never repeated back: a token pasted in the wrong place must not be echoed.
  badArguments: 'The token command takes set, status or delete, and optionally --base-url URL.',
  missingValue: '--base-url needs a value: --base-url https://your-configurator.example',
  tokenAsArgument:
    'A token is never accepted as an argument, because other programs on this computer could read it. ' +
    'Run `article-importer token set` and paste it, or pipe it in: `article-importer token set < token.txt`.',
  prompt: (p: { origin: string }) => `Paste the API token for ${p.origin} and press Enter (nothing is shown while you type): `,
  cancelled: 'Cancelled: no token was saved.',
  noInput: 'No token was read from standard input. Type it, or pipe it in: `article-importer token set < token.txt`.',
  cannotHideInput:
    'This terminal cannot hide what is typed, so the token is not read from it. Pipe it in instead: `article-importer token set < token.txt`.',
  saved: (p: { origin: string }) => `The token for ${p.origin} is saved in the system keychain.`,
  statusSet: (p: { origin: string }) => `A token for ${p.origin} is saved in the system keychain.`,
  statusAbsent: (p: { origin: string }) => `No token for ${p.origin} is saved in the system keychain.`,
  statusEnvironment: 'ARTICLE_IMPORTER_TOKEN is set in this environment; `send` uses it instead of the saved token.',
  deleted: (p: { origin: string }) => `The token for ${p.origin} was removed from the system keychain.`,
  nothingToDelete: (p: { origin: string }) => `No token for ${p.origin} was saved; nothing was removed.`,
  details: (p: { detail: string }) => `(The system said: ${p.detail})`,
} as const;
