export { depositsQueries } from './routes';
