// file → bytes → the validating core. The only place the Node side reads an export for
// validation; the CLI, the app's worker and the sender's SHA check all start from here.
import type { FileHandle } from 'node:fs/promises';
import { LIMITS } from '../../shared/payload/payload-schema';
import type { ValidationOutcome, ValidationPhase } from '../../shared/validation/validate-bytes';
import { fileProblemOutcome, validateBytes } from '../../shared/validation/validate-bytes';
import { inspectInWorker, sharedBytes } from './inspect-in-worker';
import { openRegularFile } from './open-regular-file';
import type { MessageKey } from '../../shared/messages/catalogue';
import { text, type Text } from '../../shared/messages/text';

export interface ValidateFileOptions {
  /** How the report names the file; the path as given by default. */
  displayName?: string;
  maxBytes?: number;
  findingsPerCode?: number;
  onProgress?: (progress: { phase: 'reading' | ValidationPhase; bytesRead?: number; totalBytes?: number }) => void;
}

/** Why a file could not be read, in words a user can act on (no stack, no errno soup). */
const KNOWN_REASONS = new Set(['ENOENT', 'EISDIR', 'ENOTREG', 'EACCES', 'ELOOP']);
function unreadableReason(error: unknown): Text {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (code === 'EPERM') return text('unreadable.EACCES');
  if (KNOWN_REASONS.has(code)) return text(`unreadable.${code}` as MessageKey);
  return code === '' ? text('unreadable.unknown') : text('unreadable.other', { code });
}

/** Reads in chunks into one shared buffer of the final size: progress for big files, no copies. */
async function readShared(handle: FileHandle, size: number, onProgress: ValidateFileOptions['onProgress']): Promise<Uint8Array> {
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
  let opened: { handle: FileHandle; size: number };
  try {
    opened = await openRegularFile(filePath);
  } catch (error) {
    return fileProblemOutcome(file, 0, 'file.unreadable', { detail: unreadableReason(error) });
  }
  const { handle, size } = opened;
  if (size > maxBytes) {
    await handle.close();
    return fileProblemOutcome(file, size, 'file.tooLarge', { limit: { bytes: maxBytes } });
  }
  let bytes: Uint8Array;
  try {
    bytes = await readShared(handle, size, options.onProgress);
  } catch (error) {
    return fileProblemOutcome(file, size, 'file.unreadable', { detail: unreadableReason(error) });
  }
  const { inspection, sha256 } = inspectInWorker(bytes);
  return validateBytes(bytes, {
    file,
    inspection,
    sha256,
    maxBytes,
    ...(options.findingsPerCode === undefined ? {} : { findingsPerCode: options.findingsPerCode }),
    ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
  });
}
