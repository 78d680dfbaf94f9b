export { type StoredFile, binaryRoute } from './binaryRoute';
export { storedFileOfName } from './storedName';
export { picturesQueries } from './routes';
