// Usage errors: wrong words on the command line. They exit 64 with a sentence, never a stack.
import { text, type Text } from '../../shared/messages/text';

export class UsageError extends Error {
  constructor(readonly text: Text) {
    super(text.key);
  }
}

export type OutputFormat = 'text' | 'json';

export function parseFormat(value: string | undefined): OutputFormat {
  if (value === undefined || value === 'text' || value === 'json') return value ?? 'text';
  throw new UsageError(text('cli.badFormat', { value }));
}

/** `validate` also writes the report as a text table (`csv`) or a workbook (`xlsx`). */
export function parseReportFormat(value: string | undefined): OutputFormat | 'csv' | 'xlsx' {
  if (value === 'csv' || value === 'xlsx') return value;
  if (value === undefined || value === 'text' || value === 'json') return value ?? 'text';
  throw new UsageError(text('cli.badReportFormat', { value }));
}
