export { todoQueries } from './routes';
