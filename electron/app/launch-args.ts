// The files a start of the app was asked to open, read from its command line. (Whether a start
// is a command of the tool instead, `article-importer validate week-47.json` on an installed
// app, the tool's own command registry says: electron/cli/command-registry.ts.) The same rules
// read a second start's arguments, which arrive in the first instance with that start's own
// working folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LaunchInput {
  argv: readonly string[];
  /**
   * Started as `electron path/to/app …` (development): argv[1] is the app's folder, not a
   * file. Electron's `process.defaultApp`.
   */
  defaultApp: boolean;
}

/** The arguments the user gave: without the executable (and the app's folder in development). */
export function userArgs({ argv, defaultApp }: LaunchInput): string[] {
  return argv.slice(defaultApp ? 2 : 1);
}

/**
 * Files to open: every argument that is not a switch, as an absolute path. Linux file managers
 * pass `file://` URLs (the desktop entry's %U), terminals and other OSes plain paths; a
 * relative path is taken from the working folder of the start that gave it.
 */
export function filesToOpen(input: LaunchInput, workingDirectory: string): string[] {
  const files: string[] = [];
  for (const arg of userArgs(input)) {
    if (isSwitch(arg) || arg.trim() === '') continue;
    const file = asPath(arg, workingDirectory);
    if (file !== undefined) files.push(file);
  }
  return files;
}

function isSwitch(arg: string): boolean {
  return arg.startsWith('-');
}

function asPath(arg: string, workingDirectory: string): string | undefined {
  if (/^file:/i.test(arg)) {
    try {
      return fileURLToPath(arg);
    } catch {
      return undefined; // file://other-host/…: not a file on this computer
    }
  }
  // Any other scheme (https:, a custom protocol) is not a file either.
  if (/^[a-z][a-z0-9+.-]+:\/\//i.test(arg)) return undefined;
  return path.resolve(workingDirectory, arg);
}
