// A vendor's schema file (JSON Schema or OpenAPI, in JSON) → its parsed document and its text,
// or why it cannot be used, placed as the ruleset loader places problems (line:column and JSON
// Pointer). Read with the project's strict reader: a key twice (which JSON.parse would quietly
// settle) makes what the schema says ambiguous, and is said with its place.
import type { MessageKey } from '../../shared/messages/catalogue';
import { text, type Text } from '../../shared/messages/text';
import { locateIn } from '../../shared/validation/locate-pointer';
import { checkJson } from '../../shared/validation/strict-json';
import { openRegularFile } from './open-regular-file';
import { placeOf } from './text-place';
import { unreadableReason } from './validate-file';

/** OpenAPI documents of large APIs run to a few megabytes. */
const MAX_SCHEMA_BYTES = 64 * 1024 ** 2;
/** Deeper than any schema is written; the schema's walkers recurse, so the depth is bounded first. */
const MAX_SCHEMA_DEPTH = 200;

export interface SchemaProblemAt {
  /** 1-based; absent when the file could not be read. */
  line?: number;
  column?: number;
  /** RFC 6901 in the schema ('' is the whole document). */
  pointer: string;
  message: Text;
}

export type SchemaReading = { ok: true; source: string; document: unknown } | { ok: false; problems: SchemaProblemAt[] };

export async function readSchemaFile(filePath: string): Promise<SchemaReading> {
  let bytes: Uint8Array;
  try {
    const { handle, size } = await openRegularFile(filePath);
    try {
      if (size > MAX_SCHEMA_BYTES) return failed({ pointer: '', message: text('fromSchema.tooLarge', { limit: { bytes: MAX_SCHEMA_BYTES } }) });
      bytes = new Uint8Array(await handle.readFile());
    } finally {
      await handle.close();
    }
  } catch (error) {
    return failed({ pointer: '', message: text('fromSchema.unreadable', { detail: unreadableReason(error) }) });
  }
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return failed({ pointer: '', message: text('fromSchema.encoding') });
  }
  const problems: SchemaProblemAt[] = [];
  const syntax = checkJson(source, {
    maxDepth: MAX_SCHEMA_DEPTH,
    onTooDeep: (offset, pointer) => problems.push({ ...placeOf(source, offset), pointer: pointer(), message: text('fromSchema.tooDeep', { limit: MAX_SCHEMA_DEPTH }) }),
    onDuplicateKey: (offset, pointer, key) => problems.push({ ...placeOf(source, offset), pointer: pointer(), message: text('fromSchema.duplicateKey', { field: key }) }),
  });
  if (syntax !== undefined) {
    const message = looksLikeYaml(source) ? text('fromSchema.yaml') : text('fromSchema.syntax', { detail: text(`syntax.${syntax.reason}` as MessageKey) });
    return failed({ ...placeOf(source, syntax.offset), pointer: '', message });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, source, document: JSON.parse(source) as unknown };
}

/** Line and column of the value a pointer names in the schema's text. */
export function placeInSchema(source: string, pointer: string): { line: number; column: number } {
  return placeOf(source, locateIn(source, pointer));
}

const failed = (problem: SchemaProblemAt): SchemaReading => ({ ok: false, problems: [problem] });

/** A YAML document starts with a directive, `---`, or a key and a colon, where JSON has { or [. */
function looksLikeYaml(source: string): boolean {
  return /^\s*(%YAML|---|#|[A-Za-z_$"'][\w$ "'-]*:(\s|$))/.test(source);
}
