// Where each target's last accepted digest lives in the data folder: one file per base URL and
// app ID, written atomically (a temporary file renamed over the old one), so a crash leaves the
// old digest or the new one, never half of one. The files hold the digest and its DigestInfo only,
// never a token.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { ensureDataDir } from '../data-dir/ensure-data-dir';
import { DataFileProblem, readDataFile } from '../data-dir/open-data-file';
import { removeStrayFiles } from '../data-dir/stray-files';
import { ftruncateSync, readSync, writeSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { DigestUnreadable, decodeDigest, planDigest, type DigestSink, type KeptDigest } from './digest-file';
import type { StoredDigest } from '../../shared/changes/digest';
import { writeAtomically } from '../data-dir/write-atomically';

// Readers of the store catch this without knowing the file format exists.
export { DigestUnreadable } from './digest-file';

/** A readable digest in the target's place that describes another target (a file copied or renamed by hand). */
export class DigestOfAnotherTarget extends DigestUnreadable {
  constructor(file: string) {
    super('it is for another target', file);
  }
}

export const DIGESTS_FOLDER = 'digests';

/**
 * The largest digest read: 1 GiB. A digest is a fraction of the file it was made from (per
 * article its number and 12 bytes, per price 20: the 100 MB bench export of 100,000 articles and
 * 300,000 prices gives 8.5 MB, so 1.2 million articles and 3.6 million prices give about 100 MB),
 * and no file over 1 GiB (LIMITS.maxFileBytes) is ever sent, so its digest is about a tenth of
 * that: ten times the room, for what later versions add per article. Anything larger was not
 * written by this app, and is not read into memory to find that out.
 */
export const MAX_DIGEST_BYTES = 1024 ** 3;

export interface DigestTarget {
  /** Normalised by the caller (parseBaseUrl). */
  baseUrl: string;
  appId: number;
}

/**
 * `<dataDir>/digests/app-<appId>-<16 hex of sha256(baseUrl)>.digest`: the app ID for a person
 * looking in the folder, the hash because the same app ID on two configurators is two targets
 * and a URL does not make a safe file name.
 */
export function digestPath(dataDir: string, target: DigestTarget): string {
  if (!Number.isSafeInteger(target.appId) || target.appId <= 0) throw new RangeError('The app ID must be a positive integer.');
  const urlHash = createHash('sha256').update(target.baseUrl, 'utf8').digest('hex').slice(0, 16);
  return path.join(dataDir, DIGESTS_FOLDER, `app-${target.appId}-${urlHash}.digest`);
}

/** Keeps the digest (its columns, or the rows a check collected) as its target's last accepted one. */
export async function writeDigest(dataDir: string, stored: KeptDigest): Promise<void> {
  const file = digestPath(dataDir, stored.info);
  // Checked before anything is created, so a digest that cannot be written leaves no trace.
  const plan = planDigest(stored);
  await ensureDataDir(path.dirname(file));
  // A digest write that never finished (killed, a power cut) left its temporary file.
  await removeStrayFiles(path.dirname(file), TEMPORARY);
  // Written in place, column by column, as the digest's rows are read (write-columns.ts).
  await writeAtomically(file, async (handle) => plan.write(fileSink(handle.fd, plan.size)));
}

/** A new file of `size` bytes (zeros until written) as a digest's sink. */
function fileSink(fd: number, size: number): DigestSink {
  ftruncateSync(fd, size);
  return {
    write(bytes, at) {
      for (let done = 0; done < bytes.length;) {
        const written = writeSync(fd, bytes, done, bytes.length - done, at + done);
        if (written === 0) throw Object.assign(new Error('a write took no bytes'), { code: 'EIO' });
        done += written;
      }
    },
    checksum(at, end) {
      const buffer = Buffer.allocUnsafe(1024 * 1024);
      let checksum = 0;
      for (let position = at; position < end;) {
        const read = readSync(fd, buffer, 0, Math.min(buffer.length, end - position), position);
        if (read === 0) throw Object.assign(new Error('the digest file ended early'), { code: 'EIO' });
        checksum = crc32(buffer.subarray(0, read), checksum);
        position += read;
      }
      return checksum;
    },
  };
}

/** write-atomically.ts's temporary files of a digest: `<name>.tmp-<pid>-<hex>`. */
const TEMPORARY = /^app-\d+-[0-9a-f]{16}\.digest\.tmp-(\d+)-[0-9a-f]+$/;

/**
 * The target's last accepted digest; undefined when it has none. Throws DigestUnreadable when
 * the file is damaged, belongs to another target (a file copied or renamed by hand), or is not a
 * regular file within MAX_DIGEST_BYTES (never waiting on a pipe, never reading a device).
 */
export async function readDigest(dataDir: string, target: DigestTarget): Promise<StoredDigest | undefined> {
  const file = digestPath(dataDir, target);
  let bytes: Buffer | undefined;
  try {
    bytes = await readDataFile(file, MAX_DIGEST_BYTES);
  } catch (error) {
    // A pipe, a device, a folder or a giant under the digest's name: as damaged as a cut one.
    if (error instanceof DataFileProblem) throw new DigestUnreadable(digestProblemReason(error), file);
    throw error;
  }
  if (bytes === undefined) return undefined;
  let stored: StoredDigest;
  try {
    stored = decodeDigest(bytes);
  } catch (error) {
    if (error instanceof DigestUnreadable) throw new DigestUnreadable(error.reason, file);
    throw error;
  }
  if (stored.info.baseUrl !== target.baseUrl || stored.info.appId !== target.appId) {
    throw new DigestOfAnotherTarget(file);
  }
  return stored;
}

function digestProblemReason(problem: DataFileProblem): string {
  if (problem.code === 'EISDIR') return 'a folder is where the digest should be';
  if (problem.code === 'EFBIG') return `it is larger than ${MAX_DIGEST_BYTES / 1024 ** 3} GiB, more than any digest this app writes`;
  return 'it is not a regular file (a pipe, a device or a socket)';
}
