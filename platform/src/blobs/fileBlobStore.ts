import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HASH_PATTERN, type BlobStore } from './port';

/**
 * Blobs as files under `dir`/ab/abcdef...: written to a temporary name and renamed, so a reader never
 * sees half a file and two writers of the same content both succeed.
 */
export function createFileBlobStore(dir: string): BlobStore {
  const pathOf = (hash: string) => join(dir, hash.slice(0, 2), hash);
  return {
    async put(bytes) {
      const hash = createHash('sha256').update(bytes).digest('hex');
      const path = pathOf(hash);
      const exists = await stat(path).then(
        (s) => s.size === bytes.length,
        () => false,
      );
      if (!exists) {
        await mkdir(join(dir, hash.slice(0, 2)), { recursive: true });
        const temporary = `${path}.${randomUUID()}.tmp`;
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      }
      return { hash, size: bytes.length };
    },
    async get(hash) {
      if (!HASH_PATTERN.test(hash)) return null;
      try {
        return await readFile(pathOf(hash));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
