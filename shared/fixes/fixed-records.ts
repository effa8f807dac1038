// Where the records that have something to fix stand in the file, kept by the plan pass so
// that the copy made after it (electron/fixes/planned-edits.ts) reads only those records and
// copies every other byte as it is. Offsets in growable typed arrays, 13 bytes a record, not
// an object each: a 1 GB export where every record has a fix (4 million records)
// holds ~55 MB here, one where every tenth has one ~5.5 MB. With each record, which of its
// fields have a fix (bits over record-fixes.ts's FIXABLE_FIELDS): the copy reads those values
// only, and does not parse and check the whole record again.

export type FixedRecordKind = 'article' | 'price';

export interface FixedRecord {
  kind: FixedRecordKind;
  /** The record's bytes in the file, [start, end). */
  start: number;
  end: number;
  /** Its fields with a fix, as bits over FIXABLE_FIELDS[kind]. */
  fields: number;
}

const FIRST_CAPACITY = 1024;

export class FixedRecords {
  #starts = new Float64Array(FIRST_CAPACITY);
  /** The record's length in bytes times two, plus 1 for a price (a record is at most LIMITS.maxValueBytes, 64 MiB). */
  #lengthsAndKinds = new Uint32Array(FIRST_CAPACITY);
  #fields = new Uint8Array(FIRST_CAPACITY);
  #count = 0;

  get count(): number {
    return this.#count;
  }

  /** Adds a record (records are added in file order); returns its slot, from 0 on. */
  add(kind: FixedRecordKind, start: number, end: number, fields: number): number {
    const length = end - start;
    if (!(length > 0 && length < 2 ** 31)) throw new RangeError(`a record of ${length} bytes cannot be kept`);
    if (this.#count > 0 && start < this.#end(this.#count - 1)) throw new RangeError('records are kept in file order');
    if (this.#count === this.#starts.length) this.#grow();
    this.#starts[this.#count] = start;
    this.#lengthsAndKinds[this.#count] = length * 2 + (kind === 'price' ? 1 : 0);
    this.#fields[this.#count] = fields;
    return this.#count++;
  }

  /** The fields with a fix of the record in `slot`. */
  fieldsAt(slot: number): number {
    return this.#fields[slot]!;
  }

  /** Takes fields off a record's fixes: the plan holds them back once the whole file is known (key-clashes.ts). */
  clearFields(slot: number, fields: number): void {
    this.#fields[slot] = this.#fields[slot]! & ~fields;
  }

  /** The records in file order (those with a field still to fix). */
  *[Symbol.iterator](): IterableIterator<FixedRecord> {
    for (let i = 0; i < this.#count; i++) {
      if (this.#fields[i] === 0) continue;
      const start = this.#starts[i]!;
      const packed = this.#lengthsAndKinds[i]!;
      yield { kind: packed & 1 ? 'price' : 'article', start, end: start + Math.floor(packed / 2), fields: this.#fields[i]! };
    }
  }

  #end(i: number): number {
    return this.#starts[i]! + Math.floor(this.#lengthsAndKinds[i]! / 2);
  }

  #grow(): void {
    const starts = new Float64Array(this.#starts.length * 2);
    starts.set(this.#starts);
    this.#starts = starts;
    const lengths = new Uint32Array(this.#lengthsAndKinds.length * 2);
    lengths.set(this.#lengthsAndKinds);
    this.#lengthsAndKinds = lengths;
    const fields = new Uint8Array(this.#fields.length * 2);
    fields.set(this.#fields);
    this.#fields = fields;
  }
}
