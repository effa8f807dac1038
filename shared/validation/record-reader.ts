// Records read back from the file by their place in the index: for the findings made after
// the scan (which need a record's article number, or its text to be located in) and for the
// preview's pages. Reads are few (the findings the report lists) and cached a little.
import type { RecordKind } from '../report/report';
import { decodeStrict, type Utf8Decoder } from './scan-types';
import type { RecordIndex } from './record-index';

/** The file's bytes, by offset: a file handle, or the bytes in memory. */
export interface ByteSource {
  read(start: number, end: number): Promise<Uint8Array>;
}

export function memorySource(bytes: Uint8Array): ByteSource {
  return { read: (start, end) => Promise.resolve(bytes.subarray(start, end)) };
}

export class RecordReader {
  readonly #cache = new Map<string, string | undefined>();

  constructor(
    private readonly source: ByteSource,
    private readonly index: RecordIndex,
    private readonly decode: Utf8Decoder = decodeStrict,
  ) {}

  async text(kind: RecordKind, index: number): Promise<string | undefined> {
    const key = `${kind}:${index}`;
    if (this.#cache.has(key)) return this.#cache.get(key);
    const span = this.index.of(kind).at(index);
    const text = span === undefined ? undefined : this.decode(await this.source.read(span.byteStart, span.byteEnd));
    if (this.#cache.size > 256) this.#cache.clear();
    this.#cache.set(key, text);
    return text;
  }

  /** The record's `articleNumber` when it is a text (the rules only ask for records whose number is one). */
  async articleNumber(kind: RecordKind, index: number): Promise<string | undefined> {
    const text = await this.text(kind, index);
    if (text === undefined) return undefined;
    try {
      const value: unknown = JSON.parse(text);
      const number = typeof value === 'object' && value !== null ? (value as { articleNumber?: unknown }).articleNumber : undefined;
      return typeof number === 'string' ? number : undefined;
    } catch {
      return undefined;
    }
  }
}
