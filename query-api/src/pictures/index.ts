export { type StoredFile, binaryRoute } from './binaryRoute';
export { picturesQueries } from './routes';
