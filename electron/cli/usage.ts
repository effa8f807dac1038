// Usage errors: wrong words on the command line. They exit 64 with a sentence, never a stack.
import { cliMessages as m } from '../../shared/messages/en/cli';

export class UsageError extends Error {}

export type OutputFormat = 'text' | 'json';

export function parseFormat(value: string | undefined): OutputFormat {
  if (value === undefined || value === 'text' || value === 'json') return value ?? 'text';
  throw new UsageError(m.badFormat({ value }));
}
