import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileBlobStore } from './fileBlobStore';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('file blob store', () => {
  it('keys bytes by their sha256 and reads them back; unknown or malformed keys are null', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'blobs-'));
    dirs.push(dir);
    const store = createFileBlobStore(dir);
    const first = await store.put(Buffer.from('hello'));
    expect(first).toEqual({ hash: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824', size: 5 });
    expect(await store.put(Buffer.from('hello'))).toEqual(first);
    expect((await store.get(first.hash))?.toString()).toBe('hello');
    expect(await store.get('0'.repeat(64))).toBeNull();
    expect(await store.get('../../etc/passwd')).toBeNull();
  });
});
