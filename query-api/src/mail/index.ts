export { mailQueries } from './routes';
