export * from './port';
export { createFileBlobStore } from './fileBlobStore';
export { blobStoreFor } from './blobStoreFor';
