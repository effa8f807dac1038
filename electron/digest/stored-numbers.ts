// The article numbers of a digest read from its file, not made strings: a comparison needs
// their hashes, and the texts of the few its lists name. The target's digest of a 300,000-
// article export holds 300,000 numbers; parsed as one JSON array they were 300,000 strings
// (about 12 MB) beside the file's bytes while `send` compared. Here each number is where it
// stands in the file's strings block, with its hash.
import { hashes, hashesOfUnits } from '../../shared/collections/key-table';
import type { NumberSource } from '../../shared/changes/digest';
import type { NumberHashes } from '../../shared/changes/match-numbers';

const OPENING = Buffer.from('{"numbers":[', 'utf8');
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const CLOSING = 0x5d;

// fatal: a broken byte must fail the read, not become U+FFFD in an article number.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export class StoredNumbers implements NumberSource {
  /**
   * `bounds[id]`: where number `id`'s JSON string starts in `block` (its opening quote); it
   * ends one byte (a comma, or the list's closing bracket) before `bounds[id + 1]`.
   */
  constructor(
    private readonly block: Uint8Array,
    private readonly bounds: Int32Array,
    private readonly hashed: NumberHashes,
  ) {}

  get numberCount(): number {
    return this.bounds.length - 1;
  }

  numberHashes(): NumberHashes {
    return this.hashed;
  }

  numberTexts(ids: ReadonlySet<number>): Map<number, string> {
    return new Map([...ids].map((id) => [id, JSON.parse(utf8.decode(this.block.subarray(this.bounds[id]!, this.bounds[id + 1]! - 1))) as string]));
  }

  /** Every number's text, in one parse of the list. */
  all(): string[] {
    return JSON.parse(utf8.decode(this.block.subarray(OPENING.length - 1, this.bounds[this.numberCount]))) as string[];
  }
}

/**
 * The `count` numbers of a strings block `{"numbers":[…],…}` as this app writes it (no white
 * space: digest-file.ts, stringsJson), each checked to be a JSON string and hashed, and the
 * block's rest (`,"tails":…}`); undefined for a block laid out in any other way, which is then
 * parsed whole, and is unreadable there if it is not what a digest holds.
 */
export function scanNumbers(block: Uint8Array, count: number): { numbers: StoredNumbers; rest: Uint8Array } | undefined {
  if (block.length < OPENING.length || !OPENING.equals(block.subarray(0, OPENING.length))) return undefined;
  // Each number takes three bytes at least (`"",`): a header that claims more cannot be right,
  // and is not to be believed with 12 bytes of columns a number (the whole parse says it is wrong).
  if (count > (block.length - OPENING.length) / 3) return undefined;
  const bounds = new Int32Array(count + 1);
  const hashed: NumberHashes = { first: new Int32Array(count), second: new Int32Array(count) };
  let byte = 0;
  const unit = () => block[byte++]!;
  let at = OPENING.length;
  let id = 0;
  // Each number: a JSON string, then a comma, or the bracket that closes the list.
  if (block[at] !== CLOSING) {
    for (;;) {
      if (id === count || block[at] !== QUOTE) return undefined;
      const end = closingQuote(block, at);
      if (end === -1) return undefined;
      let pair: readonly [number, number];
      if (end > 0) {
        byte = at + 1;
        pair = hashesOfUnits(end - at - 1, unit);
      } else {
        // Escapes or bytes beyond ASCII: JSON.parse says what the string is, and whether it is one.
        const text = parsedString(block.subarray(at, -end + 1));
        if (text === undefined) return undefined;
        pair = hashes(text);
      }
      [hashed.first[id], hashed.second[id]] = pair;
      bounds[id++] = at;
      at = Math.abs(end) + 1;
      bounds[id] = at + 1;
      if (block[at] === CLOSING) break;
      if (block[at] !== COMMA) return undefined;
      at++;
    }
  }
  if (id !== count || block[at + 1] !== COMMA) return undefined;
  bounds[count] = at + 1;
  return { numbers: new StoredNumbers(block, bounds, hashed), rest: block.subarray(at + 2) };
}

/**
 * Where the JSON string opening at `at` closes: its closing quote, negated when the string has
 * an escape or a byte beyond ASCII (its units are not its bytes); -1 when it does not close
 * before the block ends or holds a control character (not JSON).
 */
function closingQuote(block: Uint8Array, at: number): number {
  let plain = true;
  for (let end = at + 1; end < block.length; end++) {
    const b = block[end]!;
    if (b === QUOTE) return plain ? end : -end;
    if (b < 0x20) return -1;
    if (b === BACKSLASH) {
      plain = false;
      end++;
    } else if (b >= 0x80) plain = false;
  }
  return -1;
}

function parsedString(bytes: Uint8Array): string | undefined {
  try {
    const value: unknown = JSON.parse(utf8.decode(bytes));
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
