// The record of each corrected copy written on this computer (issue 23): the original's name,
// size and SHA-256, the copy's, and the fixes by kind with their counts. Kept beside the
// history in its own small file (one JSON line per copy, appended like the history), so the
// history's format stays as it is: a send whose SHA-256 is a copy's is shown as "corrected
// copy of NAME (n fixes)" by looking the hash up here.
import path from 'node:path';
import { z } from 'zod';
import { FIX_KINDS, isFixKind } from '../../shared/fixes/fix-kinds';
import { openDataFileToRead } from '../data-dir/open-data-file';
import { appendRecordLine } from './append-history';

const DERIVATIONS_FILE_NAME = 'corrected-copies.jsonl';
/** Enough for tens of thousands of copies; older ones beyond it are not looked up. */
const MAX_READ_BYTES = 8 * 1024 * 1024;

export function derivationsFilePath(dataDir: string): string {
  return path.join(dataDir, DERIVATIONS_FILE_NAME);
}

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const fileFacts = z.strictObject({ fileName: z.string().max(1024), bytes: z.number().int().nonnegative(), sha256 });

const derivationSchema = z.strictObject({
  v: z.literal(1),
  time: z.iso.datetime({ offset: true }),
  original: fileFacts,
  copy: fileFacts,
  /** Values changed, per kind of fix applied. Kinds a later version adds are kept as written. */
  fixes: z.record(z.string().regex(/^[a-z][\w.-]{0,63}$/), z.number().int().positive()),
});

export type Derivation = z.infer<typeof derivationSchema>;
export type NewDerivation = Omit<Derivation, 'v' | 'time'> & { time?: string };

/** Values a copy changed, all kinds together. */
export function fixCount(derivation: Pick<Derivation, 'fixes'>): number {
  return Object.values(derivation.fixes).reduce((sum, count) => sum + count, 0);
}

/** In the order of FIX_KINDS (any other after them), counts above 0 only. */
function orderedFixes(fixes: Record<string, number>): Record<string, number> {
  const kinds = [...FIX_KINDS.filter((kind) => Object.hasOwn(fixes, kind)), ...Object.keys(fixes).filter((kind) => !isFixKind(kind))];
  return Object.fromEntries(kinds.filter((kind) => fixes[kind]! > 0).map((kind) => [kind, fixes[kind]!]));
}

/** Appends the record of a copy just written (on disk before it returns). */
export async function recordDerivation(dataDir: string, derivation: NewDerivation): Promise<void> {
  const record: Derivation = {
    v: 1,
    time: derivation.time ?? new Date().toISOString(),
    original: { ...derivation.original, fileName: derivation.original.fileName.slice(0, 1024) },
    copy: { ...derivation.copy, fileName: derivation.copy.fileName.slice(0, 1024) },
    fixes: orderedFixes(derivation.fixes),
  };
  await appendRecordLine(derivationsFilePath(dataDir), `${JSON.stringify(derivationSchema.parse(record))}\n`, true);
}

/**
 * The copies written, by the copy's SHA-256 (the newest record of a hash wins). A line that
 * is not a valid record is skipped; no file is no copies. Throws only what opening throws.
 */
export async function readDerivations(dataDir: string): Promise<Map<string, Derivation>> {
  const found = new Map<string, Derivation>();
  const opened = await openDataFileToRead(derivationsFilePath(dataDir));
  if (opened === undefined) return found;
  const { handle, size } = opened;
  try {
    const from = Math.max(0, size - MAX_READ_BYTES);
    const bytes = Buffer.alloc(size - from);
    let filled = 0;
    while (filled < bytes.length) {
      const { bytesRead } = await handle.read(bytes, filled, bytes.length - filled, from + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    const lines = bytes.subarray(0, filled).toString('utf8').split('\n');
    // Started mid-file: the first piece is the tail of a line.
    if (from > 0) lines.shift();
    for (const line of lines) {
      if (line.trim() === '') continue;
      try {
        const record = derivationSchema.parse(JSON.parse(line));
        found.set(record.copy.sha256, record);
      } catch {
        // a torn or foreign line: skipped
      }
    }
    return found;
  } finally {
    await handle.close();
  }
}
