import type { StoredFile } from './binaryRoute';

/** The image types the write side keeps (command-api/src/pictures/images.ts), by the stored name's extension. */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/**
 * A picture the write side named after its bytes (`<sha256>.<ext>`: appointment pictures, signatures,
 * vaccination certificates): the blob's hash and type from the name alone; null for any other name.
 */
export function storedFileOfName(name: string): StoredFile | null {
  const match = /^([0-9a-f]{64})\.([a-z0-9]+)$/i.exec(name);
  if (!match) return null;
  return { hash: match[1]!.toLowerCase(), contentType: CONTENT_TYPES[match[2]!.toLowerCase()] ?? 'application/octet-stream' };
}
