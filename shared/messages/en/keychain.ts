// English texts for the API token: the keychain's failures, token input, and the `token`
// command, as ICU MessageFormat templates. No text here ever contains a token; the templates
// take only the base URL. Keychain failure keys equal the KeychainError code, except
// 'keychain.noModule': the text for an installation without the keychain module.

export const keychainEn = {
  'keychain.unavailable':
    'The system keychain cannot be reached, so the API token cannot be saved there or read from it. On Linux this usually means that no Secret Service (such as GNOME Keyring or KWallet) is running in this session.',
  'keychain.noModule':
    'This installation cannot use the system keychain: its keychain module is missing or was not built for this computer. The API token cannot be saved there.',
  'keychain.locked':
    'The system keychain is locked, so the API token cannot be saved there or read from it. Unlock it (for example by logging in to the desktop again) and try again.',
  'keychain.denied':
    'Access to the system keychain was refused or cancelled, so the API token was not saved or read. Allow Article Importer to use the keychain when the system asks, and try again.',
  'keychain.timeout':
    'The system keychain did not answer in time. It may be waiting for a prompt to be answered, or it may not be running. A token being saved may or may not have been saved.',
  'keychain.failed': 'The system keychain reported an error, so the API token could not be saved or read.',
  /** A keychain failure with the way out that fits the window: never silent, always the user's choice. */
  'keychain.withSessionHint':
    '{problem} You can use the token for this session only: the app keeps it in memory, never writes it to disk, and forgets it when it closes.',
  /** The command line's way out, for one run or a pipeline. */
  'keychain.withEnvironmentHint':
    '{problem} To send without the keychain, set the ARTICLE_IMPORTER_TOKEN environment variable for that command; the token is then not saved anywhere.',

  'tokenInput.empty': 'No token was given.',
  'tokenInput.tooLong': 'The token is longer than {max, number} characters, which no API token is. Copy it again.',
  'tokenInput.invalidChar':
    'The token contains a space, an invisible character or a character outside plain ASCII (at position {position, number}). Copy it again, without line breaks or spaces.',
  'tokenInput.fromEnvironment': '{variable}: {problem}',
  'tokenInput.howToGet':
    'Generate a token in the configurator: open your user profile, switch on developer mode, and use the action that generates a token.',

  'tokenCommand.usage':
    'Usage: article-importer token set|status|delete [--base-url URL] [--lang en|de]\n  set      reads the token from standard input (typed without echo, or piped) and saves it in the system keychain\n  status   tells whether a token is saved for the base URL\n  delete   removes the saved token for the base URL\nThe token is never accepted as an argument: other programs on this computer could read it.',
  'tokenCommand.noBaseUrl':
    'No base URL given. Pass --base-url https://your-configurator.example, or set ARTICLE_IMPORTER_BASE_URL, or save a default base URL in the app.',
  'tokenCommand.badBaseUrl': 'The base URL is not usable: {reason}',
  // Arguments are never repeated back: a token pasted in the wrong place must not be echoed.
  'tokenCommand.badArguments': 'The token command takes set, status or delete, and optionally --base-url URL.',
  'tokenCommand.missingValue': '--base-url needs a value: --base-url https://your-configurator.example',
  'tokenCommand.tokenAsArgument':
    'A token is never accepted as an argument, because other programs on this computer could read it. Run `article-importer token set` and paste it, or pipe it in: `article-importer token set < token.txt`.',
  'tokenCommand.prompt': 'Paste the API token for {origin} and press Enter (nothing is shown while you type): ',
  'tokenCommand.cancelled': 'Cancelled: no token was saved.',
  'tokenCommand.noInput': 'No token was read from standard input. Type it, or pipe it in: `article-importer token set < token.txt`.',
  'tokenCommand.cannotHideInput':
    'This terminal cannot hide what is typed, so the token is not read from it. Pipe it in instead: `article-importer token set < token.txt`.',
  'tokenCommand.saved': 'The token for {origin} is saved in the system keychain.',
  'tokenCommand.statusSet': 'A token for {origin} is saved in the system keychain.',
  'tokenCommand.statusAbsent': 'No token for {origin} is saved in the system keychain.',
  'tokenCommand.statusEnvironment': 'ARTICLE_IMPORTER_TOKEN is set in this environment; `send` uses it instead of the saved token.',
  'tokenCommand.deleted': 'The token for {origin} was removed from the system keychain.',
  'tokenCommand.nothingToDelete': 'No token for {origin} was saved; nothing was removed.',
  'tokenCommand.details': '(The system said: {detail})',
} as const;
