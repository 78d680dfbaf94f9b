import { join, resolve } from 'node:path';
import type { AppServices } from '../http/services';
import { createFileBlobStore } from './fileBlobStore';
import type { BlobStore } from './port';

const stores = new Map<string, BlobStore>();

/** The process's blob store: files under <dataDir>/blobs (one instance per directory). */
export function blobStoreFor(services: Pick<AppServices, 'config'>): BlobStore {
  const dir = resolve(join(services.config.dataDir, 'blobs'));
  let store = stores.get(dir);
  if (!store) {
    store = createFileBlobStore(dir);
    stores.set(dir, store);
  }
  return store;
}
