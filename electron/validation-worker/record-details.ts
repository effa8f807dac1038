// One record, whole, for the details dialog: where it stands in the file, its fields (known
// ones in schema order, then the others), its JSON re-indented for reading, and the findings
// about it. Built from the record's text as the file spells it (shared/json), never from a
// parse: the user sees 1.0, 12345678901234567890 and both of two equal keys as they wrote them.
import type { z } from 'zod';
import { formatJson, cutAt } from '../../shared/json/format-json';
import { decodedString, objectMembers, valueType, type JsonMember } from '../../shared/json/object-members';
import { ARTICLE_FIELDS, PRICE_FIELDS } from '../../shared/payload/payload-schema';
import type { Finding, RecordKind } from '../../shared/report/report';
import type { recordDetailsSchema, recordFieldSchema } from '../../shared/ipc/document-schemas';

export type RecordDetails = z.infer<typeof recordDetailsSchema>;
type RecordField = z.infer<typeof recordFieldSchema>;

/** Real records are a few kilobytes; one of megabytes is shown in part rather than crossing to the window whole. */
export const MAX_RECORD_BYTES = 256 * 1024;
/** Indenting a deeply nested record can make it many times longer than its text: the layouts are bounded too. */
export const MAX_LAYOUT_CHARS = 512 * 1024;

/** The record as the file spells it (its first MAX_RECORD_BYTES at most), and where it stands. */
export interface RecordSource {
  text: string;
  /** The record's whole size in the file. */
  bytes: number;
  /** `text` is the record's beginning only. */
  cut: boolean;
  line: number;
  column: number;
}

const KNOWN_FIELDS: Record<RecordKind, readonly string[]> = { article: ARTICLE_FIELDS, price: PRICE_FIELDS };
const ARRAY_NAME: Record<RecordKind, string> = { article: 'articles', price: 'prices' };

export function recordDetails(
  record: { kind: RecordKind; index: number },
  source: RecordSource,
  findings: { list: Finding[]; state: RecordDetails['findingsState'] },
): RecordDetails {
  const { kind, index } = record;
  const json = formatJson(source.text, { maxChars: MAX_LAYOUT_CHARS });
  const members = objectMembers(source.text) ?? [];
  const fields = fieldsOf(kind, members);
  const articleNumber = members.findLast((m) => m.key === 'articleNumber' && m.type === 'string');
  return {
    kind,
    index,
    pointer: `/${ARRAY_NAME[kind]}/${index}`,
    line: source.line,
    column: source.column,
    ...(articleNumber ? { articleNumber: decodedString(articleNumber.raw) } : {}),
    type: valueType(source.text) ?? 'null',
    bytes: source.bytes,
    cut: source.cut || json.cut || fields.cut,
    fields: fields.list,
    json: json.text,
    findings: findings.list,
    findingsState: findings.state,
  };
}

/** Known fields in schema order (a name written twice, twice), then the others in the order written. */
function fieldsOf(kind: RecordKind, members: JsonMember[]): { list: RecordField[]; cut: boolean } {
  const known = KNOWN_FIELDS[kind];
  const ordered = [
    ...known.flatMap((key) => members.filter((m) => m.key === key)),
    ...members.filter((m) => !known.includes(m.key)),
  ];
  const list: RecordField[] = [];
  let room = MAX_LAYOUT_CHARS;
  for (const member of ordered) {
    const text = fieldText(member, room);
    list.push({ key: member.key, known: known.includes(member.key), type: member.type, text: text.text });
    room -= text.text.length;
    if (text.cut) return { list, cut: true };
  }
  return { list, cut: false };
}

function fieldText(member: JsonMember, room: number): { text: string; cut: boolean } {
  if (member.type === 'object' || member.type === 'array') return formatJson(member.raw, { maxChars: room });
  const text = member.type === 'string' ? decodedString(member.raw) : member.raw;
  return text.length > room ? { text: cutAt(text, room), cut: true } : { text, cut: false };
}
