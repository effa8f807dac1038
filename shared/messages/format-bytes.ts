// File sizes for people, the one way every surface writes them: decimal units, as the file
// managers of macOS and GNOME show them, in the reader's locale ("1.4 kB", "1,4 kB").
import type { Locale } from './locale';
import { DEFAULT_LOCALE } from './locale';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
const BINARY: [number, string][] = [[1024 ** 4, 'TiB'], [1024 ** 3, 'GiB'], [1024 ** 2, 'MiB']];

export interface FormatBytesOptions {
  /** Say exact binary multiples as such ("1 GiB"), as limits are set (the default). Off for
   *  running counts that hit them by chance: a file read in 16 MiB chunks would otherwise
   *  show "32 MiB of 113 MB". */
  exactBinary?: boolean;
}

export function formatBytes(bytes: number, locale: Locale | string = DEFAULT_LOCALE, { exactBinary = true }: FormatBytesOptions = {}): string {
  // Limits are set in binary units (1 GiB): say them as set, not as "1.1 GB".
  for (const [size, symbol] of exactBinary ? BINARY : []) {
    if (bytes >= size && bytes % size === 0) return `${new Intl.NumberFormat(locale).format(bytes / size)} ${symbol}`;
  }
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  }).format(value);
}
