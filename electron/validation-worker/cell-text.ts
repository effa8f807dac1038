// How one JSON value looks in a preview cell. The preview shows what is in the file, so this
// is data rendering, not a message: strings as they are, language objects and attribute maps
// as `key: value` pairs, anything else as compact JSON, always shortened to fit a cell.
import type { z } from 'zod';
import type { cellSchema } from '../../shared/ipc/document-schemas';

type Cell = z.infer<typeof cellSchema>;

/** Long enough for any real name or description's start; short enough for 100 rows a page. */
export const MAX_CELL_CHARS = 240;

const PAIR_SEPARATOR = ' · ';

export function cellOf(value: unknown): Cell {
  if (value === undefined) return { text: '', type: 'absent' };
  if (value === null) return { text: 'null', type: 'null' };
  switch (typeof value) {
    case 'string': return clip(value, 'string');
    case 'number': return clip(String(value), 'number');
    case 'boolean': return { text: String(value), type: 'boolean' };
    default: break;
  }
  if (Array.isArray(value)) return clip(compactJson(value), 'array');
  return clip(objectText(value as Record<string, unknown>), 'object');
}

function objectText(object: Record<string, unknown>): string {
  const entries = Object.entries(object);
  // `{ "de": "Stuhl", "en": "Chair" }` reads better as `de: Stuhl · en: Chair`; only flat
  // maps get that, so nesting is never hidden.
  if (entries.length > 0 && entries.every(([, v]) => v === null || typeof v !== 'object')) {
    return entries.map(([k, v]) => `${k}: ${typeof v === 'string' ? v : String(v)}`).join(PAIR_SEPARATOR);
  }
  return compactJson(object);
}

function compactJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

function clip(text: string, type: Cell['type']): Cell {
  if (text.length <= MAX_CELL_CHARS) return { text, type };
  // Cut on a code-point boundary so a clipped emoji never shows as a broken character.
  let cut = text.slice(0, MAX_CELL_CHARS - 1);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return { text: `${cut}…`, type, clipped: true };
}
