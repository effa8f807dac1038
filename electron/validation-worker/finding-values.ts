// Each finding's value as the file writes it, for the report's "value as written" column: the
// records a batch of findings is about are read back from the file (one open per batch, as
// the preview reads its pages), and the value the pointer names is cut out of the record's
// text, spelled as written: "12,50" with its quotes, 10.120 with its zero.
import type { Finding, RecordKind } from '../../shared/report/report';
import { pointerPlace, type FindingValues } from '../../shared/report/report-table';
import { valueTextAt } from '../../shared/validation/locate-pointer';
import { FileChangedError, type RecordStore } from './file-records';

/** A record larger than this is not read for one value (real records are a few kilobytes). */
const MAX_RECORD_BYTES = 256 * 1024;
/** A value is a cell to read, not a copy of the record: longer ones end in an ellipsis. */
const MAX_VALUE_CHARACTERS = 1000;

export function findingValues(store: RecordStore | undefined): FindingValues {
  return async (findings) => {
    if (store === undefined) return findings.map(() => undefined);
    const places = findings.map((finding) => placeOf(finding));
    const texts = new Map<string, string | undefined>();
    for (const kind of ['article', 'price'] as const) {
      const indices = [...new Set(places.flatMap((place) => (place?.kind === kind ? [place.index] : [])))];
      if (indices.length === 0) continue;
      // The export cannot be read as it was checked (moved, deleted, replaced): its values are not known.
      const read = await store.textsAt(kind, indices, MAX_RECORD_BYTES).catch((error: unknown) => {
        throw error instanceof FileChangedError ? error : new FileChangedError();
      });
      indices.forEach((index, k) => texts.set(`${kind}:${index}`, read[k]));
    }
    return places.map((place) => {
      const text = place && texts.get(`${place.kind}:${place.index}`);
      const value = text === undefined || place === undefined ? undefined : valueTextAt(text, place.below);
      return value === undefined ? undefined : shortened(value);
    });
  };
}

/** The record a finding's value stands in; none for a finding about a whole file or a column. */
function placeOf(finding: Finding): { kind: RecordKind; index: number; below: string[] } | undefined {
  // A syntax error's pointer names where the parser stopped, not a value that was read.
  if (finding.code === 'json.syntax') return undefined;
  return pointerPlace(finding.pointer);
}

/** One line (an object written over several keeps its words, not its indentation), at most MAX_VALUE_CHARACTERS. */
function shortened(value: string): string {
  // Outside strings only: a JSON string holds no raw line break.
  const line = value.replace(/\s*[\r\n]\s*/g, ' ');
  if (line.length <= MAX_VALUE_CHARACTERS) return line;
  let end = MAX_VALUE_CHARACTERS - 1;
  const last = line.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${line.slice(0, end)}…`;
}
