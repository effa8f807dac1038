// file → bytes → the validating core. The only place the Node side reads an export for
// validation; the CLI, the app's worker and the sender's SHA check all start from here.
import { open, stat } from 'node:fs/promises';
import { LIMITS } from '../../shared/payload/payload-schema';
import type { ValidationOutcome, ValidationPhase } from '../../shared/validation/validate-bytes';
import { validateBytes } from '../../shared/validation/validate-bytes';
import { formatBytes } from '../../shared/messages/format-bytes';
import { sha256InWorker, sharedBytes } from './hash-in-worker';
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

/** Reads in chunks into one shared buffer of the final size: progress for big files, no copies. */
async function readShared(filePath: string, size: number, onProgress: ValidateFileOptions['onProgress']): Promise<Uint8Array> {
  const handle = await open(filePath, 'r');
  try {
    const bytes = sharedBytes(size);
    let offset = 0;
    while (offset < size) {
      const { bytesRead } = await handle.read(bytes, offset, Math.min(16 * 1024 * 1024, size - offset), offset);
      if (bytesRead === 0) break; // the file shrank while reading: validate what is there
      offset += bytesRead;
      onProgress?.({ phase: 'reading', bytesRead: offset, totalBytes: size });
    }
    return offset === size ? bytes : bytes.slice(0, offset);
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
  let bytes: Uint8Array;
  try {
    bytes = await readShared(filePath, size, options.onProgress);
  } catch (error) {
    return fileReport(file, size, 'file.unreadable', { detail: unreadableReason(error) });
  }
  return validateBytes(bytes, {
    file,
    sha256: sha256InWorker(bytes),
    maxBytes,
    ...(options.findingsPerCode === undefined ? {} : { findingsPerCode: options.findingsPerCode }),
    ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
  });
}
