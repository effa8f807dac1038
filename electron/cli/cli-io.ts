// What a command needs from its process, passed in so commands run under test without one.
import type { Readable, Writable } from 'node:stream';
import type { Locale } from '../../shared/messages/locale';

export interface CliIo {
  stdin: Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  /** Machine output (the JSON report or send result). */
  stdout: Writable & { isTTY?: boolean };
  /** Messages for people: summaries, prompts, progress. */
  stderr: Writable & { isTTY?: boolean; columns?: number };
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** The language of the run (--lang); absent: from the environment (cli-text.ts). */
  locale?: Locale;
}

export function processIo(): CliIo {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd() };
}
