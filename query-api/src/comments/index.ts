export { commentsQueries } from './routes';
