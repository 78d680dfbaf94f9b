/**
 * Where uploaded bytes live (pet pictures, profile pictures), keyed by their sha256: events record
 * only the hash and a file name. The filesystem adapter is the default; a bucket adapter can take
 * its place later behind the same port.
 */
export interface BlobStore {
  /** Stores the bytes (once: the same content is the same key) and answers their hash. */
  put(bytes: Buffer): Promise<{ hash: string; size: number }>;
  /** The bytes of `hash`, or null when there are none. */
  get(hash: string): Promise<Buffer | null>;
}

export const HASH_PATTERN = /^[0-9a-f]{64}$/;
