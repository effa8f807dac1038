// The digest file format: what goes in comes out, and every kind of damage is DigestUnreadable,
// never another error and never a digest that says something the accepted file did not.
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DigestUnreadable, decodeDigest, encodeDigest } from './digest-file';
import type { CatalogueDigest, DigestInfo, StoredDigest } from '../../shared/changes/digest';
import { asRows } from '../../shared/changes/digest-rows';
import { hashesOfNumbers } from '../../shared/changes/match-numbers';

const INFO: DigestInfo = {
  baseUrl: 'https://cfg.example',
  appId: 4711,
  acceptedAt: '2026-11-21T10:00:00.000Z',
  fileName: 'export.json',
  sha256: 'ab'.repeat(32),
  bytes: 1234,
  articles: 2,
  prices: 3,
};

function small(): StoredDigest {
  return {
    info: { ...INFO },
    digest: {
      numbers: ['A-100', 'B-200', 'C-300'],
      articleNumber: Int32Array.of(0, 2),
      articleFingerprint: Int32Array.of(1, -2, 0x7fffffff, -0x80000000),
      tails: [{ priceList: 'retail', currency: 'EUR', minQuantity: 1 }, { priceList: 'trade', currency: 'CHF', minQuantity: 10 }],
      priceNumber: Int32Array.of(0, 1, 2),
      priceTail: Int32Array.of(0, 1, 1),
      priceFrom: Int32Array.of(0, 20260101, 20261231),
      priceAmount: Float64Array.of(9.99, 0, 1e-7),
    },
  };
}

/** Two articles: both fill `name`, one `gtin`; the first active, the second not. */
function withDrift(stored: StoredDigest): StoredDigest {
  stored.digest.drift = { fieldNames: ['name', 'gtin'], fieldFilled: Int32Array.of(2, 1), articleActive: Uint8Array.of(1, 0) };
  return stored;
}

function empty(): StoredDigest {
  return {
    info: { ...INFO, articles: 0, prices: 0 },
    digest: {
      numbers: [],
      articleNumber: new Int32Array(0),
      articleFingerprint: new Int32Array(0),
      tails: [],
      priceNumber: new Int32Array(0),
      priceTail: new Int32Array(0),
      priceFrom: new Int32Array(0),
      priceAmount: new Float64Array(0),
    },
  };
}

function large(articles: number, prices: number): StoredDigest {
  const numbers = Array.from({ length: articles }, (_, i) => `ART-${String(i).padStart(7, '0')}`);
  const articleNumber = new Int32Array(articles);
  const articleFingerprint = new Int32Array(2 * articles);
  for (let i = 0; i < articles; i++) {
    articleNumber[i] = articles - 1 - i;
    articleFingerprint[2 * i] = Math.imul(i, 0x9e3779b1);
    articleFingerprint[2 * i + 1] = ~i;
  }
  const priceNumber = new Int32Array(prices);
  const priceTail = new Int32Array(prices);
  const priceFrom = new Int32Array(prices);
  const priceAmount = new Float64Array(prices);
  for (let i = 0; i < prices; i++) {
    priceNumber[i] = i % articles;
    priceTail[i] = i % 3;
    priceFrom[i] = i % 2 === 0 ? 0 : 20260000 + ((i % 12) + 1) * 100 + ((i % 28) + 1);
    priceAmount[i] = i / 100;
  }
  const tails = [1, 10, 100].map((minQuantity) => ({ priceList: 'retail', currency: 'EUR', minQuantity }));
  return {
    info: { ...INFO, articles, prices },
    digest: { numbers, articleNumber, articleFingerprint, tails, priceNumber, priceTail, priceFrom, priceAmount },
  };
}

// ── Taking a file apart and putting it back together, to damage one part and keep the rest ──

const bytesOf = (column: Int32Array | Float64Array) => new Uint8Array(column.buffer, column.byteOffset, column.byteLength);
const align8 = (n: number) => Math.ceil(n / 8) * 8;
const utf8 = (text: string) => Buffer.from(text, 'utf8');

interface Parts {
  header: Buffer;
  strings: Buffer;
  columns: Buffer;
}

function split(bytes: Buffer): Parts {
  const headerLength = bytes.readUInt32LE(16);
  const stringsAt = 20 + headerLength;
  const stringsLength = bytes.readUInt32LE(stringsAt);
  return {
    header: bytes.subarray(20, stringsAt),
    strings: bytes.subarray(stringsAt + 4, stringsAt + 4 + stringsLength),
    columns: bytes.subarray(align8(stringsAt + 4 + stringsLength)),
  };
}

/** The parts as a file with a correct checksum: what is left wrong is what the test changed. */
function join(prefix: Buffer, { header, strings, columns }: Parts): Buffer {
  const stringsAt = 20 + header.length;
  const columnsAt = align8(stringsAt + 4 + strings.length);
  const out = Buffer.alloc(columnsAt + columns.length);
  prefix.copy(out, 0, 0, 16);
  out.writeUInt32LE(header.length, 16);
  header.copy(out, 20);
  out.writeUInt32LE(strings.length, stringsAt);
  strings.copy(out, stringsAt + 4);
  columns.copy(out, columnsAt);
  return reseal(out);
}

function reseal(bytes: Buffer): Buffer {
  bytes.writeUInt32LE(crc32(bytes.subarray(16)), 12);
  return bytes;
}

function withHeader(bytes: Buffer, change: (header: Record<string, unknown>) => unknown): Buffer {
  const parts = split(bytes);
  const header = JSON.parse(parts.header.toString('utf8')) as Record<string, unknown>;
  return join(bytes, { ...parts, header: utf8(JSON.stringify(change(header))) });
}

function withStrings(bytes: Buffer, change: (strings: { numbers: unknown[]; tails: unknown[] }) => unknown): Buffer {
  const parts = split(bytes);
  const strings = JSON.parse(parts.strings.toString('utf8')) as { numbers: unknown[]; tails: unknown[] };
  return join(bytes, { ...parts, strings: utf8(JSON.stringify(change(strings))) });
}

type IntColumnName = 'articleNumber' | 'articleFingerprint' | 'priceNumber' | 'priceTail' | 'priceFrom';

/** Byte offsets of the columns, computed from the spec in digest-file.ts, not from its code. */
function columnOffsets(bytes: Buffer): Record<IntColumnName | 'priceAmount', number> {
  const parts = split(bytes);
  const { rows } = JSON.parse(parts.header.toString('utf8')) as { rows: { articles: number; prices: number } };
  let at = bytes.length - parts.columns.length;
  const place = (length: number) => {
    const start = at;
    at = align8(at + length);
    return start;
  };
  return {
    articleNumber: place(4 * rows.articles),
    articleFingerprint: place(8 * rows.articles),
    priceNumber: place(4 * rows.prices),
    priceTail: place(4 * rows.prices),
    priceFrom: place(4 * rows.prices),
    priceAmount: place(8 * rows.prices),
  };
}

function withInt(bytes: Buffer, column: IntColumnName, row: number, value: number): Buffer {
  const out = Buffer.from(bytes);
  out.writeInt32LE(value, columnOffsets(out)[column] + 4 * row);
  return reseal(out);
}

function unreadable(bytes: Uint8Array): DigestUnreadable {
  try {
    decodeDigest(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(DigestUnreadable);
    return error as DigestUnreadable;
  }
  throw new Error('the damaged digest was read');
}

function expectReadableOrUnreadable(bytes: Uint8Array): void {
  try {
    decodeDigest(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(DigestUnreadable);
  }
}

/** A digest as decodeDigest gives it: its numbers also as read where they stand (stored-numbers.ts). */
function asRead(stored: StoredDigest): StoredDigest {
  return { ...stored, numbers: expect.anything() as StoredDigest['numbers'] };
}

// ── Tests ──

describe('digest file round trip', () => {
  it('writes the bytes it always wrote (a digest kept by an earlier version must compare alike)', () => {
    const sha = (stored: StoredDigest) => createHash('sha256').update(encodeDigest(stored)).digest('hex');
    expect([sha(small()), sha(withDrift(small()))]).toEqual([
      '387aef8517c217c56d1840c5814747963e9b23172ea3a1ded40a1e4a8f7d2485',
      'f3d4282a9c298ec6d32d1140a6512120e1ea6a848816ffd0060db3dd96112677',
    ]);
  });

  it('reads back a small digest as it was written', () => {
    const stored = small();
    const bytes = encodeDigest(stored);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('AIDIGEST');
    expect(decodeDigest(bytes)).toEqual(asRead(stored));
  });

  it('reads back the drift data: per field how many articles fill it, per article its active', () => {
    const stored = withDrift(small());
    const bytes = encodeDigest(stored);
    expect(bytes.readUInt32LE(8)).toBe(2);
    expect(decodeDigest(bytes)).toEqual(asRead(stored));
  });

  it('reads a version 1 digest (kept before drift data) as one without it', () => {
    const stored = small();
    const bytes = encodeDigest(stored);
    // Without drift data, version 2 is laid out as version 1 was; the version is outside the checksum.
    bytes.writeUInt32LE(1, 8);
    const read = decodeDigest(bytes);
    expect(read).toEqual(asRead(stored));
    expect(read.digest.drift).toBeUndefined();
    const claimsDrift = encodeDigest(withDrift(small()));
    claimsDrift.writeUInt32LE(1, 8);
    expect(unreadable(claimsDrift).reason).toBe('drift data in a version 1 file');
  });

  it('reads back an empty digest', () => {
    const stored = empty();
    expect(decodeDigest(encodeDigest(stored))).toEqual(asRead(stored));
  });

  it('reads back unicode article numbers exactly, composed and decomposed ones apart', () => {
    const stored = small();
    stored.digest.numbers = ['Ä-100', 'A\u0308-100', '型号-🙂'];
    stored.digest.tails = [{ priceList: 'Händler', currency: 'EUR', minQuantity: 0.5 }, { priceList: '零售', currency: 'JPY', minQuantity: 1 }];
    stored.info.fileName = 'Preisliste Ü.json';
    expect(decodeDigest(encodeDigest(stored))).toEqual(asRead(stored));
  });

  it('writes the strings block as one JSON.stringify would, though in pieces of a few thousand numbers', () => {
    const stored = withDrift(small());
    // Past two pieces' seams, with characters of 2, 3 and 4 bytes and ones JSON escapes.
    stored.digest.numbers = Array.from({ length: 9000 }, (_, i) => ['Ä', '型号', '🙂', '"\\\n'][i % 4]! + String(i));
    const bytes = encodeDigest(stored);
    const file = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const stringsAt = 16 + 4 + file.getUint32(16, true);
    const block = bytes.subarray(stringsAt + 4, stringsAt + 4 + file.getUint32(stringsAt, true));
    const { numbers, tails, drift } = stored.digest;
    const whole = JSON.stringify({ numbers, tails, fields: { names: drift!.fieldNames, filled: [...drift!.fieldFilled] } });
    expect(block.equals(Buffer.from(whole, 'utf8'))).toBe(true);
    const read = decodeDigest(bytes);
    expect(read).toEqual(asRead(stored));
    // Read where they stand, not made strings: hashed as their strings are, the texts asked for exactly.
    expect(read.numbers!.numberHashes()).toEqual(hashesOfNumbers(numbers));
    expect(read.numbers!.numberTexts(new Set([0, 1, 2, 3, 8999]))).toEqual(new Map([0, 1, 2, 3, 8999].map((id) => [id, numbers[id]!])));
  });

  it('reads a block that names its numbers twice as JSON.parse does: the last list', () => {
    const stored = small();
    const bytes = encodeDigest(stored);
    const parts = split(bytes);
    const twice = `{"numbers":["X","Y","Z"],${parts.strings.toString('utf8').slice(1)}`;
    const read = decodeDigest(join(bytes, { ...parts, strings: utf8(twice) }));
    expect(read.digest.numbers).toEqual(['A-100', 'B-200', 'C-300']);
    expect(read.numbers!.numberTexts(new Set([0]))).toEqual(new Map([[0, 'A-100']]));
  });

  it('reads a strings block laid out otherwise (spaces, another order) as the same numbers', () => {
    const stored = small();
    stored.digest.numbers = ['A-100', 'Ä-200', 'C"300'];
    const bytes = encodeDigest(stored);
    const parts = split(bytes);
    const { numbers, tails } = JSON.parse(parts.strings.toString('utf8')) as { numbers: string[]; tails: unknown[] };
    const read = decodeDigest(join(bytes, { ...parts, strings: utf8(JSON.stringify({ tails, numbers }, null, 2)) }));
    expect(read).toEqual(asRead(stored));
    expect(read.numbers!.numberHashes()).toEqual(hashesOfNumbers(numbers));
    expect(read.numbers!.numberTexts(new Set([2]))).toEqual(new Map([[2, 'C"300']]));
  });

  it('reads back a large digest, viewing the columns in place when the buffer is aligned', () => {
    const stored = large(200_000, 600_000);
    const bytes = encodeDigest(stored);
    const { info, digest } = decodeDigest(bytes);
    expect(info).toEqual(stored.info);
    expect(digest.numbers).toHaveLength(200_000);
    expect(digest.numbers[123_456]).toBe('ART-0123456');
    expect(digest.articleNumber[0]).toBe(199_999);
    expect(digest.articleFingerprint[2 * 77_777]).toBe(Math.imul(77_777, 0x9e3779b1));
    expect(digest.articleFingerprint[2 * 77_777 + 1]).toBe(~77_777);
    expect(digest.priceNumber[599_999]).toBe(599_999 % 200_000);
    expect(digest.priceTail[599_999]).toBe(599_999 % 3);
    expect(digest.priceFrom[1]).toBe(20260202);
    expect(digest.priceAmount[599_999]).toBe(5999.99);
    expect(digest.priceAmount.buffer).toBe(bytes.buffer);
    // Compared as bytes and as one string: element by element, expect takes seconds.
    for (const column of ['articleNumber', 'articleFingerprint', 'priceNumber', 'priceTail', 'priceFrom', 'priceAmount'] as const) {
      expect(Buffer.from(bytesOf(digest[column])).equals(bytesOf(stored.digest[column])), column).toBe(true);
    }
    expect(digest.numbers.join('\n')).toBe(stored.digest.numbers.join('\n'));
    expect(digest.tails).toEqual(stored.digest.tails);
  });

  it('writes the same bytes from a digest\'s rows as from its columns, past many pieces of rows', () => {
    for (const stored of [small(), withDrift(small()), empty(), large(200_000, 600_000)]) {
      const fromRows = encodeDigest({ info: stored.info, digest: asRows(stored.digest) });
      expect(fromRows.equals(encodeDigest(stored))).toBe(true);
    }
    const broken = small();
    broken.digest.priceAmount = Float64Array.of(1, Number.POSITIVE_INFINITY, 3);
    expect(() => encodeDigest({ info: broken.info, digest: asRows(broken.digest) })).toThrow(/not finite/);
  });

  it('copies the columns when the bytes start at an odd place in their buffer', () => {
    const stored = small();
    const bytes = encodeDigest(stored);
    const shifted = new Uint8Array(bytes.length + 3).subarray(3);
    shifted.set(bytes);
    const { digest } = decodeDigest(shifted);
    expect(digest.priceAmount.buffer).not.toBe(shifted.buffer);
    expect(digest).toEqual(stored.digest);
  });

  it('writes only the DigestInfo fields, whatever else the object carries', () => {
    const stored = small();
    const bytes = encodeDigest({ ...stored, info: { ...stored.info, token: 'secret-token-value' } as DigestInfo });
    expect(bytes.includes('secret-token-value')).toBe(false);
    expect(decodeDigest(bytes).info).toEqual(stored.info);
  });

  it('refuses to write a digest it could not read back', () => {
    const broken = (change: (digest: CatalogueDigest) => void, info: Partial<DigestInfo> = {}) => {
      const stored = small();
      change(stored.digest);
      return () => encodeDigest({ ...stored, info: { ...stored.info, ...info } });
    };
    expect(broken((d) => { d.articleNumber = Int32Array.of(0, 3); })).toThrow(/index out of range/);
    expect(broken((d) => { d.articleNumber = Int32Array.of(1, 1); })).toThrow(/twice/);
    expect(broken((d) => { d.articleFingerprint = Int32Array.of(1, 2); })).toThrow(/differ in length/);
    expect(broken((d) => { d.priceAmount = Float64Array.of(1, 2); })).toThrow(/differ in length/);
    expect(broken((d) => { d.priceAmount = Float64Array.of(1, Number.NaN, 3); })).toThrow(/not finite/);
    expect(broken(() => undefined, { sha256: 'not a hash' })).toThrow(/sha256/);
    expect(broken(() => undefined, { appId: 0 })).toThrow(/appId/);
    for (const fails of [broken((d) => { d.priceTail = Int32Array.of(0, 0, 2); }), broken(() => undefined, { acceptedAt: 'yesterday' })]) {
      expect(fails).toThrow();
      expect(fails).not.toThrow(DigestUnreadable);
    }
  });
});

describe('damaged digest files', () => {
  const good = () => encodeDigest(small());

  it('refuses a file that is not a digest, or of an unknown version', () => {
    expect(unreadable(Buffer.alloc(0)).reason).toBe('truncated');
    expect(unreadable(Buffer.from('{"numbers":[],"tails":[]}')).reason).toBe('not a digest file');
    const otherMagic = good();
    otherMagic.write('AIDIGESU', 0, 'latin1');
    expect(unreadable(otherMagic).reason).toBe('not a digest file');
    const newer = good();
    newer.writeUInt32LE(3, 8);
    expect(unreadable(newer).reason).toBe('unknown format version 3');
  });

  it('notices a changed byte anywhere after the prefix by its checksum', () => {
    const bytes = good();
    const amount = columnOffsets(bytes).priceAmount;
    bytes[amount] = bytes[amount]! ^ 1;
    expect(unreadable(bytes).reason).toBe('checksum does not match');
  });

  it('refuses a file cut short at any length, with or without a matching checksum', () => {
    for (const bytes of [good(), encodeDigest(empty())]) {
      for (let length = 0; length < bytes.length; length++) {
        const cut = Buffer.from(bytes.subarray(0, length));
        unreadable(cut);
        if (length >= 16) unreadable(reseal(cut));
      }
    }
  });

  it('never fails with another error whatever single byte is changed, even behind a matching checksum', () => {
    const bytes = good();
    for (let at = 0; at < bytes.length; at++) {
      for (const flip of [0x01, 0x80, 0xff]) {
        const changed = Buffer.from(bytes);
        changed[at] = changed[at]! ^ flip;
        unreadable(changed);
        if (at >= 16) expectReadableOrUnreadable(reseal(changed));
      }
    }
  });

  it('refuses lengths that do not match', () => {
    expect(unreadable(reseal(Buffer.concat([good(), Buffer.alloc(8)]))).reason).toBe('length does not match the header');
    const longHeader = good();
    longHeader.writeUInt32LE(longHeader.length, 16);
    expect(unreadable(reseal(longHeader)).reason).toBe('truncated');
    const hugeStrings = good();
    hugeStrings.writeUInt32LE(0xffff_ffff, 20 + hugeStrings.readUInt32LE(16));
    expect(unreadable(reseal(hugeStrings)).reason).toBe('truncated');
    const morePrices = withHeader(good(), (h) => ({ ...h, rows: { ...(h.rows as object), prices: 4 } }));
    expect(unreadable(morePrices).reason).toBe('truncated');
    const fewerPrices = withHeader(good(), (h) => ({ ...h, rows: { ...(h.rows as object), prices: 1 } }));
    expect(unreadable(fewerPrices).reason).toBe('length does not match the header');
    const hugeCount = withHeader(good(), (h) => ({ ...h, rows: { ...(h.rows as object), articles: 0x7fff_ffff } }));
    expect(unreadable(hugeCount).reason).toBe('truncated');
  });

  it('refuses a header that is not UTF-8 JSON of the right shape', () => {
    const parts = split(good());
    expect(unreadable(join(good(), { ...parts, header: utf8('{"info":') })).reason).toBe('header: not JSON');
    expect(unreadable(join(good(), { ...parts, header: Buffer.from([0x7b, 0xff, 0x7d]) })).reason).toBe('header: not UTF-8');
    expect(unreadable(join(good(), { ...parts, header: Buffer.alloc(0) })).reason).toBe('header: not JSON');

    const changes: [string, (h: Record<string, unknown>) => unknown][] = [
      ['no info', ({ info: _info, ...rest }) => rest],
      ['no rows', ({ rows: _rows, ...rest }) => rest],
      ['no fingerprint', ({ fingerprint: _fingerprint, ...rest }) => rest],
      ['another fingerprint', (h) => ({ ...h, fingerprint: 'xxhash-64' })],
      ['an unknown key', (h) => ({ ...h, token: 'x' })],
      ['an array', () => []],
      ['null', () => null],
      ['a missing info field', (h) => { const { sha256: _sha256, ...info } = h.info as Record<string, unknown>; return { ...h, info }; }],
      ['a bad app ID', (h) => ({ ...h, info: { ...(h.info as object), appId: -1 } })],
      ['a bad time', (h) => ({ ...h, info: { ...(h.info as object), acceptedAt: 'now' } })],
      ['a negative row count', (h) => ({ ...h, rows: { ...(h.rows as object), tails: -1 } })],
      ['a fractional row count', (h) => ({ ...h, rows: { ...(h.rows as object), articles: 1.5 } })],
    ];
    for (const [what, change] of changes) {
      expect(unreadable(withHeader(good(), change)).reason, what).toMatch(/^header: not valid/);
    }
  });

  it('refuses strings that are not UTF-8 JSON of the right shape, or do not match the header', () => {
    const parts = split(good());
    expect(unreadable(join(good(), { ...parts, strings: utf8('{"numbers":["A"') })).reason).toBe('strings: not JSON');
    expect(unreadable(join(good(), { ...parts, strings: Buffer.from([0x5b, 0xc3, 0x5d]) })).reason).toBe('strings: not UTF-8');
    // Damage inside the numbers as this app writes them: a control character, an escape JSON has not, a comma too many, a broken byte.
    const rest = parts.strings.toString('utf8').slice(parts.strings.indexOf('],') + 1);
    for (const numbers of ['"A-100","B\u0001","C-300"', '"A-100","B\\x","C-300"', '"A-100","B-200","C-300",', '"A-100","B-200","C-300"]]']) {
      expect(unreadable(join(good(), { ...parts, strings: utf8(`{"numbers":[${numbers}]${rest}`) })).reason, numbers).toBe('strings: not JSON');
    }
    const broken = Buffer.concat([utf8('{"numbers":["A-100","B'), Buffer.from([0xc3]), utf8(`","C-300"]${rest}`)]);
    expect(unreadable(join(good(), { ...parts, strings: broken })).reason).toBe('strings: not UTF-8');
    // A header that claims more numbers than the block can hold: said, with no room made for them.
    const claimsMore = withHeader(good(), (h) => ({ ...h, rows: { ...(h.rows as object), numbers: 2 ** 31 - 1 } }));
    expect(unreadable(claimsMore).reason).toBe('number count does not match the header');

    const invalid: [string, (s: { numbers: unknown[]; tails: unknown[] }) => unknown][] = [
      ['a number that is not a string', (s) => ({ ...s, numbers: ['A-100', 7, 'C-300'] })],
      ['no numbers', (s) => ({ tails: s.tails })],
      ['no tails', (s) => ({ numbers: s.numbers })],
      ['a tail without currency', (s) => ({ ...s, tails: [{ priceList: 'retail', minQuantity: 1 }, s.tails[1]] })],
      ['a tail with a string quantity', (s) => ({ ...s, tails: [{ priceList: 'retail', currency: 'EUR', minQuantity: '1' }, s.tails[1]] })],
      ['an unknown key', (s) => ({ ...s, extra: [] })],
    ];
    for (const [what, change] of invalid) {
      expect(unreadable(withStrings(good(), change)).reason, what).toMatch(/^strings: not valid/);
    }
    expect(unreadable(withStrings(good(), (s) => ({ ...s, numbers: s.numbers.slice(0, 2) }))).reason).toBe('number count does not match the header');
    expect(unreadable(withStrings(good(), (s) => ({ ...s, tails: [...s.tails, s.tails[0]] }))).reason).toBe('tail count does not match the header');
  });

  it('refuses indices out of range and values that cannot be', () => {
    const cases: [IntColumnName, number, number, string][] = [
      ['articleNumber', 1, 3, 'article number index out of range'],
      ['articleNumber', 0, -1, 'article number index out of range'],
      ['articleNumber', 1, 0, 'an article number occurs twice'],
      ['priceNumber', 2, 3, 'price number index out of range'],
      ['priceNumber', 0, -0x80000000, 'price number index out of range'],
      ['priceTail', 1, 2, 'price tail index out of range'],
      ['priceTail', 1, -1, 'price tail index out of range'],
      ['priceFrom', 0, -1, 'price start date out of range'],
      ['priceFrom', 0, 20261301, 'price start date out of range'],
      ['priceFrom', 0, 20260100, 'price start date out of range'],
    ];
    for (const [column, row, value, reason] of cases) {
      expect(unreadable(withInt(good(), column, row, value)).reason, `${column}[${row}] = ${value}`).toBe(reason);
    }
    const nan = good();
    nan.writeDoubleLE(Number.NaN, columnOffsets(nan).priceAmount + 8);
    expect(unreadable(reseal(nan)).reason).toBe('price amount not finite');
    const infinite = good();
    infinite.writeDoubleLE(Number.NEGATIVE_INFINITY, columnOffsets(infinite).priceAmount);
    expect(unreadable(reseal(infinite)).reason).toBe('price amount not finite');
  });

  it('refuses drift data that cannot be: a count above the articles, an unknown active code', () => {
    const good = () => encodeDigest(withDrift(small()));
    const overCount = withStrings(good(), (s) => ({ ...s, fields: { names: ['name', 'gtin'], filled: [2, 3] } }));
    expect(unreadable(overCount).reason).toBe('a field count out of range');
    const twice = withStrings(good(), (s) => ({ ...s, fields: { names: ['name', 'name'], filled: [2, 1] } }));
    expect(unreadable(twice).reason).toMatch(/^strings: not valid \(fields\.names: a field name occurs twice\)$/);
    const badActive = good();
    badActive[columnOffsets(badActive).priceAmount + 3 * 8] = 3;
    expect(unreadable(reseal(badActive)).reason).toBe('an article\'s active out of range');
  });

  it('names the reason in the message, for the log', () => {
    const error = unreadable(Buffer.from('nonsense, longer than sixteen bytes'));
    expect(error.name).toBe('DigestUnreadable');
    expect(error.message).toBe('The digest cannot be read: not a digest file.');
  });
});
