// The bytes of a file as they go out: read in chunks of this size, and compared by their SHA-256.
export const READ_CHUNK_BYTES = 1024 * 1024;

export function sameDigest(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
