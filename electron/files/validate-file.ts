// file → bytes → the validating core. The only place the Node side reads an export for
// validation; the CLI, the app's worker and the sender's SHA check all start from here.
import { createHash } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import { LIMITS } from '../../shared/payload/payload-schema';
import type { ValidationOutcome, ValidationPhase } from '../../shared/validation/validate-bytes';
import { formatBytes, validateBytes } from '../../shared/validation/validate-bytes';
import { FindingsCollector } from '../../shared/validation/findings-collector';
import { validationMessages } from '../../shared/messages/en/validation';
import { SEVERITY_OF } from '../../shared/report/finding-codes';
import type { FindingCode } from '../../shared/report/finding-codes';

export interface ValidateFileOptions {
  /** How the report names the file; the path as given by default. */
  displayName?: string;
  maxBytes?: number;
  findingsPerCode?: number;
  onProgress?: (progress: { phase: 'reading' | ValidationPhase; bytesRead?: number; totalBytes?: number }) => void;
}

/** Why a file could not be read, in words a user can act on (no stack, no errno soup). */
function unreadableReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT': return 'there is no file at this path';
    case 'EISDIR': return 'this is a folder, not a file';
    case 'EACCES':
    case 'EPERM': return 'you do not have permission to read it';
    case 'ELOOP': return 'the path is a loop of links';
    default: return `the system reported ${code ?? 'an error'}`;
  }
}

function fileReport(file: string, bytes: number, code: FindingCode, params: Record<string, string>): ValidationOutcome {
  const out = new FindingsCollector(1);
  out.add(code, { pointer: '', params });
  return {
    report: {
      file, bytes, sha256: '', articles: 0, prices: 0,
      counts: out.counts, byCode: Object.fromEntries(out.byCode),
      findings: [{ severity: SEVERITY_OF[code], code, message: validationMessages[code](params), pointer: '' }],
      truncated: false,
    },
    records: undefined,
    bodyOffset: 0,
  };
}

/**
 * Reads in chunks into one buffer of the final size, hashing each chunk as it arrives: progress
 * for big files, no copies, and the SHA-256 costs no second pass over the bytes.
 */
async function readAndHash(filePath: string, size: number, onProgress: ValidateFileOptions['onProgress']) {
  const handle = await open(filePath, 'r');
  try {
    const bytes = new Uint8Array(size);
    const hash = createHash('sha256');
    let offset = 0;
    while (offset < size) {
      const { bytesRead } = await handle.read(bytes, offset, Math.min(16 * 1024 * 1024, size - offset), offset);
      if (bytesRead === 0) break; // the file shrank while reading: validate what is there
      hash.update(bytes.subarray(offset, offset + bytesRead));
      offset += bytesRead;
      onProgress?.({ phase: 'reading', bytesRead: offset, totalBytes: size });
    }
    return { bytes: offset === size ? bytes : bytes.subarray(0, offset), sha256: hash.digest('hex') };
  } finally {
    await handle.close();
  }
}

export async function validateFile(filePath: string, options: ValidateFileOptions = {}): Promise<ValidationOutcome> {
  const file = options.displayName ?? filePath;
  const maxBytes = options.maxBytes ?? LIMITS.maxFileBytes;
  let size: number;
  try {
    const info = await stat(filePath);
    if (info.isDirectory()) return fileReport(file, 0, 'file.unreadable', { detail: unreadableReason({ code: 'EISDIR' }) });
    size = info.size;
  } catch (error) {
    return fileReport(file, 0, 'file.unreadable', { detail: unreadableReason(error) });
  }
  if (size > maxBytes) return fileReport(file, size, 'file.tooLarge', { limit: formatBytes(maxBytes) });
  let read: { bytes: Uint8Array; sha256: string };
  try {
    read = await readAndHash(filePath, size, options.onProgress);
  } catch (error) {
    return fileReport(file, size, 'file.unreadable', { detail: unreadableReason(error) });
  }
  return validateBytes(read.bytes, {
    file,
    sha256: Promise.resolve(read.sha256),
    maxBytes,
    ...(options.findingsPerCode === undefined ? {} : { findingsPerCode: options.findingsPerCode }),
    ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
  });
}
